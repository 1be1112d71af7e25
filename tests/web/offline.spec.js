// Installable and offline: the manifest, the icons, and the service worker (Workbox, precache of
// the pages, JS, CSS and .wasm). Offline: load once, wait until the service worker controls the
// page, cut the network, reload, and compute guide 002 example 2.
import { test, expect as baseExpect } from '@playwright/test';
import { openPage, readPotTable, typeHand, setRanks, field, fmt, guide002ex2 } from './helpers.js';
import { encodeSpec, decodeSpecFromUrl, guide002ex2Spec } from './embed-helpers.js';

// The config blocks the service worker elsewhere (its precache costs every test): here it runs.
test.use({ serviceWorkers: 'allow' });

// A busy machine (parallel builds) must not fail these: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const f = fmt('en');

async function waitForServiceWorker(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, {
    timeout: 20_000,
  });
}

test('the service worker controls the page; offline, a reload still computes guide 002 example 2', async ({ page, context }) => {
  await openPage(page, { lang: 'en' });
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => document.documentElement.dataset.offlineReady)).toBe('true');
  // Everything the page needs is precached, the .wasm included.
  const cached = await page.evaluate(async () => {
    const urls = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  // Quick mode's module and, loaded only on demand, hand mode with its module and the module with
  // the equity engine.
  for (const re of [
    /\/index\.html$/,
    /\/embed\.html$/,
    /\/embed-builder\.html$/,
    /\/practice\.html$/,
    /\/assets\/tapis-quick-[\w-]+\.wasm$/,
    /\/assets\/tapis-(?!quick-|equity-|practice-)[\w-]+\.wasm$/,
    /\/assets\/tapis-practice-[\w-]+\.wasm$/,
    /\/assets\/tapis-equity-[\w-]+\.wasm$/,
    /\/assets\/hand-mode-[\w-]+\.js$/,
    /\/assets\/index-[\w-]+\.css$/,
    /\/assets\/equity-view-[\w-]+\.js$/,
    /\/assets\/index-[\w-]+\.js$/,
  ]) {
    expect(
      cached.some((u) => re.test(u)),
      String(re),
    ).toBe(true);
  }

  // Each page's CSS (one file each) and hand mode's, which comes with its module.
  expect(cached.filter((u) => /\/assets\/[\w-]+\.css$/.test(u)).length).toBeGreaterThanOrEqual(4);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await typeHand(page, guide002ex2);
  await setRanks(page, { A: 1, C: 2, B: 3, D: 4 });
  const t = await readPotTable(page);
  expect(t.rows).toEqual([
    ['Main', `${f(1200)} + ${f(1200)} × 4`, f(6000), 'A, B, C, D'],
    ['Side 1', `(${f(2200)} − ${f(1200)}) × 3`, f(3000), 'B, C, D'],
    ['Side 2', `(${f(3700)} − ${f(2200)}) × 2`, f(3000), 'B, D'],
    ['Returned to D', `${f(5700)} − ${f(3700)}`, f(2000), 'D only'],
  ]);
  expect(t.winners).toEqual([['A'], ['C'], ['B'], []]);

  // A shared link opens offline too (the query string does not matter to the precache).
  await page.goto(`./?lang=fr#spec=${encodeSpec(guide002ex2Spec)}&lang=en`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect((await readPotTable(page)).rows[3]).toEqual(['Returned to D', `${f(5700)} − ${f(3700)}`, f(2000), 'D only']);
  // Hand mode, loaded the first time it is asked for, opens offline.
  await page.locator('#mode-switch button[data-mode="hand"]').click();
  await expect(page.locator('#hand-preset')).toBeVisible();
  await expect(page.locator('#mode-switch button[data-mode="hand"]')).toHaveAttribute('aria-pressed', 'true');
  // With its own core (quick mode's has no betting engine): the hand is played.
  await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
  // And the embed and the builder.
  await page.goto('./embed.html#preset=guide-002-ex2&lang=en');
  expect((await readPotTable(page)).rows[0][2]).toBe(f(6000));
  await page.goto('./embed-builder.html?lang=en');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(field(page, 'players[3].committed')).toHaveValue('5700');
  // And the practice (issue 32), with its own module: a shared exercise, checked.
  await page.goto('./practice.html#level=2&seed=9&lang=en');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('.practice-heading')).toHaveText('Side pots, level 2 (exercise 9)');
  await page.locator('input[data-pot-amount="0"]').fill('4200');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.locator('.mark.right[data-field="answer.pots[0].amount"]')).toHaveCount(1);
  await context.setOffline(false);
});

test('the web app manifest: names, id, start_url, standalone, icons (maskable too), theme colour, screenshots', async ({ page, request }) => {
  await openPage(page, { lang: 'en' });
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const url = new URL(href, page.url()).href;
  const res = await request.get(url);
  expect(res.ok()).toBe(true);
  const m = await res.json();
  expect(m.name).toMatch(/^Tapis/);
  expect(m.short_name).toBe('Tapis');
  expect(m.id).toBeTruthy();
  expect(m.start_url).toBeTruthy();
  expect(m.display).toBe('standalone');
  expect(m.theme_color).toBe('#0d5c44');
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(m.theme_color);
  const sizes = (purpose) => m.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizes('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(m.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  // Every icon and screenshot exists, is a PNG, and has the size it claims.
  for (const img of [...m.icons, ...m.screenshots]) {
    const r = await request.get(new URL(img.src, url).href);
    expect(r.ok(), img.src).toBe(true);
    expect(r.headers()['content-type']).toBe('image/png');
    const png = await r.body();
    const w = png.readUInt32BE(16);
    const h = png.readUInt32BE(20);
    expect(`${w}x${h}`, img.src).toBe(img.sizes);
  }
});

test('the service worker is never registered inside a frame', async ({ page, baseURL }) => {
  // An article-like page of the same origin framing the embed: the embed must not register.
  await page.goto('./embed.html#preset=guide-002-ex2&lang=en');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  // Top level, the embed registers the worker; wait for that (it is asynchronous) before
  // removing it, or a late registration would be counted against the framed embeds below.
  await page.evaluate(async () => {
    await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 5000))]);
    for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
  });
  await page.goto(new URL('__tests__/article.html', baseURL).href); // same origin this time
  await expect(page.frameLocator('#tapis-frame').locator('table.pot-table')).toBeVisible();
  // Framed without a sandbox: it could register, and must not.
  await page.evaluate(() => {
    const f = document.createElement('iframe');
    f.id = 'plain';
    f.title = 'plain';
    f.src = '../embed.html#preset=guide-004-two-pots&lang=en';
    document.querySelector('main').append(f);
  });
  await expect(page.frameLocator('#plain').locator('table.pot-table')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test('the preview server sends the .wasm as application/wasm, with CORS for embeds', async ({ page, request }) => {
  await openPage(page, { lang: 'en' });
  const wasm = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .find((n) => n.endsWith('.wasm')),
  );
  const res = await request.get(wasm, { headers: { Origin: 'null' } });
  expect(res.headers()['content-type']).toBe('application/wasm');
  expect(res.headers()['access-control-allow-origin']).toBe('*');
});

test('a new version asks first, and its Reload keeps the hand (it is in the address)', async ({ page, context }) => {
  // The first sw.js the browser sees carries an extra comment: the real file then reads as a new
  // version (a byte-different service worker), as after a deploy.
  let served = 0;
  await context.route('**/sw.js', async (route) => {
    const res = await route.fetch();
    const body = served++ === 0 ? `${await res.text()}\n// the previous deploy\n` : await res.text();
    await route.fulfill({ response: res, body });
  });
  await openPage(page, { lang: 'en', query: 'example=002-ex2' });
  await waitForServiceWorker(page);
  // A later visit, as after a deploy: the page opens already controlled by the installed worker.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await field(page, 'players[0].committed').fill('1000');
  await expect.poll(() => decodeSpecFromUrl(page.url())?.players[0].committed).toBe(1000);
  const url = page.url();

  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  const bar = page.getByRole('region', { name: 'New version' });
  await expect(bar).toBeVisible({ timeout: 15_000 });
  await expect(bar).toContainText('A new version of Tapis is ready.');
  // Nothing happens until asked: the hand stays as typed.
  await expect(field(page, 'players[0].committed')).toHaveValue('1000');
  await Promise.all([page.waitForEvent('load'), bar.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(page.url()).toBe(url);
  await expect(field(page, 'players[0].committed')).toHaveValue('1000');
  expect((await readPotTable(page)).rows[0][2]).toBe(f(5200));
  await expect(page.locator('.update-bar')).toHaveCount(0);
});
