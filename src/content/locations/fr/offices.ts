import { OFFICES, type Office, type OfficeStatus } from '../../offices';

/** An office's status in French, as /fr/emplacements and /fr/nous-joindre show it. */
export const OFFICE_STATUS_FR: Readonly<Record<OfficeStatus, string>> = { Active: 'Ouvert', Upcoming: 'Ouverture prochaine' };

/**
 * The offices (src/content/offices.ts, the one list) in Canadian French: each office's words by its
 * town; an office without French words throws when the French pages load (and in
 * tests/unit/french-locations.test.ts) rather than showing English. Status and opening date are read
 * from the English list, never retyped.
 */
export const OFFICE_WORDS_FR: Readonly<Record<string, { name: string; role: string; city: string; note: string }>> = {
  Brampton: {
    name: 'Centre de Brampton',
    role: 'Siège social et centre de coordination des soins',
    city: 'Brampton (Ontario)',
    note: 'Coordination des soins, formation des préposés et consultations avec les familles, sur rendez-vous.',
  },
  Mississauga: {
    name: 'Bureau satellite de Mississauga',
    role: 'Bureau satellite',
    city: 'Mississauga (Ontario)',
    note: 'Au service de Mississauga, d’Oakville et de l’ouest de la région du Grand Toronto.',
  },
  Ottawa: {
    name: 'Bureau d’Ottawa',
    role: 'Bureau d’Ottawa et de l’Est ontarien',
    city: 'Ottawa (Ontario)',
    note: 'Coordination des soins sur place et consultations avec les familles, sur rendez-vous.',
  },
};

const MONTHS: Readonly<Record<string, string>> = {
  January: 'janvier',
  February: 'février',
  March: 'mars',
  April: 'avril',
  May: 'mai',
  June: 'juin',
  July: 'juillet',
  August: 'août',
  September: 'septembre',
  October: 'octobre',
  November: 'novembre',
  December: 'décembre',
};

/** 'August 2025' → 'août 2025'. */
export const monthYearFr = (monthYear: string): string => {
  const [month = '', year = ''] = monthYear.split(' ');
  const name = MONTHS[month];
  if (!name || !/^\d{4}$/.test(year)) throw new RangeError(`Not a 'Month YYYY' date: ${monthYear}`);
  return `${name} ${year}`;
};

/** One office in French: its words, its status and its opening, from the one list. */
export interface OfficeFr {
  town: string;
  name: string;
  role: string;
  city: string;
  active: boolean;
  /** The note, and 'Ouvert depuis août 2025.' for an office the site dates. */
  detail: string;
  /** 'août 2025', when the site dates the office's opening. */
  openedIn?: string;
}

export function officeFr(office: Office): OfficeFr {
  const words = OFFICE_WORDS_FR[office.town];
  if (!words) throw new Error(`No French words for the office in ${office.town} (src/content/locations/fr/offices.ts)`);
  const active = office.status === 'Active';
  return {
    town: office.town,
    ...words,
    active,
    detail: office.openedIn ? `${words.note} Ouvert depuis ${monthYearFr(office.openedIn)}.` : words.note,
    ...(office.openedIn ? { openedIn: monthYearFr(office.openedIn) } : {}),
  };
}

export const OFFICES_FR: readonly OfficeFr[] = OFFICES.map(officeFr);

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** One sentence per office for prose (the FAQ), as officeSentence says it in English. */
export const officeSentenceFr = (office: OfficeFr): string =>
  `${office.name}, ${office.city}\u00a0: ${lower(office.role)}${office.active ? (office.openedIn ? `, ouvert depuis ${office.openedIn}` : '') : ', ouverture prochaine'}.`;
