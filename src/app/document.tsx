import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { EARLY_INPUT_CAPTURE_SCRIPT } from '../shared/lib/early-input';
import { ASSETS_ELEMENT_ID, FOOTER_ELEMENT_ID } from './document-ids';
import { ShellHydrated } from './hydration-mark';

export interface DocumentAssets {
  /** The boot script (./boot.ts), which loads the client entry after the first paint. */
  script: string;
  /** Stylesheets of the client entry. */
  styles: readonly string[];
  /** The modules the page runs before it hydrates (the entry's and the page's), fetched together at the first paint. */
  modules?: readonly string[];
  /** The page's own module (its source path) and its chunk's address, which the client imports at once (src/app/booted-page.ts). */
  page?: { module: string; file: string };
}

/**
 * The whole HTML document. The prerenderer renders it to a string and the browser hydrates the
 * same tree on `document` (hydrating only #root gives Mantine useId mismatches).
 */
export function Document({
  assets,
  lang,
  dir,
  children,
}: {
  assets: DocumentAssets;
  /** The page's language and direction (src/app/routes.ts documentLanguage), in the HTML as served (decision 0051). */
  lang: string;
  dir: 'ltr' | 'rtl';
  children: ReactNode;
}) {
  return (
    <html lang={lang} dir={dir} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* From the first paint, what the visitor does before the code has come is recorded, and
            replayed once the part hydrates (src/shared/lib/early-input.ts, decision 0025). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_CAPTURE_SCRIPT }} />
        <meta name="theme-color" content="#7e3018" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <ColorSchemeScript forceColorScheme="light" />
        {/* Without JavaScript nothing hydrates: show what waits for hydration at once (global.css). */}
        <noscript>
          <style>{'.awaiting-hydration{visibility:visible;animation:none}'}</style>
        </noscript>
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* No first paint before the header and the page are parsed (Chromium waits until the
            footer that follows them arrives): painted while the HTML was still arriving, the
            header's links sat where its buttons would come, then moved. */}
        <link rel="expect" href={`#${FOOTER_ELEMENT_ID}`} blocking="render" />
      </head>
      <body>
        {children}
        {/* In the server's tree too: the same tree on both sides keeps every useId the same. */}
        <ShellHydrated />
        <script id={ASSETS_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(assets) }} />
        <script type="module" src={assets.script} />
      </body>
    </html>
  );
}
