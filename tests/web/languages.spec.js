// The main flows in every language lib/i18n/languages.js lists, on a 390 px phone: quick mode with a
// guide's example (the pot table's headings, a ruling), hand mode (an example, an action, why no
// raise), a mistake said at its field, the language kept in a link, the embed's lang= and the
// side-pot drill. Every
// expected text comes from the language's catalogue (said by the page's own renderer, here in node,
// from the core's report): a new catalogue is tested with no test to write.
import { test, expect as baseExpect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, LANGUAGE_CODES } from '../../lib/i18n/languages.js';
import { useCatalogue, t, say, chips, rule } from '../../lib/i18n/i18n.js';
import { loadTapis } from '../../lib/api/tapis.js';
import { norm, field, errorOf, typeInto, readPotTable } from './helpers.js';
import { encodeSpec } from './embed-helpers.js';
import { manifestFile } from '../../web/page/manifest-file.js';

// A busy machine (parallel builds) must not fail these: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });
// At 390 px: the phone project's (playwright.config.js); the desktop project leaves them to it.
test.skip(({ isMobile }) => !isMobile, 'run by the phone project, at 390 px');

const root = fileURLToPath(new URL('../../', import.meta.url));
const catalogues = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, JSON.parse(readFileSync(`${root}lib/i18n/${l}.json`, 'utf8'))]));
for (const [lang, c] of Object.entries(catalogues)) useCatalogue(lang, c);
const tapis = await loadTapis();
const hand = (id) => JSON.parse(readFileSync(`${root}examples/hands/${id}.json`, 'utf8'));

const headings = (lang) => ['colPot', 'colCalculation', 'colAmount', 'colEligible'].map((k) => norm(t(lang, k)));
const said = async (locator) => norm(await locator.textContent());

// Guide 002, example 2 with the players' cards: a tournament all-in, every hand face up (TDA 16).
const withCards = {
  format: 'tournament',
  deadMoney: 1200,
  board: '2c 7d 9h Jd 3s',
  players: [
    { name: 'A', committed: 1200, cards: 'As Ah' },
    { name: 'B', committed: 3700, cards: 'Qs Qd' },
    { name: 'C', committed: 2200, cards: 'Ks Kd' },
    { name: 'D', committed: 5700, cards: '8c 4d' },
  ],
};

for (const lang of LANGUAGE_CODES) {
  const other = LANGUAGE_CODES.find((l) => l !== lang) ?? lang;

  test.describe(`${lang} (${LANGUAGES[lang]})`, () => {
    test('the language switch, then a guide example: the pot table and a ruling in the language', async ({ page, request }) => {
      await page.goto(`./?lang=${other}&example=002-ex2`);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      await page.locator(`.lang-switch [data-lang="${lang}"]`).click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator(`.lang-switch [data-lang="${lang}"]`)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator(`.lang-switch [data-lang="${lang}"]`)).toHaveText(LANGUAGES[lang]);
      await expect(page.locator('#preset option:checked')).toHaveText(t(lang, 'preset.002-ex2'));
      expect((await readPotTable(page)).heads).toEqual(headings(lang));
      // Its manifest: the app named in the language (installed from this page).
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `./${manifestFile(lang)}`);
      const manifest = await (await request.get(`./${manifestFile(lang)}`)).json();
      expect([manifest.lang, manifest.name, manifest.description]).toEqual([lang, t(lang, 'manifest.name'), t(lang, 'manifest.description')]);
      expect(await (await request.get('./sw.js')).text()).toContain(manifestFile(lang)); // offline too

      // The same hand with cards: the core's ruling on who shows, in the language.
      const report = tapis.analyze(withCards);
      await page.goto(`./#spec=${encodeSpec(withCards)}&lang=${lang}`);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('.sd-order .ruling')).toHaveAttribute('data-code', report.showRuling.code);
      await expect.poll(() => said(page.locator('.sd-order .ruling-text'))).toBe(norm(say(lang, report.showRuling)));
    });

    test('hand mode: an example, an action, and why there is no raise', async ({ page }) => {
      const preset = hand('003-incomplete-allin');
      await page.goto(`./?lang=${lang}&example=003-incomplete-allin`);
      await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
      await expect(page.locator('#hand-mode')).toBeVisible();
      await expect(page.locator('#hand-preset option:checked')).toHaveText(t(lang, preset.title));
      const next = page.locator('[data-hreplay="next"]');
      for (let i = 0; i < 5; i++) await next.click();
      const note = preset.notes.find((n) => n.at === 5);
      await expect.poll(() => said(page.locator('.hand-note span'))).toBe(norm(t(lang, note.text)));
      // C calls from the action panel: back to A, who may not raise.
      await expect.poll(() => said(page.locator('#hand-act-heading'))).toBe(norm(t(lang, 'hand.toAct', { name: 'C' })));
      await page.locator('.hand-act [data-hact="call"]').click();
      await expect.poll(() => said(page.locator('#hand-act-heading'))).toBe(norm(t(lang, 'hand.toAct', { name: 'A' })));
      const report = tapis.analyze(preset.spec);
      await expect(page.locator('.hand-closed-why .ruling')).toHaveAttribute('data-code', report.legal.raiseClosed.code);
      await expect.poll(() => said(page.locator('.hand-closed-why .ruling-text'))).toBe(norm(say(lang, report.legal.raiseClosed)));
    });

    test('a mistake is said at its field, in the language', async ({ page }) => {
      await page.goto(`./?lang=${lang}&example=002-ex2`);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      await typeInto(field(page, 'players[0].committed'), '-5');
      const error = tapis.analyze({
        players: [
          { name: 'A', committed: -5 },
          { name: 'B', committed: 5 },
        ],
      }).errors[0];
      const slot = errorOf(page, 'players[0].committed');
      await expect(slot.locator('[data-code]')).toHaveAttribute('data-code', error.code);
      await expect.poll(() => said(slot)).toBe(norm(say(lang, error)));
    });

    test('a link keeps the language, whatever the browser speaks', async ({ page, browser }) => {
      await page.goto(`./?lang=${lang}&example=002-ex3`);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      await expect.poll(() => page.url()).toMatch(new RegExp(`[#&]lang=${lang}(&|$)`));
      const context = await browser.newContext({ locale: catalogues[other].locale, viewport: { width: 390, height: 844 } });
      const reader = await context.newPage();
      await reader.goto(page.url());
      await expect(reader.locator('body')).toHaveAttribute('data-ready', 'true');
      await expect(reader.locator('html')).toHaveAttribute('lang', lang);
      expect((await readPotTable(reader)).heads).toEqual(headings(lang));
      await context.close();
    });

    test('the embed with lang=', async ({ page }) => {
      await page.goto(`./embed.html#preset=guide-002-ex2&lang=${lang}`);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('table.pot-table')).toBeVisible();
      expect((await readPotTable(page)).heads).toEqual(headings(lang));
    });

    test('the side-pot drill: a table, a mistake at its field with the rule, in the language', async ({ page }) => {
      // Level 2, exercise 9: guide 002 makes the main pot 1,050 × 4 = 4,200, not 4,000.
      await page.goto(`./practice.html#level=2&seed=9&lang=${lang}`);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('.practice-heading')).toHaveText(t(lang, 'practiceSidePots', { level: 2, seed: '9' }));
      await page.locator('input[data-pot-amount="0"]').fill('4000');
      await page.getByRole('button', { name: t(lang, 'practiceCheck') }).click();
      // The right value, the pot's calculation and the rule, each said by the catalogue.
      const expected = `✗ ${t(lang, 'practiceShouldBe', { value: chips(lang, 4200) })} = ${chips(lang, 1050)} × 4 (${rule(lang, 'guide-002-side-pots')})`;
      await expect.poll(() => said(page.locator('.mark.wrong[data-field="answer.pots[0].amount"]'))).toBe(norm(expected));
    });
  });
}
