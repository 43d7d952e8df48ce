import type { SnapshotFrom } from 'xstate';
import type { ChatContext, ChatEvent, ChatInput, chatMachine } from '../../machines/chat/chat.machine';
import { openEvent } from '../../machines/chat/chat.view';
import { CHAT_BUSINESS_HOURS } from '../../src/content/chat';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { awayHoursLine } from '../../src/features/chat/away-hours';
import { parseReplyLinks } from '../../src/features/chat/reply-links';
import type { ModelEvent } from './paths';

type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

/** Wednesday 25 November 2026, 10:00 in Toronto: the advisor is Online. */
export const WEEKDAY_MORNING = new Date('2026-11-25T10:00:00-05:00');
/** Saturday 28 November 2026, 11:00 in Toronto: the advisor is Away. */
export const SATURDAY_MORNING = new Date('2026-11-28T11:00:00-05:00');

/**
 * The visitor's time zone in the model: Regina, on Central Standard Time all year (an hour behind
 * Toronto in November), so the Away notice shows both clocks whatever the runtime's zone data.
 */
export const VISITOR_TIME_ZONE = 'America/Regina';

/** The site's chat input, as the machine lab starts it: the time comes with OPEN (decision 0044). */
export const CHAT_INPUT: ChatInput = MACHINE_EXAMPLES.chat.input;

/** OPEN as the widget stamps it at an instant, for a visitor in VISITOR_TIME_ZONE. */
export const openAt = (instant: Date): Extract<ChatEvent, { type: 'OPEN' }> =>
  openEvent(instant.getTime(), CHAT_BUSINESS_HOURS, (at) => awayHoursLine(new Date(at), VISITOR_TIME_ZONE));

/** The machine's example events with OPEN at a variant's clock: what the model walks for that variant. */
export const chatEventsAt = (instant: Date): ChatEvent[] => MACHINE_EXAMPLES.chat.events.map((event) => (event.type === 'OPEN' ? openAt(instant) : event));

/** The link buttons on screen: the paths of every link in the conversation. */
export function linkPaths(context: ChatContext): string[] {
  return context.messages.flatMap((m) =>
    m.sender === 'bot' ? parseReplyLinks(m.text).flatMap((p) => (p.kind === 'link' ? [p.path] : [])) : [],
  );
}

/** The links the model follows: its FOLLOW_LINK examples. */
const FOLLOWED = new Set(MACHINE_EXAMPLES.chat.events.flatMap((e) => (e.type === 'FOLLOW_LINK' ? [e.path] : [])));

/**
 * What changes what the visitor can do: something typed to send (the one TYPE example, or
 * nothing: the view model shows the draft), and the link buttons the model follows (a link no
 * example follows changes nothing it does), these only while the handover is merely offered: once
 * the visitor has opened it, FOLLOW_LINK is still walked there, but its combinations with the
 * links shown were walked with the handover offered; keeping them apart again for each of the
 * handover's states would multiply the paths (705 instead of about 300) for no transition or guard
 * outcome more (decision 0047).
 */
export function chatSignificantContext(snapshot: ChatSnapshot): unknown {
  const { context } = snapshot;
  const draft = context.draft.trim() !== '';
  if (snapshot.matches({ open: 'online' }) && !snapshot.matches({ open: { online: { handover: 'offered' } } })) return { draft };
  return { draft, links: [...new Set(linkPaths(context))].filter((path) => FOLLOWED.has(path)).sort() };
}

/**
 * A link can only be followed once a reply shows it; Send can only be pressed with something
 * besides spaces typed (it is disabled otherwise, decision 0047).
 */
export function chatCanHappen({ context }: ChatSnapshot, event: ModelEvent<typeof chatMachine>): boolean {
  if (event.type === 'SEND') return context.draft.trim() !== '';
  return event.type !== 'FOLLOW_LINK' || linkPaths(context).includes(event.path);
}
