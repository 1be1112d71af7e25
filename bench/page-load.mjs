// Page load benchmark (npm run bench → scripts/bench-page.sh; not a test):
//  1. the bytes each first load transfers (HTML, JS, CSS, WASM; raw and gzip -9), for the main
//     page, the embed, the embed builder and <tapis-calculator> on another site's page, with no
//     service worker and an empty cache; plus what the service worker precaches afterwards;
//  2. the time from navigation to the first rendered pot table in headless Chromium, median of N
//     runs (cold cache, new context each run), and warm (second visit, HTTP cache).
// Usage: node bench/page-load.mjs http://127.0.0.1:PORT/ [runs]
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const base = process.argv[2] || 'http://127.0.0.1:4173/';
const runs = Number(process.argv[3] || 15);
const BUDGET_GZIP = 125 * 1024; // issue 11: under 125 KB gzip
const BUDGET_MS = 300;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

const kindOf = (url, type) => {
  const path = new URL(url).pathname;
  if (path.endsWith('.wasm')) return 'WASM';
  if (path.endsWith('.css')) return 'CSS';
  if (path.endsWith('.js') || path.endsWith('.mjs')) return 'JS';
  if (path.endsWith('.html') || path.endsWith('/') || type === 'document') return 'HTML';
  return 'other';
};

const bodyCache = new Map();
async function sizes(url) {
  if (!bodyCache.has(url)) {
    const res = await fetch(url);
    const buf = Buffer.from(await res.arrayBuffer());
    bodyCache.set(url, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }
  return bodyCache.get(url);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// A host page of another origin (for the element): the test fixture when the server serves it.
const articleBase = base.replace('127.0.0.1', 'localhost');
// The budget is for what a reader opens from an article or at the table: the page (in English and
// in French), the embed and <tapis-calculator>. The embed builder (an author's tool, opened once
// to write a snippet) and the practice page (its own core, with the seven drills) are measured
// and reported, without a budget.
const scenarios = [
  { name: 'main page (?example=002-ex2)', url: `${base}?lang=en&example=002-ex2`, table: 'table.pot-table', budget: true },
  { name: 'embed (#preset=guide-002-ex2)', url: `${base}embed.html#preset=guide-002-ex2&lang=en&mode=pots`, table: 'table.pot-table', budget: true },
  // The same in French: its own catalogue only (the page says every code in its language).
  { name: 'main page in French', url: `${base}?lang=fr&example=002-ex2`, table: 'table.pot-table', budget: true },
  { name: 'embed builder', url: `${base}embed-builder.html?lang=en`, table: 'body[data-ready="true"] .summary' },
  // The practice page (issue 32): a drill drawn, with the core that has the drills.
  { name: 'practice', url: `${base}practice.html#level=2&seed=9&lang=en`, table: '.practice-stakes' },
];

async function firstLoad(s) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const seen = new Map();
  page.on('requestfinished', (r) => {
    const url = r.url();
    if (url.startsWith('data:') || url.startsWith('chrome')) return;
    seen.set(url, r.resourceType());
  });
  await page.goto(s.url);
  await page.locator(s.table).first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  const byKind = {};
  for (const [url, type] of seen) {
    const k = kindOf(url, type);
    const z = await sizes(url);
    byKind[k] ??= { raw: 0, gzip: 0, files: 0 };
    byKind[k].raw += z.raw;
    byKind[k].gzip += z.gzip;
    byKind[k].files += 1;
  }
  return byKind;
}

async function timeToTable(s, warm = false) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript((selector) => {
      const check = () => {
        if (document.querySelector(selector) && !window.__tableAt) window.__tableAt = performance.now();
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
    }, s.table);
    if (warm) {
      await page.goto(s.url);
      await page.waitForFunction(() => window.__tableAt);
      await page.goto('about:blank');
    }
    await page.goto(s.url);
    await page.waitForFunction(() => window.__tableAt, null, { timeout: 20_000 });
    times.push(await page.evaluate(() => window.__tableAt));
    await context.close();
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0], max: times.at(-1) };
}

console.log(`Tapis page load, ${base}, Chromium ${browser.version()}, ${runs} runs per timing\n`);
console.log('First load (empty cache, no service worker): bytes transferred by kind, raw / gzip -9');
let worst = 0;
for (const s of scenarios) {
  const byKind = await firstLoad(s);
  let raw = 0;
  let gzip = 0;
  const parts = [];
  for (const k of ['HTML', 'JS', 'CSS', 'WASM', 'other']) {
    if (!byKind[k]) continue;
    raw += byKind[k].raw;
    gzip += byKind[k].gzip;
    parts.push(`${k} ${kb(byKind[k].raw)} / ${kb(byKind[k].gzip)} (${byKind[k].files})`);
  }
  if (s.budget) worst = Math.max(worst, gzip);
  const verdict = s.budget ? `${gzip <= BUDGET_GZIP ? 'OK' : 'OVER'} (budget ${kb(BUDGET_GZIP)})` : '(no budget)';
  console.log(`  ${s.name.padEnd(32)} total ${kb(raw)} / ${kb(gzip)} gzip  ${verdict}`);
  console.log(`    ${parts.join('; ')}`);
}

// <tapis-calculator> on another site's page: the element's bundle, its chunks and the .wasm.
{
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const seen = new Map();
  page.on('requestfinished', (r) => seen.set(r.url(), r.resourceType()));
  const res = await page.goto(`${articleBase}__tests__/article.html`).catch(() => null);
  if (res?.ok()) {
    await page.locator('tapis-calculator table.pot-table').waitFor();
    await page.waitForLoadState('networkidle');
    let raw = 0;
    let gzip = 0;
    for (const [url] of seen) {
      if (!url.startsWith(base) || url.includes('embed')) continue; // the element's files only
      const z = await sizes(url);
      raw += z.raw;
      gzip += z.gzip;
    }
    worst = Math.max(worst, gzip);
    console.log(
      `  ${'<tapis-calculator> on a host page'.padEnd(32)} total ${kb(raw)} / ${kb(gzip)} gzip  ${gzip <= BUDGET_GZIP ? 'OK' : 'OVER'} (element JS + chunks + WASM)`,
    );
  } else console.log('  <tapis-calculator>: no article fixture (serve with TAPIS_TEST_FIXTURES=1)');
  await context.close();
}

// What the service worker fetches after the first load, to work offline.
{
  const sw = await (await fetch(`${base}sw.js`)).text();
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  for (const u of new Set(urls)) {
    const z = await sizes(new URL(u, base).href);
    raw += z.raw;
    gzip += z.gzip;
  }
  console.log(`  ${'service worker precache (later)'.padEnd(32)} ${new Set(urls).size} files, ${kb(raw)} / ${kb(gzip)} gzip`);
}

console.log(`\nNavigation → first rendered pot table (ms; median [min–max] of ${runs})`);
let worstMs = 0;
for (const s of scenarios.slice(0, 2)) {
  // the main page and the embed
  const cold = await timeToTable(s);
  const warm = await timeToTable(s, true);
  worstMs = Math.max(worstMs, cold.median);
  console.log(
    `  ${s.name.padEnd(32)} cold ${cold.median.toFixed(0)} [${cold.min.toFixed(0)}–${cold.max.toFixed(0)}]  warm ${warm.median.toFixed(0)} [${warm.min.toFixed(0)}–${warm.max.toFixed(0)}]  ${cold.median <= BUDGET_MS ? 'OK' : 'OVER'} (budget ${BUDGET_MS} ms)`,
  );
}
console.log(
  `\nBudgets: first load ${kb(worst)} gzip, the largest of the budgeted pages (≤ ${kb(BUDGET_GZIP)}: ${worst <= BUDGET_GZIP ? 'met' : 'NOT met'}); table ${worstMs.toFixed(0)} ms (≤ ${BUDGET_MS} ms: ${worstMs <= BUDGET_MS ? 'met' : 'NOT met'})`,
);
await browser.close();
