// The practice page's own pieces (issue 32): the answer as typed, read in the reader's language
// into the core's answer spec, and the progress kept in the browser. Which answer is right is the
// core's (tests/node/practice.test.mjs, tests/core/practice_side_pots_test.cpp).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTapisEquity } from '../../lib/api/tapis-equity.js';
import { answerSpec, emptyAnswer } from '../../web/practice/practice-answer.js';
import { createProgress } from '../../web/practice/practice-progress.js';

const whole = await loadTapisEquity();

// Level 2, exercise 9 (A 1,300, B 1,900, C 1,050, D 1,850), by guide 002's method: 1,050 × 4,
// (1,300 − 1,050) × 3, (1,850 − 1,300) × 2, and B's 50 nobody called back.
const typed = {
  pots: [
    { amount: '4 200', eligible: ['A', 'B', 'C', 'D'] },
    { amount: '750', eligible: ['D', 'A', 'B'] },
    { amount: '1\u202f100', eligible: ['B', 'D'] },
  ],
  returned: { A: '', B: '50', C: ' ', D: '' },
};

test('an answer typed in French is read into the spec the core grades: exercise 9 solved', () => {
  const { answer, inputErrors } = answerSpec(typed, { decimals: 0, decimalMark: ',' });
  assert.deepEqual(inputErrors, []);
  assert.deepEqual(answer, {
    pots: [
      { amount: 4200, eligible: ['A', 'B', 'C', 'D'] },
      { amount: 750, eligible: ['D', 'A', 'B'] },
      { amount: 1100, eligible: ['B', 'D'] },
    ],
    returned: { B: 50 },
  });
  const report = whole.analyze({ practice: { drill: 'sidepots', seed: 9, level: 2 }, answer });
  assert.equal(report.practice.grade.solved, true);
});

test('what cannot be read is said at its field and left out; the rest is still read', () => {
  const state = {
    pots: [
      { amount: '12,5', eligible: ['A'] },
      { amount: 'abc', eligible: [] },
    ],
    returned: { B: '1,5' },
  };
  const { answer, inputErrors } = answerSpec(state, { decimals: 0, decimalMark: ',' });
  assert.deepEqual(
    inputErrors.map((e) => [e.field, e.code, e.params]),
    [
      ['answer.pots[0].amount', 'input.decimal', {}],
      ['answer.pots[1].amount', 'input.invalid', {}],
      ['answer.returned', 'input.decimal', { player: 'B' }],
    ],
  );
  assert.deepEqual(answer, {
    pots: [
      { amount: null, eligible: ['A'] },
      { amount: null, eligible: [] },
    ],
    returned: {},
  });
  // In cents (level 5) "12,5" is 12.50 for a French reader, "12.5" for an English one.
  assert.equal(answerSpec({ pots: [{ amount: '12,5', eligible: [] }], returned: {} }, { decimals: 2, decimalMark: ',' }).answer.pots[0].amount, 12.5);
  assert.equal(answerSpec({ pots: [{ amount: '12.5', eligible: [] }], returned: {} }, { decimals: 2, decimalMark: '.' }).answer.pots[0].amount, 12.5);
  assert.deepEqual(emptyAnswer(), { pots: [{ amount: '', eligible: [] }], returned: {} });
});

function memoryStorage(initial = {}) {
  const m = new Map(Object.entries(initial));
  return { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)), removeItem: (k) => m.delete(k), map: m };
}

test('progress: only a first check counts; a mistake ends the streak; the best time per level', () => {
  const storage = memoryStorage();
  const p = createProgress(storage);
  p.checked({ solved: true, first: true, key: 'sidepots:2', ms: 41_000 });
  p.checked({ solved: true, first: true, key: 'sidepots:2', ms: 52_000 }); // slower: the best stays
  p.checked({ solved: true, first: true, key: 'raises:3', ms: null }); // not timed: no time
  p.checked({ solved: true, first: true, key: 'raises:2', ms: 9_000 }); // another drill's best
  p.checked({ solved: true, first: true, key: 'reopen:3', ms: 7_000 }); // and the third's
  assert.deepEqual(p.get(), { solved: 5, streak: 5, best: { 'sidepots:2': 41_000, 'raises:2': 9_000, 'reopen:3': 7_000 } });
  p.checked({ solved: false, first: true, key: 'sidepots:2', ms: 5_000 });
  assert.deepEqual(p.get(), { solved: 5, streak: 0, best: { 'sidepots:2': 41_000, 'raises:2': 9_000, 'reopen:3': 7_000 } });
  p.checked({ solved: true, first: false, key: 'sidepots:2', ms: 1_000 }); // right after a mistake: not counted
  assert.deepEqual(p.get(), { solved: 5, streak: 0, best: { 'sidepots:2': 41_000, 'raises:2': 9_000, 'reopen:3': 7_000 } });
  // Kept: another visit reads it back; a reset forgets it.
  assert.deepEqual(createProgress(storage).get(), p.get());
  p.reset();
  assert.equal(storage.map.has('tapis.practice'), false);
  assert.deepEqual(createProgress(storage).get(), { solved: 0, streak: 0, best: {} });
});

test('progress from a stranger storage: unreadable or out-of-range values start again', () => {
  for (const saved of ['{', 'null', '[]', '{"solved":-1,"streak":1.5,"best":{"sidepots:9":3,"raises:2":"x","sidepots:1":-4,"raises:3":1200,"3":5}}']) {
    const p = createProgress(memoryStorage({ 'tapis.practice': saved }));
    const expected = saved.includes('1200') ? { solved: 0, streak: 0, best: { 'raises:3': 1200 } } : { solved: 0, streak: 0, best: {} };
    assert.deepEqual(p.get(), expected, saved);
  }
  // No storage at all (a sandboxed embed): kept for the visit.
  const p = createProgress(null);
  p.checked({ solved: true, first: true, key: 'sidepots:1', ms: null });
  assert.equal(p.get().solved, 1);
  const throwing = {
    getItem: () => {
      throw new Error('blocked');
    },
    setItem: () => {
      throw new Error('full');
    },
    removeItem: () => {},
  };
  const q = createProgress(throwing);
  q.checked({ solved: true, first: true, key: 'sidepots:1', ms: null });
  assert.equal(q.get().solved, 1);
});
