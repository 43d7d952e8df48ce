export const MACHINE_LAB_PATH = '/machine-lab';

export const MACHINE_LAB_META = {
  title: 'Machine Lab (QA) | Maple Hearth Home Care',
  description:
    'Internal QA tool: every state machine of the site as a diagram, with its current state, context and the events it accepts.',
} as const;
