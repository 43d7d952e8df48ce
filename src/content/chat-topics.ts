import type { ChatTopic } from '../../machines/chat/chat-answers.rules';
import { CAREERS_PAGE } from './pages/careers';
import { FAQ_PAGE, type FaqPage } from './pages/faq';

/**
 * What the chat answers from (decision 0088): each FAQ entry is a topic, with its question
 * and answer as the FAQ says them (one source), the words families use for it that the entry does
 * not, and the page that says more; the careers page is one more. The French topics are
 * ./chat-topics.fr-CA.ts, with the same ids. scripts/chat-index.ts indexes them when the site is
 * built; the chat's panel loads the index.
 */

/** The English page each topic leads to (a French page links its twin, or this page marked English). */
export const CHAT_TOPIC_PAGES = {
  'who-we-are': '/about-us',
  communities: '/locations',
  offices: '/contact-us',
  languages: '/faq#about',
  'office-hours': '/contact-us',
  franchise: '/franchise',
  'kinds-of-care': '/services',
  'how-quickly': '/book-a-free-care-consultation',
  'evenings-weekends': '/24-7-live-in-care',
  'hospital-discharge': '/respite-care-family-relief',
  dementia: '/dementia-care-brampton',
  'family-updates': '/faq#our-services',
  screening: '/faq#caregivers-and-trust',
  training: '/faq#caregivers-and-trust',
  matching: '/faq#caregivers-and-trust',
  'caregiver-change': '/faq#caregivers-and-trust',
  quality: '/faq#caregivers-and-trust',
  'after-hours': '/contact-us',
  'free-consultation': '/book-a-free-care-consultation',
  cost: '/care-cost-calculator',
  'minimum-visit': '/faq#pricing-and-process',
  cancel: '/faq#pricing-and-process',
  'government-funding': '/faq#pricing-and-process',
  'get-started': '/find-your-care-plan',
  jobs: '/careers',
} as const;

export type ChatTopicId = keyof typeof CHAT_TOPIC_PAGES;

/** What each topic's words, link label and extra words are in one language. */
export interface ChatTopicWords {
  faq: FaqPage;
  jobs: { question: string; answer: string };
  /** The link button's label for each topic. */
  linkLabels: Readonly<Record<ChatTopicId, string>>;
  /** The words families use for a topic that its question and answer do not (the index's `keywords`). */
  keywords: Readonly<Record<ChatTopicId, string>>;
  link: (label: string, englishPath: string) => ChatTopic['link'];
}

/** The topics in one language's words, each FAQ entry found by its id. */
export function chatTopicsOf(words: ChatTopicWords): ChatTopic[] {
  const entries = new Map(words.faq.groups.flatMap((group) => group.items.map((item) => [item.id, item] as const)));
  return (Object.keys(CHAT_TOPIC_PAGES) as ChatTopicId[]).map((id) => {
    const entry = id === 'jobs' ? words.jobs : entries.get(id);
    if (!entry) throw new Error(`The chat's topic '${id}' has no FAQ entry with that id in this language`);
    return { id, question: entry.question, answer: entry.answer, keywords: words.keywords[id], link: words.link(words.linkLabels[id], CHAT_TOPIC_PAGES[id]) };
  });
}

export const CHAT_TOPIC_WORDS: ChatTopicWords = {
  faq: FAQ_PAGE,
  jobs: { question: 'Are you hiring caregivers?', answer: CAREERS_PAGE.hero.lead },
  linkLabels: {
    'who-we-are': 'About us',
    communities: 'Our locations',
    offices: 'Contact us',
    languages: 'Read the FAQ',
    'office-hours': 'Contact us',
    franchise: 'Franchise opportunities',
    'kinds-of-care': 'Our services',
    'how-quickly': 'Request a Free Consultation',
    'evenings-weekends': '24/7 live-in care',
    'hospital-discharge': 'Respite care',
    dementia: "Dementia & Alzheimer's care",
    'family-updates': 'Read the FAQ',
    screening: 'Read the FAQ',
    training: 'Read the FAQ',
    matching: 'Read the FAQ',
    'caregiver-change': 'Read the FAQ',
    quality: 'Read the FAQ',
    'after-hours': 'Contact us',
    'free-consultation': 'Request a Free Consultation',
    cost: 'Care Cost Calculator',
    'minimum-visit': 'Read the FAQ',
    cancel: 'Read the FAQ',
    'government-funding': 'Read the FAQ',
    'get-started': 'Find Your Care Plan',
    jobs: 'Careers',
  },
  keywords: {
    'who-we-are': 'company agency story founded owner',
    communities: 'area areas city cities town serve served cover covers region where live near',
    offices: 'office address location visit head office',
    languages: 'language languages speak speaks punjabi hindi tagalog mandarin arabic french urdu cantonese bilingual',
    'office-hours': 'hours open opening close closing reach phone call',
    franchise: 'franchise franchising own business invest investment owner opportunity',
    'kinds-of-care': 'services service help offer types kinds personal companionship bathing',
    'how-quickly': 'start soon fast quickly asap begin',
    'evenings-weekends': 'evening evenings night nights overnight weekend weekends holiday holidays 24/7 live-in',
    'hospital-discharge': 'hospital discharge surgery recovery rehab home from hospital',
    dementia: 'dementia alzheimer alzheimers memory loss confusion parkinson chronic illness',
    'family-updates': 'updates report notes portal family informed',
    screening: 'background check checks police screened screening vetted trust safe insured bonded',
    training: 'training trained qualified certified psw certificate skills',
    matching: 'choose match same language culture gender female male woman man',
    'caregiver-change': 'change replace different caregiver not happy swap',
    quality: 'quality supervisor supervision checks complaints',
    'after-hours': 'emergency urgent outside after-hours line',
    'free-consultation': 'consultation free assessment visit meeting appointment book',
    cost: 'cost costs price prices pricing rate rates fee fees hourly per hour expensive afford charge charges much',
    'minimum-visit': 'minimum hours visit length shortest short visit',
    cancel: 'cancel cancellation reschedule change appointment',
    'government-funding': 'government funding funded ohip insurance subsidy subsidies paid veterans tax credit coverage pay',
    'get-started': 'get started begin start first step sign up',
    jobs: 'job jobs hiring work career careers apply employment position psw caregiver vacancy hire',
  },
  link: (label, englishPath) => ({ label, to: englishPath }),
};
