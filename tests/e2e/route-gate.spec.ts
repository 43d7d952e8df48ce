import type { Page } from '@playwright/test';
import { CHAT_TIMINGS } from '../../src/content/chat';
import { CHAT_OPEN_BUTTON } from '../../src/content/chat-script';
import { CHAT_LAUNCHER_WORDS_FR as CHAT_WORDS_FR } from '../../src/content/chat.fr-CA';
import { FRENCH_HOME } from '../../src/content/french-paths';
import { NOT_FOUND } from '../../src/content/pages/not-found';
import { WEIGHT_BUDGETS, overLimits, recordAssets, weightOf } from '../../scripts/first-load.mjs';
import { axeViolations, expect, expectNothingReported, resetTab, test, waitForHydration, sharedTabTest } from './fixtures';
import { PHONES, phoneGateAtEverySize, phoneGateProblems, phoneGateReport } from './phone-gate';
import { NO_READERS_PROBLEMS, READERS_WHOLE_ROUTES, readersGateProblems } from './readers-gate';
import { builtRoutes } from './routes';
import { REACT_PROPS_KEY_PREFIX, REACT_VALUE_TRACKER_KEY } from '../../src/shared/lib/react-internals';

/**
 * The route gate: the one place that visits every route of the registry, once, at each width a
 * visitor brings (390 x 844 first, then 360 x 740, 320 x 568 and 1280 px on the same page). It owns what every
 * page must be: hydrated with its own title and one visible h1 (not the not-found page); within
 * its first-load weight (every script and stylesheet fetched with no interaction, gzipped, held to
 * WEIGHT_BUDGETS of scripts/first-load.mjs); zero axe violations (WCAG 2.0-2.2 A/AA and best
 * practices) at phone and desktop width; and the phone gate (./phone-gate.ts) at 390 x 844, 360 x 740
 * and 320 x 568: at every scroll position nothing runs off the screen, nothing a visitor taps or reads
 * is under a launcher, the call-to-action bar or the header, and no words are cut in those parts
 * (./clipped-text.ts, decision 0084); and the readers gate (./readers-gate.ts,
 * decision 0043) from that phone to 1280 x 800: reflow at 400% zoom, sticky parts, nothing over the
 * content, focus walked at 1280 x 800, targets (one route of each kind whole: text spacing, 200%
 * zoom, focus at three sizes, forced colours). Each test's title starts with the accessibility
 * page's check ids it holds (`[a11y:axe][a11y:reflow]...`). The fixtures fail it on any console error or
 * warning and any CSP violation. Head tags are checked once, in dist/, by seo.spec.ts; feature
 * specs test only what their features do. Why axe runs at 390 px and not again at 360 px, and why
 * the weight is counted here: decision 0039.
 *
 * The routes are visited in one page per worker, one after another, as a visitor following links
 * would (a new page per route, each a new renderer process with cold caches, took twice the CPU:
 * decision 0039); the tab is readied for each route as `sharedTabTest`'s is (fixtures.ts `resetTab`),
 * but goes straight on from the last route's page, and its reports are checked after it. The tab is
 * the gate's own (fixtures.ts `gateTab`), not `sharedTabTest`'s: its context carries a page clock, which
 * the feature specs sharing a worker with the gate must not inherit.
 */
/**
 * "Without interaction" ends once hydrated, the chat's code in, and no script or stylesheet asked
 * for during axe's run and this long after it (the code a page fetches after hydration comes on
 * events, not timers: the chat's once the page has hydrated, a part's once it is near the screen).
 */
const WEIGHT_QUIET_MS = 500;

/** What the route's hydrated page shows of React DOM's internals (src/shared/lib/react-internals.ts), in one round trip. */
const reactInternalsSeen = (page: Page) =>
  page.evaluate(
    ([propsPrefix, trackerKey]) => {
      const marked = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith(propsPrefix));
      // Parts below the fold hydrate on approach: only the fields React has hydrated by now count.
      const fields = [...document.querySelectorAll('input, textarea')].filter(marked);
      return { h1: marked(document.querySelector('h1')), fields: fields.length, tracked: fields.filter((field) => trackerKey in field).length };
    },
    [REACT_PROPS_KEY_PREFIX, REACT_VALUE_TRACKER_KEY] as const,
  );

/** The page whose hydrated DOM the canary reads: its form (fields React owns) is above the fold. */
const REACT_INTERNALS_CANARY_ROUTE = '/contact-us';

/** The canary's message: what to fix when an upgrade of react-dom renames what early input reads. */
const REACT_INTERNALS_CHANGED =
  'the built site no longer shows what src/shared/lib/react-internals.ts reads of React DOM (after a react-dom upgrade, update that module)';

interface RoutePage {
  page: Page;
  /** The scripts and stylesheets this route's page asked for. */
  fetched: ReturnType<typeof recordAssets>;
}

const gateTest = sharedTabTest.extend<{ route: RoutePage }>({
  route: async ({ gateTab, baseURL }, provide) => {
    await resetTab(gateTab, PHONES[0], { viaBlank: false });
    await provide({ page: gateTab.page, fetched: recordAssets(gateTab.page, new URL(baseURL!).origin) });
    expectNothingReported(gateTab.heard);
  },
});

for (const route of builtRoutes.pages) {
  const whole = READERS_WHOLE_ROUTES.includes(route.path);
  const readers = whole
    ? 'the readers gate whole (320 x 256 and 640 x 400 with text spacing, focus at 640 x 400, 390 x 844 and 1280 x 800, forced colours)'
    : 'the readers gate at 320 x 256 and 1280 x 800';
  // Its title starts with the checks of the accessibility page (src/content/accessibility-checks.ts) it holds.
  gateTest(
    `[a11y:axe][a11y:reflow][a11y:sticky-parts][a11y:nothing-covers-content][a11y:focus-visible][a11y:target-size]${whole ? '[a11y:forced-colors]' : ''} ${route.path}: its own page, within its first-load weight, no axe violation at 390 and 1280 px, the phone gate at 390 x 844, 360 x 740 and 320 x 568, ${readers}`,
    async ({ route: { page, fetched } }) => {
      await page.goto(route.path);
      await waitForHydration(page);
      await page.clock.fastForward(CHAT_TIMINGS.appearMs);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: NOT_FOUND.heading })).toHaveCount(0);
      // The chat speaks the page's language: French under /fr (decision 0071).
      const french = route.path === FRENCH_HOME || route.path.startsWith(`${FRENCH_HOME}/`);
      await expect(page.getByRole('button', { name: french ? CHAT_WORDS_FR.openButton : CHAT_OPEN_BUTTON })).toBeVisible();
      if (route.path === REACT_INTERNALS_CANARY_ROUTE) {
        // The canary of input before hydration, on one page already open (about 12 ms): the h1 React
        // hydrated carries __reactProps$<key>, and every field React hydrated a _valueTracker.
        const internals = await reactInternalsSeen(page);
        expect({ h1: internals.h1, untracked: internals.fields - internals.tracked }, REACT_INTERNALS_CHANGED).toEqual({ h1: true, untracked: 0 });
        expect(internals.fields, 'the contact form’s fields (name, email, phone, message...) were seen hydrated').toBeGreaterThanOrEqual(4);
      }
      expect(await axeViolations(page), 'at 390 x 844').toEqual([]);

      await fetched.quiet(WEIGHT_QUIET_MS);
      const weight = weightOf(fetched.files, 'dist');
      expect(overLimits(route.path, weight, WEIGHT_BUDGETS), 'fetched without interaction').toEqual([]);
      // Its own language's words and no other's (decisions 0063 and 0074), and its own page module
      // from the address its HTML names, not through the map of every page's (decision 0074).
      const names = [...fetched.files.keys()].map((path) => path.slice(path.lastIndexOf('/') + 1));
      expect(
        names.filter((name) => (french ? /^chat-script-/.test(name) : /^french-|\.fr-CA-/.test(name))),
        'another language’s words',
      ).toEqual([]);
      expect(
        names.filter((name) => name.startsWith('page-modules-')),
        'the map of every page module',
      ).toEqual([]);

      for (const [size, problems] of Object.entries(await phoneGateAtEverySize(page))) expect(problems, `at ${size}`).toEqual([]);
      // The readers gate (readers-gate.ts) from the phone the phone gate left, to 1280 x 800.
      expect(await readersGateProblems(page, { whole })).toEqual(NO_READERS_PROBLEMS);
      expect(await axeViolations(page), 'at 1280 px').toEqual([]);
    },
  );
}

test.describe('at phone width', () => {
  test.use({ viewport: PHONES[0] });

  test('the chat launcher shows its words in the dock alone, and is a round button that keeps its name beside the bar', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: CHAT_OPEN_BUTTON });
    await expect(button).toBeVisible();
    // Alone in the dock (the page not scrolled), it says what it is: the dock is never an empty band.
    await expect(button.locator('.mantine-Button-label')).toHaveText(CHAT_OPEN_BUTTON);
    expect((await button.locator('.mantine-Button-label').boundingBox())?.width).toBeGreaterThan(40);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(page.locator('.sticky-cta-bar')).toBeVisible();
    await expect(async () => {
      const box = await button.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(56);
      expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThanOrEqual(1);
    }).toPass();
  });

  test('the gate sees a launcher floating over the page, where it stood before the dock', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: CHAT_OPEN_BUTTON })).toBeVisible();
    expect(await phoneGateReport(page)).toEqual({ problems: [], floating: [] });
    // Lifted 5rem above the screen's foot, as it was: the launcher floats over what scrolls by.
    await page.evaluate(() => document.querySelector<HTMLElement>('.chat-slot')!.style.setProperty('bottom', '5rem', 'important'));
    expect((await phoneGateProblems(page)).filter((p) => p.includes('is under chat-slot')).length).toBeGreaterThan(0);
    // Where the page stands, too: the route gate walks a page again at 360 px when this is so.
    expect((await phoneGateReport(page, { scroll: false })).floating).toContain('chat-slot');
  });

  test('the gate sees words cut in the fixed parts at 390, 360 and 320 px: the bottom bar’s old rule (« Appelez-n »), a header button too narrow for its words', async ({
    page,
  }) => {
    await page.goto('/fr/nous-joindre');
    await waitForHydration(page);
    // The bar's earlier rule (decision 0084): its words on one line, its buttons side by side whatever their width.
    const oldBar = await page.addStyleTag({
      content:
        '@media (max-width: 47.99em) { .sticky-cta-bar .mantine-Button-label { white-space: nowrap; } .sticky-cta-bar .mantine-Group-root { min-width: auto; } .sticky-cta-actions { display: flex; } }',
    });
    // Its call button ran 11 px past a 390 px screen beside the contact page's two launchers, its words
    // past a 360 px one (and a 320 px one), where the gate walks the page and where it reads the parts.
    const cutLink = (width: number) =>
      `/fr/nous-joindre at ${width} px: the link « Appelez-nous : 1-888-555-0142 » in the bottom bar is cut by the screen’s edge`;
    expect(await phoneGateAtEverySize(page)).toEqual({
      '390 x 844': [cutLink(390)],
      '360 x 740': [cutLink(360), '/fr/nous-joindre at 360 px: « Appelez-nous » in the bottom bar is cut by the screen’s edge (shows « Appelez-n »)'],
      '320 x 568': [cutLink(320), '/fr/nous-joindre at 320 px: « Appelez-nous » in the bottom bar is cut by the screen’s edge (shows « Appelez- »)'],
    });
    await oldBar.evaluate((style) => style.parentNode?.removeChild(style));
    // The header's button (a link in a sticky part) narrower than its one line of words.
    await page.addStyleTag({ content: '.site-header .mantine-Button-root { max-width: 4.5rem; }' });
    await page.setViewportSize(PHONES[0]);
    expect(await phoneGateProblems(page)).toEqual(['/fr/nous-joindre at 390 px: « Consultation » in the header is cut by its box (shows « onsultatio »)']);
  });
});
