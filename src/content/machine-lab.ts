import { CHAT_BUSINESS_HOURS, CHAT_SCRIPT, CHAT_TIMINGS } from './chat';
import { DEFAULT_LANGUAGES } from './quiz';
import { TIMINGS } from './site';

export const MACHINE_LAB_PATH = '/machine-lab';

export const MACHINE_LAB_META = {
  title: 'Machine Lab (QA) | Maple Hearth Home Care',
  description:
    'Internal QA tool: every state machine of the site as a diagram, with its current state, context and the events it accepts.',
} as const;

/** Inputs the lab starts machines with: the site's real values, from this content layer. */
export const MACHINE_LAB_INPUTS: Readonly<Record<string, unknown>> = {
  toast: { defaultDuration: TIMINGS.toastDurationMs },
  quiz: { defaultLanguages: DEFAULT_LANGUAGES },
  carousel: { count: 3, intervalMs: TIMINGS.homeCarouselMs },
  chat: { script: CHAT_SCRIPT, timings: CHAT_TIMINGS, hours: CHAT_BUSINESS_HOURS, now: () => new Date() },
};
