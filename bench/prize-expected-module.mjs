// Issue 31's `expected` against its target: at most 1.5x the chip equity of the same spec. The
// equity module (web/wasm-build/tapis-equity.{mjs,wasm}) answers each spec four ways, interleaved:
// with and without equity, with and without prizes; what equity adds without prizes is the chip
// equity, with them the chip equity plus the joint outcomes and each result's prize money. Median
// of N after 5 warm-ups: only the ratio means something on a noisy machine. Run by
// scripts/bench-icm.sh.
//   node bench/prize-expected-module.mjs [--reps N]
import { loadTapisEquity } from '../lib/api/tapis-equity.js';
import { median, timeAnalyze } from './analyze-timing.mjs';

const args = process.argv.slice(2);
const reps = Number(args[args.indexOf('--reps') + 1] || 9);
const t = await loadTapisEquity();

const seat = (name, stack, committed, cards) => ({ name, stack, committed, ...(cards ? { cards } : {}) });
const prizes = [500, 300, 200];
const cases = [
  [
    'guide 002 ex. 2 stacks, 4 all-in, turn (40 boards)',
    {
      board: '2c 7d 9h 3s',
      players: [seat('A', 1500, 1500, 'As Ah'), seat('B', 4000, 4000, 'Kd Kc'), seat('C', 2500, 2500, 'Qs Qh'), seat('D', 9000, 6000, 'Jd Tc')],
    },
  ],
  [
    'the same on the flop (820 boards)',
    {
      board: '2c 7d 9h',
      players: [seat('A', 1500, 1500, 'As Ah'), seat('B', 4000, 4000, 'Kd Kc'), seat('C', 2500, 2500, 'Qs Qh'), seat('D', 9000, 6000, 'Jd Tc')],
    },
  ],
  [
    'the same preflop (exact, 1.7 million boards by rank)',
    { players: [seat('A', 1500, 1500, 'As Ah'), seat('B', 4000, 4000, 'Kd Kc'), seat('C', 2500, 2500, 'Qs Qh'), seat('D', 9000, 6000, 'Jd Tc')] },
  ],
  [
    "the same preflop, C's cards unknown (Monte Carlo)",
    { players: [seat('A', 1500, 1500, 'As Ah'), seat('B', 4000, 4000, 'Kd Kc'), seat('C', 2500, 2500), seat('D', 9000, 6000, 'Jd Tc')] },
  ],
  [
    '6 all-in preflop, 5 side pots (exact, 658,008 boards)',
    {
      players: ['As Ah', 'Kd Kc', 'Qs Qh', 'Jd Jc', 'Tc 9c', '8h 7h'].map((cards, i) => seat(`P${i + 1}`, 1000 * (i + 1), 1000 * (i + 1), cards)),
    },
  ],
  [
    '9 all-in preflop, 8 side pots (exact, 278,256 boards)',
    {
      players: ['As Ah', 'Kd Kc', 'Qs Qh', 'Jd Jc', 'Tc 9c', '8h 7h', '6s 6d', 'Ad Kh', '5c 4c'].map((cards, i) =>
        seat(`P${i + 1}`, 1000 * (i + 1), 1000 * (i + 1), cards),
      ),
    },
  ],
];

const time = (s) => timeAnalyze(t, s);

console.log(
  'equity module, median ms of analyze(): what equity adds to the spec without prizes (chip equity) and with them (chip equity and prize money expected), their ratio (target 1.5)',
);
for (const [name, table] of cases) {
  const base = { format: 'tournament', ...table };
  // Without equity, with equity; without prizes, with prizes: the same spec four ways, interleaved.
  const specs = [base, { ...base, equity: true }, { ...base, prizes }, { ...base, prizes, equity: true }];
  for (let i = 0; i < 5; i++) for (const s of specs) t.analyze(s);
  const ms = specs.map(() => []);
  let outcomes = 0;
  for (let i = 0; i < reps; i++)
    specs.forEach((s, k) => {
      const [time_, r] = time(s);
      ms[k].push(time_);
      if (k === 3) {
        if (!r.prizeEquity?.expected) throw new Error(`${name}: no expected prize money`);
        outcomes = r.prizeEquity.rulings.find((x) => x.code.startsWith('prizes.expected')).params.outcomes;
      }
    });
  const [a, b, c, d] = ms.map(median);
  const chip = b - a;
  const both = d - c;
  const ratio = both / chip;
  // Under half a millisecond of chip equity, the fixed cost of valuing the results and writing the
  // section (about 0.1 ms) is all a ratio would show: the verdict is for the engine's work.
  const verdict = chip < 0.5 ? `  (+${(both - chip).toFixed(2)} ms: too short for a ratio)` : ratio <= 1.5 ? '  (target met)' : '  (target MISSED)';
  console.log(
    `${name.padEnd(56)} ${chip.toFixed(2).padStart(8)} ${both.toFixed(2).padStart(8)} ${ratio.toFixed(2).padStart(6)}x  ${String(outcomes).padStart(5)} results${verdict}`,
  );
}
