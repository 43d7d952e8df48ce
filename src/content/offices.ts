/**
 * docs/spec/SPEC.md §2.6 and §9.1: the offices and their status, the one source the contact page, /locations,
 * /press, the FAQ and /about-us read. docs/spec/DECISIONS.md "Ottawa office": it opened in August 2025, so
 * it is Active; Upcoming stays a supported status for the next office.
 */
export type OfficeStatus = 'Active' | 'Upcoming';

export interface Office {
  name: string;
  /** The town alone, as prose names it ('Ottawa'). */
  town: string;
  role: string;
  city: string;
  status: OfficeStatus;
  /** When an Active office opened, if the site says so ('August 2025'). */
  openedIn?: string;
  note: string;
}

export const OFFICES: readonly Office[] = [
  {
    name: 'Brampton Hub',
    town: 'Brampton',
    role: 'Head office and care coordination centre',
    city: 'Brampton, Ontario',
    status: 'Active',
    note: 'Care coordinators, caregiver training and family consultations by appointment.',
  },
  {
    name: 'Mississauga Satellite',
    town: 'Mississauga',
    role: 'Satellite office',
    city: 'Mississauga, Ontario',
    status: 'Active',
    note: 'Serving Mississauga, Oakville and the west end of the GTA.',
  },
  {
    name: 'Ottawa Office',
    town: 'Ottawa',
    role: 'Office for Ottawa and eastern Ontario',
    city: 'Ottawa, Ontario',
    status: 'Active',
    openedIn: 'August 2025',
    note: 'Local care coordinators and family consultations by appointment.',
  },
];

/** An office card's line under its role: the note, and 'Open since August 2025.' for an office the site dates. */
export const officeDetail = (office: Office): string => (office.openedIn ? `${office.note} Open since ${office.openedIn}.` : office.note);

const midSentence = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** One sentence per office for prose (the FAQ): where it is, what it does, and whether it is open yet. */
export const officeSentence = (office: Office): string =>
  office.status === 'Active'
    ? `${office.name}, ${office.city}: ${midSentence(office.role)}${office.openedIn ? `, open since ${office.openedIn}` : ''}.`
    : `${office.name}, ${office.city}: ${midSentence(office.role)}, opening soon.`;
