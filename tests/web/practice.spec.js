// The side-pot drill (issue 32, exercise 1) as a dealer in training uses it: a table from a seed,
// the guide's table filled in, graded by the core with each mistake at its field and its rule;
// a shared exercise link, the progress kept in the browser, the timed mode, the embed of a rules
// article. In English and French, at 1200 and 390 px (the two projects). The answers below are
// worked by hand with guide 002's method, not read from the generator.
import { test, expect } from '@playwright/test';
import { norm, fmt } from './helpers.js';

const noOverflow = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// Level 2, exercise 9: A 1,300, B 1,900, C 1,050, D 1,850, nobody folded. Guide 002: main pot
// 1,050 × 4 = 4,200 (A, B, C, D); side 1 (1,300 − 1,050) × 3 = 750 (A, B, D); side 2
// (1,850 − 1,300) × 2 = 1,100 (B, D); B's 1,900 − 1,850 = 50 nobody called goes back to him.
const ex9 = {
  hash: 'level=2&seed=9',
  stakes: { A: 1300, B: 1900, C: 1050, D: 1850 },
  pots: [
    [4200, ['A', 'B', 'C', 'D']],
    [750, ['A', 'B', 'D']],
    [1100, ['B', 'D']],
  ],
  returned: { B: 50 },
};

// Level 3, exercise 4: A 1,550, B 950 then folds, C 900, D 1,325. Guide 002: the main pot is C's
// 900 times the four players who covered it, B's dead chips included, = 3,600, and only A, C and
// D may win it (B folded); side 1 (1,325 − 900) × 2 + B's last 50 = 900 (A, D); A's
// 1,550 − 1,325 = 225 nobody called goes back.
const ex4 = { hash: 'level=3&seed=4' };

const words = {
  en: {
    heading: 'Side pots, level 2 (exercise 9)',
    solved: 'Right: every pot and every return.',
    progress: 'Solved: 1 · Streak: 1 · Best time at level 2: none yet',
    mainWrong: 'Should be 3,600 = 900 × 4 (guide 002 (the side-pot method))',
    eligibleWrong: 'Should be A, C, and D (guide 002 (the side-pot method))',
    returnedWrong: 'Should be 225 (guides 000 and 002 (uncalled bet))',
    mistakes: '3 mistakes: the amount of your pot 1, the eligible players of your pot 1, and the chips returned to A.',
    streak: 'Solved: 0 · Streak: 0',
    decimal: 'Whole chips only for the amount of your pot 1: “12.5” is not a whole number.',
    typed: '12.5',
    heading4: 'Side pots, level 3 (exercise 4)',
    level: 'Level',
    range: /exercise’s level/,
  },
  fr: {
    heading: 'Pots secondaires, niveau 2 (exercice 9)',
    solved: 'Juste : chaque pot et chaque retour.',
    progress: 'Réussis : 1 · Série : 1 · Meilleur temps au niveau 2 : aucun pour l’instant',
    mainWrong: 'Attendu : 3 600 = 900 × 4 (guide 002 (la méthode de calcul des side pots))',
    eligibleWrong: 'Attendu : A, C et D (guide 002 (la méthode de calcul des side pots))',
    returnedWrong: 'Attendu : 225 (guides 000 et 002 (la mise non suivie))',
    mistakes: '3 erreurs : le montant de votre pot 1, les joueurs éligibles de votre pot 1 et les jetons rendus à A.',
    streak: 'Réussis : 0 · Série : 0',
    decimal: 'Jetons entiers seulement pour le montant de votre pot 1 : « 12,5 » n’est pas un nombre entier.',
    typed: '12,5',
    heading4: 'Pots secondaires, niveau 3 (exercice 4)',
    level: 'Niveau',
    range: /niveau de l’exercice/,
  },
};

async function fillAnswer(root, { pots, returned = {} }) {
  for (let i = 0; i < pots.length; i++) {
    if (i > 0) await root.locator('[data-action="add-pot"]').click();
    const [amount, eligible] = pots[i];
    await root.locator(`input[data-pot-amount="${i}"]`).fill(String(amount));
    for (const name of eligible) await root.locator(`[data-pot-eligible="${i}"][data-player="${name}"]`).click();
  }
  for (const [name, amount] of Object.entries(returned)) await root.locator(`input[data-returned="${name}"]`).fill(String(amount));
  await root.getByRole('button', { name: /^(Check|Vérifier)$/ }).click();
}

async function openPractice(page, hash) {
  await page.goto(`./practice.html#${hash}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
}

for (const lang of ['en', 'fr']) {
  const w = words[lang];
  const f = fmt(lang);

  test(`[${lang}] guide 002's method on exercise 9 (an uncalled excess): right, the solution, the progress`, async ({ page }) => {
    await openPractice(page, `${ex9.hash}&lang=${lang}`);
    await expect(page.locator('.practice-heading')).toHaveText(w.heading);
    // The table the reader works from: what each player put in.
    const stakes = await page
      .locator('.practice-stakes tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [tr.dataset.player, tr.querySelector('td').textContent]));
    expect(stakes.map(([n, a]) => [n, norm(a)])).toEqual(Object.entries(ex9.stakes).map(([n, a]) => [n, f(a)]));

    await fillAnswer(page, ex9);
    await expect(page.locator('.practice-result p')).toHaveText(w.solved);
    await expect(page.locator('.mark.wrong')).toHaveCount(0);
    // The solution is the guide's table, with its Calculation column.
    const rows = await page
      .locator('.practice-solution table.pot-table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    expect(rows.map((r) => r.map(norm).slice(1, 3))).toEqual([
      [`${f(1050)} × 4`, f(4200)],
      [`(${f(1300)} − ${f(1050)}) × 3`, f(750)],
      [`(${f(1850)} − ${f(1300)}) × 2`, f(1100)],
      [`${f(1900)} − ${f(1850)}`, f(50)],
    ]);
    await expect(page.locator('.practice-progress p').first()).toHaveText(w.progress);
    expect(await noOverflow(page)).toBe(true);

    // The next table: another seed at the same level, in the address.
    await page.locator('[data-action="next"]').click();
    await expect(page).not.toHaveURL(/seed=9&/);
    await expect(page).toHaveURL(new RegExp(`level=2&seed=\\d+&lang=${lang}$`));
    await expect(page.locator('.practice-result')).toHaveText('');
  });

  test(`[${lang}] a folded player's chips (exercise 4), answered wrong: each mistake at its field, with the rule`, async ({ page }) => {
    await openPractice(page, `${ex4.hash}&lang=${lang}`);
    // The classic mistakes: the folded player's chips left out and him counted eligible; the
    // uncalled 225 kept in a pot.
    await fillAnswer(page, {
      pots: [
        [2700, ['A', 'B', 'C', 'D']],
        [900, ['A', 'D']],
      ],
    });
    const pot0 = page.locator('fieldset.answer-pot[data-pot="0"]');
    await expect(pot0.locator('.mark.wrong[data-field="answer.pots[0].amount"]')).toHaveText(`✗ ${w.mainWrong}`);
    await expect(pot0.locator('.mark.wrong[data-field="answer.pots[0].eligible"]')).toHaveText(`✗ ${w.eligibleWrong}`);
    await expect(page.locator('fieldset.answer-pot[data-pot="1"] .mark.wrong')).toHaveCount(0);
    await expect(page.locator('.answer-returned .mark.wrong')).toHaveCount(1);
    await expect(page.locator('.answer-returned .mark.wrong[data-player="A"]')).toHaveText(`✗ ${w.returnedWrong}`);
    await expect(page.locator('.practice-result p')).toHaveText(w.mistakes);
    await expect(page.locator('.practice-progress p').first()).toContainText(w.streak);
    expect(await noOverflow(page)).toBe(true);
  });

  test(`[${lang}] what cannot be read is said at its field and graded nothing`, async ({ page }) => {
    await openPractice(page, `${ex9.hash}&lang=${lang}`);
    await page.locator('input[data-pot-amount="0"]').fill(w.typed);
    await page.getByRole('button', { name: /^(Check|Vérifier)$/ }).click();
    const error = page.locator('fieldset.answer-pot[data-pot="0"] .field-error');
    await expect(error).toHaveText(w.decimal);
    await expect(error.locator('[data-code]')).toHaveAttribute('data-code', 'input.decimal');
    await expect(page.locator('.mark')).toHaveCount(0);
    await expect(page.locator('.practice-solution')).toHaveCount(0);
    await expect(page.locator('input[data-pot-amount="0"]')).toHaveValue(w.typed); // kept as typed
  });
}

test('a shared exercise link opens the same table; the language switch keeps it', async ({ page }) => {
  await openPractice(page, `${ex4.hash}&lang=fr`);
  await expect(page.locator('.practice-heading')).toHaveText(words.fr.heading4);
  await expect(page.locator('.practice-stakes tr.folded')).toHaveAttribute('data-player', 'B');
  await page.locator('.lang-switch [data-lang="en"]').click();
  await expect(page.locator('.practice-heading')).toHaveText(words.en.heading4);
  await expect(page).toHaveURL(/#level=3&seed=4&lang=en$/);
  // A level chosen: a new table at that level.
  await page.locator('button[data-level="5"]').click();
  await expect(page).toHaveURL(/#level=5&seed=\d+&lang=en$/);
  await expect(page.locator('button[data-level="5"]')).toHaveAttribute('aria-pressed', 'true');
  // Level 5 has up to nine players in cents: still no sideways scrolling.
  expect(await noOverflow(page)).toBe(true);
});

test('a link with an impossible level is said by the core, in the language', async ({ page }) => {
  await openPractice(page, 'level=9&seed=4&lang=fr');
  const error = page.locator('.practice .field-error');
  await expect(error).toHaveAttribute('data-code', 'spec.range');
  await expect(error).toHaveText(words.fr.range);
  // The buttons are there to start again.
  await page.getByRole('button', { name: 'Nouvelle table' }).click();
  await expect(page.locator('.practice-heading')).toHaveText(/^Pots secondaires, niveau 1 \(exercice \d+\)$/);
});

test('progress and the best time stay in the browser, and reset', async ({ page }) => {
  await openPractice(page, `${ex9.hash}&lang=en`);
  await page.locator('[data-action="timed"]').check();
  await expect(page.locator('.practice-clock')).toHaveText(/^Time: 0:\d\d$/);
  await fillAnswer(page, ex9);
  await expect(page.locator('.practice-result p')).toHaveText(words.en.solved);
  await expect(page.locator('.practice-progress p').first()).toHaveText(/^Solved: 1 · Streak: 1 · Best time at level 2: \d+:\d\d$/);
  // A reload (the same exercise, not checked again) keeps the progress.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('.practice-progress p').first()).toHaveText(/^Solved: 1 · Streak: 1 · Best time at level 2: \d+:\d\d$/);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('tapis.practice')));
  expect(saved.solved).toBe(1);
  expect(saved.streak).toBe(1);
  expect(saved.best['sidepots:2']).toBeGreaterThan(0);
  await page.locator('[data-action="reset"]').click();
  await expect(page.locator('.practice-progress p').first()).toHaveText('Solved: 0 · Streak: 0 · Best time at level 2: none yet');
  expect(await page.evaluate(() => localStorage.getItem('tapis.practice'))).toBeNull();
});

test('the embed of a rules article: embed.html?practice=sidepots&level=2 (French)', async ({ page }) => {
  await page.goto('./embed.html?practice=sidepots&level=2&seed=9&lang=fr');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('.practice-heading')).toHaveText(words.fr.heading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr'); // said in French by a screen reader
  await fillAnswer(page, ex9);
  await expect(page.locator('.practice-result p')).toHaveText(words.fr.solved);
  await expect(page.locator('#open-full')).toHaveAttribute('href', './practice.html#level=2&seed=9&lang=fr');
  expect(await noOverflow(page)).toBe(true);
  // Without a seed each reader gets a table of their own, at the level asked.
  await page.goto('./embed.html?practice=sidepots&level=4&lang=en');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('.practice-heading')).toHaveText(/^Side pots, level 4 \(exercise \d+\)$/);
});

test('the main page links to the practice in its language', async ({ page }) => {
  await page.goto('./?lang=fr');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  const link = page.locator('#practice-link');
  await expect(link).toHaveText('S’entraîner aux pots secondaires et aux relances');
  await link.click();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('.practice-heading')).toHaveText(/^Pots secondaires, niveau 1 \(exercice \d+\)$/);
});

test('at 320 px every field of a nine-player table is reachable without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  // Level 5: six to nine players, amounts in cents; answered wrong so that every mark is drawn.
  await openPractice(page, 'level=5&seed=31&lang=fr');
  await page.locator('[data-action="add-pot"]').click();
  await page.locator('[data-action="add-pot"]').click();
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.locator('.practice-solution')).toBeVisible();
  expect(await noOverflow(page)).toBe(true);
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('.practice input, .practice button')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => el.outerHTML.slice(0, 60)),
  );
  expect(outside).toEqual([]);
});

// Every other drill at its biggest level, answered (wrong, most likely) so that its marks and its
// solution are drawn: nothing wider than a 320 px phone.
for (const drill of ['handpots', 'winners', 'raises', 'reopen', 'showdown', 'places']) {
  test(`at 320 px the ${drill} drill (level 5) fits without scrolling sideways (French)`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openPractice(page, `drill=${drill}&level=5&seed=3&lang=fr`);
    const choice = page.locator('.practice-answer button[aria-pressed]');
    if (await choice.count()) await choice.first().click();
    const input = page.locator('.practice-answer input');
    if (await input.count()) await input.first().fill('1');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.locator('.practice-solution')).toBeVisible();
    expect(await noOverflow(page)).toBe(true);
    const outside = await page.evaluate(
      () =>
        [...document.querySelectorAll('.practice input, .practice button')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5).length,
    );
    expect(outside).toBe(0);
  });
}

// Exercise 3, worked by hand from guide 003 and WSOP Live Action Rule 176:
// - level 1, exercise 2 (No-Limit 50/100): C raises to 300, a raise of 200; A may re-raise to
//   300 + 200 = 500 at least.
// - level 3, exercise 5 (No-Limit 100/200, on the flop): A bets 1,200, B is all-in for 1,500, a
//   raise of 300, short of a full one; C's least raise still adds the last full raise: 1,500 +
//   1,200 = 2,700 (not 1,500 + 300).
// - level 4, exercise 5 (Pot-Limit 25/50): C first to act, "pot!": the pot once called is
//   25 + 50 + 50 = 125, on top of the 50 to call: 175.
const raiseWords = {
  en: {
    minQ: 'What is the least A may raise to?',
    potQ: '“Pot!”: what is the most C may raise to?',
    log: 'C raises to 300',
    range: 'A may raise to any total from 500 to 20,700.',
    short: '✗ Should be 2,700 (WSOP Live Action Rule 176)',
    pot: '✗ Should be 175 (guide 003 (the Pot-Limit maximum))',
    drill: 'Least and most raise',
    solved: 'Right.',
  },
  fr: {
    minQ: 'À combien A peut-il relancer au minimum ?',
    potQ: '« Pot ! » : à combien C peut-il relancer au maximum ?',
    log: 'C relance à 300',
    range: 'A peut relancer à tout total de 500 à 20 700.',
    short: '✗ Attendu : 2 700 (WSOP Live Action, règle 176)',
    why: 'C ne peut pas relancer à 1 800 : la mise de 1 500 est un tapis incomplet, la relance minimum est donc au tapis plus la dernière relance complète (1 200) : 2 700.',
    pot: '✗ Attendu : 175 (guide 003 (le maximum en Pot-Limit))',
    drill: 'Relance minimum et maximum',
    solved: 'Juste.',
  },
};

for (const lang of ['en', 'fr']) {
  const w = raiseWords[lang];
  const check = (page) => page.getByRole('button', { name: /^(Check|Vérifier)$/ }).click();

  test(`[${lang}] the least raise (exercise 3, level 1): the hand, the question, right`, async ({ page }) => {
    await openPractice(page, `drill=raises&level=1&seed=2&lang=${lang}`);
    await expect(page.locator('.practice-log li').last()).toContainText(w.log);
    await expect(page.locator('label.practice-question')).toHaveText(w.minQ);
    await page.getByLabel(w.minQ).fill('500');
    await check(page);
    await expect(page.locator('.practice-result p')).toHaveText(w.solved);
    await expect(page.locator('.practice-legal')).toHaveText(w.range);
    expect(await noOverflow(page)).toBe(true);
  });

  test(`[${lang}] after a short all-in (level 3): the usual mistake, said by the engine, WSOP 176`, async ({ page }) => {
    await openPractice(page, `drill=raises&level=3&seed=5&lang=${lang}`);
    await page.locator('#practice-to').fill(lang === 'fr' ? '1 800' : '1,800');
    await check(page);
    const mark = page.locator('.mark.wrong[data-field="answer.to"]');
    await expect(mark).toContainText(w.short);
    await expect(page.locator('#practice-to')).toBeFocused(); // back at the field to try again
    await expect(mark.locator('.mark-why')).toHaveAttribute('data-code', 'action.raise_below_min');
    if (w.why) await expect(mark.locator('.mark-why')).toHaveText(w.why);
    await expect(page.locator('.practice-progress p').first()).toContainText(words[lang].streak);
  });

  test(`[${lang}] Pot-Limit, "pot!" (level 4): the pot once called, on top of the call`, async ({ page }) => {
    await openPractice(page, `drill=raises&level=4&seed=5&lang=${lang}`);
    await expect(page.locator('label.practice-question')).toHaveText(w.potQ);
    await page.locator('#practice-to').fill('200');
    await check(page);
    await expect(page.locator('.mark.wrong')).toContainText(w.pot);
    await expect(page.locator('.mark-why')).toHaveAttribute('data-code', 'action.raise_above_max');
    await page.locator('#practice-to').fill('175');
    await check(page);
    await expect(page.locator('.mark.right[data-field="answer.to"]')).toHaveCount(1);
  });
}

test('the drill buttons switch exercises; the address and the embed follow', async ({ page }) => {
  await openPractice(page, 'level=2&seed=9&lang=en');
  await page.getByRole('button', { name: raiseWords.en.drill }).click();
  await expect(page).toHaveURL(/#drill=raises&level=2&seed=\d+&lang=en$/);
  await expect(page.locator('.practice-heading')).toHaveText(/^Raises, level 2 \(exercise \d+\)$/);
  await page.getByRole('button', { name: 'Side pots' }).click();
  await expect(page).toHaveURL(/#level=2&seed=\d+&lang=en$/);
  await page.goto('./embed.html?practice=raises&level=4&seed=5&lang=fr');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('label.practice-question')).toHaveText(raiseWords.fr.potQ);
  await expect(page.locator('#open-full')).toHaveAttribute('href', './practice.html#drill=raises&level=4&seed=5&lang=fr');
});

// Exercise 4, worked by hand from TDA 2024 Rule 47:
// - level 1, exercise 3 (No-Limit 50/100, on the flop): A bets 400, B is all-in for 650 (a raise
//   of 250, short of A's 400), C calls: the betting is not reopened for A: fold or call.
// - level 3, exercise 1: A bets 300, B all-in for 450, C all-in for 600: two short raises of 150
//   that add up to a full one: A may raise again (to 900 at least).
const reopenWords = {
  en: {
    q: 'What may A do now? Pick every action allowed.',
    allIn: 'B raises all-in to 650',
    all: '✗ Should be Fold, Call, and Raise (TDA 2024 Rule 47)',
    fold: 'Fold',
    call: 'Call',
  },
  fr: {
    q: 'Que peut faire A maintenant ? Choisissez chaque action permise.',
    allIn: 'B relance à tapis à 650',
    all: '✗ Attendu : Se coucher, Suivre et Relancer (TDA 2024, règle 47)',
    fold: 'Se coucher',
    call: 'Suivre',
  },
};

for (const lang of ['en', 'fr']) {
  const w = reopenWords[lang];
  const check = (page) => page.getByRole('button', { name: /^(Check|Vérifier)$/ }).click();

  test(`[${lang}] a short all-in does not reopen the betting (exercise 4, level 1)`, async ({ page }) => {
    await openPractice(page, `drill=reopen&level=1&seed=3&lang=${lang}`);
    await expect(page.locator('#practice-reopen-q')).toHaveText(w.q);
    // The log says the all-in, not whether it is a full raise: that is the question.
    await expect(page.locator('.practice-log')).toContainText(w.allIn);
    await expect(page.locator('.practice-log')).not.toContainText(/full raise|relance complète|incompl/);
    await page.getByRole('button', { name: w.fold, exact: true }).click();
    await page.getByRole('button', { name: w.call, exact: true }).click();
    await check(page);
    await expect(page.locator('.practice-result p')).toHaveText(raiseWords[lang].solved);
    // The solution is the engine's reason.
    await expect(page.locator('.practice-legal')).toHaveAttribute('data-code', 'action.not_reopened');
    expect(await noOverflow(page)).toBe(true);
  });

  test(`[${lang}] two short all-ins that add up to a full raise reopen it (level 3)`, async ({ page }) => {
    await openPractice(page, `drill=reopen&level=3&seed=1&lang=${lang}`);
    await page.getByRole('button', { name: w.fold, exact: true }).click();
    await page.getByRole('button', { name: w.call, exact: true }).click();
    await check(page);
    await expect(page.locator('.mark.wrong[data-field="answer.actions"]')).toHaveText(w.all);
    await expect(page.locator('.practice-legal')).toContainText('900');
  });
}

test('an empty answer is asked for, not graded: the streak stays', async ({ page }) => {
  await openPractice(page, 'drill=raises&level=1&seed=2&lang=en');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.locator('.field-error [data-code]')).toHaveAttribute('data-code', 'input.required');
  await expect(page.locator('.field-error')).toHaveText('Missing: your raise.');
  await expect(page.locator('.mark')).toHaveCount(0);
  await page.getByRole('button', { name: 'Does it reopen?' }).click();
  await expect(page.getByRole('button', { name: 'Does it reopen?' })).toBeFocused();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.locator('.field-error [data-code]')).toHaveAttribute('data-code', 'input.required');
  await expect(page.locator('.practice-progress p').first()).toContainText('Solved: 0 · Streak: 0');
});

// Exercise 2: side pots from a hand played out, worked by hand from the log (guide 002).
// Level 2, exercise 3: A 2,850, B 5,800, C 1,200, D 3,500; blinds 50/100. Preflop C pushes 1,200,
// D, A and B call; on the flop A checks, B pushes 4,600, D calls all-in for 2,300, A for 1,650. In
// all: A 2,850, B 5,800, C 1,200, D 3,500. Main 1,200 × 4 = 4,800 (A, B, C, D); side 1
// (2,850 − 1,200) × 3 = 4,950 (A, B, D); side 2 (3,500 − 2,850) × 2 = 1,300 (B, D); B's
// 5,800 − 3,500 = 2,300 nobody called goes back.
// Level 3, exercise 3: A 4,750, B 5,075, C 4,925, D 2,050, E 1,200. Preflop C folds, D and E call
// 100, A raises to 300, B and D call, E folds (his 100 is dead); on the flop A pushes 4,450, B
// 4,775, D calls all-in for 1,750. Main: the preflop 1,000 + D's 1,750 × 3 = 6,250 (A, B, D, not
// E); side 1 (4,450 − 1,750) × 2 = 5,400 (A, B); B's 4,775 − 4,450 = 325 goes back.
const handWords = {
  en: {
    heading: 'Pots of a hand, level 2 (exercise 3)',
    flop: 'Flop: 4,800 in the pot',
    mainWrong: '✗ Should be 6,250 = 1,000 + 1,750 × 3 (guide 002 (the side-pot method))',
    eligibleWrong: '✗ Should be A, B, and D (guide 002 (the side-pot method))',
    sideWrong: '✗ Should be 5,400 = (4,450 − 1,750) × 2 (guide 002 (the side-pot method))',
    returnedWrong: '✗ Should be 325 (guides 000 and 002 (uncalled bet))',
  },
  fr: {
    heading: 'Pots d’un coup, niveau 2 (exercice 3)',
    flop: 'Flop : 4 800 dans le pot',
    mainWrong: '✗ Attendu : 6 250 = 1 000 + 1 750 × 3 (guide 002 (la méthode de calcul des side pots))',
    eligibleWrong: '✗ Attendu : A, B et D (guide 002 (la méthode de calcul des side pots))',
    sideWrong: '✗ Attendu : 5 400 = (4 450 − 1 750) × 2 (guide 002 (la méthode de calcul des side pots))',
    returnedWrong: '✗ Attendu : 325 (guides 000 et 002 (la mise non suivie))',
  },
};

for (const lang of ['en', 'fr']) {
  const w = handWords[lang];

  test(`[${lang}] side pots of a hand played out (exercise 2, level 2): the log street by street, right`, async ({ page }) => {
    await openPractice(page, `drill=handpots&level=2&seed=3&lang=${lang}`);
    await expect(page.locator('.practice-heading')).toHaveText(w.heading);
    await expect(page.locator('button[data-drill="handpots"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.practice-log li[data-type="street"]')).toHaveText([w.flop]);
    // What goes back is the question: the log does not say it.
    await expect(page.locator('.practice-log li[data-type="return"]')).toHaveCount(0);
    await fillAnswer(page, {
      pots: [
        [4800, ['A', 'B', 'C', 'D']],
        [4950, ['A', 'B', 'D']],
        [1300, ['B', 'D']],
      ],
      returned: { B: 2300 },
    });
    await expect(page.locator('.practice-result p')).toHaveText(words[lang].solved);
    await expect(page.locator('.mark.wrong')).toHaveCount(0);
    await expect(page.locator('.practice-solution table.pot-table tbody tr')).toHaveCount(4);
    expect(await noOverflow(page)).toBe(true);
  });

  test(`[${lang}] a fold after a call, answered wrong (exercise 2, level 3): the dead chips, the uncalled raise`, async ({ page }) => {
    await openPractice(page, `drill=handpots&level=3&seed=3&lang=${lang}`);
    // E's dead 100 left out, E counted eligible, B's uncalled 325 kept in the side pot.
    await fillAnswer(page, {
      pots: [
        [6150, ['A', 'B', 'D', 'E']],
        [5725, ['A', 'B']],
      ],
    });
    await expect(page.locator('.mark.wrong[data-field="answer.pots[0].amount"]')).toHaveText(w.mainWrong);
    await expect(page.locator('.mark.wrong[data-field="answer.pots[0].eligible"]')).toHaveText(w.eligibleWrong);
    await expect(page.locator('.mark.wrong[data-field="answer.pots[1].amount"]')).toHaveText(w.sideWrong);
    await expect(page.locator('fieldset.answer-pot[data-pot="1"] .mark.right')).toHaveCount(1);
    await expect(page.locator('.answer-returned .mark.wrong[data-player="B"]')).toHaveText(w.returnedWrong);
    await expect(page.locator('.answer-returned .mark.wrong')).toHaveCount(1);
    expect(await noOverflow(page)).toBe(true);
  });
}

// Exercise 6: who must show first? Worked from the log with guide 000.
// Level 1, exercise 23 (cash, B the button): on the river A bets 175, B raises to 375, C and A
// call: B made the last bet or raise, so B shows first, though A bet first (TDA 2024 Rule 17).
// Level 5, exercise 2 (cash): B is all-in on the flop for the main pot only; on the river D
// raises all-in over A's bet, A and C call: the side pot's players show before B, D first as the
// river's last aggressor (Rule 17 and WSOP Live Action Rule 149).
// Level 4, exercise 1 (a tournament): an all-in called, so every hand is turned up at once (TDA
// 2024 Rule 16): nobody shows "first".
const showWords = {
  en: {
    heading: 'Who shows first? Level 1 (exercise 23)',
    q: 'The betting is over. Who must show first?',
    bettor: '✗ Should be B (TDA 2024 Rule 17)',
    order: 'Show order: B, then C, then A.',
    sidePots: '✗ Should be D (TDA 2024 Rule 17; WSOP Live Action Rule 149)',
    all: 'Every hand at once, face up',
    faceUp: '✗ Should be Every hand at once, face up (TDA 2024 Rule 16)',
  },
  fr: {
    heading: 'Qui montre en premier ? Niveau 1 (exercice 23)',
    q: 'Les enchères sont terminées. Qui doit montrer en premier ?',
    bettor: '✗ Attendu : B (TDA 2024, règle 17)',
    order: 'Ordre d’abattage : B, puis C, puis A.',
    sidePots: '✗ Attendu : D (TDA 2024, règle 17 ; WSOP Live Action, règle 149)',
    all: 'Toutes les mains d’un coup, face visible',
    faceUp: '✗ Attendu : Toutes les mains d’un coup, face visible (TDA 2024, règle 16)',
  },
};

for (const lang of ['en', 'fr']) {
  const w = showWords[lang];
  const check = (page) => page.getByRole('button', { name: /^(Check|Vérifier)$/ }).click();

  test(`[${lang}] who shows first (exercise 6, level 1): the river's last raiser, not its first bettor`, async ({ page }) => {
    await openPractice(page, `drill=showdown&level=1&seed=23&lang=${lang}`);
    await expect(page.locator('.practice-heading')).toHaveText(w.heading);
    await expect(page.locator('#practice-show-q')).toHaveText(w.q);
    // The button is marked: "left of the button" is read from it.
    await expect(page.locator('.practice-stakes tr[data-player="B"] .seat-mark.button')).toHaveCount(1);
    await page.locator('button[data-first="A"]').click();
    await check(page);
    await expect(page.locator('.mark.wrong[data-field="answer.first"]')).toHaveText(w.bettor);
    await expect(page.locator('.practice-solution .show-order-list')).toHaveText(w.order);
    await page.locator('button[data-first="B"]').click();
    await expect(page.locator('button[data-first="A"]')).toHaveAttribute('aria-pressed', 'false');
    await check(page);
    await expect(page.locator('.practice-result p')).toHaveText(raiseWords[lang].solved);
    expect(await noOverflow(page)).toBe(true);
  });

  test(`[${lang}] side pots first, then a tournament all-in face up (levels 5 and 4)`, async ({ page }) => {
    await openPractice(page, `drill=showdown&level=5&seed=2&lang=${lang}`);
    await page.locator('button[data-first="B"]').click();
    await check(page);
    await expect(page.locator('.mark.wrong[data-field="answer.first"]')).toHaveText(w.sidePots);
    await openPractice(page, `drill=showdown&level=4&seed=1&lang=${lang}`);
    // The setup line says it is a tournament: every hand face up once the all-in betting is over.
    await expect(page.locator('.practice-setup')).toContainText(lang === 'fr' ? 'tournoi' : 'tournament');
    await page.locator('button[data-first="A"]').click();
    await check(page);
    await expect(page.locator('.mark.wrong[data-field="answer.first"]')).toHaveText(w.faceUp);
    await page.getByRole('button', { name: w.all }).click();
    await check(page);
    await expect(page.locator('.practice-result p')).toHaveText(raiseWords[lang].solved);
    expect(await noOverflow(page)).toBe(true);
  });
}

// Exercise 5: who wins what, worked by hand with guides 001, 002 and 004. Level 4,
// exercise 2: A (the button) 900 K♦ 4♥, B 900 K♠ 4♦, C 300 7♠ 8♥, D 875 Q♣ 6♦, E 50 then folds;
// board A♣ 2♣ 2♦ K♣ J♦. A and B both have kings and twos with the ace: a tie; D's twos with A K Q
// beat C's. Pots: main 300 × 4 + E's 50 = 1,250 (A, B, C, D); side 1 (875 − 300) × 3 = 1,725
// (A, B, D); side 2 (900 − 875) × 2 = 50 (A, B). A and B split all three in 25s, the odd chip to
// B, first left of the button: main 625 each, side 1 875 to B and 850 to A, side 2 25 each. B
// collects 1,525, A 1,500.
const winWords = {
  en: {
    heading: 'Who wins what, level 4 (exercise 2)',
    given: ['Main: 1,250, for A, B, C, D', 'Side 1: 1,725, for A, B, D', 'Side 2: 50, for A, B'],
    solved: 'Right: every pot and every share.',
    oddA: '✗ Should be 1,500 (guide 004 (split pots and the odd chip))',
    oddB: '✗ Should be 1,525 (guide 004 (split pots and the odd chip))',
  },
  fr: {
    heading: 'Qui gagne quoi, niveau 4 (exercice 2)',
    given: ['Principal : 1 250, pour A, B, C, D', 'Secondaire 1 : 1 725, pour A, B, D', 'Secondaire 2 : 50, pour A, B'],
    solved: 'Juste : chaque pot et chaque part.',
    oddA: '✗ Attendu : 1 500 (guide 004 (le partage et le jeton indivisible))',
    oddB: '✗ Attendu : 1 525 (guide 004 (le partage et le jeton indivisible))',
  },
};

for (const lang of ['en', 'fr']) {
  const w = winWords[lang];
  const answer = async (page, collects) => {
    for (const pot of ['0', '1', '2']) for (const name of ['A', 'B']) await page.locator(`button[data-pot-winner="${pot}"][data-player="${name}"]`).click();
    for (const [name, amount] of Object.entries(collects)) await page.locator(`input[data-collects="${name}"]`).fill(amount);
    await page.getByRole('button', { name: /^(Check|Vérifier)$/ }).click();
  };

  test(`[${lang}] who wins what (exercise 5, level 4): a split in 25s, the odd chip left of the button`, async ({ page }) => {
    await openPractice(page, `drill=winners&level=4&seed=2&lang=${lang}`);
    await expect(page.locator('.practice-heading')).toHaveText(w.heading);
    await expect(page.locator('.practice-given-pots li')).toHaveText(w.given);
    await expect(page.locator('.practice-stakes tr[data-player="A"] .seat-mark.button')).toHaveCount(1);
    await expect(page.locator('.practice-stakes tr[data-player="E"] .badge.folded')).toHaveCount(1);
    // The usual mistake: the odd chip to the button.
    await answer(page, { A: '1525', B: '1500' });
    await expect(page.locator('.answer-returned .mark.wrong[data-player="A"]')).toHaveText(w.oddA);
    await expect(page.locator('.answer-returned .mark.wrong[data-player="B"]')).toHaveText(w.oddB);
    await expect(page.locator('fieldset.answer-pot .mark.wrong')).toHaveCount(0);
    await expect(page.locator('.practice-solution .pot-table')).toBeVisible();
    expect(await noOverflow(page)).toBe(true);
  });

  test(`[${lang}] who wins what (exercise 5, level 4): answered right`, async ({ page }) => {
    await openPractice(page, `drill=winners&level=4&seed=2&lang=${lang}`);
    await answer(page, { A: '1500', B: lang === 'fr' ? '1 525' : '1,525' });
    await expect(page.locator('.practice-result p')).toHaveText(w.solved);
    await expect(page.locator('.mark.wrong')).toHaveCount(0);
    expect(await noOverflow(page)).toBe(true);
  });
}

test('a player who wins four pots: the solution wraps, nothing scrolls sideways (French)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openPractice(page, 'drill=winners&level=5&seed=1&lang=fr');
  await page.locator('button[data-pot-winner="0"][data-player="A"]').click();
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.locator('.practice-solution .sd-winner .sd-wins')).toContainText('Secondaire 3');
  expect(await noOverflow(page)).toBe(true);
});

// Exercise 7: places and prizes, worked by hand with guide 002. Level 2, exercise 2: A 5,500 and
// C 4,500 all-in, B and D call 5,700; B has the best hand, then D, then C, then A: B wins every pot
// (main 4,500 × 4, side 1 1,000 × 3, side 2 200 × 2). A and C bust; four players were left: A,
// who started with more chips, finishes 3rd (260) though C's hand was better; C 4th, unpaid.
// Level 4, exercise 4: A and C, all-in for 5,500 each, lose to B; they started with the same stack
// and tie for 3rd and 4th: (247 + 182) / 2 = 214.50 each (TDA, simultaneous eliminations).
const placeWords = {
  en: {
    heading: 'Places and prizes, level 2 (exercise 2)',
    ranking: 'At the showdown, best hand first: B, then D, then C, then A.',
    solved: 'Right: every place and every prize.',
    prize: '✗ Should be 214.50 (guide 002 (players busting in the same hand); TDA (simultaneous eliminations))',
    half: '214.50',
  },
  fr: {
    heading: 'Places et prix, niveau 2 (exercice 2)',
    ranking: 'À l’abattage, meilleure main d’abord : B, puis D, puis C, puis A.',
    solved: 'Juste : chaque place et chaque prix.',
    prize: '✗ Attendu : 214,50 (guide 002 (joueurs éliminés sur la même main) ; TDA (éliminations simultanées))',
    half: '214,50',
  },
};

for (const lang of ['en', 'fr']) {
  const w = placeWords[lang];
  const fill = async (page, values) => {
    for (const [name, [place, prize]] of Object.entries(values)) {
      await page.locator(`input[data-place="${name}"]`).fill(place);
      if (prize) await page.locator(`input[data-prize="${name}"]`).fill(prize);
    }
    await page.getByRole('button', { name: /^(Check|Vérifier)$/ }).click();
  };

  test(`[${lang}] places and prizes (exercise 7, level 2): the bigger stack finishes higher`, async ({ page }) => {
    await openPractice(page, `drill=places&level=2&seed=2&lang=${lang}`);
    await expect(page.locator('.practice-heading')).toHaveText(w.heading);
    await expect(page.locator('[data-fact="ranking"]')).toHaveText(w.ranking);
    await fill(page, { A: ['3', '260'], C: ['4', ''] });
    await expect(page.locator('.practice-result p')).toHaveText(w.solved);
    await expect(page.locator('.practice-solution .prize-table')).toBeVisible();
    expect(await noOverflow(page)).toBe(true);
  });

  test(`[${lang}] a tie for 3rd and 4th (exercise 7, level 4): the prizes shared to the cent`, async ({ page }) => {
    await openPractice(page, `drill=places&level=4&seed=4&lang=${lang}`);
    await fill(page, { A: ['3', '247'], C: ['4', '182'] });
    const a = page.locator('fieldset.answer-place[data-player="A"]');
    await expect(a.locator('.mark.right[data-field="answer.places"]')).toHaveCount(1);
    await expect(page.locator('fieldset.answer-place[data-player="C"] .mark.wrong[data-field="answer.places"]')).toHaveCount(1);
    await expect(a.locator('.mark.wrong[data-field="answer.prizes"]')).toHaveText(w.prize);
    await fill(page, { C: ['3', w.half], A: ['3', w.half] });
    await expect(page.locator('.practice-result p')).toHaveText(w.solved);
    expect(await noOverflow(page)).toBe(true);
  });
}
