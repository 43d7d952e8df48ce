import type { ServiceAnswer, ServiceAreaVerdict } from '../../machines/shared/service-area-rules';
import { HEADER_LINKS } from './navigation';
import { ON_REQUEST_CITIES, SERVICE_AREA, listInWords } from './service-area';
import { PHONE } from './site';

/**
 * What the site says about where a family lives (docs/spec/DECISIONS.md "Where we serve"), from
 * the rule's verdict (machines/shared/service-area-rules.ts): served,
 * on request (a coordinator confirms a caregiver), or not served yet, said plainly with the phone
 * number and the way to send a question anyway. One interface for every language; the English here,
 * the French in ./service-area-answer.fr-CA.ts. /locations says it now; the quiz, the consultation
 * request, the contact form and the chat can say the same words.
 */
export interface ServiceAreaAnswerWords {
  /** A city's name in these words' language (the rule's 'Montreal' is 'Montréal' in French). */
  cityName: (city: string) => string;
  served: {
    heading: (city: string) => string;
    /** With the postal area when the answer came from a postal code (''). */
    text: (city: string, postalArea: string) => string;
  };
  onRequest: {
    heading: (city: string) => string;
    text: (city: string) => string;
    /** The link to ask anyway. */
    ask: (city: string) => string;
  };
  notServed: {
    /** `place`: the postal area, or the words the family typed. */
    heading: (place: string, isPostalArea: boolean) => string;
    text: string;
    ask: string;
  };
  /** The phone link, to the toll-free number (src/content/site.ts). */
  call: { label: string; href: string };
  /** The contact page in these words' language, where a question is sent anyway. */
  contactPath: string;
  /** The contact page's language when it is not the words' own (none: each language has its page). */
  contactHrefLang?: string;
}

/**
 * What a form says under a place field (src/shared/forms/place-answer.ts): the answer's words in
 * the page's language, and, unless served, that the form can be sent anyway. The quiz's words are
 * ./quiz-location-answer.ts, the contact form's ./contact-place-answer.ts.
 */
export interface PlaceAnswerWords {
  answer: ServiceAreaAnswerWords;
  /** After an answer on request or not served: the form goes on, and can be sent anyway. */
  stillSend: string;
}

/** One verdict in words: its heading and sentence, and, unless served, the phone and the way to ask anyway. */
export interface ServiceAreaAnswerText {
  answer: ServiceAnswer;
  heading: string;
  text: string;
  /** Heading and text as one passage, for a live region or a chat message. */
  sentence: string;
  actions: { call: { label: string; href: string }; ask: { label: string; to: string; hrefLang?: string } } | null;
}

/** Words a family typed, as an answer quotes them: trimmed, blanks squeezed, at most 60 characters. */
const quoted = (typed: string): string => {
  const words = typed.replace(/\s+/g, ' ').trim();
  return words.length > 60 ? `${words.slice(0, 59)}…` : words;
};

/** The verdict of `serviceAreaFor(typed, SERVICE_AREA_TABLE)` in words. */
export function serviceAreaAnswer(verdict: ServiceAreaVerdict, typed: string, words: ServiceAreaAnswerWords): ServiceAreaAnswerText {
  const city = words.cityName(verdict.city);
  const ask = (label: string) => ({ label, to: words.contactPath, ...(words.contactHrefLang ? { hrefLang: words.contactHrefLang } : {}) });
  const answer = (heading: string, text: string, actions: ServiceAreaAnswerText['actions']): ServiceAreaAnswerText => ({
    answer: verdict.answer,
    heading,
    text,
    sentence: `${heading}. ${text}`,
    actions,
  });
  switch (verdict.answer) {
    case 'served':
      return answer(words.served.heading(city), words.served.text(city, verdict.postalArea), null);
    case 'on-request':
      return answer(words.onRequest.heading(city), words.onRequest.text(city), { call: words.call, ask: ask(words.onRequest.ask(city)) });
    case 'not-served':
      return answer(words.notServed.heading(verdict.postalArea || quoted(typed), verdict.postalArea !== ''), words.notServed.text, {
        call: words.call,
        ask: ask(words.notServed.ask),
      });
  }
}

/** The answer as the chat says it (decision 0089): the passage, then, unless served, its link to ask anyway written `[label](/path)`. */
export function chatPlaceReply(verdict: ServiceAreaVerdict, typed: string, words: ServiceAreaAnswerWords): string {
  const said = serviceAreaAnswer(verdict, typed, words);
  return said.actions ? `${said.sentence} [${said.actions.ask.label}](${said.actions.ask.to})` : said.sentence;
}

/** The field every lead posts the answer under: ./form-basics.ts (every form knows its name without these words). */
export { SERVICE_AREA_FIELD } from './form-basics';

/**
 * The answer as the office reads it in a lead, always in English, with the office that takes it:
 * 'Served: Brampton (Brampton office)', 'On request: Montreal (Ottawa office)', 'Not served yet:
 * P3A (nearest office: Brampton)' (or without the postal area when a name decided). 'Not given'
 * when there was nothing to decide from (the rule's null).
 */
export function serviceAreaField(verdict: ServiceAreaVerdict | null): string {
  if (!verdict) return 'Not given';
  switch (verdict.answer) {
    case 'served':
      return `Served: ${verdict.city} (${verdict.office} office)`;
    case 'on-request':
      return `On request: ${verdict.city} (${verdict.office} office)`;
    case 'not-served':
      return `Not served yet${verdict.postalArea ? `: ${verdict.postalArea}` : ''} (nearest office: ${verdict.office})`;
  }
}

/** The answer in English. */
export const SERVICE_AREA_ANSWER: ServiceAreaAnswerWords = {
  cityName: (city) => city,
  served: {
    heading: (city) => `Yes, we serve ${city}`,
    text: (city, postalArea) =>
      postalArea
        ? `Postal area ${postalArea} is one of the areas around ${city} where our caregivers visit families.`
        : `Our caregivers visit families in ${city} and the postal areas around it.`,
  },
  onRequest: {
    heading: (city) => `${city}: on request`,
    text: (city) =>
      `${city} is outside the ${SERVICE_AREA.summary} where our caregivers work, so we serve families there on request: ` +
      `a care coordinator confirms whether a caregiver is available before care is arranged. Call us at ${PHONE.display}, or send us your question.`,
    ask: (city) => `Ask about care in ${city}`,
  },
  notServed: {
    heading: (place, isPostalArea) => (isPostalArea ? `We do not serve postal area ${place} yet` : `We do not serve “${place}” yet`),
    text:
      `Our caregivers work in ${SERVICE_AREA.summary}, and in ${listInWords(ON_REQUEST_CITIES)} on request. ` +
      `You are welcome to call us at ${PHONE.display} or send us your question anyway.`,
    ask: 'Send us your question anyway',
  },
  call: { label: `Call ${PHONE.display}`, href: PHONE.href },
  contactPath: HEADER_LINKS.contact.to,
};
