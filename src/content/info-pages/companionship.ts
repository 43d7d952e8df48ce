import { clockTime } from '../clock-words';
import { LIMITS } from '../site';
import { COMPANIONSHIP_VISIT_TIMES } from './figures';
import type { ServicePageContent } from './types';

/** /companionship-care-services (docs/spec/SPEC.md §2.6 and §9.5). */
export const COMPANIONSHIP_PAGE: ServicePageContent = {
  serviceType: 'CompanionshipCare',
  hero: {
    eyebrow: 'Companionship care',
    heading: 'A Familiar Face, Good Conversation and Something to Look Forward To',
    lead: `A companion who shares your loved one's interests, speaks their language and shows up when they said they would. Visits can usually begin within ${LIMITS.careStartHours} hours of your call.`,
    highlights: ['Matched by language, interests and personality', 'The same companion week after week', 'Every caregiver police-checked and insured'],
    actions: [{ kind: 'link', label: 'Book a Virtual Assessment', to: '/contact-us' }, { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'included-activities',
      heading: 'What a Companion Does',
      intro: 'Every visit is built around what your loved one enjoys, and it can look different from one week to the next.',
      items: [
        { title: 'Conversation & Reminiscing', text: 'Unhurried chats over tea, old photo albums, family stories and the news of the day.' },
        { title: 'Walks & Outings', text: 'A stroll around the neighbourhood, a trip to the library, the park or a favourite coffee shop.' },
        { title: 'Hobbies & Games', text: 'Cards, crosswords, gardening, knitting, baking or music, picked up again with someone to share them.' },
        { title: 'Shared Meals', text: 'Cooking a simple lunch together and sitting down to eat it, so mealtimes are never eaten alone.' },
        { title: 'Staying in Touch', text: 'Help with video calls, e-mails and photos so grandchildren and friends stay part of everyday life.' },
        { title: 'Community & Faith', text: "Company at a seniors' centre, a place of worship or a community event, there and back." },
      ],
    },
    {
      kind: 'statistic',
      id: 'loneliness-statistic',
      value: '45%',
      heading: 'Loneliness Affects Health, Not Just Mood',
      text: 'Seniors who feel lonely are 45% more likely to develop health issues than those who stay connected. Regular, friendly visits are one of the simplest ways to keep connection part of every week.',
    },
    {
      kind: 'checklist',
      id: 'who-benefits',
      heading: 'Who Companionship Care Helps',
      intro: 'Families usually call us when they notice a parent going out less, talking less or losing interest in things they used to love.',
      items: [
        'Seniors living alone, or adjusting to life after losing a spouse',
        'Seniors whose family lives far away or works long hours',
        'Seniors who have lost confidence going out after an illness or a fall',
        'Seniors in the early stages of memory loss who do best with a steady routine',
      ],
    },
    {
      kind: 'schedule',
      id: 'day-in-life',
      heading: 'A Day in the Life: Four Kinds of Visit',
      intro: 'Choose one visit a week or several a day. Here is how the four most popular visit types fit into a day.',
      entries: [
        {
          time: clockTime(COMPANIONSHIP_VISIT_TIMES.morning),
          title: 'Morning Check-In',
          text: 'A warm hello, a look at the calendar, a reminder about breakfast and a chat about the day ahead.',
        },
        {
          time: clockTime(COMPANIONSHIP_VISIT_TIMES.lunch),
          title: 'Lunch & Conversation',
          text: 'Preparing a light lunch together, eating at the table and catching up on family news.',
        },
        {
          time: clockTime(COMPANIONSHIP_VISIT_TIMES.afternoon),
          title: 'Afternoon Outing',
          text: 'A walk, a trip to the garden centre or a visit to friends, at whatever pace feels comfortable.',
        },
        {
          time: clockTime(COMPANIONSHIP_VISIT_TIMES.evening),
          title: 'Evening Wind-Down',
          text: 'A quiet hour of music, a favourite show or a card game, then making sure doors are locked and lights are on.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-to-start',
      heading: 'How to Get Started',
      intro: 'Three simple steps, with no cost and no obligation until you are happy with the match.',
      steps: [
        {
          title: 'Book a Virtual Assessment',
          text: 'A care advisor meets you and your loved one by video or phone to learn about routines, health and what a good day looks like.',
        },
        {
          title: 'Share Your Preferences',
          text: 'Tell us about language, faith, hobbies, favourite topics and the kind of personality your loved one gets along with.',
        },
        {
          title: 'Get Matched',
          text: 'We introduce a companion who fits, and if the match is not right, we find someone new without any fuss.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Find the Right Companion for Your Loved One',
    text: 'Tell us about the person you care for and what they enjoy. A care advisor will suggest a visit plan and a companion who fits.',
    actions: [{ kind: 'serviceInquiry', label: 'Ask About Companionship Care' }, { kind: 'link', label: 'Contact Us', to: '/contact-us' }, { kind: 'phone' }],
  },
};
