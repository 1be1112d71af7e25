// Hand mode end to end, in Chromium, on the built site (desktop and 390 px phone): a hand played by
// clicking the legal actions only (guide 000's 10 / 14 / 21 example), the bounded amount field,
// Undo and going back in the log, the guides' presets replayed to their numbers, French rulings,
// and the hand kept in the address. The guides are in /work/shared/seeds/.
import { test, expect } from '@playwright/test';
import { axeViolations } from './axe.js';
import { openPage, openHandMode, norm, fmt, typeInto } from './helpers.js';

const refused = (page) => page.locator('.hand-errors .field-error[role="alert"]');

const seat = (page, i, what) => page.locator(`[data-hfield="players[${i}].${what}"]`);
const act = (page) => page.locator('section.hand-act');
const actHeading = (page) => page.locator('#hand-act-heading');
const logLines = (page) => page.locator('.hand-log-list .log-action .log-text');
const amount = (page) => page.locator('#hand-amount');

/** Hand mode's pot table: per row [Pot, Calculation, Amount, Eligible players], as shown. */
async function handPotRows(page) {
  const table = page.locator('#hand-mode table.pot-table');
  await expect(table).toBeVisible();
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.cells].map((c) => {
        const copy = c.cloneNode(true);
        copy.querySelectorAll('.vh, .split-line').forEach((n) => n.remove());
        return copy.textContent;
      }),
    ),
  );
  return rows.map((r) => r.map(norm));
}

/** The names of the enabled and the disabled buttons of the action panel (the amount box's left out). */
async function panelButtons(page) {
  return act(page).evaluate((root) => {
    const buttons = [...root.querySelectorAll('button.hand-act-btn')].filter((b) => !b.closest('details') && !b.closest('.hand-act-amount'));
    const name = (b) => b.textContent.replace(/\s+/g, ' ').trim();
    return {
      enabled: buttons.filter((b) => !b.disabled).map(name),
      disabled: buttons.filter((b) => b.disabled).map(name),
    };
  });
}

async function click(page, name) {
  await act(page).getByRole('button', { name, exact: true }).click();
}

/**
 * Guide 000, "plusieurs joueurs font all-in pour moins qu'une relance": blinds 1/2, A 100, B 16,
 * D 100 (the player who calls B's 14), C 23; everyone in for 2, then on the flop A bets 10, B
 * all-in 14, D calls, C all-in 21. Set up and played by clicking, as a dealer would.
 */
async function playTenFourteenTwentyOne(page) {
  await expect(page.locator('.hand-setup')).toHaveAttribute('open', '');
  await typeInto(seat(page, 1, 'stack'), '16');
  await typeInto(seat(page, 2, 'name'), 'D');
  await typeInto(seat(page, 3, 'name'), 'C');
  await typeInto(seat(page, 3, 'stack'), '23');
  await expect(actHeading(page)).toHaveText('D to act');
  await click(page, 'Call 2'); // D
  await click(page, 'Call 2'); // C
  await click(page, 'Call 1'); // A, small blind
  await expect(actHeading(page)).toHaveText('B to act');
  await click(page, 'Check'); // B, big blind
  await expect(page.locator('.hand-status .hand-street')).toHaveText('Flop');
  await expect(actHeading(page)).toHaveText('A to act');
  await typeInto(amount(page), '10');
  await click(page, 'Bet 10');
  await click(page, 'All-in to 14 (not a full raise)'); // B
  await expect(actHeading(page)).toHaveText('D to act');
  await click(page, 'Call 14'); // D
  await click(page, 'All-in to 21 (not a full raise)'); // C
  await expect(actHeading(page)).toHaveText('A to act');
}

test.describe('guide 000: A bets 10, B all-in 14, C all-in 21, played by clicking', () => {
  test('A is offered fold, call and raise (reopened); D, who called 14, only fold or call', async ({ page }) => {
    await openHandMode(page);
    await playTenFourteenTwentyOne(page);

    // A put in 10 and faces 21: 11 more, at least a full raise of 10, so the betting reopens.
    // One button per street total the core offers (legal.sizes), and a box for any other.
    expect(await panelButtons(page)).toEqual({ enabled: ['Fold', 'Call 11', 'Raise to 31 (min)', 'Raise to 60 (½ pot)', 'All-in to 98'], disabled: [] });
    await expect(page.locator('#hand-amount-range')).toHaveText('a street total from 31 to 98');
    await expect(act(page).locator('.hand-closed-why')).toHaveCount(0);
    const ruling = page.locator('.hand-now .ruling').last();
    await expect(ruling.locator('.ruling-text')).toHaveText(
      'C’s all-in to 21 is not a full raise (a full raise is to at least 24): it does not reopen the betting; D already acted and may only call or fold; but the short all-ins add up to at least a full raise of 10 for A, so the betting is reopened for them.',
    );
    await expect(ruling.locator('.ruling-rule')).toHaveText('Source: TDA 2024 Rule 47; WSOP Live Action Rule 176');
    await expect(logLines(page)).toHaveText([
      'D calls 2',
      'C calls 2',
      'A calls 1',
      'B checks',
      'A bets 10',
      'B raises all-in to 14 (not a full raise)',
      'D calls 14',
      'C raises all-in to 21 (not a full raise)',
    ]);

    // A calls: D called 14 and faces only 7 more, nothing reopens for him.
    await click(page, 'Call 11');
    await expect(actHeading(page)).toHaveText('D to act');
    expect(await panelButtons(page)).toEqual({ enabled: ['Fold', 'Call 7'], disabled: ['Raise'] });
    await expect(amount(page)).toHaveCount(0);
    const why = act(page).locator('.hand-closed-why');
    await expect(why.locator('.ruling-text')).toHaveText(
      'D cannot raise: D already acted (14 in) and faces only 7 more, less than a full raise of 10: the betting is not reopened, only call or fold.',
    );
    await expect(why.locator('.rule-ref')).toHaveText('Source: TDA 2024 Rule 47');
    await expect(act(page).getByRole('button', { name: 'Raise' })).toHaveAttribute('aria-describedby', 'hand-raise-closed');

    // The table: bets in front of each player, stacks, who is all-in.
    const row = (name) => page.locator(`table.hand-seats tr[data-player="${name}"]`);
    await expect(row('D')).toHaveClass(/to-act/);
    await expect(row('B').locator('.badge.all-in')).toHaveText('all-in');
    await expect(row('C').locator('.bet')).toHaveText('21');
    await expect(row('A').locator('.bet')).toHaveText('21');
    await expect(row('A').locator('.stack')).toHaveText('77');
    await expect(page.locator('.hand-status .hand-pot')).toHaveText('Pot 78');
  });

  test('an amount is read like quick mode’s, the core refuses an illegal one; Undo and the log bring a state back', async ({ page }) => {
    await openHandMode(page);
    await playTenFourteenTwentyOne(page);
    const raise = act(page).locator('.hand-act-amount button[data-hact="raise"]');

    // Not a number of whole chips: the page's one number reader says so at the box, as quick mode does.
    for (const [typed, said] of [
      ['', 'Missing: the amount.'],
      ['25,5', 'Whole chips only for the amount: “25,5” is not a whole number.'],
      ['lots', '“lots” is not an amount: the amount takes a number of chips.'],
    ]) {
      await typeInto(amount(page), typed);
      await raise.click();
      await expect(amount(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#hand-amount-error')).toHaveText(said);
      await expect(logLines(page)).toHaveCount(8);
    }
    // A number outside the core's range: the core refuses it and says why, in the page's words.
    await typeInto(amount(page), '25');
    await expect(raise).toHaveText('Raise to 25');
    await raise.click();
    await expect(refused(page)).toHaveText(
      'Not possible: A cannot raise to 25: the bet of 21 is a short all-in, so the minimum raise is to the all-in plus the last full raise (10): 31.',
    );
    await expect(refused(page)).toHaveAttribute('data-code', 'action.raise_below_min');
    await typeInto(amount(page), '120');
    await amount(page).press('Enter');
    await expect(refused(page)).toHaveText(
      'Not possible: A has only 88 behind (10 in on this street): a raise to 120 is not possible, 98 at most (table stakes).',
    );
    await expect(logLines(page)).toHaveCount(8);
    // In range: played.
    await typeInto(amount(page), '40');
    await raise.click();
    await expect(logLines(page)).toHaveCount(9);
    await expect(logLines(page).last()).toHaveText('A raises to 40');
    await page.getByRole('button', { name: /Undo/ }).click();

    // Undo drops the last action and restores the state before it.
    await click(page, 'Call 11');
    await expect(actHeading(page)).toHaveText('D to act');
    await expect(logLines(page)).toHaveCount(9);
    await page.getByRole('button', { name: /Undo/ }).click();
    await expect(actHeading(page)).toHaveText('A to act');
    await expect(logLines(page)).toHaveCount(8);
    expect((await panelButtons(page)).enabled).toEqual(['Fold', 'Call 11', 'Raise to 31 (min)', 'Raise to 60 (½ pot)', 'All-in to 98']);
    await expect(page.locator('table.hand-seats tr[data-player="A"] .bet')).toHaveText('10');

    // A click on an action of the log goes back to just after it; the rest can be replayed.
    await page.locator('.hand-log-list .log-action[data-action="4"] .log-rewind').click();
    await expect(actHeading(page)).toHaveText('B to act');
    await expect(page.locator('.log-action.current .log-text')).toHaveText('A bets 10');
    await expect(page.locator('.hand-replay .hand-step')).toHaveText('Step 5 of 8');
    await page
      .locator('.hand-replay')
      .getByRole('button', { name: /Play all/ })
      .click();
    await expect(actHeading(page)).toHaveText('A to act');
    await expect(logLines(page)).toHaveCount(8);
  });
});

test("a preset replays step by step to the guide's numbers (003: the incomplete all-in, 100/200)", async ({ page }) => {
  await openHandMode(page);
  await page.getByLabel('Play an example from the guides').selectOption('003-incomplete-allin');
  await expect(page.locator('.hand-replay .hand-step')).toHaveText('Step 0 of 6');
  await expect(actHeading(page)).toHaveText('C to act');
  const next = page.locator('.hand-replay').getByRole('button', { name: /Next/ });
  for (let i = 0; i < 4; i++) await next.click();
  await expect(page.locator('.hand-note')).toContainText('On the flop, A bets 1 000.');
  await next.click();
  // B all-in 1 400, a raise of 400 only: C, yet to act, may raise to at least 2 400.
  await expect(page.locator('.hand-replay .hand-step')).toHaveText('Step 5 of 6');
  await expect(actHeading(page)).toHaveText('C to act');
  expect((await panelButtons(page)).enabled).toContain('Raise to 2,400 (min)');
  await expect(page.locator('.hand-note')).toContainText('to at least 2 400 (1 400 plus the full raise of 1 000)');
  await expect(page.locator('.hand-now .ruling-text')).toContainText('B’s all-in to 1,400 is not a full raise');
  await next.click();
  // Back to A: call 400 or fold, no raise.
  await expect(actHeading(page)).toHaveText('A to act');
  expect(await panelButtons(page)).toEqual({ enabled: ['Fold', 'Call 400'], disabled: ['Raise'] });
  await expect(act(page).locator('.hand-closed-why')).toContainText('faces only 400 more, less than a full raise of 1,000');
  await expect(act(page).locator('.hand-act-facts')).toHaveText('Facing 1,400 in total this street: 400 to call. 3,800 behind, 1,000 already in this street.');
  // Back one step, then the whole example at once.
  await page.locator('.hand-replay').getByRole('button', { name: /Back/ }).click();
  await expect(actHeading(page)).toHaveText('C to act');
  await page
    .locator('.hand-replay')
    .getByRole('button', { name: /Play all/ })
    .click();
  await expect(actHeading(page)).toHaveText('A to act');
});

test("guide 002, example 2 played as actions: the guide's pots, then who collects what", async ({ page }) => {
  await openHandMode(page);
  await page.getByLabel('Play an example from the guides').selectOption('002-ex2-actions');
  await page.locator('.hand-replay').getByRole('button', { name: /Next/ }).click();
  await page
    .locator('.hand-replay')
    .getByRole('button', { name: /Play all/ })
    .click();
  const f = fmt('en');
  const rows = await handPotRows(page);
  // The guide's Calculation column: the antes and limps of the preflop as the first term.
  expect(rows).toEqual([
    ['Main', `${f(1200)} + ${f(1200)} × 4`, f(6000), 'A, B, C, D'],
    ['Side 1', `(${f(2200)} − ${f(1200)}) × 3`, f(3000), 'B, C, D'],
    ['Side 2', `(${f(3700)} − ${f(2200)}) × 2`, f(3000), 'B, D'],
    ['Returned to D', `${f(6000)} − ${f(4000)}`, f(2000), 'D only'], // the whole hand: 300 preflop + 5 700
  ]);
  await expect(page.locator('.hand-act .hand-over-summary')).toContainText(`Collects: A ${f(6000)}, B ${f(3000)}, C ${f(3000)}, and D ${f(2000)}.`);
  // The showdown order decides; changing it changes who collects.
  await page.locator('[data-hrank="D"]').selectOption('1');
  await page.locator('[data-hrank="A"]').selectOption('4');
  await expect(page.locator('.hand-act .hand-over-summary')).toContainText(`Collects: D ${f(14000)}.`);
  // The rulings of the end of the hand, in plain words.
  await expect(page.locator('.hand-log .log-rulings.end')).toContainText('2,000 of D’s chips were matched by nobody: they are in no pot and go back.');
  // The log's all-in call says the amount its ruling says.
  await expect(page.locator('.hand-log-list .log-action[data-action="6"] .log-text')).toHaveText('C calls all-in for 2,200');
  await expect(page.locator('.hand-log-list .log-action[data-action="6"] .ruling-text')).toContainText('C calls all-in for 2,200 of the 3,700');
  await expect(page.locator('.hand-log-list .log-return')).toHaveText('2,000 returned to D');
});

test('in French: the rulings, the log and the reason for no raise are in French', async ({ page }) => {
  await openHandMode(page, { lang: 'fr' });
  await page.getByLabel('Jouer un exemple des guides').selectOption('000-short-allin');
  await page
    .locator('.hand-replay')
    .getByRole('button', { name: /Tout jouer/ })
    .click();
  await expect(actHeading(page)).toHaveText('À A de parler');
  expect(await panelButtons(page)).toEqual({ enabled: ['Se coucher', 'Suivre 4'], disabled: ['Relancer'] });
  const said = async (locator) => norm(await locator.textContent());
  await expect
    .poll(() => said(act(page).locator('.hand-closed-why .ruling-text')))
    .toBe(
      'A ne peut pas relancer : A a déjà parlé (10 mis) et ne fait face qu’à 4 de plus, moins qu’une relance complète de 10 : les enchères ne sont pas rouvertes, seulement suivre ou se coucher.',
    );
  await expect
    .poll(() => said(page.locator('.hand-log-list .log-action[data-action="5"] .log-text')))
    .toBe('B relance à tapis à 14 (pas une relance complète)');
  const ruling = page.locator('.hand-log-list .log-action[data-action="5"] .ruling');
  await expect
    .poll(() => said(ruling.locator('.ruling-text')))
    .toBe(
      'Le tapis de B à 14 n’est pas une relance complète (il faudrait au moins 20) : il ne rouvre pas les enchères ; A a déjà parlé : suivre ou se coucher seulement ; C et D, qui n’ont pas encore parlé, peuvent relancer à au moins 24 (le tapis plus la dernière relance complète).',
    );
  await expect.poll(() => said(ruling.locator('.ruling-rule'))).toBe('Source : TDA 2024, règle 47 ; WSOP Live Action, règle 176');
  // No English and no code anywhere in the panel and the log.
  const text = await said(page.locator('#hand-mode'));
  expect(text).not.toMatch(/\b(the|and|is|to|of|all-in|Rule)\b/);
  expect(text).not.toMatch(/\b(allin|action|raise)\.[a-z_]+/);
  // Switching language redraws the same hand in English.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(actHeading(page)).toHaveText('A to act');
  await expect(ruling.locator('.ruling-text')).toContainText('B’s all-in to 14 is not a full raise (a full raise is to at least 20)');
});

test('facing 1,000 with 1,400 behind: one button, “All-in to 1,400 (not a full raise)”, in both languages', async ({ page }) => {
  await openHandMode(page);
  await page.getByLabel('Play an example from the guides').selectOption('003-incomplete-allin');
  const next = page.locator('.hand-replay').getByRole('button', { name: /Next/ });
  for (let i = 0; i < 4; i++) await next.click();
  await expect(actHeading(page)).toHaveText('B to act');
  expect(await panelButtons(page)).toEqual({ enabled: ['Fold', 'Call 1,000', 'All-in to 1,400 (not a full raise)'], disabled: [] });
  await expect(amount(page)).toHaveCount(0); // nothing else to choose
  await expect(act(page).locator('.hand-act-facts')).toHaveText('Facing 1,000 in total this street: 1,000 to call. 1,400 behind.');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(actHeading(page)).toHaveText('À B de parler');
  const buttons = (await panelButtons(page)).enabled.map(norm);
  expect(buttons).toEqual(['Se coucher', 'Suivre 1 000', 'Tapis à 1 400 (pas une relance complète)']);
});

test('the 50% rule from the advanced control: 16 pushed facing 10 is a raise to 20, 14 a call', async ({ page }) => {
  await openHandMode(page);
  await page.getByLabel('Play an example from the guides').selectOption('003-fifty-percent-raise');
  const next = page.locator('.hand-replay').getByRole('button', { name: /Next/ });
  for (let i = 0; i < 4; i++) await next.click();
  await expect(actHeading(page)).toHaveText('B to act');
  await act(page).locator('details.hand-advanced summary').click();
  await typeInto(page.getByLabel('Chips pushed'), '14');
  await act(page).getByRole('button', { name: 'Push' }).click();
  await expect(logLines(page).last()).toHaveText('B pushes 14 without a word: a call of 10');
  await expect(page.locator('.hand-now .ruling-text')).toHaveText(
    'B pushes 14 without a word facing 10: the 4 over the call are less than half the minimum raise of 10, so it is a call and the 4 go back.',
  );
  await expect(page.locator('.hand-now .ruling-rule')).toHaveText('Source: guide 003 (the 50% rule)');
  await page.getByRole('button', { name: /Undo/ }).click();
  await act(page).locator('details.hand-advanced summary').click();
  await typeInto(page.getByLabel('Chips pushed'), '25');
  await page.getByLabel('A single chip').check();
  await act(page).getByRole('button', { name: 'Push' }).click();
  await expect(logLines(page).last()).toHaveText('B puts a single 25 chip in: a call of 10');
});

test('the hand lives in the address: a reload gives the same hand, quick mode is untouched', async ({ page }) => {
  await openHandMode(page);
  await click(page, 'Call 2');
  await typeInto(amount(page), '8');
  await click(page, 'Raise to 8');
  // The address holds both actions (base64url JSON of the spec) as soon as they are played.
  const inAddress = await page.evaluate(() => {
    const spec = new URLSearchParams(location.hash.slice(1)).get('spec');
    const json = atob(spec.replace(/-/g, '+').replace(/_/g, '/'));
    return { mode: new URLSearchParams(location.hash.slice(1)).get('mode'), actions: JSON.parse(json).actions };
  });
  expect(inAddress).toEqual({
    mode: 'hand',
    actions: [
      { player: 'C', type: 'call' },
      { player: 'D', type: 'raise', to: 8 },
    ],
  });
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
  await expect(logLines(page)).toHaveText(['C calls 2', 'D raises to 8']);
  await expect(actHeading(page)).toHaveText('A to act');
  // Back to quick mode: its form, and nothing of hand mode left in the page.
  await page.getByRole('button', { name: /^Pots/ }).click();
  await expect(page.locator('#quick-mode')).toBeVisible();
  await expect(page.locator('#hand-mode')).toBeHidden();
  await expect(page.locator('#hand-mode *')).toHaveCount(0);
  await expect(page).not.toHaveURL(/mode=hand/);
  await expect(page.getByRole('button', { name: 'New hand' })).toBeVisible();
});

test('a preset opens from ?example= and hostile names stay text', async ({ page }) => {
  await openPage(page, { lang: 'en', query: 'example=guide-003-min-raise-preflop' });
  await expect(page.locator('#hand-mode')).toBeVisible();
  await expect(page.locator('.hand-replay .hand-step')).toHaveText('Step 0 of 2');
  expect((await panelButtons(page)).enabled).toContain('Raise to 4 (min)');
  await page.locator('.hand-replay').getByRole('button', { name: /Next/ }).click();
  expect((await panelButtons(page)).enabled).toContain('Raise to 12 (min)');
  await expect(page.locator('.hand-note')).toContainText('so D’s minimum is 12');
  // A name that looks like markup is shown as its characters.
  await page.locator('.hand-setup summary').click();
  await typeInto(seat(page, 0, 'name'), '<img src=x onerror=alert(1)>');
  await expect(page.locator('table.hand-seats tr').nth(1).locator('.seat-name')).toHaveText('<img src=x onerror=alert(1)>');
  await expect(page.locator('#hand-mode img')).toHaveCount(0);
  expect(norm(await page.locator('.hand-log-list').textContent())).toContain('<img src=x onerror=alert(1)> posts the small blind of 1');
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true }); // axe is injected by the test only; the page never loads it

  test('no WCAG A/AA violations in hand mode: mid-hand with a closed raise, the end, French', async ({ page }) => {
    const axe = () => axeViolations(page);
    await openHandMode(page);
    expect(await axe()).toEqual([]);
    await page.getByLabel('Play an example from the guides').selectOption('000-short-allins-add-up');
    await page
      .locator('.hand-replay')
      .getByRole('button', { name: /Play all/ })
      .click();
    await act(page).locator('details.hand-advanced summary').click();
    expect(await axe()).toEqual([]);
    await page.getByLabel('Play an example from the guides').selectOption('002-ex3-actions');
    await page
      .locator('.hand-replay')
      .getByRole('button', { name: /Play all/ })
      .click();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await axe()).toEqual([]);
  });
});

test('changing the table mid-hand: an action it makes illegal is flagged, Undo drops it', async ({ page }) => {
  await openHandMode(page);
  await click(page, 'Call 2'); // C
  await typeInto(amount(page), '8');
  await click(page, 'Raise to 8'); // D
  await expect(actHeading(page)).toHaveText('A to act');
  await page.locator('.hand-setup summary').click();
  await typeInto(seat(page, 3, 'stack'), '5');
  // D cannot raise to 8 with 5: the hand stops before that action, at D's turn.
  await expect(page.locator('.log-stalled')).toHaveText(
    'With this table, action 2 (D raises to 8) is not legal: D has only 5 behind (0 in on this street): a raise to 8 is not possible, 5 at most (table stakes). Undo it, go back, or change the table.',
  );
  await expect(actHeading(page)).toHaveText('D to act');
  expect((await panelButtons(page)).enabled).toEqual(['Fold', 'Call 2', 'Raise to 4 (min)', 'All-in to 5']);
  await page.getByRole('button', { name: /Undo/ }).click();
  await expect(page.locator('.log-stalled')).toHaveCount(0);
  await expect(logLines(page)).toHaveText(['C calls 2']);
  await expect(actHeading(page)).toHaveText('D to act');
});
