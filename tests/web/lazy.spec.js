// The first load carries quick mode only (issue 5's size budget): hand mode's module and the
// module with the equity engine are fetched the first time they are needed, and work then.
import { test, expect } from '@playwright/test';
import { openPage } from './helpers.js';

const handModule = /\/assets\/hand-mode-[\w-]+\.js$/;
const equityModule = /\/assets\/tapis-equity-[\w-]+\.(wasm|js)$/;
// Quick mode's core has no betting engine (issue 31's budget); hand mode's is the page's module.
const quickCore = /\/assets\/tapis-quick-[\w-]+\.wasm$/;
const handCore = /\/assets\/tapis-(?!quick-|equity-|practice-)[\w-]+\.wasm$/;
// A catalogue's part: quick mode fetches the first, hand mode the later one too (hand mode's
// words: vite/catalogue-split.js); each is named after its content.
const cataloguePart = /\/assets\/[a-z]{2}-[\w-]+\.json$/;

test('quick mode loads neither hand mode nor the equity engine; the Hand button fetches hand mode', async ({ page }) => {
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await openPage(page, { lang: 'en', query: 'example=002-ex2' });
  await expect(page.locator('table.pot-table')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((u) => handModule.test(u) || equityModule.test(u) || handCore.test(u))).toEqual([]);
  expect(fetched.filter((u) => cataloguePart.test(u))).toHaveLength(1);
  expect(fetched.filter((u) => quickCore.test(u))).toHaveLength(1);
  // The examples' titles are not first-paint strings: the menu names them from the catalogue.
  await expect(page.locator('#preset option:checked')).toHaveText(/^002 · /);
  // The switch is there before hand mode's module.
  const handButton = page.locator('#mode-switch button[data-mode="hand"]');
  await expect(handButton).toHaveAttribute('aria-pressed', 'false');
  await expect(handButton).toContainText('Hand');

  await handButton.click();
  await expect(page.locator('#hand-preset')).toBeVisible();
  await expect(handButton).toHaveAttribute('aria-pressed', 'true');
  expect(fetched.some((u) => handModule.test(u))).toBe(true);
  expect(fetched.some((u) => handCore.test(u))).toBe(true);
  expect(fetched.filter((u) => cataloguePart.test(u))).toHaveLength(2);
  // Said from the later part: the examples' titles and hand mode's own words.
  await expect(page.locator('#hand-preset option[value="003-min-raise-preflop"]')).toHaveText(/Minimum raise preflop/);
  await expect(page.locator('#hand-mode h2').first()).toHaveText('The hand, action by action'); // ui hand.handHeading
  await expect(page.locator('#quick-mode')).toBeHidden();
  // And back to quick mode with the same hand.
  await page.locator('#mode-switch button[data-mode="quick"]').click();
  await expect(page.locator('#quick-mode')).toBeVisible();
  await expect(page.locator('table.pot-table').first()).toContainText('6,000');
});

test('a hand preset in the address opens hand mode at once', async ({ page }) => {
  await openPage(page, { lang: 'en', query: 'example=003-min-raise-preflop' });
  await expect(page.locator('#hand-preset')).toHaveValue('003-min-raise-preflop');
  await expect(page.locator('#hand-mode')).toBeVisible();
  await expect(page.locator('#mode-switch button[data-mode="hand"]')).toHaveAttribute('aria-pressed', 'true');
});

// The page says every code in the reader's language: a French page fetches the French catalogue
// and not the English one beside it (the API's English `message` is for node and the CLI), in
// quick mode, hand mode and on the practice page.
test('a French page fetches its own catalogue only', async ({ page }) => {
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await openPage(page, { lang: 'fr', query: 'example=002-ex2' });
  await expect(page.locator('table.pot-table')).toBeVisible();
  await expect(page.locator('table.pot-table tbody tr').first()).toContainText('6 000');
  await page.locator('#mode-switch button[data-mode="hand"]').click();
  await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
  await page.goto('./practice.html#level=2&seed=9&lang=fr');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.waitForLoadState('networkidle');
  const catalogues = fetched.filter((u) => /\/assets\/[a-z]{2}-[\w-]+\.json$/.test(u)).map((u) => u.match(/\/assets\/([a-z]{2})-/)[1]);
  expect(catalogues.length).toBeGreaterThan(0);
  expect(new Set(catalogues)).toEqual(new Set(['fr']));
});

// Hand mode's module fails to arrive (a network gone for a moment): quick mode stays as it was, and
// the next click fetches it again and opens hand mode.
test('a hand mode that could not be fetched is fetched again by the next click', async ({ page }) => {
  let block = true;
  await page.route(handCore, (route) => (block ? route.abort() : route.continue()));
  await openPage(page, { lang: 'en', query: 'example=002-ex2' });
  await expect(page.locator('table.pot-table')).toBeVisible();
  const handButton = page.locator('#mode-switch button[data-mode="hand"]');
  await handButton.click();
  // Said under the switch that asked for it, in the reader's language.
  await expect(page.locator('#mode-switch + p[data-load="hand"]')).toContainText('Hand mode could not be loaded');
  await expect(page.locator('p[data-load="hand"]')).toContainText('The Hand button tries again.');
  await expect(handButton).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('#quick-mode')).toBeVisible();
  await expect(page.locator('table.pot-table').first()).toContainText('6,000');
  block = false;
  await handButton.click();
  await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
  await expect(handButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#hand-mode')).toBeVisible();
  await page.locator('#mode-switch button[data-mode="quick"]').click();
  await expect(page.locator('table.pot-table').first()).toContainText('6,000');
  await expect(page.locator('p[data-load="hand"]')).toHaveCount(0);
});
