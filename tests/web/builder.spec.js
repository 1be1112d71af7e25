// The embed builder: build a hand (or pick a guide example), see the embed as readers will, and
// copy the iframe, the element, the Markdown or the HTML table with one click each.
import { test, expect as baseExpect } from '@playwright/test';
import { fmt, typeInto, field } from './helpers.js';
import { readTable, decodeSpecFromUrl, encodeSpec, finalTableSpec } from './embed-helpers.js';

// A busy machine (parallel builds) must not fail these: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const f = fmt('en');

async function openBuilder(page, hash = '') {
  await page.goto(`./embed-builder.html?lang=en${hash ? `#${hash}` : ''}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
}

const clip = (page) => page.evaluate(() => navigator.clipboard.readText());

test('the main page links to the builder with its hand', async ({ page }) => {
  await page.goto('./?lang=en&example=002-ex3');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('link', { name: 'Put this table in an article' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(field(page, 'players[1].folded')).toBeChecked();
  expect((await readTable(page.frameLocator('#preview'))).rows).toEqual([
    ['Main', '30 + 40 × 3', '150', 'A, C'],
    ['Returned to C', '150 − 40', '110', 'C only'],
  ]);
});

test('one click copies each snippet; each one reproduces the table', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openBuilder(page);
  await page.getByLabel('Load an example from the guides').selectOption('002-ex2');
  const preview = page.frameLocator('#preview');
  expect((await readTable(preview)).rows[0]).toEqual(['Main', `${f(1200)} + ${f(1200)} × 4`, f(6000), 'A, B, C, D']);

  // The iframe: sandboxed, titled, sized to the preview's content, with embed.js.
  await page.getByRole('button', { name: 'Copy the iframe' }).click();
  await expect(page.locator('#copy-status')).toHaveText('Copied: Iframe');
  const iframe = await clip(page);
  expect(iframe).toBe(await page.locator('#snippet-iframe').inputValue());
  expect(iframe).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\.html#preset=guide-002-ex2&amp;lang=en&amp;mode=pots" title="[^"]+"/);
  expect(iframe).toContain('sandbox="allow-scripts');
  expect(iframe).toMatch(/<script src="http:\/\/127\.0\.0\.1:\d+\/embed\.js" async><\/script>$/);
  const height = Number(/height="(\d+)"/.exec(iframe)[1]);
  await expect.poll(async () => Number(/height="(\d+)"/.exec(await page.locator('#snippet-iframe').inputValue())[1])).toBeGreaterThan(250);
  expect(height).toBeGreaterThan(100);

  // The element.
  await page.getByRole('button', { name: 'Copy the element' }).click();
  const element = await clip(page);
  expect(element).toContain('<script type="module" src="http://127.0.0.1:');
  expect(element).toContain('<tapis-calculator preset="guide-002-ex2" lang="en" mode="pots"></tapis-calculator>');

  // Markdown: the guide's table.
  await page.getByRole('button', { name: 'Copy the Markdown' }).click();
  const md = await clip(page);
  expect(md.split('\n').slice(0, 6)).toEqual([
    '| Pot | Calculation | Amount | Eligible players |',
    '|---|---|---|---|',
    '| Main | 1,200 + 1,200 × 4 | 6,000 | A, B, C, D |',
    '| Side 1 | (2,200 − 1,200) × 3 | 3,000 | B, C, D |',
    '| Side 2 | (3,700 − 2,200) × 2 | 3,000 | B, D |',
    '| Returned to D | 5,700 − 3,700 | 2,000 | D only |',
  ]);

  // HTML: a real table with caption and header cells, parsed back by the browser.
  await page.getByRole('button', { name: 'Copy the HTML' }).click();
  const htmlTable = await clip(page);
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html');
    const t = doc.querySelector('table');
    return {
      caption: t.caption.textContent,
      heads: [...t.tHead.rows[0].cells].map((c) => `${c.tagName}:${c.scope}:${c.textContent}`),
      rows: [...t.tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent)),
      winners: [...t.querySelectorAll('strong')].map((s) => s.textContent),
    };
  }, htmlTable);
  expect(parsed.caption).toBe('Side pots: who can win what');
  expect(parsed.heads).toEqual(['TH:col:Pot', 'TH:col:Calculation', 'TH:col:Amount', 'TH:col:Eligible players']);
  expect(parsed.rows[3]).toEqual(['Returned to D', '5,700 − 3,700', '2,000', 'D only']);
  expect(parsed.winners).toEqual(['A', 'C', 'B']);

  // The pasted iframe, in an article, shows the same table.
  await page.goto(new URL('__tests__/article.html', baseURL.replace('127.0.0.1', 'localhost')).href);
  await page.evaluate((snippet) => {
    const box = document.createElement('div');
    box.id = 'pasted';
    box.innerHTML = snippet; // what a CMS does with pasted HTML (the <script> is inert here; embed.js is already on the page)
    document.querySelector('main').append(box);
  }, iframe);
  await page.locator('#pasted iframe').scrollIntoViewIfNeeded(); // loading="lazy": a reader scrolls to it
  expect((await readTable(page.frameLocator('#pasted iframe'))).rows[1]).toEqual(['Side 1', `(${f(2200)} − ${f(1200)}) × 3`, f(3000), 'B, C, D']);
});

test('a hand typed by hand: spec in the snippets, language and mode options, escaping', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openBuilder(page);
  await page.getByLabel('Load an example from the guides').selectOption('004-two-pots');
  await typeInto(field(page, 'players[0].name'), `O'Brien <b>`);
  await expect(page.getByLabel('Load an example from the guides')).toHaveValue('');
  await page.getByLabel('Français').check();
  await page.getByLabel('the calculator (readers can change the hand)').check();

  const preview = page.frameLocator('#preview');
  await expect.poll(async () => (await readTable(preview)).heads).toEqual(['Pot', 'Calcul', 'Montant', 'Joueurs éligibles']);
  await expect(preview.locator('[data-field="players[0].name"]')).toHaveValue(`O'Brien <b>`);

  // The snippets follow the last change a moment later: read them until they do.
  const snippet = (id) => () => page.locator(`#snippet-${id}`).inputValue();
  await expect.poll(snippet('element')).toContain(`spec='{"format":"cash","players":[{"name":"O&#39;Brien &lt;b&gt;","committed":25}`);
  await expect.poll(snippet('element')).toContain('lang="fr" mode="edit"');
  await expect.poll(snippet('iframe')).toMatch(/embed\.html#spec=[A-Za-z0-9_-]+&amp;lang=fr&amp;mode=edit"/);
  await expect.poll(snippet('html')).toContain('<strong>O&#39;Brien &lt;b&gt;</strong>');
  // Markdown: the name stays text in the article (issue 11: escaped, not passed through as HTML).
  await expect.poll(snippet('markdown')).toContain(`| Principal | 25 × 3 | 75 | O'Brien &lt;b&gt;, B, C |`);

  // The builder's own address keeps it all.
  await expect.poll(() => decodeSpecFromUrl(page.url())?.players?.[0]?.name).toBe(`O'Brien <b>`);
  await expect.poll(() => page.url()).toMatch(/&lang=fr&mode=edit$/);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(field(page, 'players[0].name')).toHaveValue(`O'Brien <b>`);
  await expect(page.getByLabel('the calculator (readers can change the hand)')).toBeChecked();
  await expect(page.getByLabel('Français')).toBeChecked();

  // An invalid hand: nothing to copy.
  await typeInto(field(page, 'players[1].committed'), '1,5');
  await expect(page.getByRole('button', { name: 'Copy the Markdown' })).toBeDisabled();
  await expect(page.locator('#snippet-markdown')).toHaveValue(/Fix the hand first/);
});

test("the preview follows its content's height", async ({ page }) => {
  await openBuilder(page);
  const preview = page.locator('#preview');
  const frame = preview.contentFrame();
  const height = () => preview.evaluate((e) => Number(e.height));
  // The height the embed's content has (web/embed/embed-height.js measures #embed the same way).
  const content = () =>
    frame.locator('#embed').evaluate((el) => {
      const style = getComputedStyle(el);
      return Math.ceil(el.getBoundingClientRect().height + parseFloat(style.marginTop || '0') + parseFloat(style.marginBottom || '0'));
    });
  // Read once the frame shows the hand asked for and the builder has taken its height: read
  // earlier, it was the previous hand's (the builder opens on guide 002, example 2).
  const fitted = async (pots) => {
    await expect(frame.locator('table.pot-table tbody tr')).toHaveCount(pots);
    await expect.poll(async () => (await height()) - (await content())).toBe(0);
    return height();
  };
  await page.getByLabel('Load an example from the guides').selectOption('004-odd-chip');
  const small = await fitted(1); // one pot
  await page.getByLabel('Load an example from the guides').selectOption('002-ex2');
  const tall = await fitted(4); // Main, Side 1, Side 2, Returned to D
  expect(tall).toBeGreaterThan(small + 40);
});

test('prize money typed in the builder goes into the preview and the snippets (issue 31)', async ({ page }) => {
  // Guide 002's example 2 as a final table, D wins every pot, without its prizes: typed here.
  const finalTable = { ...finalTableSpec, prizes: undefined };
  await openBuilder(page, `spec=${encodeSpec(finalTable)}`);
  await typeInto(field(page, 'prizes'), '500 / 300 / 200');
  const preview = page.frameLocator('#preview');
  // The preview draws the Prize money table: B 2nd takes 300.00 from 288.89 before.
  await expect(preview.locator('table.prize-table tr[data-player="B"] td.after')).toHaveText('300.00');
  await expect(preview.locator('table.prize-table tr[data-player="B"] td.before')).toHaveText('288.89');
  // The iframe snippet carries the prizes.
  await expect
    .poll(async () => decodeSpecFromUrl(/src="([^"]+)"/.exec(await page.locator('#snippet-iframe').inputValue())[1].replaceAll('&amp;', '&'))?.prizes)
    .toEqual([500, 300, 200]);
});

test('the prize presets are named in words in the builder, not by their catalogue keys', async ({ page }) => {
  // The builder draws its form from the first-paint strings; the presets' names come with the
  // catalogue and must replace what the first paint could not say.
  await openBuilder(page, `spec=${encodeSpec({ ...finalTableSpec, prizes: undefined })}`);
  await expect(page.locator('#calculator [data-action="prize-preset"]')).toHaveText(['50 / 30 / 20 %', '65 / 35 %', 'Winner takes all']);
});

test('a drill for the readers: the preview, the iframe snippet and the link (issue 32)', async ({ page }) => {
  await openBuilder(page, '');
  await page.getByLabel(/a practice drill instead/).check();
  await page.locator('#practice-level').selectOption('3');
  const preview = page.frameLocator('#preview');
  await expect(preview.locator('.practice-heading')).toHaveText(/^Side pots, level 3 \(exercise \d+\)$/);
  await expect
    .poll(async () => /src="([^"]+)"/.exec(await page.locator('#snippet-iframe').inputValue())?.[1].replaceAll('&amp;', '&'))
    .toMatch(/\/embed\.html\?practice=sidepots&level=3&lang=en$/);
  await expect(page.locator('#snippet-iframe')).toHaveValue(/title="Tapis: practice side pots and raises"/);
  await expect(page.locator('#snippet-link')).toHaveValue(/\/practice\.html#level=3&lang=en$/);
  // The element and the tables show a hand, not a drill: said, and not copied.
  await expect(page.locator('#snippet-element')).toHaveValue('A drill goes in an article as the iframe (or the link).');
  await expect(page.locator('#snippet-element-copy')).toBeDisabled();
  // The other drill: the least and most raise.
  await page.locator('#practice-drill').selectOption('raises');
  await expect(preview.locator('.practice-heading')).toHaveText(/^Raises, level 3 \(exercise \d+\)$/);
  await expect(page.locator('#snippet-link')).toHaveValue(/\/practice\.html#drill=raises&level=3&lang=en$/);
  // Side pots from a hand played out.
  await page.locator('#practice-drill').selectOption('handpots');
  await expect(preview.locator('.practice-heading')).toHaveText(/^Pots of a hand, level 3 \(exercise \d+\)$/);
  await expect(preview.locator('.practice-log li').first()).toBeVisible();
  await expect(page.locator('#snippet-link')).toHaveValue(/\/practice\.html#drill=handpots&level=3&lang=en$/);
  await page.locator('#practice-drill').selectOption('winners');
  await expect(preview.locator('.practice-given-pots li').first()).toBeVisible();
  await page.locator('#practice-drill').selectOption('places');
  await expect(preview.locator('[data-fact="prizes"]')).toBeVisible();
  await page.locator('#practice-drill').selectOption('showdown');
  await expect(preview.locator('.practice-heading')).toHaveText(/^Who shows first\? Level 3 \(exercise \d+\)$/);
  await expect(page.locator('#snippet-link')).toHaveValue(/\/practice\.html#drill=showdown&level=3&lang=en$/);
  // Back to the hand: the pot table again.
  await page.getByLabel('the pot table (read-only)').check();
  await expect(preview.locator('table.pot-table')).toBeVisible();
});
