// The page's module (web/wasm-build/tapis.{mjs,wasm}, the browser's first load) answering specs
// with prizes under node, V8's default tiers as a browser runs it: a whole analyze(spec) (the pots
// and the prize money before and after the hand) and the same spec without prizes, interleaved,
// median of 21 after 5 warm-ups; the difference is what prize money costs, against issue 31's
// targets (9 players under 1 ms, 18 under 200 ms). Run by scripts/bench-icm.sh.
//   node bench/icm-module.mjs [--reps N]
import { loadTapis } from '../lib/api/tapis.js';
import { median, timeAnalyze } from './analyze-timing.mjs';

const args = process.argv.slice(2);
const reps = Number(args[args.indexOf('--reps') + 1] || 21);
const t = await loadTapis();

/** n players all-in preflop, the biggest stack winning: everyone else busts. */
function spec(n, places, others = 0) {
  const players = Array.from({ length: n }, (_, i) => {
    const stack = 1000 + 731 * ((i * 7) % 13);
    return { name: `P${i + 1}`, committed: stack, stack };
  });
  return {
    format: 'tournament',
    prizes: Array.from({ length: places }, (_, i) => Math.round(100000 / (i + 2)) / 100),
    otherStacks: others ? Array.from({ length: others }, (_, i) => 1000 + 17 * i) : undefined,
    players,
    ranking: players.map((p) => [p.name]),
  };
}

const cases = [
  ['9 players, 9 places (final table)', 1, spec(9, 9)],
  ['18 players, 18 places (two tables)', 200, spec(18, 18)],
  ['9 at the table + 9 elsewhere, 9 places', 200, spec(9, 9, 9)],
  ['23 at the table + 1,000 elsewhere, 15 places (Monte Carlo)', null, spec(23, 15, 1000)],
];

const time = (s) => timeAnalyze(t, s);

console.log('page module: analyze(spec), median ms: without prizes, with prizes, the difference');
for (const [name, target, s] of cases) {
  const plain = { ...s, prizes: undefined, otherStacks: undefined };
  for (let i = 0; i < 5; i++) (t.analyze(s), t.analyze(plain));
  const without = [];
  const withPrizes = [];
  for (let i = 0; i < reps; i++) {
    without.push(time(plain)[0]);
    const [ms, r] = time(s);
    if (!r.prizeEquity?.after) throw new Error(`${name}: no prize money`);
    withPrizes.push(ms);
  }
  const a = median(without);
  const b = median(withPrizes);
  const cost = b - a;
  const verdict = target === null ? '' : cost <= target ? `  (target ${target} ms: met)` : `  (target ${target} ms: MISSED)`;
  console.log(`${name.padEnd(60)} ${a.toFixed(3).padStart(8)} ${b.toFixed(3).padStart(9)} ${cost.toFixed(3).padStart(9)} ms${verdict}`);
}
