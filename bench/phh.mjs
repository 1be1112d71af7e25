// The PHH import benchmark (scripts/bench-phh.sh; measured, never a timed test): a .phhs of 1,000
// real hands (the fixtures' hands the core plays, repeated, each its own table) through the CLI
// as a user runs it (node start, the whole WASM module, every report printed), and through the
// JS API alone. node bench/phh.mjs [--hands N] [--runs N]
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadTapisEquity } from '../web/api/tapis-equity.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const count = arg('--hands', 1000);
const runs = arg('--runs', 5);

// The hands of the real files, table by table (a table is a "[n]" header and its lines).
const files = ['abs-100nlh-1.phhs', 'abs-1000nlh-1.phhs', 'ftp-50nlh-1.phhs', 'ps-50nlh-1.phhs'];
const tables = [];
for (const f of files) {
  const text = readFileSync(`${root}tests/fixtures/phh/${f}`, 'utf8');
  for (const part of text.split(/^\[\d+\]\n/m).slice(1)) tables.push(part.trim());
}
const body = Array.from({ length: count }, (_, i) => `[${i + 1}]\n${tables[i % tables.length]}\n`).join('\n');
mkdirSync(`${root}build-bench`, { recursive: true });
const file = `${root}build-bench/hands-${count}.phhs`;
writeFileSync(file, body);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
// The CPU time of the CLI's process as well as the wall time: on a shared machine the wall time
// says how busy it was, the CPU time what the import costs (GNU time, when there is one).
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
function cli(args) {
  const times = [];
  const cpu = [];
  let out;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const command = gnuTime ? [gnuTime, ['-f', 'cpu %U %S', 'node', 'bin/tapis.mjs', ...args]] : ['node', ['bin/tapis.mjs', ...args]];
    out = spawnSync(command[0], command[1], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30 });
    times.push(performance.now() - t0);
    if (out.status !== 0) throw new Error(`tapis ${args.join(' ')} exited ${out.status}`);
    const m = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(out.stderr);
    if (m) cpu.push((Number(m[1]) + Number(m[2])) * 1000);
  }
  return { ms: median(times), cpu: cpu.length ? median(cpu) : null, bytes: out.stdout.length, out };
}
const cpuText = (r) => (r.cpu === null ? '' : `, ${r.cpu.toFixed(0)} ms of CPU`);

const json = cli(['--from', 'phh', file]);
const reports = JSON.parse(json.out.stdout);
const ok = reports.filter((r) => r.ok).length;
const markdown = cli(['--from', 'phh', file, '--format', 'markdown']);

const tapis = await loadTapisEquity();
tapis.fromPhh(body); // warm up (evaluator tables)
const api = [];
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  tapis.fromPhh(body);
  api.push(performance.now() - t0);
}

const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`PHH import: ${count} hands (${kb(body.length)} of PHH), ${ok} played without error, median of ${runs} runs`);
console.log(`  (absolute times on this machine: load average ${loadavg()[0].toFixed(1)} at the end)`);
console.log(`  CLI --from phh (JSON):     ${json.ms.toFixed(0)} ms wall${cpuText(json)}  (${kb(json.bytes)} of reports; target < 1000 ms)`);
console.log(`  CLI --from phh (Markdown): ${markdown.ms.toFixed(0)} ms wall${cpuText(markdown)}`);
console.log(`  JS API fromPhh alone:      ${median(api).toFixed(0)} ms  (${(count / (median(api) / 1000)).toFixed(0)} hands/s)`);
