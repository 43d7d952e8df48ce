import type { KnownCityProfile } from './types';

/** Cities the template knows without a page of their own (Montreal, Surrey, Halifax): for the language pages and links. */
export const KNOWN_CITY_PROFILES = [
  {
    city: 'Montreal',
    province: 'Quebec',
    intro:
      'Montreal is a city of walk-up plexes with steep outdoor staircases, icy winters and neighbourhoods where French, English, Arabic, Italian, Greek and Haitian Creole are heard on the same street. Many seniors here receive public home care through their local CLSC and turn to private caregivers for extra hours. Families ask us for caregivers who speak French and the language of home, so elders can stay safe and connected in the places they have lived for decades.',
    neighbourhoods: [
      'Plateau-Mont-Royal',
      'Côte-des-Neiges',
      'Notre-Dame-de-Grâce',
      'Saint-Laurent',
      'Ahuntsic-Cartierville',
      'Villeray',
      'Rosemont',
      'Saint-Léonard',
    ],
  },
  {
    city: 'Surrey',
    province: 'British Columbia',
    intro:
      'Surrey is one of the fastest-growing cities in British Columbia, spread across distinct town centres from Whalley and Guildford to Cloverdale and South Surrey. It is home to one of the largest Punjabi-speaking communities outside India, and its Vaisakhi parade draws huge crowds every spring. Multigenerational households are common here, and families often look for a caregiver who speaks Punjabi, Hindi or Tagalog and can support a parent while everyone else is at work.',
    neighbourhoods: ['Whalley', 'Guildford', 'Fleetwood', 'Newton', 'Cloverdale', 'South Surrey', 'Panorama Ridge'],
  },
  {
    city: 'Halifax',
    province: 'Nova Scotia',
    intro:
      'Halifax stretches from the historic peninsula across the harbour to Dartmouth and out to Bedford, with steep hills, sea winds and snowy winters that make getting out harder for older adults. The city has a long-established Lebanese community, a growing number of newcomer families, and Acadian and Mi’kmaw roots in the wider region. Seniors here value caregivers who can help with errands, rides to hospital appointments and a good conversation over a pot of tea.',
    neighbourhoods: ['Downtown Halifax', 'North End', 'South End', 'Clayton Park', 'Fairview', 'Spryfield', 'Dartmouth', 'Bedford'],
  },
] as const satisfies readonly KnownCityProfile[];
