// axe-core on the page with a hand, with an error, and in French. axe is injected by the test
// (bypassing the page's CSP for that only); the page itself never loads it.
import { test, expect } from '@playwright/test';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { openPage, field, typeInto } from './helpers.js';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

test.use({ bypassCSP: true });

async function axe(page) {
  await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }),
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('no WCAG A/AA violations: a hand with a showdown, an error, French', async ({ page }) => {
  await openPage(page, { lang: 'en', query: 'example=002-ex2' });
  expect(await axe(page)).toEqual([]);
  await typeInto(field(page, 'players[1].committed'), '1,5');
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Français' }).click();
  expect(await axe(page)).toEqual([]);
});
