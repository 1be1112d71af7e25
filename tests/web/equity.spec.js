// Equity per pot on the page (issue 6): with cards still to come, each pot row shows its
// players' equities and the player table gains "Expected chips"; long computations run in a Web
// Worker with a progress bar and a cancel button. Desktop and phone.
import { test, expect } from '@playwright/test';
import { axeViolations } from './axe.js';
import { openPage, typeHand, typeInto, field, norm, holdEquityEngine } from './helpers.js';

async function useCards(page) {
  await page.locator('label.seg', { hasText: /^(Cards|Cartes)$/ }).click();
  await expect(field(page, 'players[0].cards')).toBeVisible();
}

const equityLine = (page, pot) => page.locator(`.pot-table tr[data-pot="${pot}"] .equity-line`);
const status = (page) => page.locator('.equity-panel .equity-status');

async function expectedColumn(page) {
  return page
    .locator('table.player-table tbody tr')
    .evaluateAll((trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.player, tr.querySelector('td.expected')?.textContent ?? null])));
}

test('AA all-in for 100, KK and QQ for 300 preflop: equities per pot and expected chips', async ({ page }) => {
  await openPage(page, { lang: 'en' });
  await typeHand(page, {
    players: [
      { name: 'A', committed: '100' },
      { name: 'B', committed: '300' },
      { name: 'C', committed: '300' },
    ],
  });
  await useCards(page);
  await typeInto(field(page, 'players[0].cards'), 'Ah As');
  await typeInto(field(page, 'players[1].cards'), 'Ks Kd');
  await typeInto(field(page, 'players[2].cards'), 'Qc Qh');

  await expect(equityLine(page, 0)).toBeVisible();
  expect(norm(await equityLine(page, 0).textContent())).toBe('Equity A 66.5% · B 17.8% · C 15.7%');
  expect(norm(await equityLine(page, 1).textContent())).toBe('Equity B 80.6% · C 19.4%');
  await expect(page.locator('table.player-table thead th.expected')).toHaveText('Expected chips');
  expect(await expectedColumn(page)).toEqual({ A: '199.5', B: '375.8', C: '124.7' });
  await expect(status(page)).toContainText('Exact: every one of 1,370,754 deals counted.');

  // A whole board decides the pots: no equity any more.
  await typeInto(field(page, 'board'), '2c 7d 9h Jd 3s');
  await expect(equityLine(page, 0)).toHaveCount(0);
  await expect(page.locator('table.player-table th.expected')).toHaveCount(0);
  // A flop: the turn and river to come, a random hand for C.
  await typeInto(field(page, 'board'), 'Kh 7d 2c');
  await typeInto(field(page, 'players[2].cards'), '');
  await expect(status(page)).toContainText('Dealt at random: C.');
  await expect(equityLine(page, 0)).toContainText('B 89.8%'); // a set of kings against aces and a random hand
});

test('in euros and cents, the expected amounts are money too, one decimal finer than the table', async ({ page }) => {
  await openPage(page, { lang: 'fr' });
  await page.getByRole('button', { name: 'Nouveau coup' }).click();
  await field(page, 'currency').selectOption('EUR');
  await page.getByRole('button', { name: 'Ajouter un joueur' }).click();
  for (const [i, amount] of ['1,00', '3,00', '3,00'].entries()) await typeInto(field(page, `players[${i}].committed`), amount);
  await useCards(page);
  await typeInto(field(page, 'players[0].cards'), 'Ah As');
  await typeInto(field(page, 'players[1].cards'), 'Ks Kd');
  await typeInto(field(page, 'players[2].cards'), 'Qc Qh');
  await expect(page.locator('table.player-table thead th.expected')).toHaveText('Jetons espérés');
  // The same deal as the chips example above, at a hundredth of the amounts.
  await expect.poll(async () => Object.values(await expectedColumn(page)).map(norm)).toEqual(['1,995 €', '3,758 €', '1,247 €']);
});

test('run it twice agreed on the flop, no run dealt yet: the expected chips count both runs', async ({ page }) => {
  await openPage(page, { lang: 'en' });
  await typeHand(page, {
    players: [
      { name: 'A', committed: '101' },
      { name: 'B', committed: '101' },
    ],
  });
  await useCards(page);
  await typeInto(field(page, 'players[0].cards'), 'Ah As');
  await typeInto(field(page, 'players[1].cards'), 'Ks Kd');
  await typeInto(field(page, 'board'), 'Kh 7d 2c');
  await expect(status(page)).toContainText('Exact');
  await field(page, 'runCount').selectOption('2');
  await expect(status(page)).toContainText('The board will be run 2 times.');
  await expect(equityLine(page, 0)).toContainText('B 91.');
  // A run's own cards: that run is being dealt, no equity for it here.
  await typeInto(field(page, 'runs[0]'), '5s');
  await expect(page.locator('.equity-panel')).toHaveCount(0);
});

test('in French: Équité and Jetons espérés', async ({ page }) => {
  await openPage(page, { lang: 'fr' });
  await typeHand(page, {
    players: [
      { name: 'A', committed: '100' },
      { name: 'B', committed: '100' },
    ],
  });
  await useCards(page);
  await typeInto(field(page, 'players[0].cards'), 'Ah As');
  await typeInto(field(page, 'players[1].cards'), 'Ks Kd');
  await expect(equityLine(page, 0)).toBeVisible();
  expect(norm(await equityLine(page, 0).textContent())).toBe('Équité A 81,9 % · B 18,1 %');
  await expect(page.locator('table.player-table thead th.expected')).toHaveText('Jetons espérés');
  expect(norm(await status(page).textContent())).toContain('1 712 304');
});

test.describe('a long computation', () => {
  // No service worker: its precache would answer the equity worker's requests, which page.route
  // (holdEquityEngine) then never sees.
  test.use({ serviceWorkers: 'block' });

  test('a long Monte Carlo run shows its progress and can be cancelled, then computed again', async ({ page }) => {
    test.setTimeout(120_000);
    const engine = await holdEquityEngine(page);
    await openPage(page, { lang: 'en' });
    // Omaha, nine players, one hand known, no board: the deals are far too many to count, and the
    // side pot between two random hands needs many samples for its 0.1% standard error.
    const players = Array.from({ length: 9 }, (_, i) => ({ name: `P${i + 1}`, committed: i < 7 ? '100' : '300' }));
    await typeHand(page, { players });
    await useCards(page);
    await field(page, 'game').selectOption('omaha');
    await typeInto(field(page, 'players[0].cards'), 'As Ad Kh Qh');

    const cancel = page.locator('.equity-panel button[data-action="equity-cancel"]');
    await expect(page.locator('.equity-panel progress')).toBeVisible({ timeout: 20_000 });
    await expect.poll(engine.held).toBeGreaterThan(0); // the run is surely still under way
    await cancel.click();
    await expect(status(page)).toHaveText('Equity computation cancelled.');
    await expect(equityLine(page, 0)).toHaveCount(0);

    // Computed again, the engine still held: its progress panel is on screen before the run can
    // start. From then on it is updated in place (the bar and the percentage) and never rebuilt,
    // so a tap on Cancel cannot miss while the run goes on.
    await page.locator('.equity-panel button[data-action="equity-compute"]').click();
    await expect(cancel).toBeVisible();
    await page.evaluate(() => {
      window.__cancelButtons = 0;
      window.__barUpdates = 0;
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'attributes' && r.target.matches('progress')) window.__barUpdates++;
          for (const n of r.addedNodes)
            if (n.nodeType === 1 && n.matches('[data-action="equity-cancel"], :has([data-action="equity-cancel"])')) window.__cancelButtons++;
        }
      }).observe(document.getElementById('report'), { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
    });
    engine.release();
    await expect(status(page)).toContainText('Monte Carlo', { timeout: 100_000 });
    await expect(status(page)).toContainText('seed 1');
    await expect(equityLine(page, 1)).toContainText('P8');
    expect(Object.keys(await expectedColumn(page))).toHaveLength(9);
    expect(await page.evaluate(() => window.__cancelButtons)).toBe(0);
    expect(await page.evaluate(() => window.__barUpdates)).toBeGreaterThan(1); // the run reported progress, chunk by chunk
  });
});

test.describe('accessibility with equities', () => {
  test.use({ bypassCSP: true }); // axe is injected by the test only, as in a11y.spec.js

  test('no WCAG A/AA violation with the equity lines, the column and the panel', async ({ page }) => {
    test.setTimeout(60_000);
    await openPage(page, { lang: 'en' });
    await typeHand(page, {
      players: [
        { name: 'A', committed: '100' },
        { name: 'B', committed: '250' },
        { name: 'C', committed: '250' },
      ],
    });
    await useCards(page);
    await typeInto(field(page, 'players[0].cards'), 'As Ah');
    await typeInto(field(page, 'board'), '2c 7d 9h');
    await expect(equityLine(page, 1)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
