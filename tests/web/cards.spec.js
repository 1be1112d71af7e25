// The showdown with real cards (issue 4), end to end on the built page, desktop and phone:
// typing cards in every spelling, picking them in the deck (mouse and keyboard), the core's
// winners per pot, the hands named in English and French, the show order, a card used twice, and
// run it twice.
import { test, expect } from '@playwright/test';
import { axeViolations } from './axe.js';
import { openPage, typeHand, typeInto, readPotTable, readPlayerTable, field, errorOf, codesOf, fmt, norm, guide002ex2 } from './helpers.js';

/** Ranks / Cards switch in the players fieldset. */
async function useCards(page) {
  await page.locator('label.seg', { hasText: /^(Cards|Cartes)$/ }).click();
  await expect(field(page, 'players[0].cards')).toBeVisible();
}

const picker = (page) => page.locator('dialog.card-picker');
const deckCard = (page, code) => picker(page).locator(`.pick-card[data-code="${code}"]`);

/** The report's showdown rows: {name: {hand, best: [codes], wins}} (one board). */
async function readShowdown(page, scope = '.showdown > .sd-hands') {
  const rows = await page.locator(`${scope} > .sd-hand`).evaluateAll((lis) =>
    lis.map((li) => ({
      name: li.dataset.player,
      hand: li.querySelector('.hand-name')?.textContent ?? '',
      hole: [...li.querySelectorAll('.sd-hole .pcard')].map((c) => c.dataset.card),
      best: [...li.querySelectorAll('.pcards.best .pcard')].map((c) => c.dataset.card),
      wins: li.querySelector('.sd-wins')?.textContent ?? '',
    })),
  );
  return Object.fromEntries(rows.map((r) => [r.name, { ...r, wins: norm(r.wins) }]));
}

test.describe('guide 002, example 2, with the cards', () => {
  test('typed in three spellings and picked in the deck: Main → A, Side 1 → C, Side 2 → B', async ({ page }) => {
    await openPage(page, { lang: 'en' });
    await typeHand(page, guide002ex2);
    await field(page, 'format').selectOption('tournament');
    await useCards(page);

    // The ranks are gone; a card field per player, a board field, a variant.
    await expect(page.locator('[data-field$="].rank"]')).toHaveCount(0);
    await expect(field(page, 'game')).toHaveValue('holdem');

    await typeInto(field(page, 'players[0].cards'), 'As Ah');
    await typeInto(field(page, 'players[1].cards'), 'QsQh');
    await typeInto(field(page, 'players[2].cards'), 'K♠ K♥');
    // What is typed shows back as cards, red and black.
    const faces = page.locator('[data-card-wrap="players[2].cards"] .card-faces .pcard');
    await expect(faces).toHaveCount(2);
    await expect(faces.first()).toHaveAttribute('data-card', 'Ks');
    await expect(faces.first()).toHaveClass(/black/);
    await expect(faces.last()).toHaveClass(/red/);

    // D: 8♣ by tapping the deck, 4♦ with the keyboard (arrows, Enter).
    await page.locator('[data-card-pick="players[3].cards"]').click();
    await expect(picker(page)).toBeVisible();
    await expect(picker(page).locator('.picker-title')).toHaveText('Cards of D');
    await expect(picker(page).locator('[role="grid"] [role="row"]')).toHaveCount(4);
    await expect(picker(page).locator('.pick-card')).toHaveCount(52);
    // Cards already held by A, B and C are greyed out and say where they are.
    await expect(deckCard(page, 'As')).toHaveAttribute('aria-disabled', 'true');
    await expect(deckCard(page, 'Qh')).toHaveAttribute('aria-label', /Queen of hearts: already used \(Cards of B\)/);
    await deckCard(page, '8c').click();
    await expect(field(page, 'players[3].cards')).toHaveValue('8c');
    await expect(deckCard(page, '8c')).toHaveAttribute('aria-pressed', 'true');
    await expect(deckCard(page, '8c')).toBeFocused();
    await page.keyboard.press('ArrowUp'); // 8♦
    for (let k = 0; k < 4; k++) await page.keyboard.press('ArrowRight'); // 7, 6, 5, 4
    await expect(deckCard(page, '4d')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field(page, 'players[3].cards')).toHaveValue('8c 4d');
    await expect(picker(page).locator('.picker-count')).toHaveText('2 of 2');
    await picker(page).getByRole('button', { name: 'Done' }).click();
    await expect(picker(page)).toHaveCount(0);
    await expect(page.locator('[data-card-pick="players[3].cards"]')).toBeFocused();

    // The board, typed.
    await typeInto(field(page, 'board'), '2c 7d 9h Jd 3s');

    const f = fmt('en');
    const t = await readPotTable(page);
    expect(t.rows.map((r) => r[0])).toEqual(['Main', 'Side 1', 'Side 2', 'Returned to D']);
    expect(t.winners).toEqual([['A'], ['C'], ['B'], []]);
    const players = await readPlayerTable(page);
    expect(players.A.collects).toBe(f(6000));
    expect(players.C.collects).toBe(f(3000));
    expect(players.B.collects).toBe(f(3000));
    expect(players.D.collects).toBe(f(2000));
    await expect(page.locator('#summary')).toContainText(`Collects: A ${f(6000)}, B ${f(3000)}, C ${f(3000)}, and D ${f(2000)}.`);

    // Each player's best hand, named by the core, under the field and in the report.
    await expect(page.locator('[data-hand-for="players[0].cards"] .hand-name')).toHaveText('Pair of aces');
    await expect(page.locator('[data-hand-for="players[3].cards"] .hand-name')).toHaveText('High card, jack');
    const sd = await readShowdown(page);
    expect(sd.A.hand).toBe('Pair of aces');
    expect(sd.A.best).toEqual(['As', 'Ah', 'Jd', '9h', '7d']);
    expect(sd.A.wins).toBe(`★ wins Main ${f(6000)}`);
    expect(sd.C.hand).toBe('Pair of kings');
    expect(sd.C.wins).toBe(`★ wins Side 1 ${f(3000)}`);
    expect(sd.B.hand).toBe('Pair of queens');
    expect(sd.B.wins).toBe(`★ wins Side 2 ${f(3000)}`);
    expect(sd.D.hand).toBe('High card, jack');
    expect(sd.D.hole).toEqual(['8c', '4d']);
    expect(sd.D.wins).toBe('');
    await expect(page.locator('.showdown .sd-board .pcard')).toHaveCount(5);
    // Tournament all-in: every hand face up at once.
    await expect(page.locator('.sd-order .ruling-text')).toHaveText('Tournament all-in: every hand is turned face up at once.');
    await expect(page.locator('.sd-order .ruling-rule')).toHaveText('Source: TDA 2024 Rule 16');
    await expect(page.locator('.sd-order .show-order-list')).toHaveCount(0);

    // The hand lives in the address: a reload gives back the cards as typed.
    await page.waitForTimeout(300);
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(field(page, 'players[1].cards')).toHaveValue('QsQh');
    await expect(field(page, 'players[2].cards')).toHaveValue('K♠ K♥');
    await expect(field(page, 'board')).toHaveValue('2c 7d 9h Jd 3s');
    expect((await readPotTable(page)).winners).toEqual([['A'], ['C'], ['B'], []]);
  });

  test('in a cash game: the show order and its rule, in English and French', async ({ page }) => {
    await openPage(page, { lang: 'en' });
    await typeHand(page, guide002ex2);
    await useCards(page);
    const cards = ['As Ah', 'Qs Qh', 'Ks Kh', '8c 4d'];
    for (const [i, c] of cards.entries()) await typeInto(field(page, `players[${i}].cards`), c);
    await typeInto(field(page, 'board'), '2c7d9hJd3s');
    await expect(page.locator('.sd-order .show-order-list')).toHaveText('Show order: B, then D, then C, then A.');
    await expect(page.locator('.sd-order .ruling-text')).toHaveText('The betting ended before the river with an all-in: the all-in player shows first.');
    await expect(page.locator('.sd-order .ruling-rule')).toHaveText('Source: WSOP Live Action Rule 149');
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect.poll(async () => norm(await page.locator('.sd-order .show-order-list').textContent())).toBe('Ordre d’abattage : B, puis D, puis C, puis A.');
    await expect
      .poll(async () => norm(await page.locator('.sd-order .ruling-text').textContent()))
      .toBe('Les enchères ont pris fin avant la river sur un tapis : la main à tapis est montrée en premier.');
    await expect.poll(async () => norm(await page.locator('.sd-order .ruling-rule').textContent())).toBe('Source : WSOP Live Action, règle 149');
    const sd = await readShowdown(page);
    expect(sd.A.hand).toBe('Paire d’as');
    expect(sd.C.hand).toBe('Paire de rois');
    expect(sd.D.hand).toBe('Carte haute, valet');
    expect((await readPotTable(page)).winners).toEqual([['A'], ['C'], ['B'], []]);
  });
});

test.describe('boards that play (guide 004)', () => {
  test('8-8-5-5-Q: only the player with a five wins, with fives full of eights', async ({ page }) => {
    await openPage(page, { lang: 'en' });
    await typeHand(page, {
      players: [
        { name: 'A', committed: '100' },
        { name: 'B', committed: '100' },
        { name: 'C', committed: '100' },
      ],
    });
    await useCards(page);
    await typeInto(field(page, 'players[0].cards'), '5h Kc');
    await typeInto(field(page, 'players[1].cards'), 'As Kd');
    await typeInto(field(page, 'players[2].cards'), 'Ah 2c');
    await typeInto(field(page, 'board'), '8s 8d 5c 5d Qh');

    const t = await readPotTable(page);
    expect(t.winners).toEqual([['A']]);
    expect(t.splits).toEqual(['']);
    expect((await readPlayerTable(page)).A.collects).toBe(fmt('en')(300));
    let sd = await readShowdown(page);
    expect(sd.A.hand).toBe('Full house, fives full of eights');
    expect(sd.A.best.sort()).toEqual(['5c', '5d', '5h', '8d', '8s']);
    expect(sd.B.hand).toBe('Two pair, eights and fives');
    expect(sd.C.hand).toBe('Two pair, eights and fives');
    await expect(page.locator('[data-hand-for="players[0].cards"] .hand-name')).toHaveText('Full house, fives full of eights');

    // French names, from the catalogue, in the report and under the fields.
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr'); // its catalogue loaded
    sd = await readShowdown(page);
    expect(sd.A.hand).toBe('Full aux cinq par les huit');
    expect(sd.B.hand).toBe('Double paire, huit et cinq');
    expect(sd.A.wins).toBe('★ remporte Principal 300');
    await expect(page.locator('[data-hand-for="players[0].cards"] .hand-name')).toHaveText('Full aux cinq par les huit');
  });

  test('Q-J-9-9-5 with A♣7♣ against A♦6♠: the pot is split', async ({ page }) => {
    await openPage(page, { lang: 'en' });
    await typeHand(page, {
      players: [
        { name: 'A', committed: '101' },
        { name: 'B', committed: '101' },
      ],
    });
    await useCards(page);
    await typeInto(field(page, 'players[0].cards'), 'A♣ 7♣');
    await typeInto(field(page, 'players[1].cards'), 'A♦ 6♠');
    await typeInto(field(page, 'board'), 'Qc Jd 9s 9h 5d');
    const t = await readPotTable(page);
    expect(t.winners).toEqual([['A', 'B']]);
    expect(t.splits[0]).toMatch(/split A 101 · B 101|split B 101 · A 101/);
    const sd = await readShowdown(page);
    expect(sd.A.hand).toBe('Pair of nines');
    expect(sd.B.hand).toBe('Pair of nines');
  });
});

test('tournament: players busted by the cards, best finishing place first', async ({ page }) => {
  await openPage(page, { lang: 'en' });
  await typeHand(page, {
    players: [
      { name: 'A', committed: '100' },
      { name: 'B', committed: '300' },
      { name: 'C', committed: '500' },
    ],
  });
  await field(page, 'format').selectOption('tournament');
  await useCards(page);
  await typeInto(field(page, 'players[0].cards'), '2s 3h');
  await typeInto(field(page, 'players[1].cards'), '4s 5d');
  await typeInto(field(page, 'players[2].cards'), 'Qs Qd');
  await typeInto(field(page, 'board'), 'Tc 7d 9h Kc Js');
  expect((await readPotTable(page)).winners).toEqual([['C'], ['C'], []]);
  await expect(page.locator('.sd-order')).toContainText('every hand is turned face up at once');
  await expect(page.locator('.sd-busted')).toHaveText('Busted, best finishing place first: B, A');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.sd-busted')).toHaveText('Éliminés, meilleure place d’abord : B, A');
});

test.describe('errors at the card fields', () => {
  test('a card used twice: the error sits at the field, what was typed stays, the deck greys it out', async ({ page }) => {
    await openPage(page, { lang: 'en' });
    await typeHand(page, {
      players: [
        { name: 'A', committed: '100' },
        { name: 'B', committed: '100' },
        { name: 'C', committed: '100' },
      ],
    });
    await useCards(page);
    await typeInto(field(page, 'players[0].cards'), 'As Ah');
    await typeInto(field(page, 'players[1].cards'), 'as kd');
    const err = errorOf(page, 'players[1].cards');
    await expect(err).toBeVisible();
    await expect(err).toHaveText('A♠ is given twice: it is already in A’s cards.');
    expect(await codesOf(err)).toEqual(['cards.duplicate']);
    await expect(field(page, 'players[1].cards')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'players[1].cards')).toHaveValue('as kd');
    // The pots need no cards: the table stays, no pot awarded until the cards are right.
    await expect(page.locator('table.pot-table')).toBeVisible();
    expect((await readPotTable(page)).winners).toEqual([[]]);

    // C's deck: A's two cards and B's K♦ are greyed out; tapping one does nothing.
    await page.locator('[data-card-pick="players[2].cards"]').click();
    await expect(deckCard(page, 'As')).toHaveClass(/used/);
    await expect(deckCard(page, 'Ah')).toHaveAttribute('aria-disabled', 'true');
    await expect(deckCard(page, 'Kd')).toHaveAttribute('aria-label', /King of diamonds: already used \(Cards of B\)/);
    await expect(deckCard(page, 'Qs')).not.toHaveAttribute('aria-disabled', 'true');
    await deckCard(page, 'Kd').click({ force: true }); // greyed (aria-disabled): a tap only says where it is
    await expect(field(page, 'players[2].cards')).toHaveValue('');
    await expect(picker(page).locator('.picker-status')).toContainText('already used');
    await page.keyboard.press('Escape');
    await expect(picker(page)).toHaveCount(0);

    // In B's own deck the clashing A♠ can be put back; then the table comes back.
    await page.locator('[data-card-pick="players[1].cards"]').click();
    await expect(deckCard(page, 'As')).toHaveClass(/clash/);
    await deckCard(page, 'As').click();
    await deckCard(page, 'Ks').click();
    await picker(page).getByRole('button', { name: 'Done' }).click();
    await expect(field(page, 'players[1].cards')).toHaveValue('kd Ks');
    await expect(err).toBeHidden();
    await expect(page.locator('table.pot-table')).toBeVisible();
  });

  test('every wrong field is marked, in the page language, keeping the text', async ({ page }) => {
    await openPage(page, { lang: 'fr' });
    await typeHand(page, {
      players: [
        { name: 'A', committed: '100' },
        { name: 'B', committed: '100' },
      ],
    });
    await useCards(page);
    await typeInto(field(page, 'players[0].cards'), 'Zs Ah');
    await typeInto(field(page, 'players[1].cards'), 'Kd');
    await expect.poll(async () => norm(await errorOf(page, 'players[0].cards').textContent())).toMatch(/^« Zs » n’est pas une carte/);
    await expect(errorOf(page, 'players[1].cards')).toHaveText('En hold’em, une main a 2 cartes, pas 1.');
    await expect(field(page, 'players[0].cards')).toHaveValue('Zs Ah');
    // A board of six.
    await typeInto(field(page, 'players[0].cards'), 'As Ah');
    await typeInto(field(page, 'players[1].cards'), 'Kd Kh');
    await typeInto(field(page, 'board'), '2c 3c 4c 5c 6c 7c');
    await expect(errorOf(page, 'board')).toContainText('Un board a au plus 5 cartes, pas 6.');
    expect(await codesOf(errorOf(page, 'board'))).toEqual(['eval.board_count']);
  });
});

test.describe('run it twice', () => {
  test('both boards, each run’s winners, the pot split between the runs', async ({ page }) => {
    await openPage(page, { lang: 'en' });
    await typeHand(page, {
      players: [
        { name: 'A', committed: '100' },
        { name: 'B', committed: '100' },
      ],
    });
    await useCards(page);
    await typeInto(field(page, 'players[0].cards'), 'As Ah');
    await typeInto(field(page, 'players[1].cards'), 'Ks Kd');
    await typeInto(field(page, 'board'), '2c 7d 9h');
    await field(page, 'runCount').selectOption('2');
    await expect(page.getByLabel('Board before the runs')).toHaveValue('2c 7d 9h');
    await typeInto(field(page, 'runs[0]'), 'Kh 3s');
    // Run 2 partly picked in the deck: the runs' cards are greyed in each other's deck.
    await page.locator('[data-card-pick="runs[1]"]').click();
    await expect(picker(page).locator('.picker-title')).toHaveText('Run 2');
    await expect(deckCard(page, 'Kh')).toHaveAttribute('aria-disabled', 'true');
    await expect(deckCard(page, '9h')).toHaveAttribute('aria-disabled', 'true');
    await deckCard(page, 'Qd').click();
    await deckCard(page, '4c').click();
    await picker(page).getByRole('button', { name: 'Done' }).click();
    await expect(field(page, 'runs[1]')).toHaveValue('Qd 4c');

    const t = await readPotTable(page);
    expect(t.rows.map((r) => r[0])).toEqual(['Main']);
    expect([...t.winners[0]].sort()).toEqual(['A', 'B']);
    const shares = await page.locator('.pot-table .run-line .run-share').allTextContents();
    expect(shares.map(norm)).toEqual(['Run 1 B 100', 'Run 2 A 100']);
    const players = await readPlayerTable(page);
    expect(players.A.collects).toBe('100');
    expect(players.B.collects).toBe('100');

    // Both boards in the report, each with its winner.
    const runs = page.locator('.sd-run');
    await expect(runs).toHaveCount(2);
    expect(
      await runs
        .nth(0)
        .locator('.sd-board .pcard')
        .evaluateAll((cs) => cs.map((c) => c.dataset.card)),
    ).toEqual(['2c', '7d', '9h', 'Kh', '3s']);
    expect(
      await runs
        .nth(1)
        .locator('.sd-board .pcard')
        .evaluateAll((cs) => cs.map((c) => c.dataset.card)),
    ).toEqual(['2c', '7d', '9h', 'Qd', '4c']);
    const run1 = await readShowdown(page, '.sd-run[data-run="1"] .sd-hands');
    expect(run1.B.hand).toBe('Three of a kind, kings');
    expect(run1.B.wins).toBe('★ wins Main 100');
    expect(run1.A.wins).toBe('');
    const run2 = await readShowdown(page, '.sd-run[data-run="2"] .sd-hands');
    expect(run2.A.hand).toBe('Pair of aces');
    expect(run2.A.wins).toBe('★ wins Main 100');
    // Under B's cards: the hand on each run.
    await expect(page.locator('[data-hand-for="players[1].cards"] .hand-line .run-tag')).toHaveText(['Run 1', 'Run 2']);
    await expect(page.locator('[data-hand-for="players[1].cards"] .hand-line .hand-name')).toHaveText(['Three of a kind, kings', 'Pair of kings']);

    // A third run.
    await field(page, 'runCount').selectOption('3');
    await typeInto(field(page, 'runs[2]'), 'Ac 5s');
    await expect(page.locator('.sd-run')).toHaveCount(3);
    const shares3 = (await page.locator('.pot-table .run-line .run-share').allTextContents()).map(norm);
    expect(shares3).toEqual(['Run 1 B 67', 'Run 2 A 67', 'Run 3 A 66']);
  });
});

test('back to ranks: the rank menus return and the cards are not sent', async ({ page }) => {
  await openPage(page, { lang: 'en' });
  await typeHand(page, {
    players: [
      { name: 'A', committed: '100' },
      { name: 'B', committed: '100' },
    ],
  });
  await useCards(page);
  await typeInto(field(page, 'players[0].cards'), 'As Ah');
  await typeInto(field(page, 'players[1].cards'), 'Ks Kd');
  await typeInto(field(page, 'board'), '2c 7d 9h 3s 4s');
  expect((await readPotTable(page)).winners).toEqual([['A']]);
  await page.locator('label.seg', { hasText: /^Ranks$/ }).click();
  await expect(field(page, 'players[0].rank')).toBeVisible();
  await expect(page.locator('.showdown')).toHaveCount(0);
  await field(page, 'players[1].rank').selectOption('1');
  expect((await readPotTable(page)).winners).toEqual([['B']]);
  // And back: what was typed is still there.
  await useCards(page);
  await expect(field(page, 'players[0].cards')).toHaveValue('As Ah');
  expect((await readPotTable(page)).winners).toEqual([['A']]);
});

test.describe('accessibility with cards', () => {
  test.use({ bypassCSP: true }); // axe is injected by the test only, as in a11y.spec.js

  test('no WCAG A/AA violation: card fields, hands, an error, the deck open, French', async ({ page }) => {
    test.setTimeout(60_000); // axe runs four times
    const axe = () => axeViolations(page);
    await openPage(page, { lang: 'en' });
    await typeHand(page, {
      players: [
        { name: 'A', committed: '100' },
        { name: 'B', committed: '250' },
      ],
    });
    await useCards(page);
    await typeInto(field(page, 'players[0].cards'), 'As Ah');
    await typeInto(field(page, 'players[1].cards'), 'Ks Kd');
    await typeInto(field(page, 'board'), '2c 7d 9h');
    await field(page, 'runCount').selectOption('2');
    await typeInto(field(page, 'runs[0]'), 'Kh 3s');
    await typeInto(field(page, 'runs[1]'), 'Qd 4c');
    await expect(page.locator('.sd-run')).toHaveCount(2);
    expect(await axe()).toEqual([]);
    await typeInto(field(page, 'runs[1]'), 'Qd 4c 5c');
    await expect(errorOf(page, 'runs[1]')).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.locator('[data-card-pick="players[1].cards"]').click();
    await expect(picker(page)).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await axe()).toEqual([]);
  });
});

test.describe('the page policy with cards', () => {
  test('no CSP violation or console error while entering and picking cards', async ({ page }) => {
    const problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || /Content Security Policy|Refused to/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await openPage(page, { lang: 'en' });
    await useCards(page);
    await typeInto(field(page, 'players[0].cards'), 'A♠ 10♥');
    await page.locator('[data-card-pick="players[1].cards"]').click();
    await deckCard(page, 'Qs').click();
    await deckCard(page, 'Qh').click();
    await picker(page)
      .getByRole('button', { name: /^Next: / })
      .click();
    await expect(picker(page).locator('.picker-title')).toHaveText('Board');
    for (const code of ['2c', '7d', '9h']) await deckCard(page, code).click();
    await picker(page).getByRole('button', { name: 'Done' }).click();
    await expect(field(page, 'board')).toHaveValue('2c 7d 9h');
    await field(page, 'game').selectOption('shortdeck');
    await expect(errorOf(page, 'board')).toContainText('2♣ is not in the short deck');
    await page.locator('[data-card-pick="board"]').click();
    await expect(picker(page).locator('.pick-card')).toHaveCount(36);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
