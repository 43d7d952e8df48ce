import { absoluteUrl, ORGANIZATION_ID } from './json-ld';
import type { Product, WithContext } from 'schema-dts';

// Structured data only some pages carry, in its own module so that only their chunks carry it, not every page's first load (decision 0055).

/** A Product with its CAD offer (the shop, docs/spec/SPEC.md §1 and §2.6): sold by the agency, priced in Canadian dollars. */
export function productJsonLd(product: {
  name: string;
  description: string;
  price: number;
  sku: string;
  brand: string;
  image: { src: string };
  path: string;
}): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    image: absoluteUrl(product.image.src),
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'CAD',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(product.path),
      seller: { '@id': ORGANIZATION_ID },
    },
  };
}
