// Steps shared by the sharing, embedding, builder and offline tests.
import { readFileSync } from 'node:fs';
import { expect as baseExpect } from '@playwright/test';
import { readPotTable } from './helpers.js';

const expect = baseExpect.configure({ timeout: 20_000 });

/** readPotTable, waiting longer first: a frame or an element may come up later than the page. */
export async function readTable(target) {
  await expect(target.locator('table.pot-table')).toBeVisible();
  return readPotTable(target);
}
export { axeSource, axeViolations } from './axe.js';

/** The same spec, base64url-encoded as the page writes it in #spec=. */
export function encodeSpec(spec) {
  return Buffer.from(JSON.stringify(spec), 'utf8').toString('base64url');
}

export function decodeSpecFromUrl(url) {
  const m = /[#&]spec=([A-Za-z0-9_-]+)/.exec(url);
  return m ? JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8')) : null;
}

export const guide002ex2Spec = {
  format: 'tournament',
  deadMoney: 1200,
  players: [
    { name: 'A', committed: 1200 },
    { name: 'B', committed: 3700 },
    { name: 'C', committed: 2200 },
    { name: 'D', committed: 5700 },
  ],
  ranking: [['A'], ['C'], ['B'], ['D']],
};

/** Guide 002's example 2 as a final table, D wins every pot, prizes 500 / 300 / 200 (issue 31). */
export const finalTableSpec = JSON.parse(readFileSync(new URL('../../examples/guide-002-ex2-final-table.json', import.meta.url), 'utf8'));

/** The article fixture, served at http://localhost:PORT/__tests__/ (a different origin). */
export function articleUrl(baseURL, name = 'article.html') {
  return new URL(`__tests__/${name}`, baseURL.replace('127.0.0.1', 'localhost')).href;
}

/** Records every dialog, page error and CSP violation; `check()` expects none. */
export async function watchForTrouble(page) {
  const trouble = [];
  page.on('dialog', (d) => {
    trouble.push(`dialog: ${d.message()}`);
    d.dismiss().catch(() => {});
  });
  page.on('pageerror', (e) => trouble.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations = (window.__cspViolations ?? []).concat(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return {
    trouble,
    async check() {
      expect(trouble).toEqual([]);
      expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
      expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
    },
  };
}
