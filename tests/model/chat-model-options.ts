import type { SnapshotFrom } from 'xstate';
import type { ChatContext, ChatEvent, ChatInput, chatMachine } from '../../machines/chat/chat.machine';
import { CHAT_LINK_PATHS } from '../../src/content/chat';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
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

/**
 * The hours line the widget must word at each instant the model opens the chat, written by hand
 * (the model chooses the paths and what the view must send, never the view under test: decision
 * 0057). Online, none; Saturday morning, the phone line open until 4 PM, then the chat's next opening on
 * Toronto's clock and the visitor's.
 */
const AWAY_HOURS_AT = new Map<Date, string>([
  [WEEKDAY_MORNING, ''],
  [
    SATURDAY_MORNING,
    'Our phone line is open today until 4:00 PM Toronto time: call 1-888-555-0142 to talk to a care coordinator now. Care coordinators read the chat Mon–Fri 8:00 AM–8:00 PM Toronto time (7:00 AM–7:00 PM your time). Our 24/7 line is for current clients; families new to us can call 1-888-555-0142 Monday to Friday, 8 AM - 8 PM, and Saturday and Sunday, 10 AM - 4 PM (Toronto time).',
  ],
]);

/** OPEN as the widget must stamp it at one of the model's instants, for a visitor in VISITOR_TIME_ZONE. */
export function openAt(instant: Date): Extract<ChatEvent, { type: 'OPEN' }> {
  const awayHours = AWAY_HOURS_AT.get(instant);
  if (awayHours === undefined) throw new Error(`The chat model opens only at WEEKDAY_MORNING or SATURDAY_MORNING, not ${instant.toISOString()}`);
  return { type: 'OPEN', at: instant.getTime(), awayHours };
}

/** The machine's example events with OPEN at a variant's clock: what the model walks for that variant. */
export const chatEventsAt = (instant: Date): ChatEvent[] => MACHINE_EXAMPLES.chat.events.map((event) => (event.type === 'OPEN' ? openAt(instant) : event));

/**
 * The link buttons a visitor must see: the chat's link paths (src/content/chat.ts) each advisor
 * message writes as a link, `[label](/path)`. Read from the script, not by the view's own parser,
 * so a parser that lost a link fails the model test instead of dropping the paths that follow it.
 */
export function linkPaths(context: ChatContext): string[] {
  return context.messages.flatMap((m) => (m.sender === 'bot' ? Object.values(CHAT_LINK_PATHS).filter((path) => m.text.includes(`](${path})`)) : []));
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
 * outcome more (decision 0047). A conversation handed over counts while the panel is closed and
 * greets again, so the reopening that shows it sent (not offered again) is walked.
 */
export function chatSignificantContext(snapshot: ChatSnapshot): unknown {
  const { context } = snapshot;
  const draft = context.draft.trim() !== '';
  // Closed or greeting again after a handover: the reopened panel shows the conversation as sent.
  // (With messages the coordinator does not have yet, it sends them on reopening: walked apart.)
  if (context.handedOver && (snapshot.matches('closed') || snapshot.matches({ open: 'greeting' })))
    return { draft, handedOver: true, unsent: context.messages.some((m) => m.sender === 'user' && m.id > context.sentUpTo) };
  if (snapshot.matches({ open: 'online' }) && !snapshot.matches({ open: { online: { handover: 'offered' } } })) return { draft };
  return { draft, links: [...new Set(linkPaths(context))].filter((path) => FOLLOWED.has(path)).sort() };
}

/**
 * A link can only be followed once a reply shows it; Send can only be pressed with something
 * besides spaces typed (it is disabled otherwise, decision 0047); a delivery does not time out
 * while the assistant types.
 */
export function chatCanHappen(snapshot: ChatSnapshot, event: ModelEvent<typeof chatMachine>): boolean {
  const { context } = snapshot;
  if (event.type === 'SEND') return context.draft.trim() !== '';
  // A delivery's 15 s (slow) and 60 s (given up) outlast the assistant's 1.5 s of typing begun with it or after it: the reply comes first.
  if (
    /^xstate\.after\.(SLOW_DELIVERY|DELIVERY_TIMEOUT)\.chat\.open\.online\./.test(event.type) &&
    snapshot.matches({ open: { online: { conversation: 'typing' } } })
  )
    return false;
  // The model lets a delivery be said slow when nothing was said since it was sent, and given up when nothing was said since it was
  // said slow, so that each delay a path passes is whole (a message typed meanwhile takes part of it with its reply).
  if (event.type === 'xstate.after.SLOW_DELIVERY.chat.open.online.handover.sending.waiting') return context.sendingUpTo === context.nextId - 1;
  if (/^xstate\.after\.DELIVERY_TIMEOUT\.chat\.open\.(away|online\.handover)\.sending$/.test(event.type))
    return context.messages.at(-1)?.text === context.script.stillSending;
  // A follow-up begun by a message started its 15 s with the typing, which has taken part of them by
  // now; the model lets it time out when it was begun by a reopening (the welcome back), so every
  // delay a path passes is whole.
  if (event.type === 'xstate.after.DELIVERY_TIMEOUT.chat.open.online.handover.followingUp') return context.messages.at(-1)?.text === context.script.welcomeBack;
  return event.type !== 'FOLLOW_LINK' || linkPaths(context).includes(event.path);
}
