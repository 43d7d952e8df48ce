import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }); const p = await ctx.newPage();
await p.goto('http://127.0.0.1:4391/machine-lab?machine=' + process.argv[2] + '&events=' + encodeURIComponent(process.argv[3] ?? '[]'));
await p.waitForTimeout(2500);
const sel = process.argv[4];
if (sel) await p.locator(sel).first().scrollIntoViewIfNeeded();
await p.screenshot({ path: '/tmp/lab-shot.png' });
await b.close();
