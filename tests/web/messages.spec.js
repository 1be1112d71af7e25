// The report's messages on the page (issue 10), at 1200 and 390 px (the two projects), in English
// and French: every error at the field it names, said in the page's language, never a code or a
// field path as text; the pot table, which needs no cards, stays when only a card is wrong.
import { test, expect } from '@playwright/test';
import { openPage, typeHand, typeInto, readPotTable, field, errorOf, codesOf, norm, guide002ex2 } from './helpers.js';

const cases = {
  en: {
    messages: [
      ['players[0].committed', 'A’s chips committed cannot be negative.'],
      ['players[1].committed', 'Whole chips only for B’s chips committed: “1,5” is not a whole number.'],
      ['players[3].name', 'Two players are called “A”: each name must be different.'],
    ],
    summary: /3 entries to fix/,
    card: 'In hold’em a hand has 2 cards, not 1.',
    pending: 'Fix the marked cards to award the pots.',
  },
  fr: {
    messages: [
      ['players[0].committed', 'Pas de montant négatif pour les jetons engagés de A.'],
      ['players[1].committed', 'Jetons entiers seulement pour les jetons engagés de B : « 1,5 » n’est pas un nombre entier.'],
      ['players[3].name', 'Deux joueurs s’appellent « A » : chaque nom doit être différent.'],
    ],
    summary: /3 saisies à corriger/,
    card: 'En hold’em, une main a 2 cartes, pas 1.',
    pending: 'Corrigez les cartes signalées pour attribuer les pots.',
  },
};

for (const [lang, c] of Object.entries(cases)) {
  test(`${lang}: three mistakes in three fields, three messages, each at its field`, async ({ page }) => {
    await openPage(page, { lang });
    await typeHand(page, guide002ex2);
    await typeInto(field(page, 'players[0].committed'), '-5');
    await typeInto(field(page, 'players[1].committed'), '1,5');
    await typeInto(field(page, 'players[3].name'), 'A');
    for (const [path, said] of c.messages) {
      const err = errorOf(page, path);
      await expect(err).toBeVisible();
      await expect.poll(async () => norm(await err.textContent())).toBe(said);
      await expect(field(page, path)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await codesOf(errorOf(page, 'players[0].committed'))).toEqual(['amount.negative']);
    await expect(page.locator('.field-error:visible')).toHaveCount(3);
    await expect(page.locator('#summary')).toContainText(c.summary);
    // No code, no field path, no English sentence of the core on the page as text.
    const text = await page.locator('main#quick-mode').innerText();
    expect(text).not.toMatch(/players\[\d|amount\.negative|input\.decimal|players\.duplicate_name/);
    // Nothing sticks out of the page at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test(`${lang}: half a hand marks its field, and the pot table stays`, async ({ page }) => {
    await openPage(page, { lang });
    await typeHand(page, guide002ex2);
    await page.locator('label.seg', { hasText: lang === 'fr' ? /^Cartes$/ : /^Cards$/ }).click();
    await typeInto(field(page, 'players[0].cards'), 'As');
    const err = errorOf(page, 'players[0].cards');
    await expect.poll(async () => norm(await err.textContent())).toBe(c.card);
    expect(await codesOf(err)).toEqual(['eval.hole_count']);
    // The pots need no cards: the guide's table, with no winner until the cards are right.
    const t = await readPotTable(page);
    expect(t.rows.length).toBe(4);
    expect(t.winners).toEqual([[], [], [], []]);
    await expect(page.locator('#report .pending-note')).toHaveText(c.pending);
    await typeInto(field(page, 'players[0].cards'), 'As Ah');
    await expect(err).toBeHidden();
  });
}
