import { frenchTime, heureDuFuseau } from './french-formats';
import { CONTACT_HOURS, HEAD_OFFICE, NEWSLETTER_RHYTHM, OFFICE_TIME_ZONE } from './site';

/**
 * The site-wide facts of ./site.ts as Canadian French says them (decision 0062), for the French
 * words' modules (the chrome's, the pages'): the contact hours on the office's (Toronto) clock.
 */

/** Whose clock the contact hours are on: the office's, 'heure de l’Est' (never 'heure de Toronto'). */
export const OFFICE_CLOCK_FR = heureDuFuseau(OFFICE_TIME_ZONE);
const DAYS_FR: Readonly<Record<(typeof CONTACT_HOURS)[number]['days'], string>> = {
  'Monday to Friday': 'du lundi au vendredi',
  'Saturday and Sunday': 'le samedi et le dimanche',
};

const hoursOf = (h: (typeof CONTACT_HOURS)[number]) => `de ${frenchTime(h.opens)} à ${frenchTime(h.closes)}`;

/** "du lundi au vendredi de 8 h à 20 h, et le samedi et le dimanche de 10 h à 16 h". */
export const CONTACT_HOURS_TEXT_FR = CONTACT_HOURS.map((h) => `${DAYS_FR[h.days]} ${hoursOf(h)}`).join(', et ');

/** Each range's days and hours, as the contact and consultation pages list them: "Du lundi au vendredi", "de 8 h à 20 h". */
export const CONTACT_HOURS_FR = CONTACT_HOURS.map((h) => {
  const days = DAYS_FR[h.days];
  return { days: `${days.charAt(0).toUpperCase()}${days.slice(1)}`, hours: hoursOf(h) };
});

/** One line per range, as the footer lists them: "Du lundi au vendredi : de 8 h à 20 h". */
export const CONTACT_HOURS_LINES_FR = CONTACT_HOURS_FR.map((h) => `${h.days}\u00a0: ${h.hours}`);

/** The head office as Quebec and Ontario French write a place and its province: "Brampton (Ontario)". */
export const HEAD_OFFICE_FR = `${HEAD_OFFICE.city} (${HEAD_OFFICE.province})`;

/** How often the newsletter comes (site.ts `NEWSLETTER_RHYTHM`), in French: a new rhythm fails the typecheck until it is said here. */
const RHYTHM_FR: Readonly<Record<typeof NEWSLETTER_RHYTHM, string>> = { 'weekly or biweekly': 'chaque semaine ou toutes les deux semaines' };
export const NEWSLETTER_RHYTHM_FR = RHYTHM_FR[NEWSLETTER_RHYTHM];
