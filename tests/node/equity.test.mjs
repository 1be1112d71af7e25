// Equity per pot (issue 6) in WASM: the reference values, the worker's chunked protocol (merged
// sums give the same numbers as one analyze), cancelling, Monte Carlo and coded errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTapisEquity, mergeEquitySums } from '../../lib/api/tapis-equity.js';

const tapis = await loadTapisEquity();
const pct = (x) => Math.round(x * 100000) / 1000;
const aa = { name: 'A', committed: 100, cards: 'Ah As' };
const kk = (committed = 100) => ({ name: 'B', committed, cards: 'Ks Kd' });
const qq = (committed = 100) => ({ name: 'C', committed, cards: 'Qc Qh' });

test('AhAs vs KsKd preflop: 81.946% / 18.054%, ties 0.46%, over 1,712,304 boards', () => {
  const { equity } = tapis.analyze({ equity: true, players: [aa, kk()] });
  assert.equal(equity.exact, true);
  assert.equal(equity.boards, 1712304);
  assert.equal(pct(equity.pots[0].players.A.share), 81.946);
  assert.equal(pct(equity.pots[0].players.B.share), 18.054);
  assert.equal(Math.round(equity.pots[0].players.A.tie * 10000) / 100, 0.46);
});

test('AA vs KK vs QQ: 66.508% / 17.798% / 15.694%; with KK and QQ covering, the side pot', () => {
  const three = tapis.analyze({ equity: true, players: [aa, kk(), qq()] }).equity;
  assert.equal(three.boards, 1370754);
  assert.deepEqual(
    Object.values(three.pots[0].players).map((p) => pct(p.share)),
    [66.508, 17.798, 15.694],
  );
  const side = tapis.analyze({ equity: true, players: [aa, kk(300), qq(300)] }).equity;
  assert.equal(pct(side.pots[0].players.A.share), 66.508);
  assert.equal(pct(side.pots[1].players.B.share), 80.604);
  assert.deepEqual(
    Object.values(side.expected).map((x) => Math.round(x * 100) / 100),
    [199.53, 375.81, 124.66],
  );
  const total = Object.values(side.expected).reduce((a, b) => a + b, 0);
  assert.ok(Math.abs(total - 700) < 1e-9);
});

test('Omaha four ways on the flop, exact', () => {
  const { equity } = tapis.analyze({
    game: 'omaha',
    equity: true,
    board: 'Ts 9h 2d',
    players: [
      { name: 'A', committed: 500, cards: 'As Ks Qh Jh' },
      { name: 'B', committed: 500, cards: '8c 7c 6d 5d' },
      { name: 'C', committed: 500, cards: 'Tc Td 3s 3h' },
      { name: 'D', committed: 500, cards: 'Ah Kd Qc Js' },
    ],
  });
  assert.equal(equity.boards, 528);
  assert.deepEqual(
    Object.values(equity.pots[0].players).map((p) => pct(p.share)),
    [20.265, 17.045, 48.485, 14.205],
  );
});

test('steps (what equity() runs) and chunks merged in JS give exactly what one analyze gives (exact and Monte Carlo)', async () => {
  const specs = [
    { equity: true, players: [aa, kk(300), qq(300)] },
    {
      equity: { precision: 0.004, seed: 5 },
      board: 'Ts 9s 2d',
      players: [
        { name: 'A', committed: 100, cards: 'As Ks' },
        { name: 'B', committed: 100 },
        { name: 'C', committed: 60 },
      ],
    },
    // Exact in several chunks, the last one shorter.
    {
      equity: true,
      board: 'Qh 7c 2h',
      players: [
        { name: 'A', committed: 100, cards: 'Ah Kh' },
        { name: 'B', committed: 100 },
      ],
    },
  ];
  for (const spec of specs) {
    const progress = [];
    const result = await tapis.equity(spec, { onProgress: (eq, plan) => progress.push([eq.units, plan.units]) });
    assert.equal(result.ok, true);
    assert.equal(result.equity.done, true);
    assert.ok(progress.length >= 1);
    const { equity } = tapis.analyze(spec);
    const { done, units, totalUnits, ...same } = result.equity;
    assert.deepEqual(same, equity);
    assert.ok(units <= totalUnits);
    // Progress after every step: the units merged grow, the plan stays, and the last is the result.
    const merged = progress.map(([u]) => u);
    merged.forEach((u, i) => assert.ok(i === 0 || u > merged[i - 1]));
    assert.deepEqual(new Set(progress.map(([, total]) => total)), new Set([totalUnits]));
    assert.equal(merged.at(-1), units);
    if (!equity.exact) assert.ok(progress.length > 1, 'Monte Carlo takes several steps');

    // The same with the three calls, the sums merged here.
    const plan = tapis.equityPlan(spec);
    if (equity.exact) assert.equal(progress.length, Math.ceil(plan.units / plan.chunk));
    let sums = null;
    let finished = null;
    for (let from = 0; from < plan.units; from += plan.chunk) {
      sums = mergeEquitySums(sums, tapis.equityChunk(spec, from, Math.min(from + plan.chunk, plan.units)).sums);
      finished = tapis.equityFinish(spec, sums);
      if (finished.equity.done) break;
    }
    assert.deepEqual(finished.equity, result.equity);
  }
});

test('mergeEquitySums adds units, weights and the counts of equal masks', () => {
  const a = {
    units: 1,
    weight: 10,
    pots: [
      [
        [1, 6],
        [3, 4],
      ],
    ],
  };
  const b = {
    units: 2,
    weight: 5,
    pots: [
      [
        [2, 5],
        [3, -1],
      ],
    ],
  };
  assert.deepEqual(mergeEquitySums(a, b), {
    units: 3,
    weight: 15,
    pots: [
      [
        [1, 6],
        [2, 5],
        [3, 3],
      ],
    ],
  });
  assert.deepEqual(mergeEquitySums(null, b), b);
});

test('a signal stops the chunked computation', async () => {
  const controller = new AbortController();
  const r = await tapis.equity(
    { equity: { precision: 0, maxSamples: 200000 }, players: [aa, { name: 'B', committed: 100 }] },
    { signal: controller.signal, onProgress: () => controller.abort() },
  );
  assert.equal(r.ok, false);
  assert.equal(r.errors[0].code, 'equity.cancelled');
});

test('Monte Carlo: seed, samples and standard error; within 4 standard errors of exact', () => {
  const players = [
    { name: 'A', committed: 100, cards: 'As Ks' },
    { name: 'B', committed: 100 },
  ];
  const exact = tapis.analyze({ equity: true, board: 'Ts 9s 2d', players }).equity;
  const mc = tapis.analyze({ equity: { exactLimit: 0, seed: 9, maxSamples: 50000, precision: 0 }, board: 'Ts 9s 2d', players }).equity;
  assert.equal(exact.exact, true);
  assert.equal(mc.exact, false);
  assert.equal(mc.seed, 9);
  assert.equal(mc.samples, 50000);
  assert.ok(Math.abs(mc.pots[0].players.A.share - exact.pots[0].players.A.share) < 4 * mc.stdError);
});

test('bad input: coded errors from WASM too', () => {
  const code = (spec) => tapis.analyze(spec).errors[0]?.code;
  assert.equal(code({ equity: true, dead: 'Ah', players: [aa, kk()] }), 'cards.duplicate');
  assert.equal(code({ equity: { maxSamples: 0 }, players: [aa, kk()] }), 'spec.range');
  assert.equal(
    code({ equity: true, game: 'omaha', players: Array.from({ length: 12 }, (_, i) => ({ name: `P${i}`, committed: 5 })) }),
    'equity.not_enough_cards',
  );
  assert.equal(
    tapis.equityPlan({
      blinds: [1, 2],
      actions: [],
      players: [
        { name: 'A', stack: 100, cards: 'Ah As' },
        { name: 'B', stack: 100 },
      ],
    }).errors[0].code,
    'equity.unavailable',
  );
  assert.equal(tapis.equityFinish({ equity: true, players: [aa, kk()] }, { units: 0 }).errors[0].code, 'equity.sums');
  assert.equal(tapis.equityStep({ equity: true, players: [aa, kk()] }, { units: 0 }).errors[0].code, 'equity.sums');
});

test('prize money expected from chunks merged in JS is the one analyze gives (issue 31)', async () => {
  // Guide 002's example 2's short stacks all-in against D on the flop, D's cards unknown: several
  // chunks of his hands, each with its joint outcomes (who wins every pot at once).
  const spec = {
    format: 'tournament',
    prizes: [500, 300, 200],
    board: '2c 7d 9h',
    equity: true,
    players: [
      { name: 'A', committed: 1500, stack: 1500, cards: 'As Ah' },
      { name: 'B', committed: 4000, stack: 4000, cards: 'Kd Kc' },
      { name: 'C', committed: 2500, stack: 2500, cards: 'Qs Qh' },
      { name: 'D', committed: 6000, stack: 9000 },
    ],
  };
  const { prizeEquity } = tapis.analyze(spec);
  assert.equal(prizeEquity.expected.exact, true);
  const plan = tapis.equityPlan(spec);
  assert.ok(plan.units > plan.chunk, 'several chunks');
  let sums = null;
  let finished = null;
  for (let from = 0; from < plan.units; from += plan.chunk) {
    const part = tapis.equityChunk(spec, from, Math.min(from + plan.chunk, plan.units)).sums;
    assert.ok(part.joint.length > 0);
    sums = mergeEquitySums(sums, part);
    finished = tapis.equityFinish(spec, sums);
  }
  assert.equal(finished.equity.done, true);
  assert.deepEqual(finished.prizeEquity, prizeEquity);
  // equity(), as the page's worker runs it, answers the same section.
  assert.deepEqual((await tapis.equity(spec)).prizeEquity, prizeEquity);
});
