import type { ComponentType } from 'react';
import type { Audience } from '../content/navigation';
import type { Crumb, JsonLd } from '../shared/seo/json-ld';

/**
 * Who a route's chrome (the header's primary button, the sticky bar) speaks to: one audience, or
 * one chosen by a query parameter's value (the other values, or none, leave it to families).
 */
export type AudienceRule = Audience | { param: string; values: Readonly<Record<string, Audience>> };

export interface PageMeta {
  title: string;
  description: string;
  /** noindex pages stay out of the sitemap: /thank-you, /marketing-assets, legal pages, 404. */
  noindex?: boolean;
  /**
   * A not-found document (dist/404.html, dist/blog/404.html): served for any unknown path, so it
   * names no canonical URL (nor og:url) and stays noindex.
   */
  notFound?: boolean;
  /** Visible breadcrumbs and their BreadcrumbList JSON-LD (service pages: Home > Services > page). */
  breadcrumbs?: readonly Crumb[];
  /** A feed the page announces in its head (/blog: the Atom feed of the posts). */
  feed?: { path: string; title: string };
  /** Page-specific structured data, added after the site-level block. */
  jsonLd?: readonly JsonLd[];
  /** Who the chrome speaks to (src/app/audience.ts); families when absent. */
  audience?: AudienceRule;
  /**
   * A working page for the team (the QA machine lab), not one for visitors: no sticky bar, no chat
   * launcher and no phone dock float over its controls.
   */
  workspace?: boolean;
  /** BCP 47 language of the page's words, on <html lang> from the prerendered HTML on; the site's (en-CA) when absent. */
  lang?: string;
  /** Right to left (the Arabic page): `dir` on <html> and Mantine's direction; left to right when absent. */
  dir?: 'ltr' | 'rtl';
  /**
   * The page's twins in other languages, itself included, for hreflang in the head and the
   * sitemap (x-default: the page a visitor of no listed language gets). Decision 0051.
   */
  alternates?: readonly { hreflang: string; path: string }[];
}

/** A page's title and description: its module exports them, so they load with its chunk (decision 0055). */
export interface PageText {
  title: string;
  description: string;
  /** When the words of the trail are the page's own (an article's title). */
  breadcrumbs?: readonly Crumb[];
  /** A feed the page announces in its head (/blog: the Atom feed of the posts). */
  feed?: { path: string; title: string };
}

/** What the registry knows of a route before its page loads: all of its meta but its words. */
export type RouteMeta = Omit<PageMeta, 'title' | 'description'>;

export type PageModule = {
  default: ComponentType;
  /**
   * The page's title and description, from src/content/: in the page's chunk, so the registry,
   * which every page loads, carries no page's words (decision 0055). A module that serves several
   * routes gives a function of the route's path; a page in another language gives them, and its
   * breadcrumbs, in its own words (decision 0051).
   */
  meta: PageText | ((path: string) => PageText);
  /**
   * Structured data built from the page's own content (the FAQPage of an FAQ, a featured Review).
   * It lives in the page's chunk, so the route registry, which every page loads, stays small. A
   * module that serves several routes (the city pages) gives a function of the route's path.
   */
  jsonLd?: readonly JsonLd[] | ((path: string) => readonly JsonLd[]);
};

/** A page module that serves its French twin too (decision 0062): `frenchRoute()` loads the French words from their own chunk. */
export interface FrenchTwinModule {
  frenchRoute: () => Promise<PageModule>;
}

export interface PageRoute {
  /** Exact path; every route is concrete (cities and posts are generated from content data). */
  path: string;
  /** Breadcrumbs, noindex, audience...; the title and description come with the page (PageModule['meta']). */
  meta: RouteMeta;
  /** The page's module (`src/pages/….tsx`): its key in Vite's manifest. */
  module: string;
  load: () => Promise<PageModule>;
}
