import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationHandover } from '../../machines/chat/chat.machine';
import { CHAT_TIMINGS } from '../../src/content/chat';
import { CHAT_LAUNCHER_WORDS_FR } from '../../src/content/chat.fr-CA';
import { CHAT_PANEL_WORDS_FR } from '../../src/content/chat-panel.fr-CA';
import { loadOnce } from '../../src/shared/lib/load-once';
import { ChatWidget } from '../../src/features/chat/chat-widget';
import { WEEKDAY_MORNING } from '../model/chat-model-options';
import { renderWithSite } from '../render';

/**
 * The chat in French (decision 0071): given the French words, the widget greets, asks, hands over
 * and refuses in French, and hands the conversation over as said. Expectations written by hand.
 */

const bubbles = () => within(screen.getByTestId('chat-log')).queryAllByText((_, el) => el?.classList.contains('chat-bubble') ?? false);
const log = () => screen.getByTestId('chat-log');

describe('chat widget in French', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a daughter asks the price in French, is answered with the French calculator, asked her name and city once, and the handover form refuses in French', async () => {
    const handedOver: ConversationHandover[] = [];
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderWithSite(
      <ChatWidget
        words={CHAT_LAUNCHER_WORDS_FR}
        panelWords={loadOnce(async () => CHAT_PANEL_WORDS_FR)}
        now={() => WEEKDAY_MORNING}
        deliverConversation={async (handover) => void handedOver.push(handover)}
      />,
    );
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.appearMs));
    await user.click(screen.getByRole('button', { name: 'Clavardez avec nous' }));
    // It opens once its French words and understanding are here (fetched by the click).
    const dialog = await screen.findByRole('dialog', { name: 'Assistant de clavardage Maple Hearth' });
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.greetingMs));
    expect(within(dialog).getByRole('button', { name: 'Fermer le clavardage' })).toBeVisible();
    const box = screen.getByRole('textbox', { name: 'Votre message' });
    for (const line of ['Combien ça coûte?', 'Sophie Gagnon', 'Ottawa']) {
      await user.click(box);
      await user.paste(line);
      await user.keyboard('{Enter}');
      act(() => vi.advanceTimersByTime(CHAT_TIMINGS.typingMs));
    }
    expect(bubbles().map((b) => b.textContent)).toEqual([
      'Assistant: Bonjour et bienvenue chez Maple Hearth! Je suis un assistant automatisé. Comment puis-je vous aider aujourd’hui?',
      'Vous: Combien ça coûte?',
      'Assistant: Chaque plan de soins est chiffré après la consultation gratuite, selon le nombre d’heures et le type de soutien dont votre proche a besoin. Pour une estimation immédiate avant d’appeler, essayez notre calculateur du coût des soins ou notre questionnaire «\u00a0Trouver votre plan de soins\u00a0». Calculateur du coût des soins Pour vous mettre en contact avec la bonne personne de notre équipe de coordination des soins, pourriez-vous me dire votre nom et la ville où les soins sont nécessaires?',
      'Vous: Sophie Gagnon',
      'Assistant: Merci, cela nous aide beaucoup. Notre équipe de coordination des soins peut prendre le relais\u00a0: appuyez sur «\u00a0Envoyer cette conversation à notre équipe de coordination des soins\u00a0» et on communiquera avec vous.',
      'Vous: Ottawa',
      'Assistant: Oui, nos préposés se rendent à Ottawa. Nos préposés se rendent chez les familles d’Ottawa et des secteurs postaux qui l’entourent.',
    ]);
    // The answer's link button, to the French calculator (decision 0089; followed in tests/e2e).
    expect(within(log()).getByRole('button', { name: 'Calculateur du coût des soins' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Envoyer cette conversation à notre équipe de coordination des soins' }));
    const form = screen.getByRole('form', { name: 'Envoyer cette conversation à notre équipe de coordination des soins' });
    const field = (label: string) => within(form).getByRole('textbox', { name: label }) as HTMLInputElement;
    // Empty: nothing typed into the conversation is taken for her name (decision 0089).
    expect(field('Nom')).toHaveValue('');
    expect(field('Ville (facultatif)')).toHaveValue('');
    await user.click(field('Nom'));
    await user.paste('Sophie Gagnon');
    await user.click(within(form).getByRole('button', { name: 'Envoyer à l’équipe de coordination' }));
    expect(field('Téléphone').validationMessage).toBe(
      'Veuillez indiquer un numéro de téléphone ou une adresse courriel, pour que notre équipe de coordination des soins puisse vous joindre.',
    );
    await user.click(field('Courriel'));
    await user.paste('sophie.gagnon@example.ca');
    await user.click(within(form).getByRole('button', { name: 'Envoyer à l’équipe de coordination' }));
    await act(async () => {});
    expect(handedOver.map((h) => [h.request.email, h.messages.length])).toEqual([['sophie.gagnon@example.ca', 7]]);
    expect(bubbles().at(-1)).toHaveTextContent(
      'Assistant: Merci! Notre équipe de coordination des soins a reçu votre conversation et communiquera avec vous pendant les heures de bureau (du lundi au vendredi de 8 h à 20 h, heure de l’Est).',
    );
  });
});
