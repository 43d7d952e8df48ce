import type { InfoPageContent } from '../info-pages/types';
import { BRAND_SHORT, LIMITS } from '../site';

/**
 * /for-employers (docs/spec/SPEC.md §2.6): the corporate eldercare benefit. Its button goes to /contact (the
 * legacy path of the contact page).
 */
export const FOR_EMPLOYERS_PAGE = {
  hero: {
    eyebrow: 'For Employers',
    heading: 'An Eldercare Benefit for the People Who Keep Your Business Running',
    lead: `About one in four Canadians looks after an aging parent or relative, most of them while holding down a job. ${BRAND_SHORT}'s corporate eldercare benefit gives your employees expert help with that care, so they can stay focused at work and present at home.`,
    highlights: [
      'Care advice for employees and their families at no cost to them',
      `Back-up care that can start within ${LIMITS.careStartHours} hours`,
      'Caregivers who speak your employees’ families’ languages',
    ],
    actions: [{ kind: 'link', label: 'Talk to Us About the Benefit', to: '/contact' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'employer-benefit',
      heading: 'What the Benefit Includes',
      intro: 'A plan you set up once, which each employee uses when a parent’s needs change.',
      items: [
        {
          title: 'Care navigation',
          text: 'A care advisor helps the employee understand the options: home care, Ontario Health atHome services, retirement homes and long-term care, and what each costs.',
        },
        {
          title: 'Back-up and respite care',
          text: 'A set number of care hours a year for when the usual arrangement falls through: a hospital discharge, a family caregiver who is ill, a business trip.',
        },
        {
          title: 'Preferred rates',
          text: 'Employees and their families pay preferred hourly rates for ongoing personal care, companionship, dementia care and live-in care.',
        },
        {
          title: 'The family dashboard',
          text: 'Visit notes and schedules in one place, so an employee can check on a parent’s care between meetings instead of waiting for a phone call.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'employer-steps',
      heading: 'How It Works',
      steps: [
        {
          title: 'We design the plan with you',
          text: 'Together we choose the number of back-up hours, who is eligible (parents, in-laws, spouses) and how employees reach us.',
        },
        {
          title: 'Your employees learn about it',
          text: 'We run a short lunch-and-learn and give you a one-page guide for your intranet, in the languages your team speaks.',
        },
        {
          title: 'They call when they need us',
          text: 'An employee calls or writes to our dedicated line. A care advisor answers, assesses the need and, where care is needed, matches a caregiver.',
        },
        {
          title: 'You see how it is used',
          text: 'Every quarter you receive an anonymous summary of how the benefit was used, never who used it or why.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'employer-fit',
      heading: 'A Good Fit If Your Organization',
      items: [
        'Has employees whose parents live in the Greater Toronto Area or elsewhere in Ontario',
        'Sees absences or resignations when family care needs change',
        'Wants a benefit that reflects a multilingual, multicultural workforce',
        'Already offers an employee assistance program and wants practical help to go with it',
      ],
    },
  ],
  cta: {
    heading: 'Support Your Working Caregivers',
    text: 'Tell us about your team and we will propose a plan that fits its size and budget. There is no obligation.',
    actions: [{ kind: 'link', label: 'Contact Us', to: '/contact' }],
  },
} as const satisfies InfoPageContent;
