import type { Page } from '@playwright/test';
import { expect, sharedTabTest } from './fixtures';
import { READER_SIZES, focusWalk, forcedColorsProblems, targetSizeProblems, walkReport, withTextSpacing } from './readers-gate';

/**
 * The readers gate (./readers-gate.ts) on small pages of its own (`page.setContent`): each check
 * fails on what it is there to catch (a wide element, a focus hidden under the bar, a 20 px target,
 * ...) and passes on the same page mended, so that it neither misses a problem nor cries wolf. The
 * site itself is held to the gate by route-gate.spec.ts and the journeys.
 */

/** A page of paragraphs, with `body` inserted in its middle and `head` in its style. */
async function fixture(page: Page, { style = '', body = '' }: { style?: string; body?: string }) {
  const words = 'A line of words to read, long enough to wrap on a narrow screen and fill the page. '.repeat(6);
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>fixture</title><style>body { margin: 0; font: 16px/1.5 sans-serif; } main { padding: 0 16px; } ${style}</style></head>` +
      `<body><header class="top">Site</header><main>${`<p>${words}</p>`.repeat(4)}${body}${`<p>${words}</p>`.repeat(4)}</main></body></html>`,
  );
}

sharedTabTest.describe('the readers gate', () => {
  sharedTabTest('reflow: a deliberately wide element runs off the screen at 320 px; the same page without it passes', async ({ page }) => {
    await page.setViewportSize(READER_SIZES.zoom400);
    await fixture(page, { body: '<div id="wide" style="width: 400px; height: 10px; background: #ccc"></div>' });
    expect((await walkReport(page)).reflow).toEqual([expect.stringMatching(/^runs off the screen: 416 px wide in 320 px at 320 x 256 \(div/)]);
    await page.evaluate(() => document.getElementById('wide')!.remove());
    expect((await walkReport(page)).reflow).toEqual([]);
  });

  sharedTabTest('reflow: text cut by an ellipsis, and a word that fits only without text spacing', async ({ page }) => {
    await page.setViewportSize(READER_SIZES.zoom400);
    await fixture(page, {
      body: '<p id="cut" style="width: 120px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">In-home senior care in 24 cities</p>',
    });
    expect((await walkReport(page)).reflow).toEqual([expect.stringMatching(/^text cut by an ellipsis in p "In-home senior care in 24 cities" at 320 x 256/)]);
    // About 257 px of a 288 px line: it fits, until WCAG 1.4.12's letter spacing widens it (by 51 px).
    await page.evaluate(() => {
      document.getElementById('cut')!.remove();
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<p><span style="display: inline-block; font: 33px monospace">Compassionate</span></p>');
    });
    expect((await walkReport(page)).reflow).toEqual([]);
    expect((await withTextSpacing(page, () => walkReport(page, { textOnly: true }))).reflow).toEqual([
      expect.stringMatching(/^runs off the screen: \d+ px wide in 320 px/),
    ]);
  });

  sharedTabTest('sticky parts: a header and a bar taking more than a third of a short screen fail; a header that scrolls away passes', async ({ page }) => {
    await page.setViewportSize(READER_SIZES.zoom400);
    await fixture(page, {
      style:
        '.top { position: sticky; top: 0; height: 72px; background: #fff } .bar { position: fixed; left: 0; right: 0; bottom: 0; height: 64px; background: #5f2412; color: #fff }',
      body: '<aside class="bar">Care can start in 48 hours</aside>',
    });
    const report = await walkReport(page);
    expect(report.stickyMost).toBe(136);
    expect(report.sticky[0]).toBe('fixed and sticky parts take 136 of 256 px at 320 x 256, scroll 0');
    await page.addStyleTag({ content: '.top { position: static }' });
    expect(await walkReport(page)).toEqual({ reflow: [], sticky: [], covers: [], stickyMost: 64 });
  });

  sharedTabTest(
    'nothing covers content: a launcher floating over the page and an empty bar fail; a launcher in a bar that holds words passes',
    async ({ page }) => {
      await page.setViewportSize(READER_SIZES.desktop);
      await fixture(page, {
        style:
          '.launcher { position: fixed; left: 16px; bottom: 80px; } .dock { position: fixed; left: 0; right: 0; bottom: 0; height: 64px; background: #5f2412 }',
        body: '<div class="dock"></div><button class="launcher" type="button">Chat with us</button>',
      });
      const { covers } = await walkReport(page);
      expect(covers.some((line) => /^button\.launcher "Chat with us" covers p "A line of words/.test(line))).toBe(true);
      expect(covers.some((line) => /^an empty bar div\.dock ""/.test(line))).toBe(true);
      await page.addStyleTag({ content: '.launcher { bottom: 12px; }' });
      await page.evaluate(() => document.querySelector('.dock')!.append('Care can start in 48 hours'));
      expect((await walkReport(page)).covers).toEqual([]);
    },
  );

  sharedTabTest(
    'focus: a field hidden under the bar when focused, and a 1 px ring, fail; scroll padding and room at the end as tall as the bar, and a 2 px ring, pass',
    async ({ page }) => {
      await page.setViewportSize(READER_SIZES.desktop);
      // The field ends the page: focus scrolls the page to its end, and the field stays at the screen's foot, under the bar.
      await fixture(page, {
        style:
          '.bar { position: fixed; z-index: 10; left: 0; right: 0; bottom: 0; height: 120px; background: #5f2412; color: #fff } input:focus { outline: 1px solid #18655f; }',
        body: '<aside class="bar">Care can start in 48 hours</aside>',
      });
      await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<label>Your e-mail <input name="email"></label>'));
      const hidden = await focusWalk(page);
      expect(hidden.hidden).toBe(1);
      expect(hidden.problems).toEqual([
        expect.stringMatching(/^input "email" hidden under aside\.bar when focused at 1280 x 800 \(scroll \d+\)$/),
        'focus ring 1 px on input "email" at 1280 x 800',
      ]);
      await page.addStyleTag({
        content: 'html { scroll-padding-bottom: 128px } body { padding-bottom: 120px } input:focus { outline: 2px solid #18655f; outline-offset: 2px }',
      });
      expect(await focusWalk(page)).toEqual({ problems: [], stops: 1, hidden: 0 });
    },
  );

  sharedTabTest('focus: a ring with too little contrast fails', async ({ page }) => {
    await page.setViewportSize(READER_SIZES.desktop);
    await fixture(page, { style: 'a:focus { outline: 3px solid #dddddd; }', body: '<a href="#here">A link</a>' });
    expect((await focusWalk(page)).problems).toEqual(['focus ring 1.4/1.4/1.4/1.4:1 on a "A link" at 1280 x 800']);
  });

  sharedTabTest('targets: a 20 px button beside another fails; at 24 px, or spaced apart, it passes', async ({ page }) => {
    await page.setViewportSize(READER_SIZES.phone);
    await fixture(page, {
      style: '.row button { width: 20px; height: 20px; padding: 0; margin: 0 1px; }',
      body: '<p>Mornings <span class="row"><button type="button" aria-label="Remove Monday">x</button><button type="button" aria-label="Remove Tuesday">x</button></span></p>',
    });
    expect(await targetSizeProblems(page)).toEqual([
      'button "Remove Monday" is 20 x 20 px, 22 px from button "Remove Tuesday"',
      'button "Remove Tuesday" is 20 x 20 px, 22 px from button "Remove Monday"',
    ]);
    await page.addStyleTag({ content: '.row button { margin: 0 8px; }' });
    expect(await targetSizeProblems(page)).toEqual([]);
    await page.addStyleTag({ content: '.row button { width: 24px; height: 24px; margin: 0 1px; }' });
    expect(await targetSizeProblems(page)).toEqual([]);
  });

  sharedTabTest(
    'forced colours: a state shown only by colour and a control drawn only by its background fail; an edge and a filled chosen one pass',
    async ({ page }) => {
      await page.setViewportSize(READER_SIZES.desktop);
      await fixture(page, {
        style:
          '.dot { appearance: none; width: 18px; height: 18px; border: 0; border-radius: 50%; background: #999; } .dot[aria-current="true"] { background: #7e3018; } :focus-visible { outline: 2px solid #18655f; outline-offset: 2px; }',
        body: '<div role="group" aria-label="Choose"><button class="dot" type="button" aria-label="Slide 1" aria-current="true"></button><button class="dot" type="button" aria-label="Slide 2"></button></div>',
      });
      expect(await forcedColorsProblems(page)).toEqual([
        'button "Slide 1" has no edge, no words and no icon in forced colours',
        'button "Slide 2" has no edge, no words and no icon in forced colours',
        'button "Slide 1" looks like button "Slide 2" in forced colours: its state shows only by colour',
      ]);
      await page.addStyleTag({
        content:
          '@media (forced-colors: active) { .dot { border: 2px solid ButtonText; } .dot[aria-current="true"] { forced-color-adjust: none; background: Highlight; } }',
      });
      expect(await forcedColorsProblems(page)).toEqual([]);
    },
  );
});
