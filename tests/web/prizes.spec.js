// Prize money (issue 31), as a tournament director types it: guide 002's example 2 as a final
// table, the pool split by a preset, every stack valued before and after the hand (ICM), the
// places of the players who bust; wrong prizes said at their field; a share link and the embed
// carry the prizes. In English and French, at 1200 and 390 px (the two projects).
import { test, expect } from '@playwright/test';
import { openPage, openHandMode, field, errorOf, typeInto, typeHand, setRanks, norm } from './helpers.js';
import { encodeSpec, decodeSpecFromUrl, finalTableSpec, articleUrl } from './embed-helpers.js';

const noOverflow = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The Prize money table: {name: [stack, before, after, change, place]} as displayed. */
async function readPrizeTable(target) {
  const table = target.locator('table.prize-table');
  await expect(table).toBeVisible();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [tr.dataset.player, ...[...tr.querySelectorAll('td')].map((td) => td.textContent)]));
  return Object.fromEntries(rows.map(([name, ...cells]) => [name, cells.map(norm)]));
}

const words = {
  en: {
    preset: '50 / 30 / 20 %',
    rows: {
      A: ['1,500', '144.18', '0.00', '−144.18', '4'],
      B: ['4,000', '288.89', '300.00', '+11.11', '2'],
      C: ['2,500', '220.21', '200.00', '−20.21', '3'],
      D: ['6,000', '346.72', '500.00', '+153.28', ''],
    },
    order: /bust in this hand: .*places 2 to 4 in that order\./,
    negative: 'The prize for place 2 cannot be negative.',
    cash: 'Prize money is for tournaments: set the format to tournament to value the stacks in prizes.',
    expectedHead: 'Expected',
    expectedRows: {
      A: ['1,500', '135.13', '271.87', '+136.74', ''],
      B: ['4,000', '273.74', '337.94', '+64.20', ''],
      C: ['2,500', '208.20', '49.61', '−158.59', ''],
      D: ['9,000', '382.93', '340.58', '−42.35', ''],
    },
  },
  fr: {
    preset: '50 / 30 / 20 %',
    rows: {
      A: ['1 500', '144,18', '0,00', '−144,18', '4'],
      B: ['4 000', '288,89', '300,00', '+11,11', '2'],
      C: ['2 500', '220,21', '200,00', '−20,21', '3'],
      D: ['6 000', '346,72', '500,00', '+153,28', ''],
    },
    order: /sont éliminés sur ce coup : .*places 2 à 4 dans cet ordre\./,
    negative: 'Pas de montant négatif pour le prix de la place 2.',
    cash: 'Les prix sont pour les tournois : choisissez le format tournoi pour évaluer les tapis en argent.',
    expectedHead: 'Espéré',
    expectedRows: {
      A: ['1 500', '135,13', '271,87', '+136,74', ''],
      B: ['4 000', '273,74', '337,94', '+64,20', ''],
      C: ['2 500', '208,20', '49,61', '−158,59', ''],
      D: ['9 000', '382,93', '340,58', '−42,35', ''],
    },
  },
};

// Guide 002's example 2's short stacks all-in against D's 9,000 on the turn, cards face up
// (tests/fixtures/specs/quick-prizes-expected.json): the values the CLI test and the core's
// brute force over every river check.
const onTheTurn = {
  format: 'tournament',
  prizes: [500, 300, 200],
  board: '2c 7d 9h 3s',
  players: [
    { name: 'A', committed: 1500, stack: 1500, cards: 'As Ah' },
    { name: 'B', committed: 4000, stack: 4000, cards: 'Kd Kc' },
    { name: 'C', committed: 2500, stack: 2500, cards: 'Qs Qh' },
    { name: 'D', committed: 6000, stack: 9000, cards: 'Jd Tc' },
  ],
};

for (const lang of ['en', 'fr']) {
  const w = words[lang];

  test(`${lang}: on the turn, the Prize money table says what each player can expect over the rivers`, async ({ page }) => {
    await openPage(page, { lang, query: '' });
    await page.goto(`./?lang=${lang}#spec=${encodeSpec(onTheTurn)}`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    // Equity runs in its worker; the table is drawn again with the prize money expected.
    await expect.poll(() => readPrizeTable(page), { timeout: 20_000 }).toEqual(w.expectedRows);
    await expect(page.locator('table.prize-table thead th').nth(3)).toHaveText(w.expectedHead);
    await expect(page.locator('.prize-rulings [data-code="prizes.expected"]')).toHaveCount(1);
    await expect(page.locator('section.prizes .pending-note')).toHaveCount(0);
    expect(await noOverflow(page)).toBe(true);
    // A one-word heading ("Expected", "Espéré", "Change") stays on one line: never cut inside it.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('.prize-table thead th:not(.label)')]
        .filter((th) => !/\s/.test(th.textContent.trim()))
        .filter((th) => {
          const range = document.createRange();
          range.selectNodeContents(th);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        })
        .map((th) => th.textContent),
    );
    expect(cut).toEqual([]);
  });

  test(`${lang}: guide 002 example 2 as a final table: a pool split 50/30/20, D wins, B 2nd, C 3rd, A 4th`, async ({ page }) => {
    await openPage(page, { lang });
    await typeHand(page, {
      players: [
        { name: 'A', committed: '1500' },
        { name: 'B', committed: '4000' },
        { name: 'C', committed: '2500' },
        { name: 'D', committed: '6000' },
      ],
    });
    await field(page, 'format').selectOption('tournament');
    for (const [i, stack] of ['1500', '4000', '2500', '6000'].entries()) await typeInto(field(page, `players[${i}].stack`), stack);
    await typeInto(field(page, 'prizePool'), '1000');
    await page.getByRole('button', { name: w.preset }).click();
    await expect(field(page, 'prizes')).toHaveValue('500 / 300 / 200');
    await setRanks(page, { D: 1, A: 2, C: 3, B: 4 });
    await expect.poll(() => readPrizeTable(page)).toEqual(w.rows);
    // How the places were reached, with guide 002's rule, in the reader's language.
    await expect.poll(async () => norm(await page.locator('.prize-rulings [data-code="prizes.busted_order"] .ruling-text').textContent())).toMatch(w.order);
    await expect(page.locator('.prize-rulings [data-code="prizes.icm"]')).toHaveCount(1);
    expect(await noOverflow(page)).toBe(true);

    // The share link carries the prizes: opened elsewhere, the same table.
    await expect.poll(() => decodeSpecFromUrl(page.url())?.prizes).toEqual([500, 300, 200]);
    const other = await page.context().newPage();
    await other.goto(page.url());
    await expect(other.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect.poll(() => readPrizeTable(other)).toEqual(w.rows);
    await other.close();
  });

  test(`${lang}: wrong prizes are said at their field; prizes in a cash game too`, async ({ page }) => {
    await openPage(page, { lang, query: '' });
    await page.goto(`./?lang=${lang}#spec=${encodeSpec(finalTableSpec)}`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('table.prize-table')).toBeVisible();
    await typeInto(field(page, 'prizes'), '500 / -5');
    await expect.poll(async () => norm(await errorOf(page, 'prizes').textContent())).toBe(w.negative);
    await expect(field(page, 'prizes')).toHaveAttribute('aria-invalid', 'true');
    // Fixed, then the format set back to cash: the core's prizes.cash_game, at the same field.
    await typeInto(field(page, 'prizes'), '500 / 300 / 200');
    await expect(page.locator('table.prize-table')).toBeVisible();
    await field(page, 'format').selectOption('cash');
    await expect.poll(async () => norm(await errorOf(page, 'prizes').textContent())).toBe(w.cash);
    await expect(page.locator('table.pot-table')).toBeVisible(); // the rest of the report stays
  });

  test(`${lang}: the embed draws the Prize money table from a spec with prizes`, async ({ page }) => {
    await page.goto(`./embed.html#spec=${encodeSpec(finalTableSpec)}&lang=${lang}`);
    await expect.poll(() => readPrizeTable(page)).toEqual(w.rows);
    expect(await noOverflow(page)).toBe(true);
  });

  test(`${lang}: hand mode takes the prizes from a preset: the seats' stacks are valued`, async ({ page }) => {
    await openHandMode(page, { lang });
    const hf = (path) => page.locator(`[data-hfield="${path}"]`);
    await hf('format').selectOption('tournament');
    // A pool of 1,000 split 65/35 by its preset.
    await typeInto(hf('prizePool'), '1000');
    await page.getByRole('button', { name: '65 / 35 %' }).click();
    await expect(hf('prizes')).toHaveValue('650 / 350');
    // Four seats of 100: each worth a quarter of the prizes before any action.
    await expect.poll(() => readPrizeTable(page).then((t) => t.A?.[1])).toBe(lang === 'fr' ? '250,00' : '250.00');
  });
}

// The page's own module leaves the prize money section to the whole core (issue 31: the first
// load stays within its budget): the table comes from the equity worker a moment after the pots,
// in its place, and the Markdown copy carries it as before.
test('quick mode: the Prize money table comes from the whole core, in its place; the Markdown copy has it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const fetched = [];
  page.on('request', (r) => fetched.push(r.url()));
  await openPage(page, { lang: 'en', query: '' });
  await page.goto(`./?lang=en#spec=${encodeSpec(finalTableSpec)}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect.poll(() => readPrizeTable(page)).toEqual(words.en.rows);
  await expect(page.locator('section.prize-slot')).toHaveCount(0);
  await expect(page.locator('#report section.prizes')).toHaveCount(1);
  // Last in the report, after the players' table, as before.
  expect(
    await page
      .locator('#report > *')
      .last()
      .evaluate((el) => el.matches('section.prizes')),
  ).toBe(true);
  expect(fetched.some((u) => /\/assets\/(equity-worker|tapis-equity)[\w-]*\.(wasm|js)$/.test(u))).toBe(true);
  await page.locator('#copy-md').click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('**Prize money**');
});

// Another site's article (tests/web/fixtures/article.html, another origin): the element, whose
// worker cannot start there (the whole core then runs on the article's thread), and the sandboxed
// iframe (an opaque origin) both still draw the table.
test('in an article, <tapis-calculator> and the sandboxed iframe draw the Prize money table', async ({ page, baseURL }) => {
  await page.goto(articleUrl(baseURL));
  const element = page.locator('#tapis-element');
  await expect(element).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await element.evaluate((el, spec) => el.setAttribute('spec', spec), JSON.stringify(finalTableSpec));
  await element.evaluate((el) => el.removeAttribute('preset'));
  await expect.poll(() => readPrizeTable(element), { timeout: 20_000 }).toEqual(words.en.rows);
  await page.locator('#tapis-frame').evaluate(
    (el, hash) => {
      el.src = el.src.replace(/#.*$/, hash);
    },
    `#spec=${encodeSpec(finalTableSpec)}&lang=en&mode=pots`,
  );
  await expect.poll(() => readPrizeTable(page.frameLocator('#tapis-frame')), { timeout: 20_000 }).toEqual(words.en.rows);
});
