import { BRAND } from '../../site';
import { FRENCH_HOME } from '../../french-paths';
import { frenchLink } from '../../french-links';
import type { NotFoundWords } from '../not-found';

/**
 * The not-found page under /fr, in Canadian French
 * (docs/spec/DECISIONS.md "French pages in French to the end"): an unknown path under /fr answers with it (dist/fr/404.html, HTTP 404). Its links
 * lead to French pages only (each through `frenchLink`, so a page that lost its twin would say
 * "(en anglais)"); no site search, whose index and results are English. Its own chunk, loaded by
 * src/pages/not-found.tsx's `frenchRoute()`.
 */
const to = (englishPath: string) => frenchLink('', englishPath).to;

export const NOT_FOUND_WORDS_FR = {
  eyebrow: 'Erreur 404',
  heading: 'Oups! Cette page n’est plus ici.',
  lead: 'Le lien est peut-être périmé, ou la page a changé d’adresse pendant que nous grandissions. Voici de quoi trouver l’information sur les soins dont vous avez besoin, en français.',
  quickLinksHeading: 'Les pages les plus consultées',
  quickLinks: [
    frenchLink('Trouver votre plan de soins', '/find-your-care-plan'),
    frenchLink('Demander une consultation gratuite', '/book-a-free-care-consultation'),
    frenchLink('Nos services', '/services'),
    frenchLink('Calculateur du coût des soins', '/care-cost-calculator'),
    frenchLink('Foire aux questions', '/faq'),
  ],
  tilesHeading: 'Ou commencez par l’une de ces pages',
  tiles: [
    { title: 'Accueil', description: 'Recommencer à partir de notre page d’accueil.', to: FRENCH_HOME },
    { title: 'Soins personnels', description: 'De l’aide pour le bain, l’habillement et les déplacements.', to: to('/personal-care-services') },
    { title: 'Soins de la démence', description: 'Des soins de la mémoire calmes et centrés sur la personne, à la maison.', to: to('/dementia-care-brampton') },
    { title: 'Emplacements', description: 'Les villes où travaillent nos préposés.', to: to('/locations') },
    { title: 'Nous joindre', description: 'Parlez à une conseillère ou à un conseiller en soins.', to: to('/contact-us') },
  ],
  buttons: {
    home: { label: 'Retour à l’accueil', to: FRENCH_HOME },
    contact: frenchLink('Nous joindre', '/contact-us'),
  },
} as const satisfies NotFoundWords;

export const NOT_FOUND_META_FR = {
  title: `Page introuvable | ${BRAND}`,
  description: 'La page que vous cherchiez a changé d’adresse ou n’existe plus. Voici nos pages en français les plus consultées.',
} as const;
