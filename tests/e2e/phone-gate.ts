import type { Locator, Page } from '@playwright/test';
import { LIMITS } from '../../src/content/site';
import { installClippedTextCheck } from './clipped-text';

/**
 * The phone gate (decision 0035): what a visitor on a phone sees, at every scroll position they can
 * stop at. The page is scrolled from its top to its end one screen at a time (less the bars), and
 * at each stop:
 *
 * - nothing runs off the screen (`scrollWidth <= innerWidth`);
 * - no link, button, field or figure is under a fixed or sticky part. A part as wide as the
 *   screen at its top or bottom (the header, the call-to-action bar and the dock holding the
 *   launchers) is the edge of the screen: what scrolls under it is off-screen, as what is below the
 *   fold is, and the visitor scrolls to it. Any other fixed part (a launcher floating over the
 *   page) may cover nothing between those edges; one that stands wholly on a bar (the chat's
 *   launcher in the dock) is part of that edge. Parts of the page the visitor opened (the chat
 *   panel, a menu, a dialog) cover the page on purpose: then their own controls are checked;
 * - no words are cut in a fixed or sticky part (./clipped-text.ts, decision 0084): by a box that
 *   clips them, or, in a fixed part, by the screen's edge.
 *
 * It returns one line per problem, with the scroll position: an empty list is a pass.
 */
export async function phoneGateProblems(page: Page): Promise<string[]> {
  return (await phoneGateReport(page)).problems;
}

export interface PhoneGateReport {
  /** One line per problem; empty is a pass. */
  problems: string[];
  /** What floated over the page at some stop: a fixed part that is not a bar at the screen's edge, or, with a part the visitor opened, the parts outside it. */
  floating: string[];
}

/**
 * The phone gate's answer and what floated. `scroll: false` checks only where the page stands
 * (`phoneGateAtEverySize`'s narrower sizes); `partsWords: true` then also reads the fixed parts'
 * words at the page's top and just past the call-to-action bar's threshold, where the parts a phone
 * shows (the header, the launchers alone and with the bar) are all seen.
 */
export async function phoneGateReport(
  page: Page,
  { scroll = true, partsWords = false }: { scroll?: boolean; partsWords?: boolean } = {},
): Promise<PhoneGateReport> {
  await installClippedTextCheck(page);
  return page.evaluate(
    async ({ scroll, partsWords, barAt }) => {
      const problems = new Set<string>();
      const floatedParts = new Set<string>();
      // A frame for the scroll (and what listens to it) to land, then a task for React to commit. A
      // frame a loaded machine's compositor holds back is not waited for past 100 ms (a fresh clone's
      // CI once waited on one until the test's timeout).
      const settle = () =>
        new Promise<void>((resolve) => {
          const fallback = setTimeout(resolve, 100);
          requestAnimationFrame(() =>
            setTimeout(() => {
              clearTimeout(fallback);
              resolve();
            }, 0),
          );
        });
      const visible = (el: Element) => {
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0 && rect.width > 0 && rect.height > 0;
      };
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || el.getAttribute('alt') || '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
      // What a visitor opened on purpose, and what may not sit under anything.
      const OPENED = '[role="dialog"], [role="menu"], [role="listbox"], .mantine-Drawer-content, .mantine-Modal-content, .mantine-Popover-dropdown';
      const TARGETS = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"]), figure, img, [role="img"]';

      const measure = (y: number) => {
        const width = window.innerWidth;
        const height = window.innerHeight;
        if (document.documentElement.scrollWidth > width) {
          // Name what runs off, to say where to look.
          const off = [...document.body.querySelectorAll('*')].filter((el) => {
            const rect = el.getBoundingClientRect();
            return (
              rect.right > width + 1 &&
              rect.width > 0 &&
              visible(el) &&
              ![...ancestors(el)].some((a) => /(auto|scroll|hidden|clip)/.test(getComputedStyle(a).overflowX))
            );
          });
          problems.add(`runs off the screen: ${document.documentElement.scrollWidth} px wide in ${width} px (${off.slice(0, 3).map(name).join(', ')})`);
        }
        const parts = pinnedParts();
        for (const line of window.phoneGateClippedText!(parts)) problems.add(line);
        const opened = [...document.querySelectorAll<HTMLElement>(OPENED)].filter(visible);
        let top = 0;
        let bottom = height;
        const others: HTMLElement[] = [];
        for (const part of parts) {
          const r = part.getBoundingClientRect();
          const fullWidth = r.left <= 1 && r.right >= width - 1;
          if (fullWidth && r.top <= 1 && r.bottom < height / 2) top = Math.max(top, r.bottom);
          else if (fullWidth && r.bottom >= height - 1 && r.top > height / 2) bottom = Math.min(bottom, r.top);
          else others.push(part);
        }
        // A part that stands wholly on a bar (a launcher in the dock) covers nothing between the edges.
        const floating = others.filter((part) => {
          const r = part.getBoundingClientRect();
          return r.bottom > top && r.top < bottom;
        });
        // Only what is on screen at this stop (its box first: cheaper than its style).
        const onScreen = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.bottom > 0 && r.top < height && r.right > 0 && r.left < width;
        };
        const coveringParts = opened.length > 0 ? parts.filter((p) => !opened.some((o) => o.contains(p) || p.contains(o))) : floating;
        // Nothing floats over the page at this stop: nothing can be under anything.
        if (coveringParts.length === 0) return;
        for (const part of coveringParts) floatedParts.add(part.className || part.tagName.toLowerCase());
        const targets = [...document.querySelectorAll<HTMLElement>(TARGETS)].filter(
          (el) =>
            onScreen(el) && (opened.length === 0 || opened.some((o) => o.contains(el))) && !el.closest('[aria-hidden="true"], .toast-region') && visible(el),
        );
        for (const el of targets) {
          const r = el.getBoundingClientRect();
          // With nothing opened, what scrolls under the bars at the screen's edges is off-screen.
          const seen = {
            left: Math.max(r.left, 0),
            right: Math.min(r.right, width),
            top: Math.max(r.top, opened.length > 0 ? 0 : top),
            bottom: Math.min(r.bottom, opened.length > 0 ? height : bottom),
          };
          if (seen.bottom - seen.top <= 2 || seen.right - seen.left <= 2) continue;
          // A tap on any of nine points of what is seen of it reaches it, not a part over it.
          for (const fx of [0.5, 0.02, 0.98]) {
            for (const fy of [0.5, 0.05, 0.95]) {
              const x = seen.left + (seen.right - seen.left) * fx;
              const yy = seen.top + (seen.bottom - seen.top) * fy;
              const hit = document.elementFromPoint(x, yy);
              const over = hit && coveringParts.find((p) => p.contains(hit) && !p.contains(el));
              if (over) problems.add(`${name(el)} is under ${over.className || over.tagName.toLowerCase()} at scroll ${Math.round(y)}`);
            }
          }
        }
      };
      // The fixed and sticky parts on screen (the outermost of each).
      function pinnedParts() {
        return [...document.body.querySelectorAll<HTMLElement>('*')].filter(
          (el) => pinned(el) && !fixedAncestor(el) && visible(el) && !el.matches('.toast-region'),
        );
      }
      function* ancestors(el: Element) {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) yield a;
      }
      // Whether an element is fixed or sticky, computed again only when its class or style changes
      // (reading every element's style at every stop is most of the gate's time).
      const positions = new WeakMap<Element, { key: string; pinned: boolean }>();
      function pinned(el: Element) {
        const key = `${el.getAttribute('class') ?? ''}|${el.getAttribute('style') ?? ''}`;
        const known = positions.get(el);
        if (known && known.key === key) return known.pinned;
        const position = getComputedStyle(el).position;
        const answer = position === 'fixed' || position === 'sticky';
        positions.set(el, { key, pinned: answer });
        return answer;
      }
      function fixedAncestor(el: Element) {
        for (const a of ancestors(el)) if (pinned(a)) return true;
        return false;
      }

      const start = window.scrollY;
      const end = () => document.documentElement.scrollHeight - window.innerHeight;
      if (!scroll) {
        measure(window.scrollY);
        if (!partsWords) return { problems: [...problems], floating: [...floatedParts] };
        for (const y of end() > barAt ? [0, barAt + 1] : [0]) {
          window.scrollTo(0, y);
          await settle();
          for (const line of window.phoneGateClippedText!(pinnedParts())) problems.add(line);
        }
        window.scrollTo(0, start);
        await settle();
        return { problems: [...problems], floating: [...floatedParts] };
      }
      // One screen at a time, less a bar's height, so every line of the page is seen at some stop.
      const step = Math.max(200, window.innerHeight - 160);
      const stops: number[] = [];
      for (let y = 0; y < end(); y += step) stops.push(y);
      stops.push(end());
      for (const y of stops) {
        window.scrollTo(0, y);
        await settle();
        measure(window.scrollY);
      }
      window.scrollTo(0, start);
      await settle();
      return { problems: [...problems], floating: [...floatedParts] };
    },
    { scroll, partsWords, barAt: LIMITS.stickyBarThresholdPx },
  );
}

/** The phone sizes every phone check runs at: a common phone, then a small one. */
export const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

/**
 * The smallest phone the route gate checks (an iPhone SE of 2016, 400% zoom's width): under 600 px
 * high, the short screen's layout (the header scrolls away, the dock is 3rem high). Feature specs
 * check `PHONES`; the route gate adds this one (`phoneGateAtEverySize`).
 */
export const SMALLEST_PHONE = { width: 320, height: 568 } as const;

/** A phone size in words, as the checks' messages name it. */
const inWords = (size: { width: number; height: number }) => `${size.width} x ${size.height}`;

/**
 * The phone gate at each phone size on the same page, walked at 390 x 844 (and left at 360 x 740
 * and 320 x 568). No stylesheet rule that moves what floats changes between 390 and 360 (the
 * smallest breakpoint is 36em, decision 0039): when nothing floated over the page at any stop at
 * 390, and nothing floats where the page stands at a narrower size, the narrower screen can change
 * whether the page runs off it, read where it stands, and how the fixed parts' words fit, read
 * where the parts a phone shows are all seen (`partsWords`; at 320 x 568, the short screen's
 * layout, too: decision 0084). Otherwise the page is walked again, stop by stop (decision 0041).
 * Each size's problems, by size.
 */
export async function phoneGateAtEverySize(page: Page): Promise<Record<string, string[]>> {
  await page.setViewportSize(PHONES[0]);
  const wide = await phoneGateReport(page);
  const bySize: Record<string, string[]> = { [inWords(PHONES[0])]: wide.problems };
  for (const size of [PHONES[1], SMALLEST_PHONE]) {
    await page.setViewportSize(size);
    const here = await phoneGateReport(page, { scroll: false, partsWords: true });
    const walked = wide.floating.length + here.floating.length > 0 ? await phoneGateReport(page) : here;
    bySize[inWords(size)] = [...new Set([...here.problems, ...walked.problems])];
  }
  return bySize;
}

/**
 * Runs `check` at each phone size on the same page, resized (a journey is walked once and its state
 * checked at both); `check` gets the size as words for its messages.
 */
export async function atEveryPhoneSize(page: Page, check: (size: string) => Promise<void>): Promise<void> {
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await check(inWords(size));
  }
}

/** What a shown toast covers of the page's headings on screen and of the control in use (never either: decision 0035). */
export async function toastCovers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('.toast-region [role="alert"], .toast-region [role="status"]')]
      .map((t) => t.getBoundingClientRect())
      .filter((r) => r.height > 0);
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const inView = (r: DOMRect) => r.bottom > 0 && r.top < window.innerHeight && r.height > 0;
    const watched = [...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3')];
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) watched.push(document.activeElement);
    return watched
      .filter((el) => !el.closest('.toast-region') && inView(el.getBoundingClientRect()) && toasts.some((t) => overlap(t, el.getBoundingClientRect())))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

/** Whether a tap at a point of the element (its centre, or a corner inset by 4 px), scrolled to the middle of the screen, lands on it. */
export async function takesItsOwnTap(target: Locator, at: 'centre' | 'bottom right' = 'centre'): Promise<boolean> {
  return target.evaluate((el, where) => {
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    const r = el.getBoundingClientRect();
    const [x, y] = where === 'centre' ? [r.left + r.width / 2, r.top + r.height / 2] : [r.right - 4, r.bottom - 4];
    const hit = document.elementFromPoint(x, y);
    return !!hit && (hit === el || el.contains(hit));
  }, at);
}
