// The page's module (web/wasm-build/tapis.{mjs,wasm}, the browser's first load) answering specs
// with prizes under node, V8's default tiers as a browser runs it: a whole analyze(spec), the pots
// and the prize money before and after the hand, median of 21 after 5 warm-ups, against issue 31's
// targets (9 players under 1 ms, 18 under 200 ms). Run by scripts/bench-icm.sh.
//   node bench/icm-module.mjs [--reps N]
import { loadTapis } from '../lib/api/tapis.js';

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

console.log('page module: analyze(spec) with prizes, median ms');
for (const [name, target, s] of cases) {
  for (let i = 0; i < 5; i++) t.analyze(s);
  const times = [];
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    const r = t.analyze(s);
    times.push(performance.now() - t0);
    if (!r.ok || !r.prizeEquity?.after) throw new Error(`${name}: ${JSON.stringify(r.errors)}`);
  }
  times.sort((a, b) => a - b);
  const ms = times[times.length >> 1];
  const verdict = target === null ? '' : ms <= target ? `  (target ${target} ms: met)` : `  (target ${target} ms: MISSED)`;
  console.log(`${name.padEnd(60)} ${ms.toFixed(3).padStart(9)} ms${verdict}`);
}
