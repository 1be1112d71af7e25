// Draws the app icons (public/icons/*.png) from the favicon's chip with Debian's Chromium:
// "any" icons (the chip alone, transparent corners), "maskable" ones (the chip inside the
// safe zone on a full-bleed felt square) and the 180 px apple-touch-icon.
// Run: node scripts/make-icons.mjs (the PNGs are committed; rerun only to change the design).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });

const FELT = '#0d5c44';
const CREAM = '#f4efe2';

// The chip, drawn in a 100×100 box centred on (50, 50) with radius r.
function chip(r) {
  const s = r / 15; // the favicon's chip has radius 15 in a 32 box
  const dash = (2 * Math.PI * 10.5 * s) / 16; // eight even edge spots
  return `
    <circle cx="50" cy="50" r="${r}" fill="${FELT}"/>
    <circle cx="50" cy="50" r="${10.5 * s}" fill="none" stroke="${CREAM}" stroke-width="${3 * s}" stroke-dasharray="${dash} ${dash}"/>
    <circle cx="50" cy="50" r="${6 * s}" fill="${CREAM}"/>
    <circle cx="50" cy="50" r="${r - 0.9 * s}" fill="none" stroke="${CREAM}" stroke-opacity="0.35" stroke-width="${0.6 * s}"/>`;
}

const designs = {
  any: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${chip(48)}</svg>`,
  // Maskable: the safe zone is the centred circle of radius 40 %; the chip stays inside it.
  maskable: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#0a4935"/>${chip(36)}</svg>`,
  // iOS puts its own rounded corners on an opaque square.
  apple: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#fbfaf6"/>${chip(44)}</svg>`,
};

const jobs = [
  ['icon-192.png', 'any', 192],
  ['icon-512.png', 'any', 512],
  ['maskable-192.png', 'maskable', 192],
  ['maskable-512.png', 'maskable', 512],
  ['apple-touch-icon.png', 'apple', 180],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const [file, design, size] of jobs) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:transparent">` +
      designs[design].replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `) +
      `</body></html>`,
  );
  await page.screenshot({ path: new URL(file, out).pathname, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  console.log(`public/icons/${file} ${size}×${size}`);
}
await browser.close();
