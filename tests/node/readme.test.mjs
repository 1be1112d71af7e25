// The README stays a map (issue 33): short, the two commands first, and every relative link in it
// and in the reference pages (docs/, bench/RESULTS.md) leads to a file, and to a heading there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path) => readFileSync(join(repo, path), 'utf8');
const readme = read('README.md');

const pages = [
  'README.md',
  'bench/RESULTS.md',
  ...readdirSync(join(repo, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

// Markdown outside fenced code blocks, with inline code spans blanked: links in code are examples.
function prose(markdown) {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line.replace(/`[^`]*`/g, '``');
    })
    .join('\n');
}

// GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, -1, -2 on repeats.
function anchors(markdown) {
  const seen = new Map();
  const out = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

test('README.md is at most 200 lines', () => {
  const lines = readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0);
  assert.ok(lines <= 200, `README.md has ${lines} lines`);
});

test('README.md gives npm start and npm test before its first section', () => {
  // The intro: everything before the first "## " heading (the title and one paragraph).
  const intro = readme.split(/^## /m)[0];
  const commands = [...intro.matchAll(/^```sh\n([\s\S]*?)^```/gm)].map((m) => m[1]).join('\n');
  assert.match(commands, /^npm start\b/m, 'npm start in a sh block before the first section');
  assert.match(commands, /^npm test\b/m, 'npm test in a sh block before the first section');
});

test('every docs page names the .d.ts that holds the exact types', () => {
  for (const page of pages.filter((p) => p.startsWith('docs/'))) {
    const top = read(page).split('\n').slice(0, 8).join('\n');
    assert.match(top, /tapis\.d\.ts/, `${page} says at its top where the types are`);
  }
});

test('every relative link in README.md, docs/ and bench/RESULTS.md resolves', () => {
  const broken = [];
  let checked = 0;
  for (const page of pages) {
    for (const [, target] of prose(read(page)).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
      checked++;
      const [path, fragment] = target.split('#');
      const file = path === '' ? join(repo, page) : join(repo, dirname(page), decodeURI(path));
      const where = `${page} -> ${target}`;
      if (!relative(repo, file) || relative(repo, file).startsWith('..') || !existsSync(file)) {
        broken.push(`${where}: no such file`);
        continue;
      }
      if (fragment && statSync(file).isFile() && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(fragment)) {
        broken.push(`${where}: no such heading`);
      }
    }
  }
  assert.ok(checked > 20, `only ${checked} links found: is the link pattern still right?`);
  assert.deepEqual(broken, []);
});
