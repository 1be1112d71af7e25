// Every worked side-pot example of guides 000, 002 and 004 that quick mode can express, named after
// its guide and example in both languages, loading the guide's exact numbers (guides in
// /work/shared/seeds/). Guide 003's betting examples are hand mode's (see web/quick/presets.js).
import { test, expect as baseExpect } from '@playwright/test';
import { openPage, readPotTable, readPlayerTable, fmt } from './helpers.js';

// A busy machine (parallel builds) must not fail these: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

// Rows in English; amounts through Intl so that the French run can reuse them.
const expected = {
  // 000: "Exemple à 3 joueurs": 100 × 3 = 300 (A, B, C), 50 × 2 = 100 (B, C).
  '000-three-players': {
    rows: [
      ['Main', '100 × 3', 300, 'A, B, C'],
      ['Side 1', '(150 − 100) × 2', 100, 'B, C'],
    ],
  },
  // 000: effective stack: A all-in for 100, B (300) needs only 100 to call.
  '000-effective-stack': { rows: [['Main', '100 × 2', 200, 'A, B']] },
  // 000, error 3 (table stakes): all-in for 80, the others bet 400.
  '000-table-stakes': {
    rows: [
      ['Main', '80 × 3', 240, 'A, B, C'],
      ['Side 1', '(400 − 80) × 2', 640, 'B, C'],
    ],
  },
  // 002, example 1: 150 (A, B, C), 140 (B, C), 180 back to C; A best.
  '002-ex1': {
    rows: [
      ['Main', '50 × 3', 150, 'A, B, C'],
      ['Side 1', '(120 − 50) × 2', 140, 'B, C'],
      ['Returned to C', '300 − 120', 180, 'C only'],
    ],
    collects: { A: 150, B: 140, C: 180 },
  },
  // "Si B a la meilleure main, il rafle les deux pots, soit 290 €."
  '002-ex1-b-best': { rows: 3, collects: { A: 0, B: 290, C: 180 } },
  // "Si C gagne, il remporte 290 € et récupère ses 180 € non suivis."
  '002-ex1-c-best': { rows: 3, collects: { A: 0, B: 0, C: 470 } },
  // 002, example 2: the guide's table; showdown A, C, B, D.
  '002-ex2': {
    rows: [
      ['Main', [1200, ' + ', 1200, ' × 4'], 6000, 'A, B, C, D'],
      ['Side 1', ['(', 2200, ' − ', 1200, ') × 3'], 3000, 'B, C, D'],
      ['Side 2', ['(', 3700, ' − ', 2200, ') × 2'], 3000, 'B, D'],
      ['Returned to D', [5700, ' − ', 3700], 2000, 'D only'],
    ],
    collects: { A: 6000, C: 3000, B: 3000, D: 2000 },
  },
  // 002, example 3: 30 + 40 × 3 = 150 for A and C; C's 110 returned.
  '002-ex3': {
    rows: [
      ['Main', '30 + 40 × 3', 150, 'A, C'],
      ['Returned to C', '150 − 40', 110, 'C only'],
    ],
  },
  // "Si B avait suivi les 150 €, un side pot de 220 € (110 € × 2)".
  '002-ex3-b-calls': {
    rows: [
      ['Main', '30 + 40 × 3', 150, 'A, B, C'],
      ['Side 1', '(150 − 40) × 2', 220, 'B, C'],
    ],
  },
  // 004, two pots: 75 (A, B, C), 150 (B, C); A best, B second: A 75, B 150.
  '004-two-pots': {
    rows: [
      ['Main', '25 × 3', 75, 'A, B, C'],
      ['Side 1', '(100 − 25) × 2', 150, 'B, C'],
    ],
    collects: { A: 75, B: 150, C: 0 },
  },
  // 004, three layers: 20 × 3 = 60, then 30 × 2 = 60.
  '004-three-layers-abc': {
    rows: [
      ['Main', '20 × 3', 60, 'A, B, C'],
      ['Side 1', '(50 − 20) × 2', 60, 'B, C'],
    ],
  },
  // 004: "Si un quatrième joueur avait foldé au flop après avoir mis 20": dead chips in the main pot.
  '004-three-layers': {
    rows: [
      ['Main', '20 × 4', 80, 'A, B, C'],
      ['Side 1', '(50 − 20) × 2', 60, 'B, C'],
    ],
  },
  // 004, odd chip: "Un pot de 101 jetons entre deux gagnants à égalité devient 50 et 51".
  '004-odd-chip': { rows: [['Main', '1 + 50 × 2', 101, 'A, B']], collects: { A: 51, B: 50 } },
};

const fr = {
  Main: 'Principal',
  'Side 1': 'Secondaire 1',
  'Side 2': 'Secondaire 2',
  'Returned to C': 'Rendu à C',
  'Returned to D': 'Rendu à D',
  'C only': 'C seul',
  'D only': 'D seul',
};

function rowsIn(lang, rows) {
  const f = fmt(lang);
  return rows.map(([label, calc, amount, eligible]) => [
    lang === 'fr' ? (fr[label] ?? label) : label,
    Array.isArray(calc) ? calc.map((p) => (typeof p === 'number' ? f(p) : p)).join('') : calc,
    f(amount),
    lang === 'fr' ? (fr[eligible] ?? eligible) : eligible,
  ]);
}

for (const lang of ['en', 'fr']) {
  test(`every guide example, in order, with its numbers (${lang})`, async ({ page }) => {
    await openPage(page, { lang });
    const select = page.locator('#preset');
    const options = await select.locator('option').evaluateAll((os) => os.filter((o) => o.value).map((o) => [o.value, o.textContent]));
    expect(options.map(([id]) => id)).toEqual(Object.keys(expected));
    for (const [id, label] of options) {
      // Named after its guide and example, in the page's language.
      expect(label, id).toMatch(new RegExp(`^${id.slice(0, 3)} · `));
    }
    // In the page's language.
    expect(Object.fromEntries(options)['002-ex2']).toContain(lang === 'fr' ? 'tournoi, deux pots secondaires' : 'tournament, two side pots');
    const f = fmt(lang);
    for (const [id, want] of Object.entries(expected)) {
      await select.selectOption(id);
      const t = await readPotTable(page);
      if (Array.isArray(want.rows)) expect(t.rows, id).toEqual(rowsIn(lang, want.rows));
      else expect(t.rows.length, id).toBe(want.rows);
      if (want.collects) {
        const players = await readPlayerTable(page);
        for (const [name, amount] of Object.entries(want.collects)) expect(players[name].collects, `${id} ${name}`).toBe(f(amount));
      }
    }
  });
}

test("presets by their guide names in a link: #preset is the embed's; ?example= the page's", async ({ page }) => {
  await page.goto('./embed.html#preset=guide-004-odd-chip&lang=en');
  expect((await readPotTable(page)).splits[0]).toBe('split A 51 · B 50');
  await page.goto('./?lang=en&example=guide-002-ex1-b-best');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect((await readPlayerTable(page)).B.collects).toBe('290');
});
