import type { CareTypeId, RegionId } from '../../../machines/care-cost/care-cost.rules';
import type { ToastOptions } from '../../../machines/toast/toast.machine';
import type { CtaBandContent, InfoSection } from '../info-pages/types';

/**
 * Every word of the care cost calculator's page, in one language (docs/spec/DECISIONS.md
 * "Languages", decision 0070): the English CARE_COST_PAGE (./care-cost-calculator.ts) satisfies
 * it, and so does the French CARE_COST_WORDS_FR (./fr/care-cost-calculator.ts). Every key is
 * required and none has a default, so a language whose module lacks one fails the typecheck. The
 * figures are the machine's; money is written by the page's language (the view is given its format).
 */
export interface CareCostWords {
  hero: { eyebrow: string; heading: string; lead: string };
  form: {
    heading: string;
    careType: string;
    /** The hours box's and the slider's name. */
    hours: string;
    hoursHint: (min: number, max: number) => string;
    /** The refusal of what the visitor typed; the box keeps it, the estimate keeps `kept` hours. */
    hoursRefused: (min: number, max: number, kept: number) => string;
    /** The slider's value for its tooltip and screen readers: '20 hours'. */
    hoursValue: (hours: number) => string;
    region: string;
    regionHint: string;
    reset: string;
    resetHint: string;
  };
  /** Each care type's name, and what it covers (shown under the choice). */
  careTypes: Readonly<Record<CareTypeId, string>>;
  careTypeHelp: Readonly<Record<CareTypeId, string>>;
  regions: Readonly<Record<RegionId, string>>;
  results: {
    heading: string;
    hourly: string;
    weekly: string;
    monthly: string;
    perHour: string;
    perWeek: (hours: number) => string;
    /** How the monthly figure is figured (weekly cost x 4.33 weeks). */
    perMonth: string;
    /** Read once, politely, when any figure changes (one live region for all three). */
    announcement: (careType: string, hours: number, region: string, hourly: string, weekly: string, monthly: string) => string;
    copyLink: string;
    copied: ToastOptions;
    /** Stays open until closed, so the link can be selected and copied by hand. */
    refused: (href: string) => ToastOptions;
  };
  estimateNote: { title: string; text: string };
  /** What the hourly rate includes, under the calculator. */
  included: Extract<InfoSection, { kind: 'features' }>;
  cta: CtaBandContent;
}
