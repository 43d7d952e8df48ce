import type { ToastOptions } from '../../../machines/toast/toast.machine';
import { BRAND_SHORT, PHONE, TIMINGS } from '../site';

/** A product of /shop (docs/spec/SPEC.md §3 "Shop product"). Prices are in CAD (docs/spec/SPEC.md §9.1). */
export interface ShopProduct {
  id: string;
  name: string;
  description: string;
  /** CAD, as a number; formatted with Intl.NumberFormat('en-CA') where shown. */
  price: number;
  features: readonly string[];
  sku: string;
  brand: string;
  /** The product's illustration under /images/shop/, with its alt text (the image description). */
  image: { src: string; alt: string };
}

export const SHOP_BRAND = `${BRAND_SHORT} Essentials`;

/** The four products, at the CAD prices of docs/spec/SPEC.md §9.1, in that order: 49.99, 29.99, 79.99, 65. */
export const SHOP_PRODUCTS = [
  {
    id: 'mealtime-independence-set',
    name: 'Mealtime Independence Set',
    description: 'For a parent whose hands shake or tire: tableware our caregivers use every day to help seniors keep eating on their own, with dignity.',
    price: 49.99,
    features: [
      'Weighted fork, knife and spoon with wide, soft-grip handles',
      'Scoop plate with a raised inner rim and a non-slip base',
      'Two-handled spill-resistant cup with a sip lid',
      'Dishwasher safe; free of BPA',
    ],
    sku: 'MHE-MEAL-01',
    brand: SHOP_BRAND,
    image: {
      src: '/images/shop/mealtime-independence-set.svg',
      alt: 'A scoop plate with a raised rim beside a weighted spoon and fork with thick handles',
    },
  },
  {
    id: 'weekly-medication-organizer',
    name: 'Weekly Medication Organizer Set',
    description:
      'Morning, noon, evening and bedtime for seven days, with large print, so doses are easy to set out on Sunday and easy to check during the week.',
    price: 29.99,
    features: [
      'Seven removable day cases with four compartments each',
      'Large-print, raised day letters for low vision',
      'Push-button lids that arthritic fingers can open',
      'A printable medication list to share with the doctor and pharmacist',
    ],
    sku: 'MHE-MEDS-01',
    brand: SHOP_BRAND,
    image: {
      src: '/images/shop/weekly-medication-organizer.svg',
      alt: 'A seven-day pill organizer with a large letter on each day’s lid',
    },
  },
  {
    id: 'home-safety-starter-kit',
    name: 'Home Safety Starter Kit',
    description:
      'The fall-prevention basics our care coordinators recommend after a home safety visit, in one box, for the bathroom, the bedroom and the hallway.',
    price: 79.99,
    features: [
      'Three plug-in motion-sensor night lights for the path to the bathroom',
      'Non-slip bath mat with suction cups',
      'Long-reach grabber to pick things up without bending',
      'Our home safety checklist, room by room',
    ],
    sku: 'MHE-SAFE-01',
    brand: SHOP_BRAND,
    image: {
      src: '/images/shop/home-safety-starter-kit.svg',
      alt: 'A night light glowing along a hallway floor beside a non-slip bath mat',
    },
  },
  {
    id: 'memory-care-activity-box',
    name: 'Memory Care Activity Box',
    description: 'Calm, familiar activities for a parent living with dementia, chosen by our dementia care team for afternoons when restlessness sets in.',
    price: 65,
    features: [
      'A 24-piece large-piece jigsaw puzzle of a Canadian lakeside',
      'Reminiscence conversation cards for family visits',
      'A colour and shape sorting activity',
      'A guide for families: using activities to ease afternoon agitation',
    ],
    sku: 'MHE-MIND-01',
    brand: SHOP_BRAND,
    image: {
      src: '/images/shop/memory-care-activity-box.svg',
      alt: 'An open activity box holding large jigsaw pieces and conversation cards',
    },
  },
] as const satisfies readonly ShopProduct[];

/** /shop (docs/spec/SPEC.md §2.6, §8 "Buy Now"): buying is not implemented, so Buy Now only says so, for 5 seconds. */
export const SHOP_PAGE = {
  hero: {
    eyebrow: 'Shop',
    heading: 'Everyday Aids Our Caregivers Trust',
    lead: `Four ${SHOP_BRAND} kits, put together by our caregivers and care coordinators from the tools that help seniors most at home.`,
  },
  productsHeading: 'Our Products',
  featuresLabel: (name: string) => `What is in the ${name}`,
  buyNow: 'Buy Now',
  buyNowLabel: (name: string) => `Buy Now: ${name}`,
  skuLabel: 'SKU',
  comingSoon: {
    title: 'Feature Coming Soon',
    description: `Buying online isn't implemented yet: checkout needs a payment provider to be set up, with its keys, before it can take payments. Until then, ask a care advisor about these kits on ${PHONE.display}.`,
    duration: TIMINGS.toastDurationMs,
  } satisfies ToastOptions,
  pricesNote: 'Prices are in Canadian dollars, before tax.',
} as const;
