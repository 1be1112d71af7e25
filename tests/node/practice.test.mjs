// Practice (issue 32) through the JS API: the whole core makes the same table from the same seed
// and grades the player's answer, amounts in cents at level 5; the page's module has no drills.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTapis } from '../../lib/api/tapis.js';
import { loadTapisEquity } from '../../lib/api/tapis-equity.js';

const page = await loadTapis();
const whole = await loadTapisEquity();

test('the whole core makes the same table from a seed; the page module leaves the drills out', () => {
  for (const level of [1, 2, 3, 4, 5]) {
    const spec = { practice: { drill: 'sidepots', seed: 2026, level } };
    const a = whole.analyze(spec);
    assert.equal(a.ok, true);
    assert.deepEqual(a, whole.analyze(spec));
    assert.equal(a.practice.level, level);
    assert.equal(a.practice.grade, null);
    // The report is the table's own: the same as the table's spec analysed by itself.
    const { practice, ...table } = a;
    assert.deepEqual(table, whole.analyze(practice.spec));
    assert.notDeepEqual(practice.spec, whole.analyze({ practice: { seed: 2027, level } }).practice.spec);
    // The page's first load has no drills: it says so at the field, in words.
    const refused = page.analyze(spec);
    assert.equal(refused.ok, false);
    assert.deepEqual(
      refused.errors.map((e) => [e.code, e.field]),
      [['practice.not_in_module', 'practice']],
    );
    assert.match(refused.errors[0].message, /practice comes from the whole core/);
  }
});

test('level 5 in cents: the answer typed in money is graded field by field, the mistakes named', () => {
  const spec = { practice: { seed: 5, level: 5 } };
  const { pots, returned, practice, decimals } = whole.analyze(spec);
  assert.equal(decimals, 2);
  // The player's answer is the key (amounts in euros and cents); then a cent off in side pot 1.
  const answer = { pots: pots.map((p) => ({ amount: p.amount, eligible: p.eligible })), returned };
  const solved = whole.analyze({ ...spec, answer });
  assert.equal(solved.practice.grade.solved, true);
  const wrong = whole.analyze({
    ...spec,
    answer: { ...answer, pots: answer.pots.map((p, i) => (i === 1 ? { ...p, amount: Math.round(p.amount * 100 + 1) / 100 } : p)) },
  });
  assert.equal(wrong.practice.grade.solved, false);
  assert.deepEqual(
    wrong.practice.grade.fields.filter((f) => !f.right).map((f) => f.field),
    ['answer.pots[1].amount'],
  );
  assert.ok(practice.spec.players.length >= 6);
  // A name that is not at the table: said at its field, in the reader's words.
  const typo = whole.analyze({ ...spec, answer: { pots: [{ amount: 1, eligible: ['Nobody'] }] } });
  assert.equal(typo.ok, false);
  assert.equal(typo.errors[0].field, 'answer.pots[0].eligible[0]');
  assert.match(typo.errors[0].message, /must be one of .*not “Nobody”/);
});
