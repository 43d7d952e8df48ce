import { Accordion } from '@mantine/core';
import { accordionMachine } from '../../../machines/accordion/accordion.machine';
import { accordionView } from '../../../machines/accordion/accordion.view';
import { useMachineActor, useMachineView } from '../machines/use-machine';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers over the accordion machine (single-open, collapsible). Mantine's
 * Accordion draws it, with its heading level and keyboard support; the machine owns what is open.
 */
export function FaqAccordion({ items, testId }: { items: readonly FaqItem[]; testId?: string }) {
  const actor = useMachineActor(accordionMachine);
  const view = useMachineView(actor, accordionView);
  // Mantine builds the items' element ids from their values: a position keeps them valid ids (no
  // spaces), while the machine names the open item by its question.
  const open = items.findIndex((item) => item.question === view.openItem);
  return (
    <Accordion
      variant="separated"
      order={3}
      maw={860}
      w="100%"
      value={open >= 0 ? `faq-${open}` : null}
      onChange={() => {}}
      data-state={view.dataState}
      data-testid={testId}
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <Accordion.Control onClick={() => view.toggle(item.question)}>{item.question}</Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
