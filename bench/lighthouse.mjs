// Lighthouse scores of the pages (npm run bench → scripts/bench-page.sh; not a test): the main
// page, the embed and the embed builder, with Lighthouse's mobile and desktop presets, in Debian's
// Chromium, against the preview server already running. Prints each category's score and the
// layout shift (CLS) beside issue 11's targets, then one line per target missed.
// Usage: node bench/lighthouse.mjs http://127.0.0.1:PORT/
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const base = process.argv[2] || 'http://127.0.0.1:4173/';
const cli = fileURLToPath(new URL('../node_modules/lighthouse/cli/index.js', import.meta.url));
const chrome = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Targets (issue 11): the main page also SEO 100; the embed asks not to be indexed (noindex), so
// its SEO score is printed but not a target.
const pages = [
  { name: 'main page', url: `${base}`, targets: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } },
  { name: 'embed', url: `${base}embed.html#preset=guide-002-ex2&lang=en&mode=pots`, targets: { performance: 98, accessibility: 100, 'best-practices': 100 } },
  { name: 'embed builder', url: `${base}embed-builder.html`, targets: { performance: 98, accessibility: 100, 'best-practices': 100 } },
  // The embed of a hand played action by action (guide 003's example, stepped through).
  {
    name: 'embed (hand)',
    url: `${base}embed.html#preset=guide-003-min-raise-preflop&lang=en&mode=hand`,
    targets: { performance: 98, accessibility: 100, 'best-practices': 100 },
  },
  // The practice page (issue 32): it loads the whole core at once (its drills are there).
  { name: 'practice', url: `${base}practice.html#level=2&seed=9&lang=en`, targets: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } },
];
const MAX_CLS = 0.01;
const presets = ['mobile', 'desktop'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function lighthouse(url, preset, out) {
  const args = [cli, url, '--quiet', '--output=json', `--output-path=${out}`, '--chrome-flags=--headless=new --no-sandbox'];
  if (preset === 'desktop') args.push('--preset=desktop');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 << 20 }, (error) => {
      if (error) reject(error);
      else resolve(JSON.parse(readFileSync(out, 'utf8')));
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'tapis-lighthouse-'));
const missed = [];
console.log(`Lighthouse ${JSON.parse(readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url))).version}, ${base}`);
console.log(`  ${'page'.padEnd(14)} ${'preset'.padEnd(8)} ${categories.map((c) => c.padStart(16)).join('')}      CLS`);
try {
  for (const p of pages) {
    for (const preset of presets) {
      const report = await lighthouse(p.url, preset, join(dir, 'report.json'));
      const score = (c) => Math.round((report.categories[c]?.score ?? 0) * 100);
      const cls = report.audits['cumulative-layout-shift']?.numericValue ?? NaN;
      const cells = categories.map((c) => {
        const target = p.targets[c];
        const ok = target === undefined || score(c) >= target;
        if (!ok) missed.push(`${p.name} (${preset}): ${c} ${score(c)} < ${target}`);
        return `${score(c)}${target === undefined ? ' (n/a)' : ok ? '' : ' LOW'}`.padStart(16);
      });
      if (!(cls <= MAX_CLS)) missed.push(`${p.name} (${preset}): CLS ${cls.toFixed(3)} > ${MAX_CLS}`);
      console.log(`  ${p.name.padEnd(14)} ${preset.padEnd(8)} ${cells.join('')}   ${cls.toFixed(3)}${cls <= MAX_CLS ? '' : ' HIGH'}`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `\nTargets: main page performance ≥ 98, accessibility, best practices and SEO 100; embed and builder performance ≥ 98, accessibility and best practices 100; CLS ≤ ${MAX_CLS}: ${missed.length ? `NOT met:\n  ${missed.join('\n  ')}` : 'met'}`,
);
