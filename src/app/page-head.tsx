import { absoluteUrl, jsonLdText, webPageJsonLd, breadcrumbJsonLd, type JsonLd } from '../shared/seo/json-ld';
import type { PageMeta } from './route-types';

function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/**
 * Title, description, canonical, robots and JSON-LD of one page. React 19 hoists the title,
 * meta and link tags into <head>, in the prerendered HTML and on client navigation alike. A
 * not-found page answers for every unknown path: it names no canonical URL and no og:url. The
 * site's own block (siteJsonLd), the same on every page, is the prerenderer's (src/app/entry-server.tsx).
 */
export function PageHead({ path, meta, pageJsonLd }: { path: string; meta: PageMeta; pageJsonLd?: readonly JsonLd[] }) {
  const blocks: JsonLd[] = [webPageJsonLd({ ...meta, path })];
  if (meta.breadcrumbs) blocks.push(breadcrumbJsonLd(meta.breadcrumbs));
  if (meta.jsonLd) blocks.push(...meta.jsonLd);
  if (pageJsonLd) blocks.push(...pageJsonLd);
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {!meta.notFound && <link rel="canonical" href={absoluteUrl(path)} />}
      {/* Every twin of the page, itself included, on each of them (decision 0051). */}
      {meta.alternates?.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={absoluteUrl(alternate.path)} />
      ))}
      <meta name="robots" content={meta.noindex ? 'noindex, follow' : 'index, follow'} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {!meta.notFound && <meta property="og:url" content={absoluteUrl(path)} />}
      <meta property="og:type" content="website" />
      {meta.feed && <link rel="alternate" type="application/atom+xml" title={meta.feed.title} href={meta.feed.path} />}
      {blocks.map((block, i) => (
        <JsonLdScript key={i} data={block} />
      ))}
    </>
  );
}
