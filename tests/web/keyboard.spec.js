// Keyboard only: Tab to move, Enter and Space to press, and typing into the fields (a select is
// set by typing the start of an option, as on any keyboard). No mouse, no arrow keys. Guide 002
// example 2 from a new hand to a shared link, then the embed builder's copy buttons.
import { test, expect as baseExpect } from '@playwright/test';
import { openPage, readPotTable, fmt } from './helpers.js';

// A busy machine (parallel builds) must not fail these: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const f = fmt('en');

/** Presses Tab until the focused element matches (a data-field path, or its text / label). */
async function tabTo(page, target, { max = 120, shift = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    const info = await page.evaluate(() => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      if (!el) return {};
      return { field: el.dataset?.field ?? '', text: (el.getAttribute('aria-label') || el.textContent || '').trim(), tag: el.tagName };
    });
    if (info.field === target || info.text === target) return info;
  }
  throw new Error(`Tab never reached ${target}`);
}

async function focusRing(page) {
  return page.evaluate(() => {
    const s = getComputedStyle(document.activeElement);
    return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
  });
}

test('guide 002 example 2, typed and shared with the keyboard alone', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, { lang: 'en' });

  await tabTo(page, 'New hand');
  expect(await focusRing(page)).toBe(true);
  await page.keyboard.press('Enter'); // focus goes to the first name field
  await expect(page.locator('[data-field="players[0].name"]')).toBeFocused();

  const typeAt = async (path, text) => {
    await tabTo(page, path);
    await page.keyboard.type(text);
  };
  await typeAt('players[0].committed', '1200');
  await typeAt('players[1].committed', '3 700');
  // Two more players: Space on "Add a player" (the new row's chips field takes the focus).
  for (const [i, chips] of [
    [2, '2,200'],
    [3, '5700'],
  ]) {
    await tabTo(page, '+ Add a player');
    await page.keyboard.press(' ');
    await expect(page.locator(`[data-field="players[${i}].committed"]`)).toBeFocused();
    await page.keyboard.type(chips);
  }
  await typeAt('deadMoney', '1 200');
  await typeAt('format', 'T'); // Tournament

  // Showdown ranks, by typing the number into each rank menu.
  for (const [i, rank] of [
    [0, '1'],
    [1, '3'],
    [2, '2'],
    [3, '4'],
  ])
    await typeAt(`players[${i}].rank`, rank);

  const t = await readPotTable(page);
  expect(t.rows).toEqual([
    ['Main', `${f(1200)} + ${f(1200)} × 4`, f(6000), 'A, B, C, D'],
    ['Side 1', `(${f(2200)} − ${f(1200)}) × 3`, f(3000), 'B, C, D'],
    ['Side 2', `(${f(3700)} − ${f(2200)}) × 2`, f(3000), 'B, D'],
    ['Returned to D', `${f(5700)} − ${f(3700)}`, f(2000), 'D only'],
  ]);
  expect(t.winners).toEqual([['A'], ['C'], ['B'], []]);
  await expect(page.locator('[data-field="format"]')).toHaveValue('tournament');

  // A checkbox with Space: B folds (then unfolds).
  await tabTo(page, 'players[1].folded', { shift: true });
  await page.keyboard.press(' ');
  await expect(page.locator('[data-field="players[1].folded"]')).toBeChecked();
  await page.keyboard.press(' ');
  await expect(page.locator('[data-field="players[1].folded"]')).not.toBeChecked();

  // Share with Enter; Copy as Markdown with Space.
  await tabTo(page, 'Share');
  expect(await focusRing(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('#copy-status')).toContainText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await tabTo(page, 'Copy as Markdown');
  await page.keyboard.press(' ');
  await expect(page.locator('#copy-status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('| Side 2 | (3,700 − 2,200) × 2 | 3,000 | B, D |');

  // The language, with Enter.
  await tabTo(page, 'Français', { shift: true });
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect((await readPotTable(page)).heads).toEqual(['Pot', 'Calcul', 'Montant', 'Joueurs éligibles']);

  // And on to the embed builder, following its link with Enter.
  await tabTo(page, 'Mettre ce tableau dans un article');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/embed-builder\.html#spec=/);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('[data-field="players[3].committed"]')).toHaveValue('5700');
  await tabTo(page, 'Copier l’iframe');
  await page.keyboard.press('Enter');
  await expect(page.locator('#copy-status')).toContainText('Copié');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.locator('#snippet-iframe').inputValue());
});
