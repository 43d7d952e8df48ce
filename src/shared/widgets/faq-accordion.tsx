import { Accordion } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { accordionMachine } from '../../../machines/accordion.machine';
import { stateName } from '../../../machines/state-name';
import { useMachineActor } from '../machines/use-machine';

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
  const state = useSelector(actor, (s) => stateName(s.value));
  const openItem = useSelector(actor, (s) => s.context.openItem);
  return (
    <Accordion
      variant="separated"
      order={3}
      maw={860}
      w="100%"
      value={openItem}
      onChange={() => {}}
      data-state={state}
      data-testid={testId}
    >
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control onClick={() => actor.send({ type: 'TOGGLE', item: item.question })}>{item.question}</Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
