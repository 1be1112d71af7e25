// The .d.ts (lib/api/tapis.d.ts, tapis-equity.d.ts) against what the core really answers: every
// report of the test corpus is written as a typed object literal (`const r0: Report = {...}`)
// and type-checked strictly, so a field the .d.ts lacks (an excess property), a required field a
// report lacks, or a value of the wrong type fails here, listing the compiler's diagnostics.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { loadTapisEquity } from '../../lib/api/tapis-equity.js';
import { loadTapis } from '../../lib/api/tapis.js';
import { hands, prefixes, examples, mistakes, prizeSpecs, practiceSpecs } from './support/corpus.mjs';
import { phhTexts, recordedSpec, phhExportSpecs } from './support/phh-corpus.mjs';

const api = fileURLToPath(new URL('../../lib/api/tapis-equity.js', import.meta.url));
const tapis = await loadTapisEquity();
const pageTapis = await loadTapis(); // its reports of specs with prizes: `notInModule` (issue 31)

/** The member of `Report` a report must be (each member is checked to be one, below). */
const reportType = (r) => (r.mode === 'quick' ? 'QuickReport' : 'street' in r ? 'DealReport' : 'StoppedReport');
const handType = (r) => ('street' in r ? 'DealReport & PhhHandParts' : 'UnplayedHand');

/** Each answer with the type it must have and what it answers (for the diagnostics). */
function answers() {
  const out = [];
  const add = (type, about, value) => out.push({ type, about, value });
  const specs = [];
  for (const spec of hands) for (const p of prefixes(spec)) specs.push(JSON.stringify(p));
  for (const e of examples) specs.push(e.text);
  for (const m of mistakes) specs.push(typeof m === 'string' ? m : JSON.stringify(m));
  for (const spec of [...prizeSpecs, ...practiceSpecs]) specs.push(JSON.stringify(spec));
  specs.push(JSON.stringify(recordedSpec));
  for (const text of specs) {
    const report = JSON.parse(tapis.analyzeText(text));
    add(reportType(report), text, report);
    if (!report.ok || !report.equity) continue;
    // The equity engine's steps for every spec whose report has equity.
    const spec = JSON.parse(text);
    add('EquityPlan', text, tapis.equityPlan(spec));
    const step = tapis.equityStep(spec, null);
    add('EquityStep', text, step);
    add('{ ok: boolean; errors: ReportError[]; sums?: EquitySums }', text, tapis.equityChunk(spec, 0, 1));
    if (step.sums) add('EquityAnswer', text, tapis.equityFinish(spec, step.sums));
  }
  for (const spec of prizeSpecs) {
    const report = JSON.parse(pageTapis.analyzeText(JSON.stringify(spec)));
    add(reportType(report), `page module: ${JSON.stringify(spec)}`, report);
  }
  for (const text of phhTexts) for (const hand of tapis.fromPhh(text)) add(handType(hand), text, hand);
  for (const spec of [...phhExportSpecs, ...hands.slice(0, 5)]) add('PhhAnswer', JSON.stringify(spec), tapis.toPhh(spec));
  for (const m of mistakes.filter((x) => typeof x === 'object' && x.equity)) {
    add('EquityPlan', JSON.stringify(m), tapis.equityPlan(m));
    add('EquityStep', JSON.stringify(m), tapis.equityStep(m, null));
  }
  add('CardsAnswer', 'As Kd', tapis.parseCards('As Kd'));
  add('CardsAnswer', 'As Ax', tapis.parseCards('As Ax'));
  add('ReturnType<Tapis["rankHand"]>', 'AsKs', tapis.rankHand('holdem', 'As Ks', 'Qs Js Ts'));
  add('ReturnType<Tapis["rankHand"]>', 'As', tapis.rankHand('holdem', 'As', ''));
  return out;
}

/** A comment can hold any spec text once its comment ends are broken. */
const comment = (text) => text.slice(0, 200).replace(/\*\//g, '* /').replace(/\n/g, ' ');

test('every report of the test corpus type-checks against the .d.ts (strict, exact)', () => {
  const list = answers();
  const names = [
    'Report',
    'QuickReport',
    'DealReport',
    'StoppedReport',
    'ImportedHand',
    'PhhHandParts',
    'UnplayedHand',
    'PhhAnswer',
    'EquityPlan',
    'EquityStep',
    'EquityAnswer',
    'EquitySums',
    'CardsAnswer',
    'ReportError',
    'Tapis',
  ];
  const lines = [
    `import type { ${names.join(', ')} } from ${JSON.stringify(api)};`,
    // Each member a report is checked against is one of what analyze and fromPhh promise.
    'type Is<T, U extends T> = U;',
    'export type Members = [Is<Report, QuickReport | DealReport | StoppedReport>, Is<ImportedHand, (DealReport & PhhHandParts) | UnplayedHand>];',
  ];
  list.forEach(({ type, about, value }, i) => {
    lines.push(`/* ${comment(about)} */`, `export const r${i}: ${type} = ${JSON.stringify(value)};`);
  });
  const dir = mkdtempSync(join(tmpdir(), 'tapis-report-types-'));
  try {
    const file = join(dir, 'reports.ts');
    writeFileSync(file, lines.join('\n'));
    const program = ts.createProgram([file], {
      strict: true,
      exactOptionalPropertyTypes: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: false,
      types: [],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program);
    const text = diagnostics.slice(0, 60).map((d) => {
      const where = d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0) : null;
      const about = where && d.file === program.getSourceFile(file) ? lines[where.line - 1] : '';
      const at = d.file ? `${d.file.fileName}:${(where?.line ?? 0) + 1}` : '';
      return `${at} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}\n  ${about}`;
    });
    assert.equal(diagnostics.length, 0, `${diagnostics.length} type errors:\n${text.join('\n')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
