// Issue 13, the page: hand mode imports a hand history (pasted, or a .phh/.phhs file) and replays
// it step by step with the rulings, the pots and the showdown; Export gives its PHH, which imports
// back to the same pot table; a shared link and the embed builder take the imported hand like any
// other; a malformed file is said at the import field in the reader's language, the current hand
// left as it was. At 1200 px (desktop project) and 390 px (phone project), in English and French.
// The hands are the fixtures' real ones (tests/fixtures/phh/README.md).
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { norm, openHandMode } from './helpers.js';
import { axeViolations } from './axe.js';

const fixtures = fileURLToPath(new URL('../fixtures/phh/', import.meta.url));
const dwanIvey = readFileSync(`${fixtures}standard/dwan-ivey-2009.phh`, 'utf8');
const absolute = `${fixtures}abs-100nlh-1.phhs`;
const malformed = `${fixtures}malformed.phhs`;
const wsop = readFileSync(`${fixtures}wsop-2019-42-3-00-01-07.phh`, 'utf8');

const words = {
  en: { import: 'Import a hand (PHH)', read: 'Import', next: /^Next/, all: /^Play all/, step: (n, t) => `Step ${n} of ${t}` },
  fr: { import: 'Importer une main (PHH)', read: 'Importer', next: /^Suivant/, all: /^Tout jouer/, step: (n, t) => `Étape ${n} sur ${t}` },
};

/** The pot table's rows as text, in the page's language. */
const potRows = (page) =>
  page.locator('#hand-mode .hand-pots .pot-table tbody tr').evaluateAll((trs) => trs.map((tr) => tr.textContent.replace(/\s+/g, ' ').trim()));
/** What each player collects, from the player table. */
const collects = (page) =>
  page
    .locator('#hand-mode .hand-pots table.player-table tbody tr')
    .evaluateAll((trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.player, tr.querySelectorAll('td')[1]?.textContent ?? ''])));

async function openImport(page, lang) {
  await openHandMode(page, { lang });
  const box = page.locator('#hand-phh');
  if (!(await box.evaluate((d) => d.open))) await box.locator('summary').click();
  await expect(box.locator('summary')).toHaveText(words[lang].import);
}

/** Pastes a history and imports it (the box folds away after a hand is read: opened again). */
async function paste(page, lang, text) {
  const box = page.locator('#hand-phh');
  if (!(await box.evaluate((d) => d.open))) await box.locator('summary').click();
  await page.locator('#hand-phh-text').fill(text);
  await page.locator('#hand-phh-read').click();
}

for (const lang of ['en', 'fr']) {
  const w = words[lang];
  const n = (s) => (lang === 'fr' ? s.replace(/,/g, ' ') : s);

  test(`a pasted hand history (Dwan–Ivey 2009) replays step by step to its showdown (${lang})`, async ({ page }) => {
    await openImport(page, lang);
    await paste(page, lang, dwanIvey);
    // The hand is the file's: three players by name, nothing played yet, ten actions to come.
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(0, 10));
    await expect(page.locator('#hand-phh-error')).toBeEmpty();
    await expect(page.locator('#hand-phh')).not.toHaveAttribute('open'); // folded away for the hand
    await expect(page.locator('#hand-phh .hand-phh-status')).toContainText(lang === 'fr' ? '1 main lue.' : '1 hand read.');
    await expect(page.locator('#hand-mode .hand-seats-wrap')).toContainText('Tom Dwan');
    // Step: Dwan raises to 7,000, then Ivey re-raises; a ruling for each step.
    await page.locator('#hand-mode .hand-replay').getByRole('button', { name: w.next }).click();
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(1, 10));
    await page.locator('#hand-mode .hand-replay').getByRole('button', { name: w.next }).click();
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(2, 10));
    await expect(page.locator('#hand-mode .hand-log')).toContainText('Phil Ivey');
    // To the end: the all-in on the turn, Ivey's 572,100 uncalled come back, Dwan wins 1,109,500.
    await page.locator('#hand-mode .hand-replay').getByRole('button', { name: w.all }).click();
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(10, 10));
    // The history says currency = "USD": amounts in dollars (issue 12's money setting).
    const usd = (x) => (lang === 'fr' ? `${n(x)} $` : `$${x}`);
    const rows = (await potRows(page)).map(norm);
    expect(rows).toHaveLength(2);
    for (const part of [`${usd('119,500')} + ${usd('495,000')} × 2`, usd('1,109,500'), 'Phil Ivey', 'Tom Dwan']) expect(rows[0]).toContain(part);
    expect(rows[1]).toMatch(lang === 'fr' ? /^Rendu à Phil Ivey/ : /^Returned to Phil Ivey/);
    expect(rows[1]).toContain(`${usd('1,125,600')} − ${usd('553,500')}`);
    expect(rows[1]).toContain(usd('572,100'));
    const won = await collects(page);
    expect(norm(won['Tom Dwan'])).toBe(usd('1,109,500'));
    expect(norm(won['Phil Ivey'])).toBe(usd('572,100'));
    await expect(page.locator('#hand-mode section.showdown')).toContainText('Tom Dwan');
    // The replay keeps its buttons: back to the start and forward again.
    await page
      .locator('#hand-mode .hand-replay')
      .getByRole('button', { name: lang === 'fr' ? /Retour/ : /Back/ })
      .click();
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(9, 10));
  });

  test(`the WSOP hand skips the button's fold: filled, the note said in the reader's language, the result agrees (${lang})`, async ({ page }) => {
    await openImport(page, lang);
    await paste(page, lang, wsop);
    // The file's 17 betting actions and the fold it omits.
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(0, 18));
    await expect(page.locator('#hand-phh-error')).toBeEmpty();
    // The box stays open on what the import decided.
    await expect(page.locator('#hand-phh')).toHaveAttribute('open');
    await expect(page.locator('#hand-phh .hand-phh-note[data-code="phh.action_filled"]')).toHaveText(
      lang === 'fr'
        ? 'L’historique saute le tour de Ashish Ahuja avant l’action PHH 14\u00a0: Tapis y place un abandon (Ashish Ahuja avait une mise à suivre), comme le fait le lecteur de pokerkit.'
        : 'The history skips Ashish Ahuja’s turn before PHH action 14: Tapis fills it in with a fold (Ashish Ahuja had a bet to call), as pokerkit’s reader does.',
    );
    await page.locator('#hand-mode .hand-replay').getByRole('button', { name: w.all }).click();
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(18, 18));
    await expect(page.locator('#hand-recorded')).toHaveText(
      lang === 'fr' ? 'Tapis est d’accord avec le résultat enregistré.' : 'Tapis agrees with the recorded result.',
    );
  });

  test(`an imported hand shows the board dealt so far: none preflop, the flop, the river run out after the all-in (${lang})`, async ({ page }) => {
    await openImport(page, lang);
    await paste(page, lang, dwanIvey);
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(0, 10));
    // The history has hole cards: their panel opens, on a phone too, as for a link to such a hand.
    await expect(page.locator('#hand-mode details.hand-cards')).toHaveAttribute('open', '');
    await expect(page.getByLabel(lang === 'fr' ? 'Cartes de Tom Dwan' : 'Cards of Tom Dwan', { exact: true })).toBeVisible();
    const board = page.locator('#hand-mode .hand-status .hand-board .pcard');
    const dealt = () => board.evaluateAll((cards) => cards.map((c) => c.dataset.card));
    // The board field holds the file's whole board; the cards not out yet are drawn apart.
    const toCome = page.locator('#hand-mode [data-card-wrap="board"] .card-faces .pcard.to-come');
    await expect(board).toHaveCount(0);
    await expect(toCome).toHaveCount(5);
    // Dwan raises, Ivey re-raises, Antonius folds, Dwan calls: the flop.
    const next = page.locator('#hand-mode .hand-replay').getByRole('button', { name: w.next });
    for (let i = 1; i <= 3; i++) {
      await next.click();
      await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(i, 10));
    }
    await expect(board).toHaveCount(0);
    await next.click();
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(4, 10));
    await expect(board).toHaveCount(3);
    expect(await dealt()).toEqual(['Jc', '3d', '5c']);
    await expect(toCome).toHaveCount(2);
    // The all-in on the turn is called: nobody can bet any more, the river is run out.
    await page.locator('#hand-mode .hand-replay').getByRole('button', { name: w.all }).click();
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(10, 10));
    await expect(board).toHaveCount(5);
    expect(await dealt()).toEqual(['Jc', '3d', '5c', '4h', 'Jh']);
    await expect(toCome).toHaveCount(0);
  });

  test(`a .phhs file of 41 real hands: pick one, its recorded result and the house's cut; export and import again (${lang})`, async ({ page }) => {
    await openImport(page, lang);
    await page.locator('#hand-phh-file').setInputFiles(absolute);
    await expect(page.locator('#hand-phh .hand-phh-status')).toContainText(lang === 'fr' ? '41 mains lues.' : '41 hands read.');
    const pick = page.locator('#hand-phh-pick');
    await expect(pick.locator('option')).toHaveCount(41);
    await expect(pick.locator('option').nth(8)).toHaveText(lang === 'fr' ? '9. Main [9] (n° 3017237312)' : '9. Hand [9] (no. 3017237312)');
    await pick.selectOption('8');
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(0, 10));
    await page.locator('#hand-mode .hand-replay').getByRole('button', { name: w.all }).click();
    // The river bet of 10 is folded to: the 15 in the pot and the 15 uncalled back; the site kept 1.25.
    const won = await collects(page);
    expect(norm(won['bXfPLTrkNbaf0hIiTkE4Bw'])).toBe(lang === 'fr' ? '30,00' : '30.00');
    await expect(page.locator('#hand-recorded')).toHaveText(
      lang === 'fr' ? 'Tapis est d’accord avec le résultat enregistré. La maison a gardé 1,25.' : 'Tapis agrees with the recorded result. The house kept 1.25.',
    );
    // The river bet of 10 folded to: the main pot 5 + 5 × 2, the 15 uncalled back.
    const before = await potRows(page);
    expect(before).toHaveLength(2);
    expect(norm(before[0])).toContain(lang === 'fr' ? '5,00 + 5,00 × 2' : '5.00 + 5.00 × 2');
    expect(norm(before[0])).toContain(lang === 'fr' ? '15,00' : '15.00');
    expect(norm(before[1])).toMatch(lang === 'fr' ? /^Rendu à bXfPLTrkNbaf0hIiTkE4Bw/ : /^Returned to bXfPLTrkNbaf0hIiTkE4Bw/);
    expect(norm(before[1])).toContain(lang === 'fr' ? '22,25 − 7,25' : '22.25 − 7.25');

    // Export: the PHH of this hand, which imports back to the same pot table.
    await page.locator('#hand-phh-export').click();
    const out = page.locator('#hand-phh-out');
    await expect(out).toBeVisible();
    const phh = await out.inputValue();
    expect(phh).toMatch(/^variant = "NT"\n/);
    expect(phh).toContain('winnings = [');
    await expect(page.locator('#hand-phh-download')).toHaveAttribute('download', 'tapis-hand.phh');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#hand-phh-download').click()]);
    expect(download.suggestedFilename()).toBe('tapis-hand.phh');
    await paste(page, lang, phh);
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(0, 10));
    await page.locator('#hand-mode .hand-replay').getByRole('button', { name: w.all }).click();
    expect(await potRows(page)).toEqual(before);
  });

  test(`a malformed file: each hand's error at the import field in the reader's language, the current hand kept (${lang})`, async ({ page }) => {
    await openImport(page, lang);
    // A file of seven hands, six of them faulty: the good one (the last) opens, the picker lists all.
    await page.locator('#hand-phh-file').setInputFiles(malformed);
    await expect(page.locator('#hand-phh .hand-phh-status')).toContainText(
      lang === 'fr' ? '7 mains lues, 6 ne peuvent pas être jouées.' : '7 hands read, 6 cannot be played.',
    );
    await expect(page.locator('#hand-phh-pick')).toHaveValue('6');
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(0, 3));
    await expect(page.locator('#hand-phh-pick option').nth(1)).toHaveText(
      lang === 'fr' ? '2. Main [unknown-action] · injouable' : '2. Hand [unknown-action] · cannot be played',
    );
    // A faulty hand picked: its error at the field, the hand on the table stays.
    await page.locator('#hand-phh-pick').selectOption('1');
    const error = page.locator('#hand-phh-error .field-error');
    await expect(error).toHaveAttribute('data-code', 'phh.action_unknown');
    await expect(error).toHaveText(
      lang === 'fr'
        ? 'Main [unknown-action]\u00a0: l’action PHH 4 («\u202fp3 raise 6\u202f») n’est pas une action PHH (d dh, d db, f, cc, cbr, sm).'
        : 'Hand [unknown-action]: PHH action 4 (“p3 raise 6”) is not a PHH action (d dh, d db, f, cc, cbr, sm).',
    );
    await expect(page.locator('#hand-phh-text')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(0, 3));
    await page.locator('#hand-phh-pick').selectOption('2');
    await expect(error).toHaveAttribute('data-code', 'phh.card_twice');
    await page.locator('#hand-phh-pick').selectOption('3');
    await expect(error).toHaveAttribute('data-code', 'action.out_of_turn');
    // Not TOML at all, pasted over the Dwan–Ivey hand: line and column, and that hand stays.
    await paste(page, lang, dwanIvey);
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(0, 10));
    await paste(page, lang, 'variant = "NT"\nantes = [0, 0\n');
    await expect(error).toHaveAttribute('data-code', 'phh.toml');
    await expect(error).toHaveText(lang === 'fr' ? 'Ligne 3, colonne 1\u00a0: le tableau n’est pas fermé.' : 'Line 3, column 1: the array is not closed.');
    await expect(page.locator('#hand-mode .hand-seats-wrap')).toContainText('Tom Dwan');
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(0, 10));
    // The other language says the same error (the page keeps the code and its values, not the text).
    const other = lang === 'fr' ? 'en' : 'fr';
    await page.locator(`.lang-switch button[data-lang="${other}"]`).click();
    await expect(error).toHaveText(other === 'fr' ? 'Ligne 3, colonne 1\u00a0: le tableau n’est pas fermé.' : 'Line 3, column 1: the array is not closed.');
    await expect(page.locator('#hand-phh summary')).toHaveText(words[other].import);
    await expect(page.locator('#hand-mode .hand-seats-wrap')).toContainText('Tom Dwan');
  });

  test(`a .phh file dropped on the import box is read like one chosen (${lang})`, async ({ page }) => {
    await openImport(page, lang);
    const transfer = await page.evaluateHandle((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], 'dwan-ivey-2009.phh', { type: 'text/plain' }));
      return dt;
    }, dwanIvey);
    await page.locator('#hand-phh').dispatchEvent('dragover', { dataTransfer: transfer });
    await expect(page.locator('#hand-phh')).toHaveClass(/dropping/);
    await page.locator('#hand-phh').dispatchEvent('drop', { dataTransfer: transfer });
    await expect(page.locator('#hand-mode .hand-step')).toHaveText(w.step(0, 10));
    await expect(page.locator('#hand-mode .hand-seats-wrap')).toContainText('Tom Dwan');
    await expect(page.locator('#hand-phh')).not.toHaveClass(/dropping/);
  });

  test(`an imported hand is an ordinary hand: its link and the embed builder (${lang})`, async ({ page }) => {
    await openImport(page, lang);
    await paste(page, lang, dwanIvey);
    await page.locator('#hand-mode .hand-replay').getByRole('button', { name: w.all }).click();
    const won = lang === 'fr' ? '1 109 500 $' : '$1,109,500';
    await expect.poll(async () => norm((await collects(page))['Tom Dwan'])).toBe(won);
    // The address is the hand's link: opened afresh, the same hand and the same result.
    await page.waitForFunction(() => /(^|[#&])mode=hand(&|$)/.test(location.hash) && location.hash.includes('spec='));
    const url = page.url();
    await page.goto('about:blank');
    await page.goto(url);
    await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
    await expect.poll(async () => norm((await collects(page))['Tom Dwan'])).toBe(won);
    // The builder gets the whole hand.
    const href = await page.locator('#hand-builder-link').getAttribute('href');
    await page.goto(new URL(href, url).href);
    await expect(page.locator('#hand-note')).toContainText(lang === 'fr' ? '10 actions' : '10 actions');
    await expect(page.locator('#hand-note')).not.toContainText('null');
    // Its preview is the embed, stepping through the hand: the players are the file's.
    const preview = page.frameLocator('#preview');
    await expect(preview.locator('body')).toContainText('Tom Dwan', { timeout: 15_000 });
  });
}

test('stacks in millions: the seats table fits its frame, on a phone too, with no scrolling and no focus stop (axe clean)', async ({ page }) => {
  await openImport(page, 'en');
  await paste(page, 'en', wsop);
  await expect(page.locator('#hand-mode .hand-step')).toHaveText(words.en.step(0, 18));
  const wrap = page.locator('#hand-mode .hand-seats-wrap');
  await expect(wrap).toContainText('13,050,000');
  // Under 640 px each name has a line of its own and the four eight-digit amounts fit under it;
  // at 1200 px the five columns fit. A frame that does not scroll takes no keyboard focus.
  expect(await wrap.evaluate((w) => w.scrollWidth - w.clientWidth)).toBeLessThanOrEqual(1);
  await expect(wrap).not.toHaveAttribute('tabindex');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize().width);
  expect(await axeViolations(page)).toEqual([]);
});
