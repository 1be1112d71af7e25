// axe-core on the page with a hand, with an error, and in French. axe is injected by the test
// (bypassing the page's CSP for that only); the page itself never loads it.
import { test, expect } from '@playwright/test';
import { openPage, field, typeInto } from './helpers.js';
import { axeViolations } from './axe.js';

test.use({ bypassCSP: true });

const axe = (page) => axeViolations(page);

test('no WCAG A/AA violations: a hand with a showdown, an error, French', async ({ page }) => {
  await openPage(page, { lang: 'en', query: 'example=002-ex2' });
  expect(await axe(page)).toEqual([]);
  await typeInto(field(page, 'players[1].committed'), '1,5');
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await axe(page)).toEqual([]);
});
