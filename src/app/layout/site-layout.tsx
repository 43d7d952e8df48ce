import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ChatWidget } from '../../features/chat/chat-widget';
import { Header } from './header';
import { ScrollManager } from './scroll-manager';
import { StickyCtaBar } from './sticky-cta-bar';
import { belowTheFold } from '../../shared/ui/below-the-fold';

/** The footer is below the fold on every page: its HTML is there at once, its code when the visitor nears it. */
const Footer = belowTheFold(() => import('./footer').then((m) => m.Footer));

const MAIN_ID = 'main-content';

/** The chrome around every page: skip link, header, main, footer, sticky bar, chat slot. */
export function SiteLayout() {
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Suspense
          fallback={
            <Center mih="60vh">
              <Loader aria-label="Loading page" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <StickyCtaBar />
      {/* The chat advisor floats here, bottom left, on every page. */}
      <div className="chat-slot" data-testid="chat-slot">
        <ChatWidget />
      </div>
      <ScrollManager mainId={MAIN_ID} />
    </>
  );
}
