// Screenshots of the built site at 1200 px and 390 px: the main page (guide 002, example 2), an
// embed in an article-like page, and the embed builder. Also writes docs/screenshot.png (README)
// and the manifest's screenshots (public/screenshots/). Needs a running preview server:
//   node scripts/screenshots.mjs [http://127.0.0.1:4173/] [/tmp/tapis-shots]
import { chromium } from '@playwright/test';
import { mkdirSync, copyFileSync } from 'node:fs';

const base = process.argv[2] || 'http://127.0.0.1:4173/';
const out = process.argv[3] || '/tmp/tapis-shots';
const repo = new URL('..', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const sizes = [
  { name: '1200', viewport: { width: 1200, height: 900 }, deviceScaleFactor: 1, isMobile: false },
  { name: '390', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
];
for (const size of sizes) {
  const context = await browser.newContext({ ...size, locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}?lang=en&example=002-ex2`);
  await page.locator('body[data-ready="true"]').waitFor();
  await page.locator('table.pot-table').waitFor();
  await page.screenshot({ path: `${out}/main-${size.name}.png`, fullPage: size.name === '390' });
  if (size.name === '1200') {
    await page.screenshot({ path: `${out}/main-1200-top.png` });
    copyFileSync(`${out}/main-1200-top.png`, `${repo}docs/screenshot.png`);
    copyFileSync(`${out}/main-1200-top.png`, `${repo}public/screenshots/wide.png`);
  } else {
    await page.screenshot({ path: `${out}/main-390-top.png` });
    copyFileSync(`${out}/main-390-top.png`, `${repo}public/screenshots/narrow.png`);
  }
  await page.goto(`${base}?lang=fr&example=002-ex2`);
  await page.locator('table.pot-table').waitFor();
  await page.screenshot({ path: `${out}/main-fr-${size.name}.png`, fullPage: true });

  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${out}/print-${size.name}.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // An article of another origin with both kinds of embed: the test fixture, served by a preview
  // started with TAPIS_TEST_FIXTURES=1 (vite/test-fixtures.js) at localhost instead of 127.0.0.1.
  const articleUrl = new URL('__tests__/article.html', base.replace('127.0.0.1', 'localhost')).href;
  const res = await page.goto(articleUrl);
  if (res?.ok()) {
    await page.setViewportSize({ width: size.viewport.width, height: 2600 });
    await page.frameLocator('iframe').locator('table.pot-table').waitFor();
    await page.locator('tapis-calculator table.pot-table').waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/article-${size.name}.png` });
    await page.setViewportSize(size.viewport);
  } else console.log('no article fixture (start the preview with TAPIS_TEST_FIXTURES=1)');

  await page.goto(`${base}embed.html#preset=guide-002-ex2&lang=fr&mode=edit`);
  await page.locator('table.pot-table').waitFor();
  await page.screenshot({ path: `${out}/embed-edit-${size.name}.png`, fullPage: true });

  await page.goto(`${base}embed-builder.html?lang=en`);
  await page.locator('body[data-ready="true"]').waitFor();
  await page.frameLocator('#preview').locator('table.pot-table').waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/builder-${size.name}.png`, fullPage: true });
  // Frames out of view are not painted in a full-page shot: the preview, scrolled into view.
  await page.locator('#preview').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/builder-preview-${size.name}.png` });
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}; docs/screenshot.png and public/screenshots/ updated`);
