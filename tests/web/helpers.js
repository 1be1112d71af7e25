// Shared steps for the page tests: open the page, type a hand, read the tables back.
import { expect } from '@playwright/test';

/** Spaces as Intl and the page may write them (no-break, narrow no-break) read as plain spaces. */
export const norm = (s) =>
  String(s)
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function fmt(lang) {
  const f = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { maximumFractionDigits: 0 });
  return (n) => norm(f.format(n));
}

/** Opens the page (language forced unless null) and waits until the rules core is loaded. */
export async function openPage(page, { lang = 'en', query = '' } = {}) {
  const params = new URLSearchParams(query);
  if (lang) params.set('lang', lang);
  const qs = params.toString();
  await page.goto(qs ? `./?${qs}` : './');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
}

/** Opens the page and switches to hand mode (its module loads on demand). */
export async function openHandMode(page, { lang = 'en', query = '' } = {}) {
  await openPage(page, { lang, query });
  await page.getByRole('button', { name: lang === 'fr' ? /^Coup/ : /^Hand/ }).click();
  await expect(page.locator('#hand-mode')).toBeVisible();
  await expect(page.locator('#quick-mode')).toBeHidden();
  await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
}

export const field = (page, path) => page.locator(`[data-field="${path}"]`);
export const errorOf = (page, path) => page.locator(`#f-${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '')}-error`);

/** The codes of the messages in an error slot: kept as attributes, never shown as text. */
export const codesOf = (locator) => locator.locator('[data-code]').evaluateAll((els) => els.map((e) => e.dataset.code));

/** Clears a field and types into it key by key, as a person would. */
export async function typeInto(locator, text) {
  await locator.click();
  await locator.press('ControlOrMeta+a');
  await locator.press('Backspace');
  if (text !== '') await locator.pressSequentially(text);
}

/**
 * Starts a new hand and types the players in: [{name, committed, folded?}], deadMoney as typed.
 */
export async function typeHand(page, { players, deadMoney = '' }) {
  await page.getByRole('button', { name: /^(New hand|Nouveau coup)$/ }).click();
  const rows = page.locator('.player-row');
  while ((await rows.count()) < players.length) await page.locator('button[data-action="add"]').click();
  while ((await rows.count()) > players.length) await page.locator('button[data-action="remove"]').last().click();
  for (const [i, p] of players.entries()) {
    await typeInto(field(page, `players[${i}].name`), p.name);
    await typeInto(field(page, `players[${i}].committed`), p.committed);
    if (p.folded) await field(page, `players[${i}].folded`).check();
  }
  await typeInto(field(page, 'deadMoney'), deadMoney);
}

/** Showdown ranks by name: {A: 1, C: 2, ...} (1 = best). */
export async function setRanks(page, ranks) {
  const names = await page.locator('[data-field$="].name"]').evaluateAll((els) => els.map((e) => e.value));
  for (const [name, rank] of Object.entries(ranks)) {
    const i = names.indexOf(name);
    if (i < 0) throw new Error(`no player ${name}`);
    await field(page, `players[${i}].rank`).selectOption(String(rank));
  }
}

/** The pot table as text: header cells, and per row [Pot, Calculation, Amount, Eligible players]. */
export async function readPotTable(page) {
  const table = page.locator('table.pot-table');
  await expect(table).toBeVisible();
  const data = await table.evaluate((t) => {
    const text = (el) => {
      if (!el) return '';
      const copy = el.cloneNode(true);
      copy.querySelectorAll('.vh, .split-line').forEach((n) => n.remove());
      return copy.textContent;
    };
    return {
      caption: t.caption?.textContent ?? '',
      heads: [...t.tHead.rows[0].cells].map((c) => c.textContent),
      rows: [...t.tBodies[0].rows].map((r) => [...r.cells].map(text)),
      winners: [...t.tBodies[0].rows].map((r) => [...r.querySelectorAll('.winner')].map((w) => text(w))),
      splits: [...t.tBodies[0].rows].map((r) => r.querySelector('.split-line')?.textContent ?? ''),
      check: t.tFoot?.textContent ?? '',
    };
  });
  const n = (x) => (Array.isArray(x) ? x.map(n) : norm(x));
  return {
    caption: norm(data.caption),
    heads: n(data.heads),
    rows: n(data.rows),
    winners: n(data.winners),
    splits: data.splits.map(norm),
    check: norm(data.check),
  };
}

/** The per-player table: {name: {committed, collects, net}} as displayed. */
export async function readPlayerTable(page) {
  const rows = await page
    .locator('table.player-table tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [tr.dataset.player, ...[...tr.querySelectorAll('td')].map((td) => td.textContent)]));
  return Object.fromEntries(rows.map(([name, committed, collects, net]) => [name, { committed: norm(committed), collects: norm(collects), net: norm(net) }]));
}

/** Guide 002, example 2: 1 200 in the middle, then A 1 200, B 3 700, C 2 200, D 5 700, typed in
 * the ways people write thousands. */
export const guide002ex2 = {
  deadMoney: '1 200',
  players: [
    { name: 'A', committed: '1200' },
    { name: 'B', committed: '3,700' },
    { name: 'C', committed: '2.200' },
    { name: 'D', committed: '5 700' },
  ],
};

/**
 * The equity engine (the worker's .wasm) arrives late, as on a slow phone: it is held until
 * release(), so a computation stays under way, its progress bar and Cancel on screen, for as long as
 * the test needs them. Without it a "long" run (Omaha, nine players, Monte Carlo) lasts half a
 * second once its panel shows, and on a busy machine it ended (its result drawn over the panel,
 * Cancel with it) before the click could land. The page's service worker must be blocked
 * (`test.use({ serviceWorkers: 'block' })`): its precache would answer the request.
 */
export async function holdEquityEngine(page) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/assets\/tapis-equity-[\w-]+\.wasm$/, async (route) => {
    held++;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}
