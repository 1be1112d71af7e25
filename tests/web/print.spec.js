// Printing: the pot table prints as a table (even from a phone, where the screen stacks it), with
// its header row; the form, buttons and page chrome do not print.
import { test, expect as baseExpect } from '@playwright/test';
import { openPage } from './helpers.js';

// A busy machine (parallel builds) must not fail these: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

test('the print stylesheet prints the table cleanly', async ({ page }) => {
  await openPage(page, { lang: 'en', query: 'example=002-ex2' });
  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['#quick-form', '.toolbar', '.lang-switch', '#share', '#copy-md', '.more-links', '.colophon']) {
    await expect(page.locator(hidden).first(), hidden).toBeHidden();
  }
  const table = page.locator('table.pot-table');
  await expect(table).toBeVisible();
  await expect(table).toHaveCSS('display', 'table');
  await expect(table.locator('thead')).toHaveCSS('display', 'table-header-group');
  await expect(table.locator('thead th').first()).toBeVisible();
  await expect(table.locator('tbody tr').first()).toHaveCSS('display', 'table-row');
  await expect(table.locator('tbody tr').first()).toHaveCSS('break-inside', 'avoid');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  // A PDF really comes out (Chromium prints in headless mode).
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('#quick-form')).toBeVisible();
});
