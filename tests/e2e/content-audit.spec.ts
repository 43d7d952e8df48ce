import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { JOB_ROLES, payRangeText } from '../../src/content/jobs';
import { OFFICES } from '../../src/content/offices';
import { SHOP_PRODUCTS } from '../../src/content/pages/shop';
import { CONTACT_HOURS, MAILBOXES, MAIL_DOMAIN, NEWSLETTER_RHYTHM, PHONE } from '../../src/content/site';
import { CARE_COST_RATES } from '../../src/content/calculators';
import { SERVICE_CARE_TYPE } from '../../src/content/service-care-type';
import { SERVICES } from '../../src/content/services';
import { htmlFilesUnder } from '../../scripts/built-html.mjs';
import { expect, sharedTabTest } from './fixtures';

/**
 * Every word true (docs/spec/DECISIONS.md "Brand and contact facts"): the facts the content modules type are written one way on every
 * built page. One pass reads each HTML document of dist/ (routes, not-found pages, redirect pages)
 * into its visible text and the strings of its structured data, then each check looks for the same
 * fact in a different form: an Active office called upcoming, another newsletter rhythm, a mailbox
 * or toll-free number that is not the company's, hours or pay not in their typed form, a price no
 * typed source gives.
 */
const dist = join(process.cwd(), 'dist');

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

const BLOCK_END = /<\/(p|li|h[1-6]|div|dd|dt|td|th|button|label|section|header|footer|nav|main|ul|ol|dl|table|tr|figcaption|blockquote)>|<br\s*\/?>/gi;

/** What a visitor reads: the body without scripts, styles or comments; block ends become line breaks. */
function visibleText(html: string): string {
  const body = html.replace(/<head>[\s\S]*?<\/head>/i, ' ');
  return decode(
    body
      .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(BLOCK_END, '\n')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/[ \t\r\f\v]+/g, ' ')
    .replace(/ ?\n[\n ]*/g, '\n');
}

/** Every string of the page's JSON-LD (FAQ answers, job postings...): what a search result shows. */
function structuredStrings(html: string): string[] {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) collect(JSON.parse(m[1] ?? 'null'));
  return strings;
}

interface Document {
  file: string;
  path: string;
  html: string;
  visible: string;
  /** The visible text and the structured data's strings, one per line. */
  text: string;
}

// The one pass over the files.
const documents: Document[] = htmlFilesUnder(dist).map((file) => {
  const html = readFileSync(join(dist, file), 'utf8');
  const visible = visibleText(html);
  const path = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return { file: relative(dist, join(dist, file)), path, html, visible, text: [visible, ...structuredStrings(html)].join('\n') };
});

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sentencesOf = (text: string) => text.split(/\n|(?<=[.!?])\s+/);
const byPath = (path: string) => documents.find((d) => d.path === path)!;

/** `where: match` for each match of a pattern in each document's text. */
function findings(pattern: RegExp, keep: (match: string, doc: Document) => boolean, of: (doc: Document) => string = (doc) => doc.text): string[] {
  return documents.flatMap((doc) =>
    [...of(doc).matchAll(pattern)]
      .map((m) => m[0])
      .filter((match) => keep(match, doc))
      .map((match) => `${doc.file}: ${match}`),
  );
}

sharedTabTest('the audit reads every built document', () => {
  expect(documents.length).toBeGreaterThan(50);
  for (const path of ['/', '/contact-us', '/locations', '/careers', '/shop', '/newsletter-signup', '/blog', '/404', '/blog/404']) {
    expect(byPath(path), path).toBeDefined();
  }
});

sharedTabTest('offices: each shown with its typed status, and no Active office called upcoming or opening', () => {
  for (const path of ['/contact-us', '/locations']) {
    const flat = byPath(path).visible.replace(/\s+/g, ' ');
    for (const office of OFFICES) expect(flat, `${path}: ${office.name}`).toContain(`${office.name} ${office.status}`);
  }
  const notYetOpen = '(on the way|opening soon|coming soon|will open|opens (in|this|next)|not yet open|upcoming)';
  for (const office of OFFICES.filter((o) => o.status === 'Active')) {
    const town = escapeRe(office.town);
    const called = new RegExp(`\\b${town}\\b[^.\\n]{0,80}\\b${notYetOpen}\\b|\\b${notYetOpen}\\b[^.\\n]{0,40}\\b${town}\\b`, 'gi');
    expect(
      findings(called, () => true),
      `${office.town} is Active`,
    ).toEqual([]);
  }
  if (OFFICES.every((o) => o.status === 'Active')) {
    const month = '(January|February|March|April|May|June|July|August|September|October|November|December)';
    expect(
      findings(new RegExp(`\\bUpcoming\\b|\\bOpening ${month} \\d{4}`, 'g'), () => true),
      'no office is Upcoming',
    ).toEqual([]);
  }
});

sharedTabTest(`the newsletter is "${NEWSLETTER_RHYTHM}" wherever its rhythm is said, and said where it is offered`, () => {
  const rhythm =
    /\b(daily|weekly|biweekly|bi-weekly|fortnightly|monthly|(once|twice|three times) a (week|month)|every (week|month|two weeks|other week)|a (week|month))\b/i;
  const aboutMail = /newsletter|e-?mails?\b|inbox|subscri/i;
  const other: string[] = [];
  for (const doc of documents) {
    for (const sentence of sentencesOf(doc.text)) {
      if (aboutMail.test(sentence) && rhythm.test(sentence) && rhythm.test(sentence.split(NEWSLETTER_RHYTHM).join(' '))) other.push(`${doc.file}: ${sentence}`);
    }
  }
  expect(other).toEqual([]);
  for (const path of ['/newsletter-signup', '/blog', '/']) expect(byPath(path).visible, path).toContain(NEWSLETTER_RHYTHM);
});

sharedTabTest('mailboxes: only the company’s (info@ and the two coordinators’), and no personal profiles', () => {
  const mailbox = new RegExp(`[a-z0-9._%+-]+@${escapeRe(MAIL_DOMAIN)}\\b`, 'gi');
  expect(
    findings(
      mailbox,
      (m) => !MAILBOXES.includes(m.toLowerCase()),
      (doc) => doc.html,
    ),
  ).toEqual([]);
  expect(
    findings(
      /linkedin\.com\/in\/[^"'\s<]*/gi,
      () => true,
      (doc) => doc.html,
    ),
  ).toEqual([]);
});

sharedTabTest('the toll-free number is the one typed, in its display, link and international forms', () => {
  const tollFree = /(?:\+?1[-. ]?)?\(?8(?:00|33|44|55|66|77|88)\)?[-. ]?\d{3}[-. ]?\d{4}\b/g;
  expect(findings(tollFree, (m) => m !== PHONE.display && m !== PHONE.e164)).toEqual([]);
  const links = /(?:tel:|wa\.me\/)\+?1?8(?:00|33|44|55|66|77|88)\d{7}/g;
  expect(
    findings(
      links,
      (m) => m !== PHONE.href && m !== `wa.me/${PHONE.e164.slice(1)}`,
      (doc) => doc.html,
    ),
  ).toEqual([]);
});

sharedTabTest('contact hours appear only in their typed form, with their days', () => {
  const time = '\\d{1,2}(?::\\d{2})?\\s*(?:AM|PM|a\\.m\\.|p\\.m\\.)';
  const range = new RegExp(`${time}\\s*(?:-|–|—|to)\\s*${time}`, 'gi');
  const typed = CONTACT_HOURS.map((h) => h.hours as string);
  expect(findings(range, (m) => !typed.includes(m))).toEqual([]);
  // A typed range always follows its own days.
  const days = '(Monday to Friday|Mon(?:day)?\\s*[-–]\\s*Fri(?:day)?|weekdays|Saturday and Sunday|Sat(?:urday)?\\s*[-–]\\s*Sun(?:day)?|weekends)';
  const withDays = new RegExp(`${days}[,:]?\\s*(?:from\\s*)?${time}\\s*(?:-|–|—|to)\\s*${time}`, 'gi');
  const pairs = CONTACT_HOURS.flatMap((h) => [`${h.days}: ${h.hours}`, `${h.days}, ${h.hours}`]);
  expect(findings(withDays, (m) => !pairs.includes(m))).toEqual([]);
  const rangeCount = (doc: Document) => [...doc.text.matchAll(range)].length;
  const withDaysCount = (doc: Document) => [...doc.text.matchAll(withDays)].length;
  expect(
    documents.filter((doc) => rangeCount(doc) !== withDaysCount(doc)).map((doc) => doc.file),
    'hours without their days',
  ).toEqual([]);
  // The 24-hour form is for structured data only.
  expect(
    findings(
      /\b\d{2}:\d{2}\s*[-–]\s*\d{2}:\d{2}\b/g,
      () => true,
      (doc) => doc.visible,
    ),
  ).toEqual([]);
});

/**
 * Dollars as a Canadian reader writes them ("$1,234.56"), worked out here with the browser's own
 * formatter, not the site's (decision 0078: an audit does not ask the code it audits).
 */
const dollars = (amount: number) => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(amount);

sharedTabTest('amounts in dollars come from a typed source: shop prices, pay ranges, the two calculators', () => {
  const amount = /-?\$\s?\d[\d,]*(?:\.\d{2})?/g;
  const amountsOf = (doc: Document) => [...doc.visible.matchAll(amount)].map((m) => m[0]);
  const calculators = new Set(['/care-cost-calculator', '/franchise']);
  const shop = byPath('/shop');
  expect(new Set(amountsOf(shop))).toEqual(new Set(SHOP_PRODUCTS.map((p) => dollars(p.price))));
  const careers = byPath('/careers');
  for (const role of JOB_ROLES) expect(careers.visible).toContain(payRangeText(role.pay));
  const payRange = /\$[\d,]+(?:\.\d{2})?\s*(?:-|–|to)\s*\$[\d,]+(?:\.\d{2})?\s*(?:an hour|a day|a year|per hour|per day|per year|\/h(?:our)?)/gi;
  expect(
    findings(
      payRange,
      (m) => !JOB_ROLES.some((role) => payRangeText(role.pay) === m),
      (doc) => doc.visible,
    ),
  ).toEqual([]);
  // Each service page quotes one amount, its care type's rate in the GTA from the calculator's table
  // (decision 0049): the care type's hourly rate times the GTA's multiplier, to the cent.
  const gtaRate = (careType: keyof typeof CARE_COST_RATES.hourlyRate) =>
    Math.round(CARE_COST_RATES.hourlyRate[careType] * CARE_COST_RATES.regionMultiplier.gta * 100) / 100;
  const servicePages = SERVICES.flatMap((service) => {
    const careType = SERVICE_CARE_TYPE[service.serviceType];
    return careType ? [{ doc: byPath(service.path), rate: dollars(gtaRate(careType)) }] : [];
  });
  for (const { doc, rate } of servicePages) expect(new Set(amountsOf(doc)), doc.path).toEqual(new Set([rate]));
  const quoting = new Set(servicePages.map((s) => s.doc));
  const elsewhere = documents.filter((doc) => !calculators.has(doc.path) && doc !== shop && doc !== careers && !quoting.has(doc));
  expect(elsewhere.flatMap((doc) => amountsOf(doc).map((a) => `${doc.file}: ${a}`))).toEqual([]);
});

/**
 * A state's declarations (why it leaves an event alone) are for the lab and the properties, not for
 * visitors: the default build strips every machine's `meta` (vite.config.ts, decision 0055), the
 * lab build keeps it. One reason, written out here, is looked for in both builds' scripts.
 */
sharedTabTest("machines' declarations reach the lab's scripts and none of the site's", () => {
  const reason = 'The panel is closed: only the floating button, which opens it, is shown.';
  const scriptsHolding = (build: string) =>
    readdirSync(join(process.cwd(), build, 'assets'))
      .filter((file) => file.endsWith('.js') && readFileSync(join(process.cwd(), build, 'assets', file), 'utf8').includes(reason))
      .map((file) => file.replace(/-[\w-]{8}\.js$/, '.js'));
  expect(scriptsHolding('dist')).toEqual([]);
  expect(scriptsHolding('dist-lab')).toEqual(['chat-widget.js']);
});
