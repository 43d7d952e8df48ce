import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** The phone gate's clipped-text check (installed by `installClippedTextCheck`): one line per cut text in `parts`. */
    phoneGateClippedText?: (parts: Element[]) => string[];
  }
}

/**
 * The phone gate's clipped-text check (decision 0084): words cut in the fixed and sticky
 * parts (the header, the call-to-action bar, the launchers, an opened menu), which a visitor
 * cannot scroll to see. A text node's words are cut when, in a part:
 *
 * - its element clips it (`overflow: hidden | clip`, with an ellipsis or not) and is too small for
 *   it (`scrollWidth > clientWidth + 1`, or the same in height), or
 * - the text's box (a Range's) runs more than 1 px past what clips it: its element or an ancestor
 *   inside the part with `overflow: hidden | clip`, and for a fixed part the screen's edges (a fixed
 *   part does not widen the page: what runs past the screen is never seen, and the "runs off the
 *   screen" check cannot see it). A box that scrolls (`auto | scroll`) clips nothing on its axis:
 *   what it hides, the visitor scrolls to.
 *
 * And a control of a fixed part (a link, a button, a field) is cut when its box runs past the screen's
 * edge, its words whole or not: the bar's call button, 11 px past a 390 px screen on
 * /fr/nous-joindre, showed its words and half its edge.
 *
 * Words hidden on purpose are not cut: a visually hidden label (a box of 2 px or less, or clipped to
 * nothing) whose words are in an accessible name, an element not shown, a closed panel (a box of
 * 2 px or less around them).
 *
 * The check runs in the page, at each of the gate's stops: `page.evaluate` sends one function, so
 * the gate installs this one as a page function first (`window.phoneGateClippedText`). Each line
 * names the route, the screen's width, the words in full and what shows of them:
 * `/fr/nous-joindre at 360 px: « Appelez-nous » in the bottom bar is cut by the screen's edge (shows « Appelez-n »)`.
 */
export async function installClippedTextCheck(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.phoneGateClippedText) return;
    type Box = { left: number; right: number; top: number; bottom: number };
    const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
    const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
    /** The part as a visitor names it. */
    const partName = (part: Element) => {
      if (part.matches('.sticky-cta-bar')) return 'the bottom bar';
      if (part.matches('.site-header, header')) return 'the header';
      if (part.matches('.chat-slot')) return 'the chat launcher';
      if (part.matches('.floating-message-button')) return 'the messaging button';
      if (part.matches('.site-dock')) return 'the dock';
      const label = part.getAttribute('aria-label') ?? part.querySelector('[aria-label]')?.getAttribute('aria-label');
      return `the fixed part ${label ? `"${label}"` : (part.getAttribute('class') ?? part.tagName.toLowerCase())}`;
    };
    // Hidden on purpose: a visually hidden label (its words in an accessible name), or a closed panel.
    const hiddenOnPurpose = (el: Element, style: CSSStyleDeclaration) => {
      const r = el.getBoundingClientRect();
      return r.width <= 2 || r.height <= 2 || style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
    };
    /** What shows of a text node inside `box`: the graphemes whose middle is in it. */
    const shownOf = (node: Text, box: Box) => {
      const range = document.createRange();
      let shown = '';
      let at = 0;
      for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(node.data)) {
        range.setStart(node, at);
        range.setEnd(node, at + segment.length);
        at += segment.length;
        const r = range.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (r.width > 0 && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) shown += segment;
      }
      return shown.replace(/\s+/g, ' ').trim();
    };

    /** Whether a box between `el` and `part` scrolls on each axis (what it hides is not cut). */
    const scrollsBetween = (el: Element, part: Element) => {
      const scrolled = { x: false, y: false };
      for (let a: Element | null = el.parentElement; a && part.contains(a); a = a === part ? null : a.parentElement) {
        const style = getComputedStyle(a);
        scrolled.x ||= scrolls(style.overflowX);
        scrolled.y ||= scrolls(style.overflowY);
      }
      return scrolled;
    };
    const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea';

    window.phoneGateClippedText = (parts: Element[]) => {
      const lines: string[] = [];
      const where = `${location.pathname} at ${innerWidth} px`;
      for (const part of parts) {
        const fixed = getComputedStyle(part).position === 'fixed';
        // A fixed part's controls past the screen's edge.
        const controls = fixed ? [...(part.matches(CONTROLS) ? [part] : []), ...part.querySelectorAll(CONTROLS)] : [];
        for (const control of controls) {
          const r = control.getBoundingClientRect();
          const style = getComputedStyle(control);
          if (hiddenOnPurpose(control, style) || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
          const scrolled = scrollsBetween(control, part);
          const pastX = !scrolled.x && (r.left < -1 || r.right > innerWidth + 1);
          const pastY = !scrolled.y && (r.top < -1 || r.bottom > innerHeight + 1);
          if (!pastX && !pastY) continue;
          const label = (control.getAttribute('aria-label') || control.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 60);
          const kind = control.tagName === 'A' ? 'the link' : control.tagName === 'BUTTON' ? 'the button' : 'the field';
          lines.push(`${where}: ${kind} « ${label} » in ${partName(part)} is cut by the screen’s edge`);
        }
        const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
        const reported = new Set<Element>();
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          const words = node.data.replace(/\s+/g, ' ').trim();
          const el = node.parentElement;
          if (!words || !el || reported.has(el) || el.closest('svg, style, script, template')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const text = range.getBoundingClientRect();
          if (text.width === 0 || text.height === 0) continue;
          const own = getComputedStyle(el);
          if (own.visibility === 'hidden' || Number(own.opacity) === 0) continue;
          // What clips the words inside the part, on each axis up to a box that scrolls on it.
          const box: Box = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };
          let scrolled = { x: false, y: false };
          let hidden = false;
          for (let a: Element | null = el; a; a = a === part ? null : a.parentElement) {
            const style = a === el ? own : getComputedStyle(a);
            if (hiddenOnPurpose(a, style) || Number(style.opacity) === 0) {
              hidden = true;
              break;
            }
            const r = a.getBoundingClientRect();
            const inner = { left: r.left + a.clientLeft, top: r.top + a.clientTop };
            if (!scrolled.x && clips(style.overflowX)) {
              box.left = Math.max(box.left, inner.left);
              box.right = Math.min(box.right, inner.left + a.clientWidth);
            }
            if (!scrolled.y && clips(style.overflowY)) {
              box.top = Math.max(box.top, inner.top);
              box.bottom = Math.min(box.bottom, inner.top + a.clientHeight);
            }
            scrolled = { x: scrolled.x || scrolls(style.overflowX), y: scrolled.y || scrolls(style.overflowY) };
          }
          if (hidden) continue;
          const past = (b: Box) => text.left < b.left - 1 || text.right > b.right + 1 || text.top < b.top - 1 || text.bottom > b.bottom + 1;
          // Its own box too small for its words, or the words past a box that clips them.
          const byBox =
            (clips(own.overflowX) && el.scrollWidth > el.clientWidth + 1) || (clips(own.overflowY) && el.scrollHeight > el.clientHeight + 1) || past(box);
          // A fixed part's words past the screen's edge, on an axis no box scrolls.
          if (fixed && !scrolled.x) Object.assign(box, { left: Math.max(box.left, 0), right: Math.min(box.right, innerWidth) });
          if (fixed && !scrolled.y) Object.assign(box, { top: Math.max(box.top, 0), bottom: Math.min(box.bottom, innerHeight) });
          if (!byBox && !past(box)) continue;
          reported.add(el);
          const shown = shownOf(node, box);
          lines.push(
            `${where}: « ${words} » in ${partName(part)} is cut by ${byBox ? 'its box' : 'the screen’s edge'} (${shown ? `shows « ${shown} »` : 'none of it shows'})`,
          );
        }
      }
      return lines;
    };
  });
}
