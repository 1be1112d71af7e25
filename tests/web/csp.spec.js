// The built page under its own Content-Security-Policy: no inline script or style, no eval, and
// the WASM core still loads ('wasm-unsafe-eval' only).
import { test, expect } from '@playwright/test';
import { openPage, readPotTable, field, typeInto } from './helpers.js';

test('no CSP violation or console error on load and while typing', async ({ page }) => {
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy|Refused to/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`requestfailed: ${r.url()} ${r.failure()?.errorText}`));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });

  const response = await page.goto('./?lang=en&example=002-ex2');
  expect(response.ok()).toBe(true);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect((await readPotTable(page)).rows).toHaveLength(4);
  await typeInto(field(page, 'players[0].committed'), '1 000');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(problems).toEqual([]);
});

test('the page ships the strict policy and nothing inline', async ({ page, request }) => {
  const html = await (await request.get('./')).text();
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  expect(policy).toBe(
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'",
  );
  // Every script is a module file, no inline code, no inline style, no inline handler.
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
  expect(html).not.toMatch(/<style[\s>]/i);
  expect(html).not.toMatch(/\sstyle=/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);

  // The .wasm is served as application/wasm (streaming compilation).
  await openPage(page, { lang: 'en' });
  const wasm = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .find((n) => n.endsWith('.wasm')),
  );
  expect(wasm).toBeTruthy();
  const res = await request.get(wasm);
  expect(res.headers()['content-type']).toBe('application/wasm');

  // Nothing the page built carries inline style or handlers either.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.hasAttribute('style') || [...el.attributes].some((a) => a.name.startsWith('on')))
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(inline).toEqual([]);
});

test('the practice page: the same strict policy, nothing inline, no violation while a drill is checked', async ({ page, request }) => {
  const html = await (await request.get('./practice.html')).text();
  expect(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]).toBe(
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'",
  );
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
  expect(html).not.toMatch(/<style[\s>]|\sstyle=|\son[a-z]+=/i);
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy|Refused to/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto('./practice.html#level=2&seed=9&lang=en');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.locator('input[data-pot-amount="0"]').fill('4200');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.locator('.mark.wrong').first()).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(problems).toEqual([]);
});
