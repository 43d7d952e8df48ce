import { FRENCH_HOME, FRENCH_LANG, frenchPathOf } from '../french-paths';
import { ENGLISH_ONLY_NOTE } from '../french-links';
import { APPLY_PATH, CAREERS_PATH, CONSULTATION_PATH, HEADER_LINKS, LANGUAGES_LINK, LEGAL_LINKS, LOCATIONS_MENU, LOCATIONS_PATH } from '../navigation';
import { BRAND, LIMITS } from '../site';
import { CONTACT_HOURS_LINES_FR, HEAD_OFFICE_FR } from '../site.fr-CA';
import { NEWSLETTER_WORDS_FR } from '../forms.fr-CA';
import type { ChromeLink, ChromeWords } from './words';

/**
 * The chrome in Canadian French (decision 0062), loaded as a chunk of its own by French pages only.
 * A link leads to the French twin of its English page when there is one (src/content/french-paths.ts),
 * otherwise to the English page, said so ("(en anglais)", `hreflang="en"`): as pages are translated,
 * the chrome follows with no change here.
 */
const link = (label: string, englishPath: string): ChromeLink => {
  // A section of a page (/locations#languages) is looked up by its page, and keeps its anchor.
  const [path = englishPath, hash] = englishPath.split('#');
  const french = frenchPathOf(path);
  if (!french) return { label, to: englishPath, englishOnly: true };
  return { label, to: hash === undefined ? french : `${french}#${hash}` };
};

const CITY_NAMES_FR: Readonly<Record<string, string>> = { Montreal: 'Montréal', 'Quebec City': 'Québec' };

export const CHROME_WORDS_FR = {
  lang: FRENCH_LANG,
  skipLink: 'Passer au contenu principal',
  home: FRENCH_HOME,
  logo: { title: `${BRAND}\u00a0: accueil`, subtitle: 'Soins à domicile' },
  mainNavLabel: 'Principal',
  header: {
    services: link('Services', HEADER_LINKS.services.to),
    about: link('À propos', HEADER_LINKS.about.to),
    locations: link('Emplacements', LOCATIONS_PATH),
    careers: link('Carrières', CAREERS_PATH),
    contact: link('Nous joindre', HEADER_LINKS.contact.to),
  },
  locationsMenu: {
    cities: LOCATIONS_MENU.map((c) => link(CITY_NAMES_FR[c.label] ?? c.label, c.to)),
    languages: link('Langues', LANGUAGES_LINK.to),
    viewAll: link('Voir tous les emplacements', LOCATIONS_PATH),
  },
  audiences: {
    families: {
      primary: { ...link('Consultation gratuite', CONSULTATION_PATH), shortLabel: 'Consultation' },
      stickyBar: {
        note: `Les soins peuvent commencer en aussi peu que ${LIMITS.careStartHours}\u00a0heures.`,
        action: link('Obtenir des soins', CONSULTATION_PATH),
        callLabel: 'Appelez-nous',
      },
    },
    applicants: {
      primary: { ...link('Postuler', APPLY_PATH), shortLabel: 'Postuler' },
      stickyBar: {
        note: 'Formation d’accueil rémunérée et horaires adaptés à votre vie.',
        action: link('Postuler', APPLY_PATH),
        callLabel: 'Appeler le recrutement',
      },
    },
  },
  stickyBarLabel: 'Actions rapides',
  callName: (callLabel, phone) => `${callLabel}\u00a0: ${phone}`,
  mobileMenu: { open: 'Ouvrir le menu', close: 'Fermer le menu' },
  drawer: { title: 'Menu', navLabel: 'Menu mobile', locationsLabel: 'Emplacements', call: (phone) => `Appeler le ${phone}` },
  languageNavLabel: 'Langue',
  breadcrumbLabel: 'Fil d’Ariane',
  englishOnlyNote: ENGLISH_ONLY_NOTE,
  footer: {
    brand: BRAND,
    tagline: 'Des soins tout près. Un soutien qui va loin.',
    headOffice: `Siège social\u00a0: ${HEAD_OFFICE_FR}`,
    hours: CONTACT_HOURS_LINES_FR,
    columns: [
      {
        title: 'L’entreprise',
        links: [
          link('À propos de nous', '/about-us'),
          link('Pourquoi nous choisir', '/why-us'),
          link('Notre équipe', '/team'),
          link('Carrières', CAREERS_PATH),
          link('Franchises', '/franchise'),
          link('Partenariats', '/partnerships'),
          link('Presse', '/press'),
        ],
      },
      {
        title: 'Pour vous',
        links: [
          link('Nos services', '/services'),
          link('Trouver votre plan de soins', '/find-your-care-plan'),
          link('Calculateur du coût des soins', '/care-cost-calculator'),
          link('Portail des familles', '/family-portal'),
          link('Pour les employeurs', '/for-employers'),
          link('Emplacements', LOCATIONS_PATH),
          link('Langues', LANGUAGES_LINK.to),
          link('Nous joindre', '/contact-us'),
        ],
      },
      {
        title: 'Ressources',
        links: [
          link('Blogue', '/blog'),
          link('Ressources pour proches aidants', '/blog/resources'),
          link('Témoignages', '/testimonials'),
          link('Foire aux questions', '/faq'),
          link('Guide gratuit', '/newsletter-signup'),
          link('Boutique', '/shop'),
        ],
      },
    ],
    followUsLabel: 'Suivez-nous',
    newTab: '(s’ouvre dans un nouvel onglet)',
    legalLabel: 'Mentions légales',
    legal: [
      link('Politique de confidentialité', LEGAL_LINKS[0]!.to),
      link('Conditions d’utilisation', LEGAL_LINKS[1]!.to),
      link('Accessibilité', LEGAL_LINKS[2]!.to),
    ],
    rights: (year) => `© ${year} ${BRAND}. Tous droits réservés.`,
    newsletter: NEWSLETTER_WORDS_FR,
  },
} satisfies ChromeWords;
