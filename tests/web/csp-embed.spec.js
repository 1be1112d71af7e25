// The embed and the embed builder run under the same strict policy as the page: no inline script
// or style, no eval ('wasm-unsafe-eval' only); names and every spec text are rendered as text.
import { test, expect as baseExpect } from '@playwright/test';
import { watchForTrouble, articleUrl } from './embed-helpers.js';

// A busy machine (parallel builds) must not fail these: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";

for (const path of ['./', './embed.html', './embed-builder.html']) {
  test(`${path} ships the strict policy and nothing inline`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]).toBe(POLICY);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(html).not.toMatch(/<style[\s>]/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
}

test('no CSP violation, console error or failed request: embed (framed and not) and builder', async ({ page, baseURL }) => {
  const problems = [];
  page.on('console', (m) => {
    // "Failed to load resource" names no address: the responses below say which one.
    if (/Failed to load resource/.test(m.text())) return;
    if (m.type() === 'error' || /Content Security Policy|Refused to/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) problems.push(`${r.status()}: ${r.url()}`); // the article has no favicon
  });
  page.on('requestfailed', (r) => {
    // A navigation (or the builder's preview changing hands) may abort a load in progress.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`requestfailed: ${r.url()} ${r.failure()?.errorText}`);
  });
  const watch = await watchForTrouble(page);

  await page.goto('./embed.html#preset=guide-002-ex2&lang=en&mode=edit');
  await expect(page.locator('table.pot-table')).toBeVisible();
  await page.locator('[data-field="players[0].name"]').fill('<img src=x onerror=window.__pwned=1>');
  await expect(page.locator('table.pot-table')).toContainText('<img src=x onerror=window.__pwned=1>');
  await watch.check(); // on this page, before leaving it: nothing ran, no violation

  await page.goto('./embed-builder.html?lang=en');
  await expect(page.frameLocator('#preview').locator('table.pot-table')).toBeVisible();
  await page.locator('[data-field="players[1].name"]').fill('"><script>window.__pwned=2</script>');
  await expect(page.locator('#snippet-html')).toHaveValue(/&quot;&gt;&lt;script&gt;window.__pwned=2&lt;\/script&gt;/);
  await expect(page.frameLocator('#preview').locator('table.pot-table')).toContainText('"><script>window.__pwned=2</script>');
  await watch.check();
  const preview = page.frames().find((f) => f.url().includes('/embed.html'));
  expect(await preview.evaluate(() => [window.__pwned, window.__cspViolations ?? []])).toEqual([undefined, []]);

  // The article page is another site's: only the embeds' own frames are checked for violations.
  await page.goto(articleUrl(baseURL));
  const frame = page.frameLocator('#tapis-frame');
  await expect(frame.locator('table.pot-table')).toBeVisible();
  const inside = page.frames().find((f) => f.url().includes('/embed.html'));
  expect(await inside.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
  await expect(page.locator('#tapis-element table.pot-table')).toBeVisible();

  expect(problems).toEqual([]);
  await watch.check();
});
