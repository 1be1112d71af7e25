// The built catalogues' two parts (vite/catalogue-split.js, issue 31's first-load budget): quick
// mode's first screen fetches the first part only, so nothing quick mode can say may be in `later`,
// and the two parts together must be the catalogue exactly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { splitCatalogue, handPresetKeys, LATER_MESSAGES } from '../../vite/catalogue-split.js';
import { LANGUAGE_CODES } from '../../lib/i18n/languages.js';
import { loadTapisQuick } from '../../lib/api/tapis-quick.js';
import { loadTapis } from '../../lib/api/tapis.js';
import { handPresetList } from './support/hand-presets.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const catalogue = (lang) => JSON.parse(readFileSync(`${root}lib/i18n/${lang}.json`, 'utf8'));

test('each language: the first part and the later part together are its catalogue, no key in both', () => {
  for (const lang of LANGUAGE_CODES) {
    const whole = catalogue(lang);
    const { first, later } = splitCatalogue(whole);
    for (const [section, entries] of Object.entries(later)) {
      for (const key of Object.keys(entries)) assert.ok(!Object.hasOwn(first[section], key), `${lang} ${section}.${key} in both`);
    }
    const merged = structuredClone(first);
    for (const [section, entries] of Object.entries(later)) Object.assign(merged[section], entries);
    assert.deepEqual(merged, whole, lang);
    // What the split is for: hand mode's words, the drills' and the betting engine's messages.
    assert.ok(Object.keys(later.ui).length > 250, `${lang}: ${Object.keys(later.ui).length} later ui strings`);
    assert.ok(Object.keys(later.messages).length > 50, `${lang}: ${Object.keys(later.messages).length} later messages`);
    assert.ok(JSON.stringify(first).length < JSON.stringify(whole).length * 0.6, lang);
  }
});

test('the hand presets’ titles and notes wait for the later part; quick mode’s examples do not', () => {
  const { first, later } = splitCatalogue(catalogue('en'));
  const keys = handPresetKeys();
  assert.ok(keys.has('preset.003-min-raise-preflop') && keys.has('preset.003-min-raise-preflop.at0'));
  for (const key of keys) assert.ok(Object.hasOwn(later.ui, key), key);
  assert.ok(Object.hasOwn(first.ui, 'preset.002-ex2'));
});

test('the page’s own words (index.html’s data-i18n) are all in the first part', () => {
  const { first } = splitCatalogue(catalogue('en'));
  const keys = [...readFileSync(`${root}index.html`, 'utf8').matchAll(/data-i18n="([\w.-]+)"/g)].map((m) => m[1]);
  // practiceLink, the page's link to the drills, is one of the later sections' names.
  assert.ok(keys.length > 10 && keys.includes('practiceLink'));
  assert.deepEqual(
    keys.filter((k) => !Object.hasOwn(first.ui, k)),
    [],
  );
});

test('a key of a later section that a quick-mode file writes stays in the first part', () => {
  const keep = new Set(['handLoadFailed', 'hand.someWord']);
  const { first, later } = splitCatalogue(
    { lang: 'xx', messages: { 'action.out_of_turn': 'a' }, ui: { 'hand.someWord': 'w', 'hand.other': 'o', handLoadFailed: 'f' } },
    { presets: new Set(), keep },
  );
  assert.deepEqual(Object.keys(first.ui).sort(), ['hand.someWord', 'handLoadFailed']);
  assert.deepEqual(later, { ui: { 'hand.other': 'o' }, messages: { 'action.out_of_turn': 'a' } });
});

test('quick mode’s core cannot say a later message: none of their codes is in its module, all are in hand mode’s', () => {
  const { later } = splitCatalogue(catalogue('en'));
  const codes = Object.keys(later.messages);
  const quick = readFileSync(`${root}web/wasm-build/tapis-quick.wasm`).toString('latin1');
  const page = readFileSync(`${root}web/wasm-build/tapis.wasm`).toString('latin1');
  assert.deepEqual(
    codes.filter((c) => quick.includes(`${c}\0`)),
    [],
  );
  // The betting engine's codes are in the page's module (the PHH reader's in the whole core's).
  const betting = codes.filter((c) => !c.startsWith('phh.'));
  assert.ok(betting.length > 30);
  assert.deepEqual(
    betting.filter((c) => !page.includes(`${c}\0`)),
    [],
  );
});

test('every code quick mode says over the corpus is in the first part', async () => {
  const { first } = splitCatalogue(catalogue('en'));
  const quick = await loadTapisQuick({ messages: false });
  const files = ['examples', 'tests/fixtures/specs'].flatMap((dir) =>
    readdirSync(`${root}${dir}`)
      .filter((f) => f.endsWith('.json'))
      .map((f) => `${dir}/${f}`),
  );
  const codes = new Set();
  const visit = (value) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      if (typeof value.code === 'string') codes.add(value.code);
      Object.values(value).forEach(visit);
    }
  };
  for (const f of files) visit(JSON.parse(quick.analyzeText(readFileSync(`${root}${f}`, 'utf8'))));
  assert.ok(codes.size >= 12, `${codes.size} codes`);
  assert.deepEqual(
    [...codes].filter((c) => !Object.hasOwn(first.messages, c)),
    [],
  );
  // Hand mode does say later ones: the split is not empty of what it is for.
  const page = await loadTapis({ messages: false });
  const handCodes = new Set();
  for (const preset of handPresetList) {
    const report = page.analyze(preset.spec);
    JSON.stringify(report, (_k, v) => (v && typeof v === 'object' && typeof v.code === 'string' ? (handCodes.add(v.code), v) : v));
  }
  assert.ok(
    [...handCodes].some((c) => LATER_MESSAGES.test(c)),
    [...handCodes].join(' '),
  );
});
