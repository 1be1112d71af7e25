// Hand evaluator benchmark (not a test): the same pseudo-random 7-card hands through the native
// build, the WASM build and two npm evaluators, side by side. Run by scripts/bench-evaluator.sh:
//   node --no-liftoff bench/evaluator.mjs [--native PATH] [--wasm PATH.mjs] [--hands N] [--solver-hands N]
// --no-liftoff belongs on node's command line: V8 then compiles WASM with its optimizing tier up
// front. Set at run time (v8.setFlagsFromString) it often does not take effect, and a loop that
// starts in the baseline tier stays there until it returns.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { evaluate as pokertoolsEvaluate } from '@pokertools/evaluator';
import pokersolver from 'pokersolver';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const nativePath = option('--native', 'build-bench-native/eval_bench');
const wasmPath = option('--wasm', 'build-bench-wasm/tapis_eval_bench.mjs');
const handCount = Number(option('--hands', 10_000_000));
const solverCount = Math.min(handCount, Number(option('--solver-hands', 50_000)));
const SEED = 20240604;
const ENUMERATED = 133_784_560;

// The hands, exactly as bench/native/eval_bench.cpp makes them: a 32-bit LCG drives 7
// Fisher-Yates swaps of one running deck per hand; card = rank * 4 + suit (s h d c), which is
// also @pokertools/evaluator's card code.
function makeHands(count, seed) {
  const deck = Uint8Array.from({ length: 52 }, (_, i) => i);
  const hands = new Uint8Array(count * 7);
  let s = seed >>> 0;
  for (let h = 0; h < count; h++) {
    for (let i = 0; i < 7; i++) {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      const j = i + ((s >>> 8) % (52 - i));
      const t = deck[i];
      deck[i] = deck[j];
      deck[j] = t;
      hands[h * 7 + i] = deck[i];
    }
  }
  return hands;
}

function fnv1a(bytes) {
  let h = 2166136261;
  for (const b of bytes) h = Math.imul(h ^ b, 16777619) >>> 0;
  return h >>> 0;
}

// Wall time and this process's CPU time of one call. On a shared machine the CPU time still
// measures the code, where the wall time also counts the time other processes held the core.
function timed(work) {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const result = work();
  const used = process.cpuUsage(cpu);
  return { wall: (performance.now() - wall) / 1e3, cpu: (used.user + used.system) / 1e6, result };
}

// Best of `runs` passes over `count` hands: { perSecond (CPU), wallPerSecond, result }.
function best(runs, count, pass) {
  let wall = Infinity;
  let cpu = Infinity;
  let result;
  for (let r = 0; r < runs; r++) {
    const t = timed(pass);
    wall = Math.min(wall, t.wall);
    cpu = Math.min(cpu, t.cpu);
    result = t.result;
  }
  return { perSecond: count / cpu, wallPerSecond: count / wall, result };
}

const mps = (x) => (x >= 1e6 ? `${(x / 1e6).toFixed(1)} M/s` : `${(x / 1e3).toFixed(1)} k/s`);
const times = (x) => `${x >= 0.1 ? x.toFixed(x >= 10 ? 0 : 1) : x.toPrecision(2)}x`;
const rows = [];
const notes = [];

console.log('Absolute figures on a shared, noisy machine (its speed moves by up to 2x between runs):');
console.log('compare them only as ratios measured in one run. Tapis against OMPEval, interleaved in one');
console.log('process: OMPEVAL=<its checkout> npm run bench (scripts/bench-vs-ompeval.sh, bench/RESULTS.md).');
if (!process.execArgv.includes('--no-liftoff')) console.log('note: run with node --no-liftoff (scripts/bench-evaluator.sh does) for the WASM figures');
const hands = makeHands(handCount, SEED);
const handsHash = fnv1a(hands);
console.log(`hands: ${handCount.toLocaleString('en')} random 7-card hands, seed ${SEED}, hash ${handsHash.toString(16)}`);

// Native: its own process, same generator; the hash proves the hands match.
let native = null;
if (fs.existsSync(nativePath)) {
  native = JSON.parse(execFileSync(nativePath, ['--json', '--hands', String(handCount)], { encoding: 'utf8' }));
  if (native.handsHash !== handsHash) throw new Error('native generated different hands');
  const rate = (t) => ({ perSecond: handCount / t.cpu, wallPerSecond: handCount / t.wall });
  rows.push({ name: 'tapis native, card sets', hands: handCount, ...rate(native.sets) });
  rows.push({ name: 'tapis native, card arrays', hands: handCount, ...rate(native.arrays) });
  rows.push({ name: 'tapis native, sets, plain loop', hands: handCount, ...rate(native.plainSets) });
  rows.push({ name: 'tapis native, incremental keys', hands: handCount, ...rate(native.keys) });
} else {
  notes.push(`native build not found at ${nativePath}`);
}

// WASM: the loops run inside WASM; node passes pointers and counts.
let wasm = null;
if (fs.existsSync(wasmPath)) {
  const { default: create } = await import(path.resolve(wasmPath));
  const binary = fs.readFileSync(wasmPath.replace(/\.mjs$/, '.wasm'));
  const m = await create({ wasmBinary: binary });
  const t0 = performance.now();
  const tableBytes = m._eval_bench_table_bytes();
  const firstUseMs = performance.now() - t0;
  const ptr = m._eval_bench_alloc(handCount);
  m.HEAPU8.set(hands, ptr);
  const sets = m._eval_bench_to_sets(ptr, handCount);
  const keys = m._eval_bench_to_keys(ptr, handCount);
  const warm = Math.min(handCount, 100_000); // V8 tiers the loops up before timing
  m._eval_bench_run(ptr, warm);
  m._eval_bench_run_sets(sets, warm);
  m._eval_bench_run_sets_plain(sets, warm);
  m._eval_bench_run_keys(keys, warm);
  const arrays = best(5, handCount, () => m._eval_bench_run(ptr, handCount) >>> 0);
  const setRun = best(5, handCount, () => m._eval_bench_run_sets(sets, handCount) >>> 0);
  const plainRun = best(5, handCount, () => m._eval_bench_run_sets_plain(sets, handCount) >>> 0);
  const keyRun = best(5, handCount, () => m._eval_bench_run_keys(keys, handCount) >>> 0);
  const enumeration = timed(() => m._eval_bench_enumerate() >>> 0);
  const valuesPtr = m._eval_bench_values(ptr, solverCount);
  const values = new Uint16Array(m.HEAPU8.buffer.slice(valuesPtr, valuesPtr + solverCount * 2));
  wasm = { arrays, sets: setRun, enumeration, tableBytes, buildMs: m._eval_bench_table_build_ms(), firstUseMs, values };
  rows.push({ name: 'tapis WASM, card sets', hands: handCount, ...setRun });
  rows.push({ name: 'tapis WASM, card arrays', hands: handCount, ...arrays });
  rows.push({ name: 'tapis WASM, sets, plain loop', hands: handCount, ...plainRun });
  rows.push({ name: 'tapis WASM, incremental keys', hands: handCount, ...keyRun });
  if (arrays.result !== setRun.result || plainRun.result !== setRun.result || keyRun.result !== setRun.result)
    throw new Error('WASM card sets, arrays and keys differ');
  if (native) {
    const low32 = (x) => Number(BigInt(x) & 0xffffffffn);
    if (low32(native.checksum) !== arrays.result || low32(native.setChecksum) !== arrays.result) throw new Error('native and WASM values differ');
    if (low32(native.enumerateChecksum) !== enumeration.result) throw new Error('native and WASM enumerations differ');
  }
} else {
  notes.push(`WASM build not found at ${wasmPath}`);
}

// @pokertools/evaluator: integer card codes (same encoding), one reused array.
const codes = new Array(7).fill(0);
const pokertoolsValues = new Uint16Array(solverCount);
for (let h = 0; h < solverCount; h++) {
  for (let i = 0; i < 7; i++) codes[i] = hands[h * 7 + i];
  pokertoolsValues[h] = pokertoolsEvaluate(codes);
}
const pokertools = best(3, handCount, () => {
  let sum = 0;
  for (let h = 0, o = 0; h < handCount; h++, o += 7) {
    codes[0] = hands[o];
    codes[1] = hands[o + 1];
    codes[2] = hands[o + 2];
    codes[3] = hands[o + 3];
    codes[4] = hands[o + 4];
    codes[5] = hands[o + 5];
    codes[6] = hands[o + 6];
    sum += pokertoolsEvaluate(codes);
  }
  return sum;
});
rows.push({ name: '@pokertools/evaluator', hands: handCount, ...pokertools });

// pokersolver: strings, and slow, so on the first hands only.
const { Hand } = pokersolver;
const names = Array.from({ length: 52 }, (_, c) => '23456789TJQKA'[c >> 2] + 'shdc'[c & 3]);
const solverRanks = new Uint8Array(solverCount);
const solver = best(1, solverCount, () => {
  for (let h = 0, o = 0; h < solverCount; h++, o += 7) {
    const seven = [];
    for (let i = 0; i < 7; i++) seven.push(names[hands[o + i]]);
    solverRanks[h] = Hand.solve(seven).rank; // 1 high card ... 9 straight flush
  }
});
rows.push({ name: 'pokersolver', hands: solverCount, ...solver });

// Agreement on the first hands: same order of consecutive hands as @pokertools (lower is better
// there), same category as pokersolver (tapis category = raw >> 12 mapped below).
if (wasm) {
  const slotCategory = [0, 1, 2, 3, 5, 4, 5, 0, 6, 0, 7, 6, 8, 9, 0, 0];
  let orderAgree = 0;
  let categoryAgree = 0;
  for (let h = 0; h < solverCount; h++) {
    if (slotCategory[wasm.values[h] >> 12] === solverRanks[h]) categoryAgree++;
    if (h + 1 < solverCount) {
      const ours = Math.sign(wasm.values[h] - wasm.values[h + 1]);
      const theirs = Math.sign(pokertoolsValues[h + 1] - pokertoolsValues[h]);
      if (ours === theirs) orderAgree++;
    }
  }
  notes.push(
    `agreement on the first ${solverCount.toLocaleString('en')} hands: order vs @pokertools ${orderAgree}/${solverCount - 1}, category vs pokersolver ${categoryAgree}/${solverCount}`,
  );
}

const pokertoolsRate = pokertools.perSecond;
const wasmRate = wasm ? wasm.sets.perSecond : null;
console.log('\nrandom 7-card evaluations, best pass, per CPU second (wall clock beside it);');
console.log('card sets are the same hands converted up front; the batched loops read one cache line of');
console.log('hands per step and prefetch ahead (native), the plain loop one hand at a time');
console.log(
  'evaluator'.padEnd(31) + 'hands'.padStart(12) + 'evals/s'.padStart(12) + 'wall'.padStart(12) + 'x @pokertools'.padStart(15) + 'x WASM sets'.padStart(13),
);
for (const r of rows) {
  console.log(
    r.name.padEnd(31) +
      r.hands.toLocaleString('en').padStart(12) +
      mps(r.perSecond).padStart(12) +
      mps(r.wallPerSecond).padStart(12) +
      times(r.perSecond / pokertoolsRate).padStart(15) +
      (wasmRate ? times(r.perSecond / wasmRate).padStart(13) : ''),
  );
}

const seconds = (t) => `${t.cpu.toFixed(3)} s CPU (${t.wall.toFixed(3)} s wall), ${mps(ENUMERATED / t.cpu)}`;
console.log(`\nenumerate all ${ENUMERATED.toLocaleString('en')} 7-card hands incrementally`);
if (native) console.log(`  native: ${seconds(native.enumerate)}`);
if (wasm) console.log(`  WASM:   ${seconds(wasm.enumeration)}`);

console.log('\ntables: built at start-up on first use (row offsets, pair keys, values, lanes)');
if (native)
  console.log(
    `  native: ${(native.tableBytes / 1024).toFixed(0)} KiB built in ${native.tableBuildMs.toFixed(1)} ms (first use ${native.firstUseMs.toFixed(1)} ms)`,
  );
if (wasm)
  console.log(`  WASM:   ${(wasm.tableBytes / 1024).toFixed(0)} KiB built in ${wasm.buildMs.toFixed(1)} ms (first use ${wasm.firstUseMs.toFixed(1)} ms)`);
if (native) console.log(`  constexpr (generated at compile time into the binary, 0 ms): card keys and bits ${(native.constexprBytes / 1024).toFixed(1)} KiB`);

for (const n of notes) console.log(`note: ${n}`);
