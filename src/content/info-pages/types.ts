import type { ServiceType } from '../services';

/**
 * The shape of the long-form information pages: the ten service pages (docs/spec/SPEC.md §2.6) and the two
 * explainers (/what-is-home-care, /top-quality-care). Each page is data in its own module; one
 * view (`src/features/info-page/`) renders every section kind with Mantine.
 */

export interface PageLink {
  label: string;
  /** A site path (legacy paths resolve through the redirects). */
  to: string;
  /** The target's language when it is not the page's (a French page's link to an English page: 'en'). */
  hrefLang?: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export type InfoSection =
  /** Cards of titled items: included services, activities, principles, aspects, supports, destinations. */
  | { kind: 'features'; id: string; heading: string; intro?: string; items: readonly TitledText[]; link?: PageLink }
  /** A plain checklist: who it suits, visit tasks, beneficiary groups, a services list. */
  | { kind: 'checklist'; id: string; heading: string; intro?: string; items: readonly string[]; link?: PageLink }
  /** Care plans, each with how long it lasts and what it includes. */
  | {
      kind: 'plans';
      id: string;
      heading: string;
      intro?: string;
      plans: readonly { name: string; duration: string; description: string; includes: readonly string[] }[];
    }
  /** An accordion of questions (single-open, collapsible). */
  | { kind: 'faq'; id: string; heading: string; items: readonly { question: string; answer: string }[] }
  /** One figure stated large, with its claim and context. */
  | { kind: 'statistic'; id: string; value: string; heading: string; text: string }
  /** A data table: the first column names the row, the others compare. */
  | {
      kind: 'comparison';
      id: string;
      heading: string;
      intro?: string;
      caption: string;
      columns: readonly string[];
      rows: readonly { aspect: string; values: readonly string[] }[];
    }
  /** Numbered steps of a process. */
  | { kind: 'steps'; id: string; heading: string; intro?: string; steps: readonly TitledText[] }
  /** Short labels shown as tags (diets, for example). */
  | { kind: 'tags'; id: string; heading: string; intro?: string; tags: readonly string[] }
  /** A day in the life: times of day with what happens then. */
  | { kind: 'schedule'; id: string; heading: string; intro?: string; entries: readonly { time: string; title: string; text: string }[] }
  /** One client quote (first name and city, per docs/spec/DECISIONS.md "Brand and contact facts"). */
  | { kind: 'quote'; id: string; quote: string; name: string; city: string; relation?: string }
  /** Several family testimonials. */
  | { kind: 'testimonials'; id: string; heading: string; items: readonly { quote: string; name: string; city: string }[] };

/** The closing call to action. Every service page's first action is the service inquiry. */
export type CtaAction =
  /** Opens /contact-us (`to`: its twin in the page's language) with navigation state `serviceInquiry` set to the page's service name. */
  | { kind: 'serviceInquiry'; label: string; to?: string; hrefLang?: string }
  /** `hrefLang`: the page it leads to is in another language than this one (a French page's link to an English-only page, decision 0062). */
  | { kind: 'link'; label: string; to: string; hrefLang?: string }
  /** The company's line; `label` in the page's own language where it is not English (decision 0051). */
  | { kind: 'phone'; label?: string }
  | { kind: 'email' }
  /** The messaging-service chat (WhatsApp) with a prefilled message. */
  | { kind: 'messaging'; prefill: string };

/** A page's closing band: a heading, a line of text and its buttons (`CtaBand` with `CtaActions`). */
export interface CtaBandContent {
  heading: string;
  text: string;
  actions: readonly CtaAction[];
}

/** The body of an information page; its path, title and description live in ./meta.ts. */
export interface InfoPageContent {
  hero: {
    eyebrow: string;
    heading: string;
    lead: string;
    /** Up to three short reassurance points shown under the lead. */
    highlights?: readonly string[];
    actions: readonly CtaAction[];
  };
  sections: readonly InfoSection[];
  cta: CtaBandContent;
}

/**
 * A service page. Its path, name and summary are the SERVICES entry of its `serviceType`
 * (src/content/services.ts): breadcrumbs, JSON-LD and the inquiry read them from there.
 */
export interface ServicePageContent extends InfoPageContent {
  serviceType: ServiceType;
}
