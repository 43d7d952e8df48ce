import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ChatContext, ChatInput } from '../../machines/chat.machine';
import { CHAT_BUSINESS_HOURS, CHAT_SCRIPT, CHAT_TIMINGS } from '../../src/content/chat';
import { parseReplyLinks } from '../../src/features/chat/reply-links';

/** Wednesday 25 November 2026, 10:00 in Toronto: the advisor is Online. */
export const WEEKDAY_MORNING = new Date('2026-11-25T10:00:00-05:00');
/** Saturday 28 November 2026, 11:00 in Toronto: the advisor is Away. */
export const SATURDAY_MORNING = new Date('2026-11-28T11:00:00-05:00');

const inputAt = (instant: Date): ChatInput => ({
  script: CHAT_SCRIPT,
  timings: CHAT_TIMINGS,
  hours: CHAT_BUSINESS_HOURS,
  now: () => instant,
});

export const CHAT_ONLINE_INPUT = inputAt(WEEKDAY_MORNING);
export const CHAT_AWAY_INPUT = inputAt(SATURDAY_MORNING);

/** The link buttons on screen: the paths of every link in the conversation. */
export function linkPaths(context: ChatContext): string[] {
  return context.messages.flatMap((m) =>
    m.sender === 'bot' ? parseReplyLinks(m.text).flatMap((p) => (p.kind === 'link' ? [p.path] : [])) : [],
  );
}

/** What changes what the visitor can do: something typed to send, and link buttons to follow. */
export function chatSignificantContext(snapshot: AnyMachineSnapshot): unknown {
  const context = snapshot.context as ChatContext;
  return { draft: context.draft.trim() !== '', links: [...new Set(linkPaths(context))].sort() };
}

/** A link can only be followed once a reply shows it. */
export function chatCanHappen(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type !== 'FOLLOW_LINK') return true;
  return linkPaths(snapshot.context as ChatContext).includes((event as { path?: string }).path ?? '');
}
