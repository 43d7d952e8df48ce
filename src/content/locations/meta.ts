import { PHONE } from '../site';

/**
 * The titles and descriptions of the location pages, apart from their content: the route
 * registry, which every page loads, needs these and nothing else, so the pages' own content
 * (src/content/locations/*.ts) stays in their chunks.
 */

export type { LocationMeta } from './city-meta';

/** The five language-and-city pages (docs/spec/SPEC.md §2.1), in the order /locations lists them. */
export const LANGUAGE_PAGE_META = [
  {
    path: '/care/punjabi-in-brampton',
    label: 'Punjabi-Speaking Caregivers in Brampton',
    title: 'Punjabi-Speaking Caregivers in Brampton | Maple Hearth Home Care',
    description: `Punjabi-speaking PSWs for Brampton seniors, matched by language, faith and food. Book a free consultation; care can begin within 48 hours. Call ${PHONE.display}.`,
  },
  {
    path: '/care/tagalog-in-mississauga',
    label: 'Tagalog Caregivers in Mississauga',
    title: 'Tagalog Caregivers in Mississauga | Maple Hearth Home Care',
    description: 'Tagalog-speaking caregivers for Mississauga seniors who share your family’s faith, food and respect for elders. Care can start within 48 hours. Call us today.',
  },
  {
    path: '/care/hindi-in-calgary',
    label: 'Hindi-Speaking Caregivers in Calgary',
    title: 'Hindi-Speaking Caregivers in Calgary | Maple Hearth Home Care',
    description: 'Hindi-speaking PSWs for Calgary seniors who respect vegetarian kitchens, fasts and festivals. Free consultation, with care starting in as little as 48 hours.',
  },
  {
    path: '/care/mandarin-in-vancouver',
    label: 'Mandarin Caregivers in Vancouver',
    title: 'Mandarin Caregivers in Vancouver | Maple Hearth Home Care',
    description: 'Mandarin-speaking PSWs for Vancouver seniors, matched by language, food and family customs. Start with a free consultation; care can begin within 48 hours.',
  },
  {
    path: '/care/arabic-in-montreal',
    label: 'Arabic-Speaking Caregivers in Montreal',
    title: 'Arabic-Speaking Caregivers in Montreal | Maple Hearth Home Care',
    description: 'Arabic-speaking caregivers for Montreal seniors who share your dialect, faith and traditions, and often speak French too. On request: a coordinator confirms availability.',
  },
] as const satisfies readonly { path: string; label: string; title: string; description: string }[];
