import { serviceNode, type ServiceFacts } from './json-ld';
import type { ItemList, WithContext } from 'schema-dts';

// Structured data only some pages carry, in its own module so that only their chunks carry it, not every page's first load (decision 0055).

/** The /services catalogue: every service with its serviceType, as an ItemList. */
export function serviceListJsonLd(services: readonly ServiceFacts[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: services.map((service, i) => ({ '@type': 'ListItem', position: i + 1, item: serviceNode(service) })),
  };
}
