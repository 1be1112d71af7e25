// Runs the equity benchmark natively and in WASM (the same C++ file) and prints both side by
// side, with the issue's targets: node bench/equity.mjs --native BIN --wasm MODULE.mjs [--reps N]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const reps = flag('--reps', '15');
const nativeBin = flag('--native', 'build-equity/equity_bench');
const wasmModule = resolve(flag('--wasm', 'build-equity-wasm/tapis_equity_bench.mjs'));

const parse = (text) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l));

const native = parse(execFileSync(nativeBin, ['--json', '--reps', reps], { encoding: 'utf8' }));

const lines = [];
const { default: createEquityBench } = await import(pathToFileURL(wasmModule).href);
await createEquityBench({
  // Emscripten 3.1.6 cannot fetch its .wasm from a path under Node 20: hand it the bytes.
  wasmBinary: readFileSync(wasmModule.replace(/\.mjs$/, '.wasm')),
  arguments: ['--json', '--reps', reps],
  print: (line) => lines.push(line),
  printErr: (line) => console.error(line),
});
const wasm = parse(lines.join('\n'));

const ms = (x) => `${x.toFixed(2).padStart(8)} ms`;
const verdict = (time, target) => (target > 0 ? `${time <= target ? 'ok ' : 'MISS'} ≤ ${target} ms` : '');
console.log(`equity, one core, best of ${reps} runs (median in parentheses), through analyze():\n`);
console.log(`${'case'.padEnd(48)} ${'native'.padStart(24)}  ${''.padEnd(13)} ${'WASM (node)'.padStart(24)}`);
for (const n of native) {
  const w = wasm.find((x) => x.case === n.case) ?? {};
  console.log(
    `${n.case.padEnd(48)} ${ms(n.best)} (${ms(n.median)})  ${verdict(n.best, n.targetNative).padEnd(13)} ` +
      `${w.best === undefined ? 'missing' : `${ms(w.best)} (${ms(w.median)})  ${verdict(w.best, w.targetWasm)}`}`,
  );
  console.log(`    ${n.summary}`);
  if (w.summary !== undefined && w.summary !== n.summary) console.log(`    WASM differs: ${w.summary}`);
}
