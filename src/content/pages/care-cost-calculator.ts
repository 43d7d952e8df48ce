import type { CtaBandContent, InfoSection } from '../info-pages/types';
import { COPIED_TOAST } from '../clipboard';
import { CONSULTATION_PATH } from '../navigation';
import { BRAND_SHORT, LIMITS } from '../site';
import { CARE_TYPE_DESCRIPTIONS, CARE_TYPE_LABELS, REGION_LABELS } from '../calculators';
import type { ToastOptions } from '../../../machines/toast/toast.machine';
import type { CareCostWords } from './care-cost-words';

type SectionOf<K extends InfoSection['kind']> = Extract<InfoSection, { kind: K }>;

/**
 * /care-cost-calculator (docs/spec/SPEC.md §2.6, §4.5, §9.3): care type, hours per week and region drive a
 * live hourly, weekly and monthly estimate in CAD. Its words in English (`CareCostWords`; the French
 * twin's are ./fr/care-cost-calculator.ts).
 */
export const CARE_COST_PAGE = {
  hero: {
    eyebrow: 'Care Cost Calculator',
    heading: 'What Will Home Care Cost?',
    lead: `Choose the kind of care, how many hours a week and where your loved one lives. ${BRAND_SHORT} shows an hourly, weekly and monthly estimate at once, before you pick up the phone.`,
  },
  form: {
    heading: 'Your Care Needs',
    careType: 'Type of care',
    hours: 'Hours of care per week',
    hoursHint: (min: number, max: number) => `Drag the slider or type a whole number from ${min} to ${max}.`,
    hoursRefused: (min: number, max: number, kept: number) =>
      `Hours per week must be a whole number from ${min} to ${max}. The estimate still uses ${kept} hours.`,
    hoursValue: (hours: number) => `${hours} hours`,
    region: 'Region',
    regionHint: 'Rates differ a little from region to region.',
    reset: 'Reset',
    resetHint: 'Back to personal care, 20 hours a week, Greater Toronto Area.',
  },
  careTypes: CARE_TYPE_LABELS,
  careTypeHelp: CARE_TYPE_DESCRIPTIONS,
  regions: REGION_LABELS,
  results: {
    heading: 'Your Estimate',
    hourly: 'Hourly rate',
    weekly: 'Weekly cost',
    monthly: 'Monthly cost',
    perHour: 'per hour',
    perWeek: (hours: number) => `per week for ${hours} hours`,
    perMonth: 'per month (weekly cost x 4.33 weeks)',
    /** Read once, politely, when any figure changes (one live region for all three). */
    announcement: (careType: string, hours: number, region: string, hourly: string, weekly: string, monthly: string) =>
      `Estimate for ${careType}, ${hours} hours a week, ${region}: ${hourly} per hour, ${weekly} per week, ${monthly} per month.`,
    copyLink: 'Copy link to this estimate',
    copied: { ...COPIED_TOAST, description: 'The link opens this calculator with the same care type, hours and region.' } satisfies ToastOptions,
    /** Stays open until closed, so the link can be selected and copied by hand. */
    refused: (href: string): ToastOptions => ({
      title: 'Could not copy the link',
      description: `Your browser did not allow this page to use the clipboard. Select the link and copy it by hand: ${href}`,
      variant: 'destructive',
      duration: Infinity,
    }),
  },
  estimateNote: {
    title: 'These figures are estimates',
    text: 'Your actual fee is set with you at the free consultation, after we understand your loved one’s needs, schedule and home. Taxes, mileage for errands and statutory holidays are not included. Care funded by your province’s home and community care program is separate and does not appear here.',
  },
  included: {
    kind: 'features',
    id: 'care-cost-included',
    heading: 'What the Hourly Rate Includes',
    intro: 'Every hour of care from a screened, insured caregiver comes with the people and tools behind them.',
    items: [
      {
        title: 'A matched caregiver',
        text: 'A personal support worker or companion chosen for your loved one’s needs, language and culture, with a consistent team rather than a new face each visit.',
      },
      {
        title: 'Care coordination',
        text: 'A care coordinator who writes the care plan with you, adjusts it as needs change and arranges cover when a caregiver is away.',
      },
      {
        title: 'Updates for the family',
        text: 'Visit notes and updates in the family portal after every visit, so everyone who helps knows how the day went.',
      },
      {
        title: 'Screening, training and insurance',
        text: 'Criminal record and vulnerable sector checks, references, ongoing training and liability insurance: no extra cost to you.',
      },
      {
        title: 'No long-term contract',
        text: `Start with a few hours and change the schedule with notice. Care can start within ${LIMITS.careStartHours} hours.`,
      },
    ],
  } satisfies SectionOf<'features'>,
  cta: {
    heading: 'Talk Through Your Estimate',
    text: 'A care advisor will go through the numbers with you, free and with no obligation, or let the care finder suggest a plan first.',
    actions: [
      { kind: 'link', label: 'Book a Free Care Consultation', to: CONSULTATION_PATH },
      { kind: 'link', label: 'Find Your Care Plan', to: '/find-your-care-plan' },
    ],
  } satisfies CtaBandContent,
} as const satisfies CareCostWords;
