import type { ServiceType } from '../services';
import { SERVICE_AREA } from '../service-area';
import type { PageMetaText } from './meta';

/**
 * Each service page's title and description: the service page's module exports its own (`meta`),
 * so they load with the service pages, never with the route registry (decision 0055).
 */
export const SERVICE_PAGE_META: Readonly<Record<ServiceType, PageMetaText>> = {
  PersonalCare: {
    title: 'Personal Care Services for Seniors at Home | Maple Hearth Home Care',
    description:
      'Dignified help with bathing, grooming, toileting, dressing and safe transfers at home. Plans from 2 hours a day to 24-hour live-in care, 24/7, 365 days a year.',
  },
  CompanionshipCare: {
    title: 'Companionship Care for Seniors at Home | Maple Hearth Home Care',
    description:
      "Friendly visits, outings, hobbies and conversation with a caregiver matched to your loved one's language and interests, so no day feels lonely.",
  },
  LiveInCare: {
    title: '24/7 Live-In Care for Seniors at Home | Maple Hearth Home Care',
    description:
      'A live-in caregiver or 24/7 rotating shifts, so your loved one has someone there day and night. Compare both options and find the one that fits your family.',
  },
  RespiteCare: {
    title: 'Respite Care for Family Caregivers | Maple Hearth Home Care',
    description:
      'Hourly, daily, weekend or overnight respite care, so family caregivers can rest, work or travel knowing their loved one is safe and well cared for at home.',
  },
  Housekeeping: {
    title: 'Senior Housekeeping & Home Safety Services | Maple Hearth Home Care',
    description:
      'Light housekeeping, laundry and a home safety check that clears walkways and sets up safer bathrooms, so seniors can live at home with fewer falls.',
  },
  DementiaCare: {
    title: "Dementia & Alzheimer's Care at Home in Brampton | Maple Hearth Home Care",
    description: `Person-centred dementia care at home in Brampton and ${SERVICE_AREA.cityCount - 1} more cities: calm routines, safe supervision and caregivers who know the person behind the diagnosis.`,
  },
  PalliativeCare: {
    title: 'End-of-Life & Palliative Care at Home | Maple Hearth Home Care',
    description:
      'Gentle end-of-life care at home: comfort and symptom support, emotional and spiritual care, respite for the family and close coordination with the care team.',
  },
  MealPreparation: {
    title: 'Meal Preparation & Nutrition for Seniors at Home | Maple Hearth Home Care',
    description:
      'Home-cooked meals for seniors: menu planning, grocery shopping, safe food storage and kitchen clean-up, with diabetic, cardiac, cultural and vegetarian diets.',
  },
  Transportation: {
    title: 'Senior Transportation & Assisted Rides | Maple Hearth Home Care',
    description:
      'Assisted rides for seniors to medical appointments, shopping, errands and community events, with a caregiver who helps from the front door and back again.',
  },
  ChronicIllnessSupport: {
    title: 'Fall Prevention & Chronic Illness Support | Maple Hearth Home Care',
    description:
      "Everyday support for seniors living with diabetes, heart disease, COPD, arthritis or Parkinson's, with habits and home routines that lower the risk of falls.",
  },
};
