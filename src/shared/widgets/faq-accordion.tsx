import { Accordion } from '@mantine/core';
import { accordionMachine } from '../../../machines/accordion.machine';
import { accordionView } from '../../../machines/accordion.view';
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
  return (
    <Accordion
      variant="separated"
      order={3}
      maw={860}
      w="100%"
      value={view.openItem}
      onChange={() => {}}
      data-state={view.dataState}
      data-testid={testId}
    >
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control onClick={() => view.toggle(item.question)}>{item.question}</Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
