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

test('no WCAG A/AA violations on the practice page: a drill, its marks and its solution, French', async ({ page }) => {
  await page.goto('./practice.html#level=3&seed=4&lang=en');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(await axe(page)).toEqual([]);
  await page.locator('input[data-pot-amount="0"]').fill('2700');
  await page.locator('[data-pot-eligible="0"][data-player="B"]').click();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.locator('.practice-solution')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await axe(page)).toEqual([]);
});

test('no WCAG A/AA violations in the hand drills: a raise and a reopen question, graded', async ({ page }) => {
  await page.goto('./practice.html#drill=places&level=4&seed=4&lang=en');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.locator('input[data-place="A"]').fill('3');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.locator('.practice-solution')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.goto('./practice.html#drill=winners&level=4&seed=2&lang=fr');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.locator('button[data-pot-winner="0"][data-player="A"]').click();
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.locator('.practice-solution')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.goto('./practice.html#drill=showdown&level=5&seed=2&lang=en');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.locator('button[data-first="B"]').click();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.locator('.practice-solution')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.goto('./practice.html#drill=handpots&level=3&seed=3&lang=fr');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.locator('input[data-pot-amount="0"]').fill('6150');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.locator('.practice-solution')).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await page.goto('./practice.html#drill=raises&level=3&seed=5&lang=en');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.locator('#practice-to').fill('1800');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.locator('.mark.wrong')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.goto('./practice.html#drill=reopen&level=1&seed=3&lang=fr');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: 'Suivre', exact: true }).click();
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.locator('.practice-solution')).toBeVisible();
  expect(await axe(page)).toEqual([]);
});
