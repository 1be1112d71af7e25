// The page end to end, in Chromium, on the built site: typing a hand, the guide's table, French,
// the showdown, bad input, hostile names. Runs on the desktop and the 390 px phone projects.
import { test, expect } from '@playwright/test';
import { openPage, typeHand, typeInto, setRanks, readPotTable, readPlayerTable, field, errorOf, codesOf, fmt, norm, guide002ex2 } from './helpers.js';

test.describe('guide 002, example 2, typed in', () => {
  test("draws the guide's table: Main, Side 1, Side 2, Returned to D, and the check line", async ({ page }) => {
    await openPage(page, { lang: 'en' });
    await typeHand(page, guide002ex2);
    const f = fmt('en');
    const t = await readPotTable(page);
    expect(t.caption).not.toBe('');
    expect(t.heads).toEqual(['Pot', 'Calculation', 'Amount', 'Eligible players']);
    expect(t.rows).toEqual([
      ['Main', `${f(1200)} + ${f(1200)} × 4`, f(6000), 'A, B, C, D'],
      ['Side 1', `(${f(2200)} − ${f(1200)}) × 3`, f(3000), 'B, C, D'],
      ['Side 2', `(${f(3700)} − ${f(2200)}) × 2`, f(3000), 'B, D'],
      ['Returned to D', `${f(5700)} − ${f(3700)}`, f(2000), 'D only'],
    ]);
    expect(t.check).toBe(`Check: ${f(14000)} committed = ${f(12000)} in the pots + ${f(2000)} returned`);
    // Exactly the guide's wording with its own number format.
    expect(t.rows[0][1]).toBe('1,200 + 1,200 × 4');
    // What was typed stays as typed.
    await expect(field(page, 'players[1].committed')).toHaveValue('3,700');
    await expect(field(page, 'players[2].committed')).toHaveValue('2.200');
    // A real table with a caption and header cells.
    await expect(page.locator('table.pot-table caption')).toHaveCount(1);
    await expect(page.locator('table.pot-table thead th[scope="col"]')).toHaveCount(4);
    await expect(page.locator('table.pot-table tbody th[scope="row"]')).toHaveCount(4);
    // The live summary, one line.
    await expect(page.locator('#summary')).toHaveAttribute('aria-live', 'polite');
    await expect(page.locator('#summary')).toContainText(`3 pots, ${f(12000)} in play`);
  });

  test('in French: headers, labels and the French number format', async ({ page }) => {
    await openPage(page, { lang: 'en' });
    await typeHand(page, guide002ex2);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    const f = fmt('fr');
    const t = await readPotTable(page);
    expect(t.heads).toEqual(['Pot', 'Calcul', 'Montant', 'Joueurs éligibles']);
    expect(t.rows).toEqual([
      ['Principal', `${f(1200)} + ${f(1200)} × 4`, f(6000), 'A, B, C, D'],
      ['Secondaire 1', `(${f(2200)} − ${f(1200)}) × 3`, f(3000), 'B, C, D'],
      ['Secondaire 2', `(${f(3700)} − ${f(2200)}) × 2`, f(3000), 'B, D'],
      ['Rendu à D', `${f(5700)} − ${f(3700)}`, f(2000), 'D seul'],
    ]);
    // As the guide prints it, once the spaces are normalised.
    expect(t.rows[0]).toEqual(['Principal', '1 200 + 1 200 × 4', '6 000', 'A, B, C, D']);
    expect(t.check).toBe(`Vérification : ${f(14000)} engagés = ${f(12000)} dans les pots + ${f(2000)} rendus`);
    // Labels follow, typed text does not change.
    await expect(page.getByLabel('Déjà au milieu')).toHaveValue('1 200');
    await expect(field(page, 'players[1].committed')).toHaveValue('3,700');
    await expect(page.locator('#summary')).toContainText('3 pots');
    // And back.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await readPotTable(page)).heads).toEqual(['Pot', 'Calculation', 'Amount', 'Eligible players']);
  });

  test('showdown order A, C, B, D: A 6 000, C 3 000, B 3 000, D gets his 2 000 back', async ({ page }) => {
    await openPage(page, { lang: 'en' });
    await typeHand(page, guide002ex2);
    await setRanks(page, { A: 1, C: 2, B: 3, D: 4 });
    const f = fmt('en');
    const t = await readPotTable(page);
    expect(t.winners).toEqual([['A'], ['C'], ['B'], []]);
    await expect(page.locator('table.pot-table tr[data-pot="0"] .winner')).toHaveText(/A/);
    const players = await readPlayerTable(page);
    expect(players.A.collects).toBe(f(6000));
    expect(players.C.collects).toBe(f(3000));
    expect(players.B.collects).toBe(f(3000));
    expect(players.D.collects).toBe(f(2000));
    expect(players.A.net).toBe(`+${f(4800)}`);
    expect(players.D.net).toBe(`\u2212${f(3700)}`);
    await expect(page.locator('#summary')).toContainText(`A ${f(6000)}, B ${f(3000)}, C ${f(3000)}, and D ${f(2000)}`);
    // In French, the same payouts in the French format.
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const fr = fmt('fr');
    const pf = await readPlayerTable(page);
    expect([pf.A.collects, pf.C.collects, pf.B.collects, pf.D.collects]).toEqual([fr(6000), fr(3000), fr(3000), fr(2000)]);
  });

  test('a tie splits the pot and says how', async ({ page }) => {
    await openPage(page, { lang: 'en' });
    await typeHand(page, {
      players: [
        { name: 'A', committed: '100' },
        { name: 'B', committed: '150' },
        { name: 'C', committed: '150' },
      ],
    });
    await setRanks(page, { A: 1, B: 2, C: 2 });
    const t = await readPotTable(page);
    expect(t.rows.map((r) => r[2])).toEqual(['300', '100']);
    expect(t.winners).toEqual([['A'], ['B', 'C']]);
    expect(t.splits[1]).toBe('split B 50 · C 50');
    const players = await readPlayerTable(page);
    expect([players.A.collects, players.B.collects, players.C.collects]).toEqual(['300', '50', '50']);
  });
});

test.describe('bad input', () => {
  test('an invalid amount is reported next to its field and the text is kept', async ({ page }) => {
    await openPage(page, { lang: 'en' });
    await typeHand(page, guide002ex2);
    const b = field(page, 'players[1].committed');
    await typeInto(b, '12.5');
    await expect(b).toHaveValue('12.5');
    await expect(b).toHaveAttribute('aria-invalid', 'true');
    const err = errorOf(page, 'players[1].committed');
    await expect(err).toBeVisible();
    await expect(err).toHaveText('Whole chips only for B’s chips committed: “12.5” is not a whole number.');
    expect(await codesOf(err)).toEqual(['input.decimal']);
    // Tied to the field for assistive technology, and inside the same player row.
    expect(await b.getAttribute('aria-describedby')).toContain(await err.getAttribute('id'));
    await expect(page.locator('.player-row').nth(1).locator('.field-error:visible')).toHaveCount(1);
    // No table computed from a guess.
    await expect(page.locator('table.pot-table')).toHaveCount(0);
    await expect(page.locator('#summary')).toContainText('Fix the marked entries');

    // The core still checks the rest meanwhile: its error on another field shows at the same time.
    await typeInto(field(page, 'players[2].committed'), '-5');
    await expect(errorOf(page, 'players[2].committed')).toHaveText('C’s chips committed cannot be negative.');
    expect(await codesOf(errorOf(page, 'players[2].committed'))).toEqual(['amount.negative']);
    await expect(err).toBeVisible();
    await typeInto(field(page, 'players[2].committed'), '2200');
    await expect(errorOf(page, 'players[2].committed')).toBeHidden();

    // Junk in the money in the middle.
    await typeInto(field(page, 'deadMoney'), '12abc');
    await expect(errorOf(page, 'deadMoney')).toHaveText('“12abc” is not an amount: the money already in the middle takes a number of chips.');
    await expect(field(page, 'deadMoney')).toHaveValue('12abc');

    // French: the same errors in French, the text still there, no code shown.
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect
      .poll(async () => norm(await errorOf(page, 'players[1].committed').textContent()))
      .toBe('Jetons entiers seulement pour les jetons engagés de B : « 12.5 » n’est pas un nombre entier.');
    await expect(b).toHaveValue('12.5');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Fixing both brings the table back.
    await typeInto(b, '3 700');
    await typeInto(field(page, 'deadMoney'), '1200');
    await expect(err).toBeHidden();
    await expect(b).not.toHaveAttribute('aria-invalid', 'true');
    expect((await readPotTable(page)).rows[0][2]).toBe(fmt('en')(6000));
  });

  test("the core's own errors land next to the field they name, in the page's language, with no code or path shown", async ({ page }) => {
    await openPage(page, { lang: 'en' });
    await typeHand(page, guide002ex2);
    // A negative amount is a rule of the core (amount.negative), not of the page.
    const c = field(page, 'players[2].committed');
    await typeInto(c, '-5');
    const err = errorOf(page, 'players[2].committed');
    await expect(err).toHaveText('C’s chips committed cannot be negative.');
    await expect(err).not.toContainText('players[2]');
    await expect(err).not.toContainText('amount.negative');
    expect(await codesOf(err)).toEqual(['amount.negative']);
    await expect(c).toHaveValue('-5');
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(err).toHaveText('Pas de montant négatif pour les jetons engagés de C.');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await typeInto(c, '2200');
    await expect(err).toBeHidden();

    // Two players with one name: players.duplicate_name on the second name field.
    await typeInto(field(page, 'players[3].name'), 'A');
    const nameErr = errorOf(page, 'players[3].name');
    await expect(nameErr).toHaveText('Two players are called “A”: each name must be different.');
    await expect(field(page, 'players[3].name')).toHaveAttribute('aria-invalid', 'true');
    await typeInto(field(page, 'players[3].name'), 'D');
    await expect(nameErr).toBeHidden();

    // The smallest chip must be at least 1.
    await typeInto(field(page, 'smallestChip'), '0');
    await expect(errorOf(page, 'smallestChip')).toHaveText('The smallest chip must be at least 1.');
  });

  test('a player named <img src=x onerror=alert(1)> is shown as text', async ({ page }) => {
    const dialogs = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      d.dismiss();
    });
    await openPage(page, { lang: 'en' });
    const evil = '<img src=x onerror=alert(1)>';
    await typeHand(page, {
      players: [
        { name: evil, committed: '100' },
        { name: 'B', committed: '300' },
        { name: '<b>bold</b>', committed: '300' },
      ],
    });
    await setRanks(page, { [evil]: 1, B: 2 });
    const t = await readPotTable(page);
    expect(t.rows[0][3]).toBe(`${evil}, B, <b>bold</b>`);
    expect(t.winners[0]).toEqual([evil]);
    await expect(page.locator('#report img, #report b, #quick-form img')).toHaveCount(0);
    await expect(page.locator('table.player-table tbody th').first()).toContainText(evil);
    await expect(page.locator('#summary')).toContainText(evil);
    await expect(field(page, 'button').locator('option').nth(1)).toHaveText(`1 · ${evil}`);
    expect(dialogs).toEqual([]);
  });
});

test.describe('presets and language', () => {
  test("every preset loads its example's exact numbers", async ({ page }) => {
    await openPage(page, { lang: 'en' });
    const select = page.getByLabel('Load an example from the guides');
    const expected = {
      '002-ex1': [
        ['Main', '50 × 3', '150', 'A, B, C'],
        ['Side 1', '(120 − 50) × 2', '140', 'B, C'],
        ['Returned to C', '300 − 120', '180', 'C only'],
      ],
      '002-ex2': [
        ['Main', '1,200 + 1,200 × 4', '6,000', 'A, B, C, D'],
        ['Side 1', '(2,200 − 1,200) × 3', '3,000', 'B, C, D'],
        ['Side 2', '(3,700 − 2,200) × 2', '3,000', 'B, D'],
        ['Returned to D', '5,700 − 3,700', '2,000', 'D only'],
      ],
      '002-ex3': [
        ['Main', '30 + 40 × 3', '150', 'A, C'],
        ['Returned to C', '150 − 40', '110', 'C only'],
      ],
      '004-two-pots': [
        ['Main', '25 × 3', '75', 'A, B, C'],
        ['Side 1', '(100 − 25) × 2', '150', 'B, C'],
      ],
      '004-three-layers': [
        ['Main', '20 × 4', '80', 'A, B, C'],
        ['Side 1', '(50 − 20) × 2', '60', 'B, C'],
      ],
      '000-three-players': [
        ['Main', '100 × 3', '300', 'A, B, C'],
        ['Side 1', '(150 − 100) × 2', '100', 'B, C'],
      ],
    };
    const ids = await select.locator('option').evaluateAll((os) => os.map((o) => o.value).filter(Boolean));
    expect(ids).toEqual(expect.arrayContaining(Object.keys(expected))); // all of them: presets.spec.js
    for (const [id, rows] of Object.entries(expected)) {
      await select.selectOption(id);
      expect((await readPotTable(page)).rows, id).toEqual(rows);
    }
    // 002 ex 2 comes with the guide's showdown order A, C, B, D.
    await select.selectOption('002-ex2');
    expect((await readPotTable(page)).winners).toEqual([['A'], ['C'], ['B'], []]);
    await expect(field(page, 'format')).toHaveValue('tournament');
    // 002 ex 3: B folded.
    await select.selectOption('002-ex3');
    await expect(field(page, 'players[1].folded')).toBeChecked();
    // Editing after a preset clears the menu: the hand is no longer the example.
    await typeInto(field(page, 'players[0].committed'), '45');
    await expect(select).toHaveValue('');
  });

  test('adding and removing players', async ({ page }) => {
    await openPage(page, { lang: 'en' });
    await typeHand(page, {
      players: [
        { name: 'A', committed: '10' },
        { name: 'B', committed: '20' },
      ],
    });
    await page.getByRole('button', { name: 'Add a player' }).click();
    await expect(page.locator('.player-row')).toHaveCount(3);
    await expect(field(page, 'players[2].name')).toHaveValue('C');
    await expect(field(page, 'players[2].committed')).toBeFocused();
    await page.keyboard.type('20');
    expect((await readPotTable(page)).rows[0]).toEqual(['Main', '10 × 3', '30', 'A, B, C']);
    await page.getByRole('button', { name: 'Remove Player 1 (A)' }).click();
    await expect(page.locator('.player-row')).toHaveCount(2);
    await expect(field(page, 'players[0].name')).toHaveValue('B');
    expect((await readPotTable(page)).rows[0]).toEqual(['Main', '20 × 2', '40', 'B, C']);
  });

  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-FR' });
    test('the page starts in French', async ({ page }) => {
      await openPage(page, { lang: null, query: 'example=002-ex2' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      const t = await readPotTable(page);
      expect(t.heads).toEqual(['Pot', 'Calcul', 'Montant', 'Joueurs éligibles']);
      expect(t.rows[3]).toEqual(['Rendu à D', `${fmt('fr')(5700)} − ${fmt('fr')(3700)}`, fmt('fr')(2000), 'D seul']);
      await expect(page.getByRole('button', { name: 'Nouveau coup' })).toBeVisible();
    });
  });
});

test.describe('layout', () => {
  test('nothing is wider than the screen, and the table stays readable', async ({ page }) => {
    await openPage(page, { lang: 'fr', query: 'example=002-ex2' });
    const width = page.viewportSize().width;
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // Every pot row fits on screen: label, amount, calculation and names all inside the viewport.
    const boxes = await page.locator('table.pot-table tbody :is(th, td)').evaluateAll((cells) =>
      cells.map((c) => {
        const r = c.getBoundingClientRect();
        return { left: r.left, right: r.right, width: r.width, text: c.textContent };
      }),
    );
    for (const b of boxes) {
      expect(b.left, b.text).toBeGreaterThanOrEqual(0);
      expect(b.right, b.text).toBeLessThanOrEqual(width + 0.5);
    }
    // Amounts are right-aligned with tabular figures.
    const amount = page.locator('table.pot-table tbody td.num').first();
    await expect(amount).toHaveCSS('text-align', 'right');
    await expect(amount).toHaveCSS('font-variant-numeric', /tabular-nums/);
    // With an error showing, still no sideways scroll.
    await typeInto(field(page, 'players[1].committed'), 'trois mille sept cents');
    await expect(errorOf(page, 'players[1].committed')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    // Every input has a label.
    const unlabelled = await page.locator('input, select').evaluateAll((els) => els.filter((e) => !e.labels || e.labels.length === 0).map((e) => e.id));
    expect(unlabelled).toEqual([]);
    expect(norm(await page.locator('#summary').textContent())).not.toBe('');
  });
});
