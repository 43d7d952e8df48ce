// The panel's styles come with its code (./chat-panel.css).
import './chat-panel.css';
import { ActionIcon, Badge, Box, Button, CloseButton, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Fragment, useEffect, useRef, type KeyboardEvent } from 'react';
import type { ChatMessage } from '../../../machines/chat/chat.machine';
import type { ChatView } from '../../../machines/chat/chat.view';
import { Icon } from '../../shared/ui/icons';
import { CHAT_PANEL_WORDS } from '../../content/chat-panel-words';
import { MESSAGE_MAX_LENGTH } from '../../content/form-basics';
import type { ChatPanelWords } from '../../content/chat-words';
import { HandoverForm } from './handover-form';
import { OfflineMessageForm } from './offline-message-form';
import { parseReplyLinks } from './reply-links';

/** Come with the panel's chunk: the widget uses them once loaded (the hours line, the deliveries, the toasts' words). */
export { awayHoursLine } from './away-hours';
export { deliverConversation, deliverFollowUp, deliverOfflineMessage } from './deliver-offline-message';
export { CHAT_PANEL_WORDS } from '../../content/chat-panel-words';

/**
 * The chat panel: conversation, typing indicator, offline form and composer. Its own chunk,
 * fetched on intent: when the button is hovered, focused or touched, and at the latest by the click that opens it (./chat-widget.tsx).
 * In English unless the widget gives it another language's words (decision 0071).
 */
export function ChatPanel({ id, view, onClose, words = CHAT_PANEL_WORDS }: { id: string; view: ChatView; onClose: () => void; words?: ChatPanelWords }) {
  const { text: CHAT_TEXT, hours } = words;
  const {
    messages,
    isAway: away,
    isTyping: typing,
    isLeavingMessage: leavingMessage,
    isMessageReceived: messageReceived,
    isHandoverFormShown: handoverForm,
    isHandedOver: handedOver,
  } = view;
  const titleId = `${id}-title`;
  const whatItIsId = `${id}-what-it-is`;

  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  // Focus moves into the panel when it opens: the message box, or the panel itself when the
  // advisor is away and the message box is disabled.
  useEffect(() => {
    if (away) panelRef.current?.focus();
    else inputRef.current?.focus();
  }, [away]);

  // Keep the newest message in view.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [messages.length, typing, leavingMessage, handoverForm]);

  // The offline or handover form disappears once sent: focus it held goes to the conversation, not the page.
  useEffect(() => {
    if ((messageReceived || handedOver) && !panelRef.current?.contains(document.activeElement)) panelRef.current?.focus();
  }, [messageReceived, handedOver]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <Paper
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={whatItIsId}
      tabIndex={-1}
      shadow="xl"
      radius="lg"
      withBorder
      className="chat-panel"
      onKeyDown={onKeyDown}
    >
      <Group justify="space-between" wrap="nowrap" px="md" py="sm" className="chat-panel-header">
        <Stack gap={2}>
          <Title order={2} id={titleId} size="h5" c="white">
            {CHAT_TEXT.panelTitle}
          </Title>
          <Group gap={6} wrap="nowrap">
            <Badge
              variant="white"
              color="dark"
              size="sm"
              style={{ flexShrink: 0 }}
              data-testid="chat-status"
              leftSection={
                <Box
                  component="span"
                  aria-hidden="true"
                  w={8}
                  h={8}
                  bg={away ? 'gray.6' : 'green.7'}
                  style={{ borderRadius: '50%', display: 'inline-block' }}
                />
              }
            >
              {CHAT_TEXT.status[view.status]}
            </Badge>
            {away && (
              <Text size="xs" c="white" data-testid="chat-hours-hint">
                {view.phoneOpenUntil === null ? hours.awayStatusHint : hours.phoneOpenHint(view.phoneOpenUntil)}
              </Text>
            )}
          </Group>
          {/* docs/spec/DECISIONS.md "The chat is an automated assistant": said in the header, whatever the status. */}
          <Text size="xs" c="white" id={whatItIsId} data-testid="chat-what-it-is">
            {CHAT_TEXT.whatItIs}
          </Text>
        </Stack>
        <CloseButton aria-label={CHAT_TEXT.close} onClick={onClose} variant="transparent" c="white" size="lg" />
      </Group>

      <div ref={scrollRef} className="chat-scroll" tabIndex={0} role="region" aria-label={CHAT_TEXT.conversationLabel}>
        <Stack gap="sm" p="md" role="log" aria-live="polite" data-testid="chat-log">
          {messages.map((message) => (
            <ChatBubble
              key={message.id}
              message={message}
              suggestionsEnabled={view.isConversing}
              onSuggestion={view.chooseSuggestion}
              onLink={view.followLink}
              text={CHAT_TEXT}
            />
          ))}
          {typing && (
            <Group gap="xs" data-testid="chat-typing">
              <Loader type="dots" size="xs" color="maple.7" aria-hidden="true" />
              <Text size="sm" c="dimmed">
                {CHAT_TEXT.typing}
              </Text>
            </Group>
          )}
        </Stack>
        {leavingMessage && (
          <OfflineMessageForm
            panelRef={panelRef}
            onSubmit={view.submitOfflineMessage}
            words={words.offlineForm}
            sending={view.isSendingMessage}
            failed={view.isSendFailed}
          />
        )}
        {view.isHandoverOffered && (
          <Box px="md" pb="xs">
            {/* Compact, so the panel as it opens stays short enough not to cover the page's focus (the readers gate). */}
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={view.startHandover}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' }, root: { height: 'auto', minHeight: 24 } }}
            >
              {words.handoverForm.open}
            </Button>
          </Box>
        )}
        {handoverForm && (
          <HandoverForm
            words={words.handoverForm}
            prefill={view.handoverPrefill}
            onSubmit={view.submitHandover}
            sending={view.isHandoverSending}
            failed={view.isHandoverFailed}
          />
        )}
      </div>

      <form
        className="chat-composer"
        onSubmit={(event) => {
          event.preventDefault();
          view.send();
        }}
      >
        <Group gap="xs" wrap="nowrap" p="sm">
          <TextInput
            ref={inputRef}
            aria-label={CHAT_TEXT.inputLabel}
            placeholder={away ? CHAT_TEXT.inputPlaceholderAway : CHAT_TEXT.inputPlaceholder}
            value={view.draft}
            onChange={(event) => view.type(event.currentTarget.value)}
            disabled={!view.isComposerEnabled}
            autoComplete="off"
            // A question may be longer than a one-line field's limit (the theme's): a message's.
            maxLength={MESSAGE_MAX_LENGTH}
            style={{ flex: 1 }}
          />
          {/* Disabled until something besides spaces is typed (decision 0047): Enter then sends nothing either. */}
          <ActionIcon type="submit" size="input-sm" aria-label={CHAT_TEXT.send} disabled={!view.canSend}>
            <Icon name="send" />
          </ActionIcon>
        </Group>
      </form>
    </Paper>
  );
}

function ChatBubble({
  message,
  suggestionsEnabled,
  onSuggestion,
  onLink,
  text: CHAT_TEXT,
}: {
  message: ChatMessage;
  text: ChatPanelWords['text'];
  suggestionsEnabled: boolean;
  onSuggestion: (id: NonNullable<ChatMessage['suggestions']>[number]['id']) => void;
  onLink: (path: string) => void;
}) {
  const fromBot = message.sender === 'bot';
  return (
    <Stack gap={6} align={fromBot ? 'flex-start' : 'flex-end'} data-sender={message.sender}>
      <Box className={fromBot ? 'chat-bubble chat-bubble-bot' : 'chat-bubble chat-bubble-user'}>
        <span className="visually-hidden">{fromBot ? CHAT_TEXT.advisor : CHAT_TEXT.you}: </span>
        {parseReplyLinks(message.text).map((part, i) =>
          part.kind === 'text' ? (
            <span key={i}>{part.text}</span>
          ) : (
            <Button key={i} variant="light" size="compact-sm" mx={4} onClick={() => onLink(part.path)}>
              {part.label}
            </Button>
          ),
        )}
      </Box>
      {/* Spaces between the message and its suggestions, and between suggestions, which flex
          layout does not draw: a live region read as text says "today? Find a Caregiver Join as a
          Caregiver", not "today?Find a CaregiverJoin" (decision 0045). */}
      {message.suggestions && ' '}
      {message.suggestions && (
        <Group gap={6} role="group" aria-label={CHAT_TEXT.suggestionsLabel}>
          {message.suggestions.map((s) => (
            <Fragment key={s.id}>
              {' '}
              <Button
                variant="outline"
                size="compact-sm"
                radius="xl"
                disabled={!suggestionsEnabled}
                leftSection={<Icon name={s.icon} size={16} />}
                onClick={() => onSuggestion(s.id)}
              >
                {s.text}
              </Button>
            </Fragment>
          ))}
        </Group>
      )}
    </Stack>
  );
}
