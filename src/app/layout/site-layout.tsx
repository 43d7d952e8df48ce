import { createElement, useMemo } from 'react';
import { DirectionContext } from '@mantine/core';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from './header';
import { ScrollManager } from './scroll-manager';
import { StickyCtaBar } from './sticky-cta-bar';
import { MAIN_ELEMENT_ID } from '../document-ids';
import { belowTheFold } from '../../shared/ui/below-the-fold';
import { loadOnce } from '../../shared/lib/load-once';
import { PageLanguageContext } from '../../shared/lib/page-language';
import { useHydrated } from '../../shared/hooks/use-hydrated';
import { notFoundRouteFor, routeForPath } from '../routes';
import { ChromeLanguageContext, chromeAttributes, useOwnChromeWords } from './chrome-language';
import { FrenchWayBack } from './french-way-back';
import { CHROME_WORDS_EN } from '../../content/chrome/words';
import { FRENCH_LANG } from '../../content/french-paths';

/** The footer is below the fold on every page: its HTML is there at once, its code when the visitor nears it. */
const Footer = belowTheFold(() => import('./footer').then((m) => m.Footer));

/**
 * The chat advisor (its machine, button and script) is not part of the first load: nothing of it
 * shows before its button appears, a second after it starts. Its code is fetched once the page has
 * hydrated and is evaluated in a task of its own, not in the one that evaluates the application.
 * No Suspense boundary: React reveals suspended content on a timer, and the chat's own timers are
 * what the visitor (and a test with a frozen clock) waits for.
 */
const chatWidgetCode = loadOnce(() => import('../../features/chat/chat-widget').then((m) => m.ChatInPageLanguage));

/** The chat in the page's language: French on a French page (decision 0071), English elsewhere. */
function DeferredChatWidget({ french, pageLang }: { french: boolean; pageLang: string | undefined }) {
  const hydrated = useHydrated();
  const ChatWidget = chatWidgetCode.useArrived(true);
  return hydrated && ChatWidget ? createElement(ChatWidget, { french, pageLang }) : null;
}

/** The chrome around every page, in the page's language when it has words in it (French, the chat's included): skip link, header, main, footer; on visitors' pages the sticky bar and the chat slot. */
export function SiteLayout() {
  // A working page (the machine lab) has nothing floating over its controls. An unknown path has
  // its not-found page's (the French one under /fr/: the chrome in French around it).
  const { pathname } = useLocation();
  const meta = (routeForPath(pathname) ?? notFoundRouteFor(pathname)).meta;
  const workspace = meta?.workspace === true;
  // The chrome speaks the page's language when it has words in it (French), English otherwise (decision 0062).
  const pageLang = meta?.lang;
  const frenchChat = pageLang === FRENCH_LANG;
  const own = useOwnChromeWords(pageLang);
  const chrome = useMemo(() => {
    const words = own ?? CHROME_WORDS_EN;
    return { ...chromeAttributes(pageLang, words.lang), words, own };
  }, [pageLang, own]);
  const words = chrome.words;
  const language = chrome.attributes;
  // Mantine's direction (its components' side, the drawer's edge) is the page's: the Arabic page is
  // right to left, from the server's render on (decision 0051). The route decides it, as it decides
  // `dir` on <html>, so nothing toggles it and no observer watches the document.
  const dir = meta?.dir ?? 'ltr';
  const direction = useMemo(() => ({ dir, toggleDirection: () => {}, setDirection: () => {} }), [dir]);
  return (
    <DirectionContext value={direction}>
      <ChromeLanguageContext value={chrome}>
        <PageLanguageContext value={pageLang}>
          <a className="skip-link" href={`#${MAIN_ELEMENT_ID}`} {...language}>
            {words.skipLink}
          </a>
          <Header />
          <main id={MAIN_ELEMENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
            {/* On an English page, one French line for a family who reads French: the way back to the French page they came from, or the page's French twin. */}
            <FrenchWayBack />
            {/* No Suspense boundary here: the page hydrates in the same pass as the header (a
                boundary would leave it for a later, lowest-priority pass), and a page whose code is
                still coming suspends the navigation, which React Router runs as a transition, so the
                current page stays until the next one is ready. */}
            <Outlet />
          </main>
          {/* A new footer in another language: its prerendered HTML, still waiting to hydrate, is in the
              language the page was loaded in, and hydrating it with other words would not match. */}
          <Footer key={words.lang} />
          {!workspace && (
            <>
              {/* The band at the screen's foot that holds the launchers and the bar, once it holds something (global.css). */}
              <div className="site-dock" aria-hidden="true" />
              <StickyCtaBar />
              {/* The chat advisor floats here, bottom left (bottom right on a right-to-left page), on every visitor's page: in French on a French page, English (marked so) on a language page. */}
              <div className="chat-slot" data-testid="chat-slot" {...(frenchChat ? {} : chrome.english)}>
                <DeferredChatWidget french={frenchChat} pageLang={pageLang} />
              </div>
            </>
          )}
          <ScrollManager mainId={MAIN_ELEMENT_ID} />
        </PageLanguageContext>
      </ChromeLanguageContext>
    </DirectionContext>
  );
}
