// Prints the side-by-side table from a results directory written by scripts/bench-vs-ompeval.sh:
//   node bench/vs-ompeval/table.mjs RESULTS_DIR
// Exits 1 when the engines disagreed on a hand or a checksum was unstable.
// Throughput rows: M evals/s = hands / median wall time, with [slowest .. fastest run].
// Time rows: median wall time [fastest .. slowest]. Ratios are Tapis / OMPEval of the medians.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node table.mjs RESULTS_DIR');
const rows = [];
for (const f of fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.jsonl'))
  .sort()) {
  for (const line of fs.readFileSync(path.join(dir, f), 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      rows.push({ ...JSON.parse(line), file: f });
    } catch {
      /* not ours */
    }
  }
}
const builds = ['native-base', 'native-v2', 'wasm-scalar', 'wasm-simd'];
const find = (q) => rows.find((r) => Object.entries(q).every(([k, v]) => r[k] === v));
const mps = (r) => (r ? r.work / r.median_s / 1e6 : NaN);
const range = (r) => (r ? `[${(r.work / r.max_s / 1e6).toFixed(1)}..${(r.work / r.min_s / 1e6).toFixed(1)}]` : '');
// "median of N after W warm-ups", from the section's records (the harness takes --reps).
const reps = (section) => {
  const r = rows.find((x) => x.section === section && x.runs_s);
  return r ? `median of ${r.runs_s.length} after ${r.warmup_s ? r.warmup_s.length : 0} warm-up${r.warmup_s && r.warmup_s.length === 1 ? '' : 's'}` : 'medians';
};
const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-');
const f3 = (x) => (Number.isFinite(x) ? x.toFixed(3) : '-');
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
// Per-round ratio (runs are interleaved A, B, A, B: round r of each engine ran back to back), then
// the median of those: robust when the machine's speed drifts during a section.
const paired = (a, b, inverse) => {
  if (!a || !b || a.runs_s.length !== b.runs_s.length) return NaN;
  const r = a.runs_s.map((x, i) => (inverse ? b.runs_s[i] / x : x / b.runs_s[i])).sort((x, y) => x - y);
  const n = r.length;
  return n % 2 ? r[(n - 1) / 2] : (r[n / 2 - 1] + r[n / 2]) / 2;
};
const out = [];
const p = (s = '') => out.push(s);

const hash = fs.existsSync(path.join(dir, 'hands.sha256')) ? fs.readFileSync(path.join(dir, 'hands.sha256'), 'utf8').trim() : '';
p(`Hands: 10,000,000 random 7-card hands (${hash})`);
p();
p(`1. 7-card evaluation, same hands, single thread: M evals/s, ${reps('eval')} [slowest..fastest]`);
p('   T/OMP = Tapis / OMPEval of the medians (>1: Tapis faster); paired = median over rounds of the per-round ratio;');
p('   best = ratio of the fastest runs');
const forms = [
  ['ids_plain', '7 ids, one hand at a time (no prefetch)'],
  ['ids_prefetch', '7 ids, Tapis batched loop + prefetch (same for all)'],
  ['prebuilt_plain', 'pre-built (Tapis CardSet 8 B / OMP Hand 16 B), plain'],
  ['prebuilt_prefetch', 'pre-built, Tapis batched loop + prefetch (same for both)'],
  ['prebuilt_key_plain', 'pre-built, 16 B both (Tapis HandKey / OMP Hand), plain'],
  ['prebuilt_key_prefetch', 'pre-built, 16 B both, batched loop + prefetch'],
];
p(
  `   ${pad('build', 12)} ${pad('form', 56)} ${lpad('Tapis', 22)} ${lpad('OMPEval', 22)} ${lpad('T/OMP', 6)} ${lpad('paired', 6)} ${lpad('best', 6)} ${lpad('phevaluator', 22)} ${lpad('T/phe', 6)}`,
);
for (const b of builds)
  for (const [form, label] of forms) {
    const t = find({ section: 'eval', build: b, engine: 'tapis', form });
    const o = find({ section: 'eval', build: b, engine: 'omp', form });
    const h = find({ section: 'eval', build: b, engine: 'phe', form });
    if (!t && !o) continue;
    const cell = (r) => (r ? `${f1(mps(r))} ${range(r)}` : '-');
    p(
      `   ${pad(b, 12)} ${pad(label, 56)} ${lpad(cell(t), 22)} ${lpad(cell(o), 22)} ${lpad(f3(mps(t) / mps(o)), 6)} ${lpad(f3(paired(t, o, true)), 6)} ${lpad(t && o ? f3(o.min_s / t.min_s) : '-', 6)} ${lpad(cell(h), 22)} ${lpad(h ? f3(mps(t) / mps(h)) : '-', 6)}`,
    );
  }
p();
p(`2. All 133,784,560 7-card hands, single thread: seconds, ${reps('enum')} [fastest..slowest]`);
p('   T/OMP = Tapis / OMPEval of the median times (>1: Tapis slower); paired = median of per-round time ratios; best = of the fastest runs');
const sec = (r) => (r ? `${r.median_s.toFixed(3)} [${r.min_s.toFixed(3)}..${r.max_s.toFixed(3)}]` : '-');
p(
  `   ${pad('build', 12)} ${pad('loop', 44)} ${lpad('Tapis s', 22)} ${lpad('OMPEval s', 22)} ${lpad('T/OMP', 6)} ${lpad('paired', 6)} ${lpad('best', 6)} ${lpad('phevaluator s', 22)}  counts`,
);
for (const b of builds)
  for (const [form, ompForm, label] of [
    ['enum_sum', 'enum_sum', 'sum of values (OMPEval: one 7-deep nest)'],
    ['enum_sum', 'enum_sum_shape', 'sum of values (both: last 3 cards in a call)'],
    ['enum_hist', 'enum_hist', 'category counts, one nest each (checked)'],
  ]) {
    const t = find({ section: 'enum', build: b, engine: 'tapis', form });
    const o = find({ section: 'enum', build: b, engine: 'omp', form: ompForm });
    const h = find({ section: 'enum', build: b, engine: 'phe', form });
    if (!t && !o) continue;
    const counts =
      form === 'enum_hist'
        ? [t, o, h]
            .filter(Boolean)
            .map((r) => `${r.engine} ${r.counts_ok ? 'ok' : 'WRONG'}`)
            .join(', ')
        : '';
    p(
      `   ${pad(b, 12)} ${pad(label, 44)} ${lpad(sec(t), 22)} ${lpad(sec(o), 22)} ${lpad(t && o ? f3(t.median_s / o.median_s) : '-', 6)} ${lpad(f3(paired(t, o, false)), 6)} ${lpad(t && o ? f3(t.min_s / o.min_s) : '-', 6)} ${lpad(h ? sec(h) : '-', 22)}  ${counts}`,
    );
  }
p();
p(`3. Exact preflop equity, single thread: milliseconds, ${reps('equity')} [fastest..slowest]`);
p('   Tapis: analyze(spec) (its own API: spec JSON in, report JSON out); OMPEval: a fresh');
p('   EquityCalculator per run, start(..., enumerateAll=true, threads=1) + wait() + getResults().');
p('   "pinned": the process under taskset -c 1 (OMPEval\'s worker thread shares the caller\'s core).');
p('   T/OMP = Tapis / OMPEval of the median times (>1: Tapis slower); paired = median of per-round time ratios; best = of the fastest runs');
const ms = (r) => (r ? `${(r.median_s * 1e3).toFixed(3)} [${(r.min_s * 1e3).toFixed(3)}..${(r.max_s * 1e3).toFixed(3)}]` : '-');
p(
  `   ${pad('build', 19)} ${pad('case', 20)} ${lpad('Tapis analyze ms', 28)} ${lpad('OMPEval ms', 28)} ${lpad('T/OMP', 6)} ${lpad('paired', 6)} ${lpad('best', 6)} ${lpad('Tapis no-equity ms', 20)} ${lpad('thread start ms', 16)}`,
);
for (const b of builds)
  for (const pin of ['', 'pinned-'])
    for (const c of ['AhAs_v_KsKd', 'AhAs_v_KsKd_v_QcQh']) {
      const file = `equity-${pin}${b}.jsonl`;
      const t = find({ file, engine: 'tapis', form: 'analyze', case: c });
      const o = find({ file, engine: 'omp', form: 'EquityCalculator', case: c });
      const n = find({ file, engine: 'tapis', form: 'analyze_no_equity', case: c });
      const th = find({ file, engine: 'omp', form: 'thread_start_join', case: c });
      if (!t) continue;
      p(
        `   ${pad(b + (pin ? ' pinned' : ''), 19)} ${pad(c, 20)} ${lpad(ms(t), 28)} ${lpad(ms(o), 28)} ${lpad(o ? f3(t.median_s / o.median_s) : '-', 6)} ${lpad(f3(paired(t, o, false)), 6)} ${lpad(t && o ? f3(t.min_s / o.min_s) : '-', 6)} ${lpad(n ? (n.median_s * 1e3).toFixed(3) : '-', 20)} ${lpad(th ? (th.median_s * 1e3).toFixed(3) : '-', 16)}`,
      );
    }
p();
p('   Equities (percent):');
for (const c of ['AhAs_v_KsKd', 'AhAs_v_KsKd_v_QcQh']) {
  for (const b of builds) {
    const t = find({ section: 'equity', build: b, engine: 'tapis', form: 'analyze', case: c });
    const o = find({ section: 'equity', build: b, engine: 'omp', form: 'EquityCalculator', case: c });
    if (t)
      p(`   ${pad(b, 12)} ${pad(c, 20)} Tapis ${t.shares.map((x) => x.toFixed(6)).join(' / ')} boards ${t.boards} exact ${t.exact} ok ${t.matches_expected}`);
    if (o)
      p(
        `   ${pad(b, 12)} ${pad(c, 20)} OMPEval ${o.shares.map((x) => x.toFixed(6)).join(' / ')} hands ${o.hands} evaluations ${o.evaluations} ok ${o.matches_expected}`,
      );
  }
  const note = rows.find((r) => r.section === 'equity_note' && r.case === c);
  if (note)
    p(
      `   (OMPEval, a reused calculator's second run, ${c}: ${(note.omp_reused_calculator_second_run_s * 1e3).toFixed(3)} ms, ${note.evaluations} evaluations: its cache)`,
    );
}
p();
p('4. Checks (untimed, all 10,000,000 hands):');
for (const b of builds) {
  const c = find({ section: 'check', build: b });
  if (!c) continue;
  p(
    `   ${pad(b, 12)} histograms same ${c.hist_same}; category mismatches ${c.category_mismatches}; ` +
      `consecutive-pair winner mismatches ${c.pair_winner_mismatches} of ${c.pairs}; Tapis forms differ ${c.tapis_forms_differ}` +
      (c.phe_hist ? `; phe vs Tapis: ${c.phe_vs_tapis_category_mismatches} / ${c.phe_vs_tapis_pair_mismatches}` : ''),
  );
}
const c0 = find({ section: 'check', build: 'native-v2' }) ?? rows.find((r) => r.section === 'check');
if (c0) p(`   histogram high card .. straight flush: ${c0.tapis_hist.join(' ')}`);
const bad = rows.filter((r) => r.section?.endsWith('_done') && r.bad);
const unstable = rows.filter((r) => r.stable === false);
const differ = rows.filter((r) => r.same_as_ids_plain === false);
p(`   sections with a failed check: ${bad.length}; unstable checksums: ${unstable.length}; forms reading other values: ${differ.length}`);
p();
if (fs.existsSync(path.join(dir, 'load.log'))) {
  p('5. Load per section (load log):');
  for (const l of fs.readFileSync(path.join(dir, 'load.log'), 'utf8').trim().split('\n')) p(`   ${l}`);
}
console.log(out.join('\n'));
const mismatches = rows.filter((r) => r.section === 'check' && (!r.hist_same || r.category_mismatches || r.pair_winner_mismatches || r.tapis_forms_differ));
if (bad.length || unstable.length || differ.length || mismatches.length) process.exitCode = 1;
