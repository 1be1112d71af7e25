// Embedding in an article: the fixture tests/web/fixtures/article.html is another site's page
// (http://localhost:PORT/__tests__/, while Tapis is at http://127.0.0.1:PORT/). It holds embed.html
// in a sandboxed iframe (sandbox="allow-scripts": opaque origin, no storage, no service worker)
// with embed.js, and <tapis-calculator> styled by the article's CSS custom properties.
import { test, expect as baseExpect } from '@playwright/test';
import { readPotTable, fmt, norm, typeInto } from './helpers.js';
import { readTable, articleUrl, encodeSpec, guide002ex2Spec, watchForTrouble } from './embed-helpers.js';

// A busy machine (parallel builds) must not fail these: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const f = fmt('en');
const guideRows = [
  ['Main', `${f(1200)} + ${f(1200)} × 4`, f(6000), 'A, B, C, D'],
  ['Side 1', `(${f(2200)} − ${f(1200)}) × 3`, f(3000), 'B, C, D'],
  ['Side 2', `(${f(3700)} − ${f(2200)}) × 2`, f(3000), 'B, D'],
  ['Returned to D', `${f(5700)} − ${f(3700)}`, f(2000), 'D only'],
];

const frameHeight = (page) => page.locator('#tapis-frame').evaluate((el) => Number(el.getAttribute('height')));

test.describe('in an article', () => {
  test('the sandboxed iframe draws the guide table and its height follows its content', async ({ page, baseURL }) => {
    const watch = await watchForTrouble(page);
    await page.goto(articleUrl(baseURL));
    const frame = page.frameLocator('#tapis-frame');
    const t = await readTable(frame);
    expect(t.heads).toEqual(['Pot', 'Calculation', 'Amount', 'Eligible players']);
    expect(t.rows).toEqual(guideRows);
    expect(t.winners).toEqual([['A'], ['C'], ['B'], []]);

    // Really sandboxed: an opaque origin, and the embed coped without storage or a service worker.
    const inside = page.frames().find((fr) => fr.url().includes('/embed.html'));
    expect(await inside.evaluate(() => self.origin)).toBe('null');
    expect(await inside.evaluate(() => document.body.dataset.ready)).toBe('true');
    expect(
      await inside.evaluate(() => {
        try {
          return typeof localStorage.length;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');

    // embed.js fitted the iframe to the content: no inner scroll bar, no blank space.
    await expect.poll(() => frameHeight(page)).toBeGreaterThan(300);
    const fits = () =>
      inside.evaluate(
        () =>
          Math.abs(document.documentElement.scrollHeight - window.innerHeight) <= 2 &&
          document.getElementById('embed').getBoundingClientRect().bottom <= window.innerHeight + 1,
      );
    await expect.poll(fits).toBe(true);

    // Add a player (mode=edit): taller content, taller iframe.
    const before = await frameHeight(page);
    await frame.getByRole('button', { name: 'Add a player' }).click();
    await frame.locator('[data-field="players[4].committed"]').fill('500');
    await expect.poll(() => frameHeight(page)).toBeGreaterThan(before + 20);
    await expect.poll(fits).toBe(true);
    // And shorter again when it goes.
    const taller = await frameHeight(page);
    await frame.getByRole('button', { name: /^Remove Player 5/ }).click();
    await expect.poll(() => frameHeight(page)).toBeLessThan(taller);
    await watch.check();
  });

  test("the custom element draws the guide table in the article's font and colours", async ({ page, baseURL }) => {
    const watch = await watchForTrouble(page);
    await page.goto(articleUrl(baseURL));
    const el = page.locator('#tapis-element');
    await expect(el).toHaveAttribute('data-ready', 'true');
    const t = await readTable(el);
    expect(t.rows).toEqual(guideRows);
    expect(t.check).toBe(`Check: ${f(14000)} committed = ${f(12000)} in the pots + ${f(2000)} returned`);
    // mode="pots": a read-only table, no form.
    await expect(el.locator('form.quick-form')).toBeHidden();
    await expect(el.locator('input:visible, select:visible')).toHaveCount(0);
    // --tapis-accent (#7a1f3d) and --tapis-font (Georgia) from the article's stylesheet.
    await expect(el.locator('.winner').first()).toHaveCSS('color', 'rgb(122, 31, 61)');
    await expect(el.locator('table.pot-table td.num').first()).toHaveCSS('font-family', /Georgia/);
    // A real table, a caption, header cells, and the polite summary.
    await expect(el.locator('table.pot-table caption')).toHaveText('Side pots: who can win what');
    await expect(el.locator('table.pot-table thead th[scope="col"]')).toHaveCount(4);
    await expect(el.locator('.summary')).toHaveAttribute('aria-live', 'polite');
    await expect(el.locator('.summary')).toContainText(`3 pots, ${f(12000)} in play`);
    await watch.check();
  });

  test('the element follows its attributes: lang, mode, spec', async ({ page, baseURL }) => {
    const watch = await watchForTrouble(page);
    await page.goto(articleUrl(baseURL));
    const el = page.locator('#tapis-element');
    await expect(el).toHaveAttribute('data-ready', 'true');

    await el.evaluate((e) => e.setAttribute('lang', 'fr'));
    const fr = fmt('fr');
    await expect.poll(async () => (await readTable(el)).heads).toEqual(['Pot', 'Calcul', 'Montant', 'Joueurs éligibles']);
    expect((await readTable(el)).rows[0]).toEqual(['Principal', `${fr(1200)} + ${fr(1200)} × 4`, fr(6000), 'A, B, C, D']);

    await el.evaluate((e) => e.setAttribute('mode', 'edit'));
    await expect(el.getByLabel('Joueur 1 Nom')).toHaveValue('A');
    await el.locator('[data-field="players[0].committed"]').fill('1000');
    await expect.poll(async () => (await readTable(el)).rows[0][2]).toBe(fr(5200));

    const spec = {
      players: [
        { name: '<b>Zoé</b>', committed: 40 },
        { name: 'Yann', committed: 90 },
      ],
    };
    await el.evaluate((e, s) => {
      e.removeAttribute('preset');
      e.setAttribute('spec', s);
    }, JSON.stringify(spec));
    await expect
      .poll(async () => (await readTable(el)).rows)
      .toEqual([
        ['Principal', '40 × 2', '80', '<b>Zoé</b>, Yann'],
        ['Rendu à Yann', '90 − 40', '50', 'Yann seul'],
      ]);
    await expect(el.locator('.report b')).toHaveCount(0);

    // A spec that is not JSON: an error, no table, nothing run.
    await el.evaluate((e) => e.setAttribute('spec', '{"players": [<img src=x onerror=window.__pwned=1>'));
    await expect(el.locator('.general-errors')).toContainText('illisible');
    await expect(el.locator('table.pot-table')).toHaveCount(0);
    await watch.check();
  });

  test('WordPress: the embed posts {message: "height", value, secret} with the secret it was given', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      if (window !== window.top) return;
      window.__messages = [];
      window.addEventListener('message', (e) => window.__messages.push(e.data));
    });
    await page.goto(articleUrl(baseURL));
    // WordPress appends "#?secret=…" to the embed's address, after its own fragment.
    await page.evaluate((base) => {
      const f = document.createElement('iframe');
      f.id = 'wp';
      f.setAttribute('sandbox', 'allow-scripts');
      f.title = 'wp';
      f.src = `${base}embed.html#preset=guide-004-two-pots&lang=en#?secret=Ab12cd34Ef`;
      document.querySelector('main').append(f);
    }, baseURL);
    await expect(page.frameLocator('#wp').locator('table.pot-table')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.__messages.filter((m) => m && m.message === 'height' && m.secret === 'Ab12cd34Ef').length))
      .toBeGreaterThan(0);
    const wp = await page.evaluate(() => window.__messages.filter((m) => m && m.message === 'height' && m.secret === 'Ab12cd34Ef').at(-1));
    expect(wp.value).toBeGreaterThan(100);
    // Tapis's own form is sent as well.
    expect(await page.evaluate(() => window.__messages.some((m) => m && m.type === 'tapis:height' && m.height > 100))).toBe(true);
  });
});

test.describe('embed.html on its own', () => {
  test('#spec=… and mode=pots: the table alone, no form, no page chrome', async ({ page }) => {
    const watch = await watchForTrouble(page);
    await page.goto(`./embed.html#spec=${encodeSpec(guide002ex2Spec)}&lang=en&mode=pots`);
    expect((await readPotTable(page)).rows).toEqual(guideRows);
    await expect(page.locator('form.quick-form')).toBeHidden();
    await expect(page.locator('.masthead, .colophon, #preset')).toHaveCount(0);
    // The credit link opens the same hand in the full calculator.
    const href = await page.getByRole('link', { name: 'Open in Tapis' }).getAttribute('href');
    expect(href).toMatch(/^\.\/#spec=/);
    await page.goto(new URL(href, page.url()).href);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    expect((await readPotTable(page)).rows).toEqual(guideRows);
    await watch.check();
  });

  test('every guide preset, by its guide name, in French', async ({ page }) => {
    await page.goto('./embed.html#preset=guide-002-ex3&lang=fr');
    const fr = fmt('fr');
    expect((await readPotTable(page)).rows).toEqual([
      ['Principal', '30 + 40 × 3', '150', 'A, C'],
      ['Rendu à C', '150 − 40', '110', 'C seul'],
    ]);
    expect(fr(150)).toBe('150');
  });

  test('a broken spec shows an error, runs nothing, and the page stays small', async ({ page }) => {
    const watch = await watchForTrouble(page);
    await page.goto(`./embed.html#spec=${encodeURIComponent('{"players":[{"name":"<img src=x onerror=window.__pwned=1>"')}&lang=en`);
    await expect(page.locator('.general-errors')).toContainText('could not be read');
    await expect(page.locator('table')).toHaveCount(0);
    await expect(page.locator('.summary')).toHaveText('Nothing to show.');
    expect(norm(await page.locator('body').innerText()).length).toBeLessThan(400);
    await watch.check();
  });
});

test('the embed in edit mode names each hand under its cards and words card errors in French', async ({ page }) => {
  const watch = await watchForTrouble(page);
  await page.goto('./embed.html#preset=guide-002-ex2&lang=fr&mode=edit');
  await expect(page.locator('table.pot-table')).toBeVisible();
  await page.locator('label.seg', { hasText: /^Cartes$/ }).click();
  const cards = page.locator('[data-field="players[0].cards"]');
  await typeInto(cards, 'As As');
  await expect(page.locator('[data-error-for="players[0].cards"]')).toHaveText('A♠ est donnée deux fois.');
  // The pots need no cards: the table stays while the card is wrong.
  await expect(page.locator('table.pot-table')).toBeVisible();
  await typeInto(cards, 'As Ah');
  await typeInto(page.locator('[data-field="board"]'), '2c 7d 9h');
  await expect(page.locator('[data-hand-for="players[0].cards"] .hand-name')).toHaveText('Paire d’as');
  await watch.check();
});
