// Hand mode's presets (examples/hands/<id>.json, the files the page reads) replayed against the core,
// step by step: every number a preset's note quotes from the guides is what the core's report says at
// that step (the file's `expect`). Their titles and notes are catalogue keys: said in every language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadTapis } from '../../lib/api/tapis.js';
import { LANGUAGE_CODES } from '../../lib/i18n/languages.js';
import { handPresetList, reportAt } from './support/hand-presets.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tapis = await loadTapis();
const ui = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, JSON.parse(readFileSync(`${root}lib/i18n/${l}.json`, 'utf8')).ui]));

const at = (spec, n) => tapis.analyze({ ...spec, actions: spec.actions.slice(0, n) });

test("the guides' hand presets are all there, each with checks", () => {
  assert.ok(handPresetList.length >= 16);
  for (const preset of handPresetList) assert.ok(preset.expect.length > 0, preset.id);
});

test('the index lists every file of examples/hands once', () => {
  const files = readdirSync(`${root}examples/hands`).filter((f) => f.endsWith('.json') && f !== 'index.json');
  assert.deepEqual(handPresetList.map((p) => `${p.id}.json`).sort(), files.sort());
});

for (const preset of handPresetList) {
  test(`${preset.id}: ${ui.en[preset.title]}`, () => {
    assert.match(preset.id, /^[a-z0-9][a-z0-9-]{0,63}$/);
    assert.equal(preset.title, `preset.${preset.id}`);
    for (const lang of LANGUAGE_CODES) assert.ok(ui[lang][preset.title]?.startsWith(preset.guide), `${lang}: ${preset.title}`);
    // Every action is legal: the whole hand plays through.
    const full = tapis.analyze(preset.spec);
    assert.equal(full.ok, true, JSON.stringify(full.errors));
    assert.equal(full.actionsApplied, preset.spec.actions.length);
    for (const c of preset.expect) {
      const r = at(preset.spec, c.at);
      assert.equal(r.ok, true);
      assert.deepEqual(reportAt(r, c.path), c.equals, `${preset.id} after ${c.at} actions: ${c.path}`);
    }
    for (const n of preset.notes) {
      assert.ok(n.at >= 0 && n.at <= preset.spec.actions.length, `${preset.id}: note at ${n.at}`);
      assert.equal(n.text, `preset.${preset.id}.at${n.at}`);
      for (const lang of LANGUAGE_CODES) assert.ok(ui[lang][n.text], `${lang}: ${n.text}`);
    }
  });
}

test('preset ids are unique', () => {
  const ids = handPresetList.map((p) => p.id);
  assert.equal(new Set(ids).size, ids.length);
});

test("quick mode's examples have their titles in every language", () => {
  const src = readFileSync(`${root}web/quick/presets.js`, 'utf8');
  const titles = [...src.matchAll(/title: '(preset\.[\w.-]+)'/g)].map((m) => m[1]);
  assert.ok(titles.length >= 13, `${titles.length} titles`);
  for (const key of titles) for (const lang of LANGUAGE_CODES) assert.ok(ui[lang][key]?.match(/^\d{3} · /), `${lang}: ${key}`);
  // Hand and quick ids never meet: ?example=<id> opens one of them.
  for (const p of handPresetList) assert.ok(!titles.includes(p.title), p.id);
});
