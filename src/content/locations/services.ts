import type { LocationServiceName } from './types';

/** Where each city-page service leads, and what it is in one line (docs/spec/SPEC.md §3's service names). */
export const LOCATION_SERVICES: Readonly<Record<LocationServiceName, { name: string; path: string; text: string }>> = {
  'Personal Care': {
    name: 'Personal Care',
    path: '/personal-care-services',
    text: 'Bathing, dressing, grooming and help moving safely, with dignity and privacy.',
  },
  "Alzheimer's & Dementia Support": {
    name: "Alzheimer's & Dementia Support",
    path: '/dementia-care-brampton',
    text: 'Calm routines, memory activities and safe supervision from trained caregivers.',
  },
  'Companionship Visits': {
    name: 'Companionship Visits',
    path: '/companionship-care-services',
    text: 'Conversation, outings, errands and a friendly face in your parent’s language.',
  },
  'Live-In Care': {
    name: 'Live-In Care',
    path: '/24-7-live-in-care',
    text: 'A caregiver in the home around the clock, so your loved one is never alone.',
  },
  'Housekeeping & Home Safety': {
    name: 'Housekeeping & Home Safety',
    path: '/senior-housekeeping-safety-services',
    text: 'Light housekeeping, laundry and a home kept clear of the hazards behind falls.',
  },
  'Meal Support': {
    name: 'Meal Support',
    path: '/senior-meal-preparation-nutrition',
    text: 'Familiar, home-cooked meals that follow diets and the flavours of home.',
  },
};
