// Hand mode's presets (web/hand/hand-presets.js) replayed against the core, step by step: every number a
// preset's note quotes from the guides is what the core's report says at that step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTapis } from '../../lib/api/tapis.js';
import { handPresetList, reportAt } from '../../web/hand/hand-presets.js';

const tapis = await loadTapis();

const at = (spec, n) => tapis.analyze({ ...spec, actions: spec.actions.slice(0, n) });

test("the guides' hand presets are all there, each with checks", () => {
  assert.ok(handPresetList.length >= 16);
  for (const preset of handPresetList) assert.ok(preset.checks.length > 0, preset.id);
});

for (const preset of handPresetList) {
  test(`${preset.id}: ${preset.label.en}`, () => {
    assert.match(preset.id, /^[a-z0-9][a-z0-9-]{0,63}$/);
    assert.ok(preset.label.fr && preset.label.en.startsWith(preset.guide) && preset.label.fr.startsWith(preset.guide));
    // Every action is legal: the whole hand plays through.
    const full = tapis.analyze(preset.spec);
    assert.equal(full.ok, true, JSON.stringify(full.errors));
    assert.equal(full.actionsApplied, preset.spec.actions.length);
    for (const c of preset.checks) {
      const r = at(preset.spec, c.at);
      assert.equal(r.ok, true);
      assert.deepEqual(reportAt(r, c.path), c.equals, `${preset.id} after ${c.at} actions: ${c.path}`);
    }
    for (const n of preset.notes) {
      assert.ok(n.at >= 0 && n.at <= preset.spec.actions.length, `${preset.id}: note at ${n.at}`);
      assert.ok(n.en && n.fr);
    }
  });
}

test('preset ids are unique', () => {
  const ids = handPresetList.map((p) => p.id);
  assert.equal(new Set(ids).size, ids.length);
});
