import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { answerFor, chatIndexOf, loadChatIndex } from '../../machines/chat/chat-answers.rules';
import { CHAT_INDEX_FILES, chatIndexJson } from '../../scripts/chat-index';
import { CHAT_TOPIC_WORDS, chatTopicsOf } from '../../src/content/chat-topics';
import { CHAT_TOPIC_WORDS_FR } from '../../src/content/chat-topics.fr-CA';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { understandEnglish } from '../../src/features/chat/chat-understanding.en';
import { understandFrench } from '../../src/features/chat/chat-understanding.fr';
import { ENGLISH_QUESTIONS, FRENCH_QUESTIONS, OUTSIDE_QUESTIONS } from '../fixtures/chat-questions';

const english = chatIndexOf(chatTopicsOf(CHAT_TOPIC_WORDS));
const french = chatIndexOf(chatTopicsOf(CHAT_TOPIC_WORDS_FR));

describe('the chat answers from the site’s own words (decision 0088)', () => {
  it('finds the right topic first for at least 90% of the families’ questions, in English and in French', () => {
    const asked = [...ENGLISH_QUESTIONS.map(([q, t]) => [q, t, english] as const), ...FRENCH_QUESTIONS.map(([q, t]) => [q, t, french] as const)];
    const wrong = asked
      .filter(([question, topic, index]) => answerFor(question, index)?.topic.id !== topic)
      .map(([q, t, index]) => `${q} -> ${answerFor(q, index)?.topic.id ?? 'nothing'} (${t} expected)`);
    console.log(`chat matching: ${asked.length - wrong.length} of ${asked.length} right`, wrong);
    expect(asked.length).toBeGreaterThanOrEqual(40);
    expect((asked.length - wrong.length) / asked.length).toBeGreaterThanOrEqual(0.9);
  });

  it('answers nothing to a question outside the site’s topics', () => {
    const answered = OUTSIDE_QUESTIONS.map((q) => [q, answerFor(q, english)?.topic.id ?? answerFor(q, french)?.topic.id ?? null] as const).filter(
      ([, topic]) => topic !== null,
    );
    expect(answered).toEqual([]);
  });
});

describe('the chat’s index, built with the site (npm run chat:index)', () => {
  it('is fresh: each language’s file holds what its topics give', () => {
    for (const language of ['en', 'fr'] as const)
      expect(readFileSync(CHAT_INDEX_FILES[language].file, 'utf8'), `${CHAT_INDEX_FILES[language].file}: run npm run chat:index`).toBe(chatIndexJson(language));
  });

  it('loaded from its file, answers as built: the French price with the French calculator, an English-only page marked so', () => {
    const loaded = loadChatIndex(readFileSync(CHAT_INDEX_FILES.fr.file, 'utf8'));
    expect(answerFor('Combien ça coûte?', loaded)?.topic).toMatchObject({
      id: 'cost',
      link: { label: 'Calculateur du coût des soins', to: '/fr/calculateur-du-cout-des-soins' },
    });
    expect(answerFor('Est-ce que vous embauchez?', loaded)?.topic.link).toEqual({ label: 'Carrières (en anglais)', to: '/careers', hrefLang: 'en' });
    expect(answerFor('Combien ça coûte?', loaded)?.topic.answer).toBe(
      'Chaque plan de soins est chiffré après la consultation gratuite, selon le nombre d’heures et le type de soutien dont votre proche a besoin. Pour une estimation immédiate avant d’appeler, essayez notre calculateur du coût des soins ou notre questionnaire «\u00a0Trouver votre plan de soins\u00a0».',
    );
  });
});

describe('chatAnswerFor: a place first, then a topic, else nothing (decision 0089)', () => {
  it('a served, an on-request and a postal code: the service-area rule answers, in the page’s language, with no score', () => {
    expect(understandEnglish('Do you serve Brampton?')).toEqual({
      topic: 'service-area',
      score: null,
      reply: 'Yes, we serve Brampton. Our caregivers visit families in Brampton and the postal areas around it.',
    });
    expect(understandEnglish('We live at H7N 2X4')?.reply).toBe(
      'Laval: on request. Laval is outside the 24 cities in five provinces where our caregivers work, so we serve families there on request: a care coordinator confirms whether a caregiver is available before care is arranged. Call us at 1-888-555-0142, or send us your question. [Ask about care in Laval](/contact-us)',
    );
    expect(understandFrench('Est-ce que vous servez Laval?')?.reply).toMatch(
      /^Laval\u00a0: sur demande\. .*\[Poser une question sur les soins à Laval\]\(\/fr\/nous-joindre\)$/,
    );
    // A postal code outside every place: not served, said plainly, with the way to ask anyway.
    expect(understandEnglish('Do you come to P3A 1B2?')?.reply).toMatch(
      /^We do not serve postal area P3A yet\. .*\[Send us your question anyway\]\(\/contact-us\)$/,
    );
  });

  it('a place inside another topic’s question: the topic answers ("How much does care cost in Brampton?")', () => {
    expect(understandEnglish('How much does care cost in Brampton?')?.topic).toBe('cost');
    expect(understandFrench('Combien ça coûte?')).toMatchObject({
      topic: 'cost',
      reply: expect.stringMatching(/\[Calculateur du coût des soins\]\(\/fr\/calculateur-du-cout-des-soins\)$/),
    });
  });

  it('words that name no place and match no topic: nothing (never the rule’s "not served" for a question)', () => {
    expect(understandEnglish('Can you recommend a good restaurant?')).toBeNull();
    expect(understandEnglish('Gurpreet Singh')).toBeNull();
  });

  it('the machine lab’s example SEND is what the English pages make of its TYPE', () => {
    const typed = MACHINE_EXAMPLES.chat.events.find((e) => e.type === 'TYPE');
    const sent = MACHINE_EXAMPLES.chat.events.find((e) => e.type === 'SEND');
    expect(typed?.type === 'TYPE' && sent?.type === 'SEND' && understandEnglish(typed.text)).toEqual(sent?.type === 'SEND' && sent.answer);
  });
});
