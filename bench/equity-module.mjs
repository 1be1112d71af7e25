// The browser's equity module (web/wasm-build/tapis-equity.{mjs,wasm}, what the equity Web Worker
// loads) timed under node with V8's default tiers, as a browser runs it: analyze(spec) and the
// worker's loop t.equity(spec) (one equityStep a chunk), median of 21 after 5 warm-ups, against the
// issue's targets. Run by scripts/bench-equity.sh after scripts/build-wasm.sh.
//   node bench/equity-module.mjs [--reps N]
import { loadTapisEquity } from '../lib/api/tapis-equity.js';

const args = process.argv.slice(2);
const reps = Number(args[args.indexOf('--reps') + 1] || 21);
const cases = [
  [
    "hold'em heads-up preflop AhAs v KsKd",
    1.5,
    {
      equity: true,
      players: [
        { name: 'A', committed: 100, cards: 'Ah As' },
        { name: 'B', committed: 100, cards: 'Ks Kd' },
      ],
    },
  ],
  [
    "hold'em 3-way preflop AA v KK v QQ",
    2.5,
    {
      equity: true,
      players: [
        { name: 'A', committed: 100, cards: 'Ah As' },
        { name: 'B', committed: 100, cards: 'Ks Kd' },
        { name: 'C', committed: 100, cards: 'Qc Qh' },
      ],
    },
  ],
  [
    'Omaha 4-way on the flop',
    50,
    {
      game: 'omaha',
      equity: true,
      board: 'Ts 9h 2d',
      players: [
        { name: 'A', committed: 500, cards: 'As Ks Qh Jh' },
        { name: 'B', committed: 500, cards: '8c 7c 6d 5d' },
        { name: 'C', committed: 500, cards: 'Tc Td 3s 3h' },
        { name: 'D', committed: 500, cards: 'Ah Kd Qc Js' },
      ],
    },
  ],
];

const t0 = performance.now();
const t = await loadTapisEquity();
const loadMs = performance.now() - t0;
const t1 = performance.now();
t.analyze(cases[0][2]);
const firstMs = performance.now() - t1;
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ms = (x) => `${x.toFixed(3).padStart(8)} ms`;
console.log("the browser's equity module under node (default V8 tiers), median of " + `${reps} after 5 warm-ups; absolute figures on a noisy machine`);
console.log(`  load and compile ${loadMs.toFixed(1)} ms; first analyze (builds the tables) ${firstMs.toFixed(1)} ms\n`);
console.log(`${'case'.padEnd(40)} ${'analyze'.padStart(11)} ${'worker loop'.padStart(11)}  target`);
for (const [name, target, spec] of cases) {
  const text = JSON.stringify(spec);
  // Warm-ups: at least 5, and for at least half a second, so that V8 has moved the hot functions
  // from its baseline compiler to the optimizing one (a busy machine delays that tier-up). The
  // first call's time, before any warm-up, is printed apart: a page's first equity pays it.
  let s0 = performance.now();
  t.analyzeText(text);
  const coldMs = performance.now() - s0;
  s0 = performance.now();
  for (let i = 0; i < 5 || performance.now() - s0 < 500; i++) {
    t.analyzeText(text);
    await t.equity(spec);
  }
  const a = [],
    w = [];
  for (let i = 0; i < reps; i++) {
    let s = performance.now();
    t.analyzeText(text);
    a.push(performance.now() - s);
    s = performance.now();
    const r = await t.equity(spec);
    w.push(performance.now() - s);
    if (!r.ok || !r.equity.done) throw new Error(`${name}: ${JSON.stringify(r.errors)}`);
  }
  const worst = Math.max(median(a), median(w));
  console.log(
    `${name.padEnd(40)} ${ms(median(a))} ${ms(median(w))}  ${worst <= target ? 'ok  ' : 'MISS'} ≤ ${target} ms  (first call ${coldMs.toFixed(1)} ms)`,
  );
}
