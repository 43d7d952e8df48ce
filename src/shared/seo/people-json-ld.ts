import { ORGANIZATION_ID } from './json-ld';
import type { Leader } from '../../content/leadership';
import type { ItemList, WithContext } from 'schema-dts';

// Structured data only some pages carry, in its own module so that only their chunks carry it, not every page's first load (decision 0055).

/** The agency's people (the /team and /about-us leaders): each a Person working for the agency. */
export function peopleJsonLd(people: readonly Leader[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: people.map((person, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Person',
        name: person.name,
        jobTitle: person.role,
        // No personal mailbox or profile (docs/spec/DECISIONS.md "People are reached through the company").
        worksFor: { '@id': ORGANIZATION_ID },
      },
    })),
  };
}
