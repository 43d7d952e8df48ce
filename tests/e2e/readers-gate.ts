import type { Page } from '@playwright/test';
import type { AccessibilityCheckId } from '../../src/content/accessibility-checks';
import { LIMITS } from '../../src/content/site';

/**
 * The readers gate (decision 0043), beside the phone gate: what a senior reading at 200%
 * and 400% zoom, a keyboard user and a visitor in a high-contrast mode meet. Each check is one
 * `page.evaluate` over the page as it stands (a route, or a state a feature spec reached) and
 * returns one line per problem: an empty list is a pass. `readersGateProblems` runs them all at
 * their sizes on the same page and leaves it at 1280 x 800.
 *
 * - reflow (WCAG 1.4.10, 1.4.12): at 320 x 256 and 640 x 400, at every scroll stop, nothing runs
 *   off the screen (`scrollWidth <= innerWidth`) and no text is cut (an ellipsis, or a box with
 *   `overflow: hidden` whose text runs past it); again with the text-spacing overrides of 1.4.12.
 * - sticky-parts (1.4.10): the fixed and sticky parts as wide as half the screen or more (the
 *   header, the dock) take at most a third of its height at every scroll stop.
 * - nothing-covers-content: a fixed part that is not a bar at the screen's top or foot (a launcher
 *   floating over the page) covers no text and no control at any stop; a bar holds something.
 * - focus-visible (2.4.7, 2.4.11, 2.4.13's measure): focus walked in tab order to the page's end
 *   (`focus()` on each tabbable element, after one real Tab so that focus is the keyboard's);
 *   every focused element is at least partly on screen and not wholly under a fixed part, and its
 *   ring (or its label's, for a visually hidden input) is an outline at least 2 px wide with 3:1
 *   contrast against what is behind it.
 * - target-size (2.5.8): every button, field, option and link shown as a control (not a link in a
 *   line of text) is at least 24 x 24 CSS px with its label, or a 24 px circle on its centre
 *   touches no other target.
 * - forced-colors (1.4.11): with `forced-colors: active`, every control has an edge or words a
 *   visitor sees, a checked, selected or current one differs from its unchosen peers by more than
 *   colour, and the focus ring is still an outline.
 */
export type ReadersCheck = Extract<
  AccessibilityCheckId,
  'reflow' | 'sticky-parts' | 'nothing-covers-content' | 'focus-visible' | 'target-size' | 'forced-colors'
>;

export type ReadersProblems = Record<ReadersCheck, string[]>;

/** No problem of any check: what `readersGateProblems` answers on a page that passes. */
export const NO_READERS_PROBLEMS: ReadersProblems = {
  reflow: [],
  'sticky-parts': [],
  'nothing-covers-content': [],
  'focus-visible': [],
  'target-size': [],
  'forced-colors': [],
};

/** The sizes the gate reads a page at: 400% and 200% of a 1280 x 800 desktop, the desktop, a phone. */
export const READER_SIZES = {
  zoom400: { width: 320, height: 256 },
  zoom200: { width: 640, height: 400 },
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

type Size = { width: number; height: number };
const inWords = (size: Size) => `${size.width} x ${size.height}`;

/** WCAG 1.4.12's text spacing, as its understanding document's bookmarklet sets it. */
const TEXT_SPACING_CSS =
  '*:not(svg *) { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

export interface WalkReport {
  reflow: string[];
  sticky: string[];
  covers: string[];
  /** The most of the screen's height the wide fixed and sticky parts took at a stop, in px. */
  stickyMost: number;
}

/**
 * The page walked from its top to its end a screen at a time (less a bar's height), where it stands
 * (its size and its text spacing are the caller's): reflow, sticky parts and what floats, at every
 * stop. `textOnly` checks only what text spacing can change (runs off, text cut) at the top and the end.
 */
export async function walkReport(page: Page, { textOnly = false }: { textOnly?: boolean } = {}): Promise<WalkReport> {
  return page.evaluate(
    async ({ textOnly, barAt }) => {
      const reflow = new Set<string>();
      const sticky = new Set<string>();
      const covers = new Set<string>();
      let stickyMost = 0;
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
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/)[0]}` : ''} "${(el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
      const OPENED =
        '[role="dialog"], [role="menu"], [role="listbox"], .mantine-Drawer-content, .mantine-Modal-content, .mantine-Popover-dropdown, .mantine-Drawer-overlay, .mantine-Modal-overlay, .mantine-Overlay-root';
      const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
      const positions = new WeakMap<Element, { key: string; pinned: boolean }>();
      const pinned = (el: Element) => {
        const key = `${el.getAttribute('class') ?? ''}|${el.getAttribute('style') ?? ''}`;
        const known = positions.get(el);
        if (known && known.key === key) return known.pinned;
        const position = getComputedStyle(el).position;
        const answer = position === 'fixed' || position === 'sticky';
        positions.set(el, { key, pinned: answer });
        return answer;
      };
      const fixedAncestor = (el: Element) => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (pinned(a)) return true;
        return false;
      };
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
      };
      // Visually hidden on purpose (a label kept for screen readers): a 1 px box or clipped away.
      const hiddenOnPurpose = (el: Element, style: CSSStyleDeclaration) => {
        const r = el.getBoundingClientRect();
        return r.width <= 2 || r.height <= 2 || style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
      };

      // Text cut: an ellipsis that is in use, or a clipping box whose own text runs past it.
      const textCut = () => {
        for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
          if (el.closest('[aria-hidden="true"], .toast-region, svg')) continue;
          const style = getComputedStyle(el);
          const clipsX = /(hidden|clip)/.test(style.overflowX);
          const clipsY = /(hidden|clip)/.test(style.overflowY);
          const ellipsis = style.textOverflow === 'ellipsis';
          if (!clipsX && !clipsY && !ellipsis) continue;
          if (hiddenOnPurpose(el, style) || !shown(el)) continue;
          const overX = el.scrollWidth > el.clientWidth + 1;
          const overY = el.scrollHeight > el.clientHeight + 1;
          if (!(clipsX && overX) && !(clipsY && overY)) continue;
          // Only its text counts: what a box clips of a picture or a scrolled strip is not text cut;
          // nor is what a moving part (a carousel between slides) shows for a moment.
          if (el.getAnimations({ subtree: true }).length > 0 || el.closest('[aria-roledescription="carousel"]')) continue;
          const box = el.getBoundingClientRect();
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const parent = node.parentElement!;
            if (parent.closest('[aria-hidden="true"]') || hiddenOnPurpose(parent, getComputedStyle(parent))) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const r = range.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) continue;
            const cutX = clipsX && (r.right > box.right + 1 || r.left < box.left - 1);
            const cutY = clipsY && (r.bottom > box.bottom + 1 || r.top < box.top - 1);
            if (cutX || cutY) {
              reflow.add(`text cut${ellipsis ? ' by an ellipsis' : ''} in ${name(el)} at ${innerWidth} x ${innerHeight}`);
              break;
            }
          }
        }
      };

      const measure = (y: number) => {
        const width = innerWidth;
        const height = innerHeight;
        if (document.documentElement.scrollWidth > width) {
          // Name what runs off (an element or a line of text), outside boxes that scroll or clip.
          const inScroller = (el: Element) => {
            for (let a: Element | null = el; a && a !== document.body; a = a.parentElement)
              if (a !== el && /(auto|scroll|hidden|clip)/.test(getComputedStyle(a).overflowX)) return true;
            return false;
          };
          const off: Element[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node && off.length < 3; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            if (range.getBoundingClientRect().right > width + 1 && !inScroller(node.parentElement!)) off.push(node.parentElement!);
          }
          if (off.length === 0)
            off.push(
              ...[...document.body.querySelectorAll('*')]
                .filter((el) => el.getBoundingClientRect().right > width + 1 && shown(el) && !inScroller(el))
                .slice(0, 3),
            );
          reflow.add(
            `runs off the screen: ${document.documentElement.scrollWidth} px wide in ${width} px at ${width} x ${height} (${off.map(name).join(', ')})`,
          );
        }
        if (textOnly) return;
        const opened = [...document.querySelectorAll<HTMLElement>(OPENED)].filter(shown);
        const allParts = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
          (el) => pinned(el) && !fixedAncestor(el) && !el.matches('.toast-region') && shown(el),
        );
        // What the visitor opened (the chat panel and its slot, a menu and its overlay) covers the page on purpose.
        const parts = allParts.filter((el) => !opened.some((o) => o.contains(el) || el.contains(o)));
        // The wide parts' share of the height (their union, clipped to the screen).
        const spans = parts
          .map((p) => p.getBoundingClientRect())
          .filter((r) => r.width >= width / 2)
          .map((r) => [Math.max(r.top, 0), Math.min(r.bottom, height)] as const)
          .filter(([a, b]) => b > a)
          .sort((a, b) => a[0] - b[0]);
        let taken = 0;
        let reached = 0;
        for (const [a, b] of spans) {
          const from = Math.max(a, reached);
          if (b > from) taken += b - from;
          reached = Math.max(reached, b);
        }
        stickyMost = Math.max(stickyMost, Math.round(taken));
        if (taken > height / 3 + 0.5)
          sticky.add(`fixed and sticky parts take ${Math.round(taken)} of ${height} px at ${width} x ${height}, scroll ${Math.round(y)}`);
        // A bar at the top or the foot is the screen's edge (and a bar stuck to it, a filter bar under
        // the header, with it); anything else floats, and may cover nothing.
        const wide = parts.filter((p) => {
          const r = p.getBoundingClientRect();
          return r.left <= 1 && r.right >= width - 1;
        });
        const edges = new Set<HTMLElement>();
        let top = 0;
        for (const p of [...wide].sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)) {
          const r = p.getBoundingClientRect();
          if (r.top <= top + 1 && r.bottom < height / 2 + top) {
            edges.add(p);
            top = Math.max(top, r.bottom);
          }
        }
        let foot = height;
        for (const p of [...wide].sort((a, b) => b.getBoundingClientRect().bottom - a.getBoundingClientRect().bottom)) {
          const r = p.getBoundingClientRect();
          if (r.bottom >= foot - 1 && r.top > height / 2) {
            edges.add(p);
            foot = Math.min(foot, r.top);
          }
        }
        for (const part of parts) {
          const r = part.getBoundingClientRect();
          if (edges.has(part)) {
            if (!part.textContent?.trim() && !part.querySelector(CONTROLS) && !allParts.some((p) => p !== part && within(p.getBoundingClientRect(), r))) {
              covers.add(`an empty bar ${name(part)} (${Math.round(r.height)} px) at ${width} x ${height}, scroll ${Math.round(y)}`);
            }
            continue;
          }
          // Standing wholly on an edge bar, it is part of that edge.
          if ([...edges].some((p) => p !== part && within(r, p.getBoundingClientRect()))) continue;
          // Sticky in a column of its own (a table of contents beside the text) covers nothing it shares.
          if (getComputedStyle(part).position === 'sticky' && r.width < width / 2) continue;
          for (const fx of [0.1, 0.5, 0.9]) {
            for (const fy of [0.1, 0.5, 0.9]) {
              const x = r.left + r.width * fx;
              const yy = r.top + r.height * fy;
              if (x < 0 || x > width || yy < 0 || yy > height) continue;
              const under = document
                .elementsFromPoint(x, yy)
                .find((el) => !part.contains(el) && !el.contains(part) && el !== document.documentElement && el !== document.body);
              if (!under || parts.some((p) => p.contains(under))) continue;
              const covered =
                under.closest(CONTROLS) ?? ([...under.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()) ? under : null);
              if (covered) covers.add(`${name(part)} covers ${name(covered)} at ${width} x ${height}, scroll ${Math.round(y)}`);
            }
          }
        }
      };
      function within(inner: DOMRect, outer: DOMRect) {
        return inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1 && inner.left >= outer.left - 1 && inner.right <= outer.right + 1;
      }

      const start = scrollY;
      const end = () => document.documentElement.scrollHeight - innerHeight;
      const step = Math.max(innerHeight / 2, innerHeight - 100);
      const stops: number[] = [];
      if (textOnly) stops.push(0);
      else for (let y = 0; y < end(); y += step) stops.push(y);
      stops.push(end());
      textCut();
      // Layout follows a scroll at once; what the page's script does on a scroll (the call-to-action
      // bar comes past `barAt`) is waited for where it can change: the first stop, the first past
      // `barAt`, and the end.
      let waitedPast = false;
      for (const [index, y] of stops.entries()) {
        scrollTo(0, y);
        const past = scrollY > barAt;
        if (index === 0 || index === stops.length - 1 || (past && !waitedPast)) await settle();
        if (past) waitedPast = true;
        measure(scrollY);
      }
      scrollTo(0, start);
      await settle();
      return { reflow: [...reflow], sticky: [...sticky], covers: [...covers], stickyMost };
    },
    { textOnly, barAt: LIMITS.stickyBarThresholdPx },
  );
}

/** WCAG 1.4.12's text spacing on the page (a style element the page's CSP allows: added by the test runner), and a way to take it off. */
export async function withTextSpacing<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const style = await page.addStyleTag({ content: TEXT_SPACING_CSS });
  try {
    return await run();
  } finally {
    await style.evaluate((el) => (el as HTMLStyleElement).remove());
  }
}

/**
 * One real Tab, then nothing focused and the page at its top: focus() then shows the ring as the
 * keyboard's focus does, and scrolls as it does (an element that already has focus would not move).
 */
async function keyboardModality(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    scrollTo(0, 0);
  });
}

export interface FocusWalk {
  problems: string[];
  /** How many elements took focus. */
  stops: number;
  /** How many of them were wholly hidden (off screen or under a fixed part). */
  hidden: number;
}

/**
 * Focus walked through the page in tab order to its end, where the page stands (its size is the
 * caller's): each tabbable element focused in turn, as Tab would, and read where focus scrolled it.
 */
export async function focusWalk(page: Page): Promise<FocusWalk> {
  await keyboardModality(page);
  return page.evaluate(async (barAt) => {
    const problems = new Set<string>();
    let hidden = 0;
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
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).name || '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    const TABBABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    // In tab order: no element of the site sets a positive tabindex, so document order (a radio
    // group takes one stop, at its checked radio or its first).
    const radioStop = new Map<string, HTMLElement>();
    const candidates = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
      if ((el as HTMLButtonElement).disabled || el.closest('[inert], [aria-hidden="true"]') || el.tabIndex < 0) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.getClientRects().length === 0) return false;
      if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
        const known = radioStop.get(el.name);
        if (known && (!el.checked || (known as HTMLInputElement).checked)) return false;
        radioStop.set(el.name, el);
      }
      return true;
    });
    // With a modal open (the phone menu), Tab stays in it.
    const modal = [...document.querySelectorAll<HTMLElement>('[aria-modal="true"]')].find((m) => m.getClientRects().length > 0);
    const stops = candidates.filter(
      (el) => !(el instanceof HTMLInputElement && el.type === 'radio' && el.name && radioStop.get(el.name) !== el) && (!modal || modal.contains(el)),
    );
    const OPENED = '[role="dialog"], [role="menu"], [role="listbox"], .mantine-Popover-dropdown';
    const opened = [...document.querySelectorAll<HTMLElement>(OPENED)].filter((o) => o.getClientRects().length > 0);
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const rgba = (color: string) => (color.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
    const contrast = (a: number[], b: number[]) => {
      const lighter = Math.max(luminance(a), luminance(b));
      const darker = Math.min(luminance(a), luminance(b));
      return (lighter + 0.05) / (darker + 0.05);
    };
    // What is drawn just outside the ring, on each of its four sides: the first box with a
    // background under that point (a launcher's ring is on the dock behind it, not on its parent's
    // page), or the element's own ancestors' where the point is off the screen.
    const backgroundsAround = (el: Element, style: CSSStyleDeclaration) => {
      const r = el.getBoundingClientRect();
      // Just outside the ring; for a ring drawn inside the box (a negative offset), just inside it.
      const offset = parseFloat(style.outlineOffset);
      const out = offset >= 0 ? offset + parseFloat(style.outlineWidth) + 1 : offset - 1;
      const points: Array<[number, number]> = [
        [r.left - out, r.top + r.height / 2],
        [r.right + out, r.top + r.height / 2],
        [r.left + r.width / 2, r.top - out],
        [r.left + r.width / 2, r.bottom + out],
      ];
      return points.map(([x, y]) => {
        const onScreen = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
        const chain = onScreen ? document.elementsFromPoint(x, y).filter((u) => !el.contains(u)) : [];
        for (const u of chain.length > 0 ? chain : [...ancestorsOf(el)]) {
          const c = rgba(getComputedStyle(u).backgroundColor);
          if ((c[3] ?? 1) > 0.5) return c.slice(0, 3);
        }
        return [255, 255, 255];
      });
    };
    function* ancestorsOf(el: Element) {
      for (let a = el.parentElement; a; a = a.parentElement) yield a;
    }
    // What shows the ring: the element, or for an input hidden from sight, what stands for it.
    const ringHolder = (el: HTMLElement) => {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      const unseen = Number(style.opacity) === 0 || r.width <= 2 || r.height <= 2 || style.clipPath === 'inset(50%)';
      if (!unseen) return el;
      const label = (el as HTMLInputElement).labels?.[0];
      return (el.nextElementSibling as HTMLElement | null) ?? label ?? el;
    };
    const ringProblem = (el: HTMLElement) => {
      const holder = ringHolder(el);
      const style = getComputedStyle(holder);
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle === 'none' || width < 2) return `focus ring ${style.outlineStyle === 'none' ? 'missing' : `${width} px`} on ${name(el)}`;
      // 3:1 against what is around it on at least two of its four sides (a slider's thumb rides on
      // its track: the ring meets the track left and right, the page above and below).
      const ratios = backgroundsAround(holder, style).map((bg) => contrast(rgba(style.outlineColor).slice(0, 3), bg));
      if (ratios.filter((ratio) => ratio >= 3).length < 2) return `focus ring ${ratios.map((ratio) => ratio.toFixed(1)).join('/')}:1 on ${name(el)}`;
      return null;
    };
    const partsAt = new Set<Element>();
    const isPinned = (el: Element) => {
      const p = getComputedStyle(el).position;
      return p === 'fixed' || p === 'sticky';
    };
    for (const el of document.body.querySelectorAll('*')) if (isPinned(el)) partsAt.add(el);
    let lastY = scrollY;
    for (const el of stops) {
      el.focus();
      if (document.activeElement !== el) continue;
      if (scrollY > barAt !== lastY > barAt) {
        // The call-to-action bar comes and goes with the scroll past `barAt`: let it.
        await settle();
      }
      lastY = scrollY;
      const holder = ringHolder(el);
      const r = holder.getBoundingClientRect();
      const seen = { left: Math.max(r.left, 0), right: Math.min(r.right, innerWidth), top: Math.max(r.top, 0), bottom: Math.min(r.bottom, innerHeight) };
      let visible = false;
      let under: Element | undefined;
      if (seen.right - seen.left >= 1 && seen.bottom - seen.top >= 1) {
        for (const fx of [0.5, 0.1, 0.9]) {
          for (const fy of [0.5, 0.1, 0.9]) {
            const hit = document.elementFromPoint(seen.left + (seen.right - seen.left) * fx, seen.top + (seen.bottom - seen.top) * fy);
            // Under nothing: what is at the point is the element, in it, or not a fixed part's.
            const over =
              hit && !(holder.contains(hit) || hit.contains(holder) || el.contains(hit))
                ? [...partsAt].find((p) => p.contains(hit) && !p.contains(el))
                : undefined;
            if (hit && !over) {
              visible = true;
              break;
            }
            under ??= over;
          }
          if (visible) break;
        }
      }
      // Under what the visitor opened and can close (the chat panel: 2.4.11's "content opened by the user"), it is not hidden by the page.
      if (!visible && under && opened.some((o) => under!.contains(o) || o.contains(under!))) continue;
      if (!visible) {
        hidden += 1;
        const what = under ? ` under ${under.tagName.toLowerCase()}.${String(under.className).trim().split(/\s+/)[0]}` : ' off the screen';
        problems.add(`${name(el)} hidden${what} when focused at ${innerWidth} x ${innerHeight} (scroll ${Math.round(scrollY)})`);
      }
      const ring = ringProblem(el);
      if (ring) problems.add(`${ring} at ${innerWidth} x ${innerHeight}`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    scrollTo(0, 0);
    return { problems: [...problems], stops: stops.length, hidden };
  }, LIMITS.stickyBarThresholdPx);
}

/** Targets smaller than 24 x 24 CSS px (with their labels) whose 24 px circle touches another target (WCAG 2.5.8), where the page stands. */
export async function targetSizeProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).name || '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    const TARGETS =
      'button, input:not([type="hidden"]), select, textarea, [role="option"], [role="radio"], [role="checkbox"], [role="tab"], [role="menuitem"], [role="switch"], a[href]';
    // Fixed parts (the dock) and the page scroll past each other: targets are neighbours only on the same layer.
    const layerOf = (el: Element) => {
      for (let a: Element | null = el; a; a = a.parentElement) {
        const p = getComputedStyle(a).position;
        if (p === 'fixed' || p === 'sticky') return a;
      }
      return null;
    };
    const targets: Array<{ el: HTMLElement; box: DOMRect; layer: Element | null }> = [];
    for (const el of document.querySelectorAll<HTMLElement>(TARGETS)) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // A link in a line of text is exempt (2.5.8 "Inline").
      if (el.tagName === 'A' && style.display === 'inline') continue;
      let box = el.getBoundingClientRect();
      // An input hidden from sight is tapped through its label: the label is the target.
      const label = (el as HTMLInputElement).labels?.[0];
      if (label) {
        const l = label.getBoundingClientRect();
        if (box.width <= 2 || box.height <= 2 || Number(style.opacity) === 0) box = l;
        else if (l.width > 0 && l.height > 0)
          box = new DOMRect(
            Math.min(box.left, l.left),
            Math.min(box.top, l.top),
            Math.max(box.right, l.right) - Math.min(box.left, l.left),
            Math.max(box.bottom, l.bottom) - Math.min(box.top, l.top),
          );
      }
      if (box.width <= 2 || box.height <= 2) continue;
      targets.push({ el, box, layer: layerOf(el) });
    }
    const problems: string[] = [];
    for (const { el, box, layer } of targets) {
      if (box.width >= MIN - 0.5 && box.height >= MIN - 0.5) continue;
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      // 2.5.8 "Spacing": a 24 px circle on its centre intersects no other target (nor its circle).
      const crowded = targets.find(({ el: other, box: o, layer: otherLayer }) => {
        if (other === el || other.contains(el) || el.contains(other) || otherLayer !== layer) return false;
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        const small = o.width < MIN - 0.5 || o.height < MIN - 0.5;
        const distance = small ? Math.hypot(cx - (o.left + o.width / 2), cy - (o.top + o.height / 2)) : Math.hypot(dx, dy);
        return distance < (small ? MIN : MIN / 2);
      });
      if (crowded)
        problems.push(
          `${name(el)} is ${Math.round(box.width)} x ${Math.round(box.height)} px, ${Math.round(Math.hypot(cx - (crowded.box.left + crowded.box.width / 2), cy - (crowded.box.top + crowded.box.height / 2)))} px from ${name(crowded.el)}`,
        );
    }
    return problems;
  });
}

/**
 * With `forced-colors: active`: every control has an edge or words, a chosen one (checked, selected,
 * current) differs from its unchosen peers by more than colour, and focus keeps an outline.
 */
export async function forcedColorsProblems(page: Page): Promise<string[]> {
  await keyboardModality(page);
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    return await page.evaluate(() => {
      const problems: string[] = [];
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).name || '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return r.width > 2 && r.height > 2 && style.visibility !== 'hidden' && Number(style.opacity) > 0 && style.clipPath !== 'inset(50%)';
      };
      const edge = (style: CSSStyleDeclaration) =>
        ['Top', 'Right', 'Bottom', 'Left'].some(
          (side) =>
            parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
            style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none',
        );
      // What survives forced colours: edges, outline, weight, decoration, what is drawn in it and how much of it shows.
      const icons = (el: Element) =>
        [...el.querySelectorAll('svg, img, [class*="icon" i], [class*="Indicator"], [class*="indicator"]')].filter(
          (i) => shown(i) && getComputedStyle(i).display !== 'none',
        ).length;
      const signature = (el: Element) => {
        const holder = (el as HTMLInputElement).labels?.[0] ?? el;
        const parts = [el, holder, ...holder.querySelectorAll('*')].filter((p) => !p.matches('input:not([type="checkbox"]):not([type="radio"])'));
        return (
          parts
            .map((p) => {
              const s = getComputedStyle(p);
              return [
                edge(s) ? `${s.borderTopWidth}/${s.borderTopStyle}` : '-',
                s.forcedColorAdjust === 'none' ? s.backgroundColor : '',
                s.outlineStyle,
                s.fontWeight,
                s.textDecorationLine,
                s.opacity,
                s.visibility,
                s.display === 'none' ? 'x' : '',
                (p as HTMLInputElement).checked ? 'checked' : '',
              ].join(',');
            })
            .join('|') + `#${icons(holder)}`
        );
      };
      // Every control has an edge or words.
      for (const el of document.querySelectorAll<HTMLElement>(
        'button, input:not([type="hidden"]), select, textarea, [role="tab"], [role="radio"], [role="checkbox"], [role="option"]',
      )) {
        if (el.closest('[aria-hidden="true"], [inert]')) continue;
        const holder = shown(el) ? el : ((el as HTMLInputElement).labels?.[0] ?? null);
        if (!holder || !shown(holder)) continue;
        const style = getComputedStyle(holder);
        const words = (holder.textContent ?? '').trim().length > 0;
        const native = style.appearance !== 'none' && style.appearance !== '';
        if (!edge(style) && !words && !native && icons(holder) === 0 && style.outlineStyle === 'none')
          problems.push(`${name(el)} has no edge, no words and no icon in forced colours`);
      }
      // A chosen control shows it by more than colour, against an unchosen peer of its group.
      const chosen = [
        ...document.querySelectorAll<HTMLElement>(
          'input[type="checkbox"], input[type="radio"], [aria-selected], [aria-checked], [aria-pressed], [aria-current="step"], [aria-current="page"], [aria-current="true"], [data-active], [data-completed]',
        ),
      ];
      const isChosen = (el: HTMLElement) =>
        (el as HTMLInputElement).checked === true ||
        ['true', 'step', 'page', 'mixed'].includes(
          el.getAttribute('aria-selected') ?? el.getAttribute('aria-checked') ?? el.getAttribute('aria-pressed') ?? el.getAttribute('aria-current') ?? '',
        ) ||
        el.hasAttribute('data-active');
      // Its peers: the controls of its group of the same kind (a tab beside a tab, a dot beside a dot).
      for (const el of chosen.filter(isChosen)) {
        if (el.closest('[aria-hidden="true"], [inert]')) continue;
        const group = el.closest('[role="radiogroup"], [role="tablist"], [role="listbox"], [role="group"], fieldset, nav, ol, ul') ?? el.parentElement;
        if (!group) continue;
        const peer = [...group.querySelectorAll<HTMLElement>(el.tagName)].find(
          (o) =>
            o !== el &&
            !isChosen(o) &&
            o.getAttribute('role') === el.getAttribute('role') &&
            (o as HTMLInputElement).type === (el as HTMLInputElement).type &&
            !o.closest('[aria-hidden="true"]'),
        );
        if (peer && signature(el) === signature(peer)) problems.push(`${name(el)} looks like ${name(peer)} in forced colours: its state shows only by colour`);
      }
      // Focus keeps an outline on a field, a button and a link.
      for (const selector of ['input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea', 'button', 'a[href]']) {
        const el = [...document.querySelectorAll<HTMLElement>(selector)].find((e) => shown(e) && !e.closest('[aria-hidden="true"], [inert]'));
        if (!el) continue;
        el.focus({ preventScroll: true });
        const style = getComputedStyle(el);
        if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) problems.push(`${name(el)} shows no focus outline in forced colours`);
        el.blur();
      }
      return problems;
    });
  } finally {
    await page.emulateMedia({ forcedColors: null });
  }
}

/**
 * One route per kind of page: the gate reads these whole (text spacing, 200% zoom, focus at three
 * sizes, forced colours) and every other route in part (decision 0043: what changes from route to
 * route is the page's content, which 400% zoom, the desktop's focus walk and the targets read).
 */
export const READERS_WHOLE_ROUTES: readonly string[] = [
  '/',
  '/services',
  '/personal-care-services',
  '/find-your-care-plan',
  '/book-a-free-care-consultation',
  '/contact-us',
  '/careers',
  '/care-cost-calculator',
  '/franchise',
  '/senior-care-brampton',
  // The language pages' one route whole: the right-to-left one, mirrored (decision 0051).
  '/care/arabic-in-montreal',
  '/blog',
  '/blog/how-to-prevent-falls-at-home',
  '/faq',
  '/privacy-policy',
];

export interface ReadersGateOptions {
  /**
   * Every check at every size (a route of READERS_WHOLE_ROUTES, a state a feature spec reached), or
   * in part: reflow, sticky parts and what floats at 320 x 256 and 1280 x 800, focus at 1280 x 800,
   * targets where the page stands.
   */
  whole?: boolean;
}

/**
 * The gate on the page as it stands: targets at its size (a phone's, as the route gate and the phone
 * journeys leave it), then reflow, sticky parts and what floats at 320 x 256 (and, whole, with text
 * spacing, and at 640 x 400 with text spacing and focus), then what floats and focus at 1280 x 800
 * (and, whole, focus at 390 x 844 and forced colours). The page is left at 1280 x 800.
 */
export async function readersGateProblems(page: Page, { whole = true }: ReadersGateOptions = {}): Promise<ReadersProblems> {
  const problems: ReadersProblems = {
    reflow: [],
    'sticky-parts': [],
    'nothing-covers-content': [],
    'focus-visible': [],
    'target-size': [],
    'forced-colors': [],
  };
  const here = page.viewportSize();
  problems['target-size'].push(...(await targetSizeProblems(page)).map((p) => `${p} at ${here ? inWords(here) : 'its size'}`));
  const walkAt = async (size: Size, { spaced, focus }: { spaced: boolean; focus: boolean }) => {
    await page.setViewportSize(size);
    const walk = await walkReport(page);
    problems.reflow.push(...walk.reflow);
    problems['sticky-parts'].push(...walk.sticky);
    problems['nothing-covers-content'].push(...walk.covers);
    if (spaced) problems.reflow.push(...(await withTextSpacing(page, () => walkReport(page, { textOnly: true }))).reflow.map((p) => `${p}, with text spacing`));
    if (focus) problems['focus-visible'].push(...(await focusWalk(page)).problems);
  };
  await walkAt(READER_SIZES.zoom400, { spaced: whole, focus: false });
  if (whole) await walkAt(READER_SIZES.zoom200, { spaced: true, focus: true });
  if (whole) {
    await page.setViewportSize(READER_SIZES.phone);
    problems['focus-visible'].push(...(await focusWalk(page)).problems);
  }
  await walkAt(READER_SIZES.desktop, { spaced: false, focus: true });
  if (whole) problems['forced-colors'].push(...(await forcedColorsProblems(page)));
  return problems;
}
