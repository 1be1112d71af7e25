// axe-core (WCAG 2.1 A/AA) on the embed (both modes, both languages, with an error), the embed
// builder, the article holding both kinds of embed, and the main page's new parts (Share, the
// link to the builder, a link error). axe is injected by the test (bypassing the CSP for that only).
import { test, expect as baseExpect } from '@playwright/test';
import { openPage, field, typeInto } from './helpers.js';
import { axeViolations, articleUrl } from './embed-helpers.js';

// A busy machine (parallel builds) must not fail these: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

test.use({ bypassCSP: true });

test('embed.html: the read-only table and the editable calculator, English and French', async ({ page }) => {
  for (const hash of ['preset=guide-002-ex2&lang=en&mode=pots', 'preset=guide-004-odd-chip&lang=fr&mode=pots', 'preset=guide-002-ex2&lang=fr&mode=edit']) {
    await page.goto(`./embed.html?${hash.length}#${hash}`); // a new document each time
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('table.pot-table')).toBeVisible();
    expect(await axeViolations(page), hash).toEqual([]);
  }
  await typeInto(field(page, 'players[0].committed'), '12.5');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('./embed.html#spec=%7Bbroken&lang=en');
  await expect(page.locator('.general-errors')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the embed builder, in both languages', async ({ page }) => {
  await page.goto('./embed-builder.html?lang=en');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.frameLocator('#preview').locator('table.pot-table')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByLabel('le calculateur (les lecteurs peuvent changer le coup)').check();
  expect(await axeViolations(page)).toEqual([]);
});

test('an article with the iframe and the element', async ({ page, baseURL }) => {
  await page.goto(articleUrl(baseURL));
  await expect(page.locator('#tapis-element')).toHaveAttribute('data-ready', 'true');
  await expect(page.frameLocator('#tapis-frame').locator('table.pot-table')).toBeVisible();
  // The element's shadow content is checked with the page (axe goes into open shadow roots).
  expect(await axeViolations(page)).toEqual([]);
});

test('the main page with the Share button, the builder link and a link error', async ({ page }) => {
  await openPage(page, { lang: 'en', query: 'example=002-ex2' });
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Put this table in an article' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('./?lang=en#spec=%7B%22players%22%3A1');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('.link-error')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
