import { BRAND, INFO_EMAIL, INFO_MAILTO, PHONE, SOCIAL_LINKS, messagingChatUrl } from '../../site';
import { CONTACT_HOURS_FR } from '../../site.fr-CA';
import { frenchLink } from '../../french-links';
import { SERVICE_AREA } from '../../service-area';
import { OFFICE_STATUS_FR, officeFr } from '../../locations/fr/offices';
import { OFFICES } from '../../offices';
import type { ContactPageWords } from '../contact';

/**
 * /fr/nous-joindre, the contact page in Canadian French (decision 0068), read by its page module
 * (src/pages/fr/nous-joindre.tsx) alone, so /contact-us carries none of it. The same facts as
 * the English page (phone, e-mail, hours, offices), read from the same sources; the form posts the
 * same field names and subject, so the office reads it as it reads the English one.
 */
export const CONTACT_PAGE_FR = {
  heading: `Joindre ${BRAND}`,
  lead: 'Parlez-nous un peu de votre proche\u00a0: une conseillère ou un conseiller en soins vous rappelle en un jour ouvrable. La consultation est gratuite et sans engagement.',
  formHeading: 'Écrivez-nous',
  serviceInquiryMessage: (service: string) => `Bonjour, j’aimerais en savoir plus sur votre service «\u00a0${service}\u00a0» pour ma famille.`,
  quickContactHeading: 'Joignez-nous directement',
  quickContacts: [
    { label: 'Appelez sans frais', value: PHONE.display, href: PHONE.href },
    { label: 'Courriel', value: INFO_EMAIL, href: INFO_MAILTO },
    {
      label: 'WhatsApp',
      value: 'Écrire à une conseillère ou un conseiller en soins',
      href: messagingChatUrl('Bonjour Maple Hearth, j’aimerais me renseigner sur les soins à domicile pour ma famille.'),
    },
  ],
  emergencyNote: 'Ligne d’urgence 24/7 pour les clients actuels',
  hoursHeading: 'Heures de service',
  hours: CONTACT_HOURS_FR,
  officesHeading: 'Nos bureaux',
  offices: OFFICES.map((office) => {
    const { name, role, city, detail } = officeFr(office);
    return { name, role, city, detail, status: office.status, statusLabel: OFFICE_STATUS_FR[office.status] };
  }),
  faqLink: frenchLink('Lire notre foire aux questions', '/faq'),
  faqLead: 'Une question rapide sur les coûts, les préposés ou les premiers pas?',
  social: { label: 'Suivez-nous sur Facebook', href: SOCIAL_LINKS[0].href },
  floatingMessage: {
    label: 'Écrivez-nous sur WhatsApp',
    href: messagingChatUrl('Bonjour Maple Hearth! J’ai trouvé votre site Web et j’aimerais parler de soins pour un proche.'),
  },
  form: {
    fields: {
      name: { label: 'Nom complet' },
      phone: { label: 'Numéro de téléphone', description: 'Nous vous rappelons en un jour ouvrable.' },
      email: { label: 'Courriel (facultatif)' },
      place: {
        label: 'Où habite la personne qui a besoin de soins? (facultatif)',
        description: 'Une ville ou un code postal\u00a0: nous vous disons tout de suite si nous y offrons nos services.',
      },
      message: {
        label: 'Comment pouvons-nous vous aider?',
        placeholder: 'Dites-nous qui a besoin de soins, où, et quel genre d’aide vous cherchez.',
      },
    },
    submitLabel: 'Envoyer le message',
    loadPlaceAnswer: () => import('../../contact-place-answer.fr-CA').then((m) => m.CONTACT_PLACE_ANSWER_FR),
  },
  colon: '\u00a0:',
  colonSpace: '\u00a0: ',
} as const satisfies ContactPageWords;

/** Its title and description (no crumbs, as the English page has none). */
export const CONTACT_META_FR = {
  title: `Nous joindre | ${BRAND}`,
  description: `Appelez le ${PHONE.display}, écrivez-nous ou visitez notre centre de Brampton. Consultations gratuites et sans engagement pour les soins aux aînés dans ${SERVICE_AREA.cityCount} villes de ${SERVICE_AREA.provinceCount} provinces.`,
} as const;
