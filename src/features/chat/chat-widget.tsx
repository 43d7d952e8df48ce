import { Button } from '@mantine/core';
import { Suspense, useCallback, useId, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { chatMachine, type ConversationFollowUp, type ConversationHandover, type OfflineMessage, type WithHoney } from '../../../machines/chat/chat.machine';
import { chatView, type ChatClock, type ChatUnderstanding } from '../../../machines/chat/chat.view';
import { Icon } from '../../shared/ui/icons';
import { preloadableComponent } from '../../shared/lib/preloadable-component';
import { loadOnce, settled } from '../../shared/lib/load-once';
import { useMachineActor, useMachineView } from '../../shared/machines/use-machine';
import { useViewClock } from '../../shared/machines/machine-observer';
import { CHAT_BUSINESS_HOURS, CHAT_TIMINGS, PHONE_LINE_HOURS } from '../../content/chat-launcher';
import type { ChatLauncherWords, ChatPanelWords } from '../../content/chat-words';
import { useToast } from '../../shared/widgets/toast/toast-provider';
import { randomId } from '../../shared/lib/random-id';
import type { DeliveryDetails } from './deliver-offline-message';

/** Sends the offline message; resolves once the service accepted it (tests pass a fake). */
export type Deliver = (message: OfflineMessage, details: DeliveryDetails, signal?: AbortSignal) => Promise<void>;
/** Sends the conversation to a care coordinator; resolves once the service accepted it (tests pass a fake). */
export type DeliverConversation = (handover: ConversationHandover, details: DeliveryDetails, signal?: AbortSignal) => Promise<void>;
/** Sends the visitor's messages after the handover to the same coordinator (tests pass a fake). */
export type DeliverFollowUp = (followUp: ConversationFollowUp, details: DeliveryDetails, signal?: AbortSignal) => Promise<void>;

/**
 * The panel's code (conversation, forms, composer) is its own chunk: the first load carries only
 * the machine and the button. It is fetched on intent: when the button is hovered, focused or
 * touched, and at the latest by the click that opens the panel (decision 0025).
 */
/**
 * The panel's chunk (decision 0047): its component, and what the launcher uses once it is there
 * (the hours line, the deliveries and the toasts' words). The panel is open whenever they are
 * needed, and it opens once its code is there; a delivery waits for the chunk all the same.
 */
const panelModule = loadOnce(() => import('./chat-panel'));
const chatPanel = preloadableComponent(() => panelModule.preload().then((m) => m.ChatPanel));
const deliverWithPanel: Deliver = async (message, details, signal) => (await panelModule.preload()).deliverOfflineMessage(message, details, undefined, signal);
const deliverConversationWithPanel: DeliverConversation = async (handover, details, signal) =>
  (await panelModule.preload()).deliverConversation(handover, details, undefined, signal);
const deliverFollowUpWithPanel: DeliverFollowUp = async (followUp, details, signal) =>
  (await panelModule.preload()).deliverFollowUp(followUp, details, undefined, signal);
const ChatPanel = chatPanel.Component;
/** The panel's code with the English pages' understanding, as a click on the button fetches them (the tests' setup preloads them). */
export const preloadChatPanel = () => Promise.all([chatPanel.preload(), englishUnderstanding.preload()]).then(([panel]) => panel);

/** English needs no other panel words: they come with the panel's code. */
const NO_OTHER_PANEL_WORDS = loadOnce<ChatPanelWords | undefined>(() => settled(undefined));

const systemClock = () => new Date();
/** The visitor's own time zone, for the Away notice's hours (docs/spec/DECISIONS.md "24/7"). */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The scripted chat advisor (docs/spec/SPEC.md §4.3) over the chat machine: a floating button bottom left
 * that opens a non-modal panel. New messages are announced politely; focus moves into the panel
 * when it opens and back to the button when it closes; Escape closes it.
 * It speaks the language of the `words` it is given (decision 0071: French on French pages, English
 * elsewhere); its script is its machine's input, so a widget in another language is another widget
 * (keyed by language).
 */
export function ChatWidget({
  now = systemClock,
  visitorTimeZone = browserTimeZone,
  deliver = deliverWithPanel,
  deliverConversation = deliverConversationWithPanel,
  deliverFollowUp = deliverFollowUpWithPanel,
  words,
  panelWords,
  understanding: givenUnderstanding,
}: {
  /** The launcher's words and script in the page's language (./chat-script.ts in English, decision 0074). */
  words: ChatLauncherWords;
  /** That language's panel words, fetched with the panel's code (decision 0073); English when not given. */
  panelWords?: ReturnType<typeof loadOnce<ChatPanelWords>>;
  now?: () => Date;
  visitorTimeZone?: () => string;
  deliver?: Deliver;
  deliverConversation?: DeliverConversation;
  deliverFollowUp?: DeliverFollowUp;
  /** What the site's words make of a message, fetched with the panel (decision 0089): by default the words' language's. */
  understanding?: ReturnType<typeof loadOnce<ChatUnderstanding>>;
}) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const understanding = givenUnderstanding ?? (words.lang.startsWith('fr') ? frenchUnderstanding : englishUnderstanding);
  // One conversation, one id: the handover and each follow-up carry it, so the office reads them as one.
  const conversationRef = useRef<string | null>(null);
  const machine = useMemo(() => {
    // The toasts' words: the language's own, else the English ones that come with the panel's chunk (both there once the panel is).
    const panelText = () => (panelWords ? panelWords.current() : panelModule.current()?.CHAT_PANEL_WORDS)?.text;
    const conversationId = () => (conversationRef.current ??= randomId());
    return chatMachine.provide({
      actors: {
        // Each delivery gets its actor's abort signal: when the machine stops waiting (its time limit), the request is aborted.
        // The honeypot's value comes with what is sent: the form read it as it was sent (its submit event).
        deliverMessage: fromPromise<void, WithHoney<OfflineMessage>>(({ input: { honey, ...message }, signal }) =>
          deliver(message, { page: window.location.href, honey, lang: document.documentElement.lang }, signal),
        ),
        deliverConversation: fromPromise<void, WithHoney<ConversationHandover>>(({ input: { honey, ...handover }, signal }) =>
          deliverConversation(handover, { page: window.location.href, honey, lang: document.documentElement.lang, conversation: conversationId() }, signal),
        ),
        deliverFollowUp: fromPromise<void, ConversationFollowUp>(({ input, signal }) =>
          deliverFollowUp(input, { page: window.location.href, honey: '', lang: document.documentElement.lang, conversation: conversationId() }, signal),
        ),
      },
      actions: {
        // The conversation's own confirmation is spoken (its log is a live region): the toast is seen, not read again.
        notifyMessageReceived: () => panelText() && toast({ ...panelText()!.messageReceivedToast, announce: false }),
        notifySendFailed: () => panelText() && toast(panelText()!.sendFailedToast),
        notifyHandedOver: () => panelText() && toast({ ...panelText()!.handedOverToast, announce: false }),
        notifyHandoverFailed: () => panelText() && toast(panelText()!.handoverFailedToast),
        goToLink: ({ event }) => {
          if (event.type === 'FOLLOW_LINK') navigate(event.path);
        },
      },
    });
  }, [toast, navigate, deliver, deliverConversation, deliverFollowUp, panelWords]);
  const actor = useMachineActor(machine, { input: { script: words.script, timings: CHAT_TIMINGS, hours: CHAT_BUSINESS_HOURS, phoneHours: PHONE_LINE_HOURS } });
  // OPEN carries the time (decision 0044): the visitor's clock, or the QA lab's when the lab shows this view.
  const clockNow = useViewClock(now);
  const clock = useMemo<ChatClock>(
    () => ({
      now: clockNow,
      // The panel's code (with the hours' arithmetic) is there before the panel opens; if it could not be fetched, no line.
      awayHours: (at) => panelModule.current()?.awayHoursLine(new Date(at), visitorTimeZone(), panelWords?.current()?.hours.awayHoursText) ?? '',
    }),
    [clockNow, visitorTimeZone, panelWords],
  );
  const view = useMachineView(
    actor,
    useCallback<typeof chatView>(
      (snapshot, send) => chatView(snapshot, send, clock, (message) => understanding.current()?.(message) ?? null),
      [clock, understanding],
    ),
  );
  const { isOpen } = view;

  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // The panel's code and, in another language, its words: fetched on intent, and by the click that opens it.
  // Its understanding too: a failure to fetch it leaves the chat answering with its script alone.
  const preloadPanel = () => Promise.all([chatPanel.preload(), panelWords?.preload(), understanding.preload().catch(() => undefined)]);
  const prefetchPanel = () => void preloadPanel().catch(() => {});
  // Another language's panel words, once here (the panel opens after they are: `preloadPanel`); the
  // hook is called on every render, with nothing to fetch for English.
  const arrivedPanelWords = (panelWords ?? NO_OTHER_PANEL_WORDS).useArrived(isOpen && panelWords !== undefined);

  const close = () => {
    view.close();
    buttonRef.current?.focus();
  };

  return (
    <div data-testid="chat-widget" data-state={view.dataState}>
      <Suspense fallback={null}>
        {isOpen && (!panelWords || arrivedPanelWords) && <ChatPanel id={panelId} view={view} onClose={close} words={arrivedPanelWords} />}
      </Suspense>
      {view.isButtonVisible && (
        <Button
          ref={buttonRef}
          radius="xl"
          size="md"
          className="chat-button"
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          leftSection={<Icon name="message" />}
          onPointerEnter={prefetchPanel}
          onFocus={prefetchPanel}
          onTouchStart={prefetchPanel}
          // Opens once the panel's code is there (fetched on intent, or by this click), so the
          // panel never suspends: React reveals suspended content on a timer, which would hold the
          // panel back behind the greeting's own 0.5 s. (If the code cannot be fetched it opens all the
          // same, and the panel tries again.)
          onClick={() => (isOpen ? close() : void preloadPanel().then(view.open, view.open))}
        >
          {words.openButton}
        </Button>
      )}
    </div>
  );
}

/**
 * The chat's words in the page's language, each a chunk of its own fetched once this widget's code
 * is there (imported from here, not from the layout, so that what they share with the widget, the
 * hours and the suggestions' shapes, stays in the widget's chunk rather than in a third): English
 * on the English pages, French only on a French page (decisions 0071 and 0074).
 */
const englishChatWords = loadOnce(() => import('../../content/chat-script').then((m) => m.chatLauncherWordsFor));
const frenchChatWords = loadOnce(() => import('../../content/chat.fr-CA').then((m): ChatLauncherWords => m.CHAT_LAUNCHER_WORDS_FR));
/** The chat panel's French words: fetched with the panel's code, when the visitor reaches for the chat (decision 0073). */
const frenchPanelWords = loadOnce(() => import('../../content/chat-panel.fr-CA').then((m): ChatPanelWords => m.CHAT_PANEL_WORDS_FR));
/** What the site's words make of a message, each language's a chunk of its own fetched with the panel (decision 0089). */
const englishUnderstanding = loadOnce(() => import('./chat-understanding.en').then((m): ChatUnderstanding => m.understandEnglish));
const frenchUnderstanding = loadOnce(() => import('./chat-understanding.fr').then((m): ChatUnderstanding => m.understandFrench));

/**
 * The chat in the page's language: French on a French page, English elsewhere (the language pages
 * included). Its script is its machine's input, so each language has its own widget (keyed): a
 * visitor who switches language meets the chat anew in the other one.
 */
export function ChatInPageLanguage({ french, pageLang }: { french: boolean; pageLang?: string }) {
  const wordsFor = englishChatWords.useArrived(!french);
  const inFrench = frenchChatWords.useArrived(french);
  const english = useMemo(() => wordsFor?.(pageLang), [wordsFor, pageLang]);
  const words = french ? inFrench : english;
  if (!words) return null;
  // A language page's chat greets with its own note (what it answers in, its call-back request): a widget of its own.
  const languagePage = !french && words !== wordsFor?.(undefined);
  return <ChatWidget key={languagePage ? `${words.lang}-${pageLang}` : words.lang} words={words} panelWords={french ? frenchPanelWords : undefined} />;
}
