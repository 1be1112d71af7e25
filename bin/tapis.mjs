#!/usr/bin/env node
// tapis [hand.json] [--format json|markdown]: reads a spec (file or stdin), prints the report.
// Exit 0 when the spec was parsed (even if it holds a rule error), 2 for unreadable JSON or files.
// tapis --from phh hand.phh (a .phh, a .phhs of many hands, or stdin; a .phh/.phhs file needs no
// --from): one report per hand, a JSON array in file order (Markdown: a pot table per hand); exit 2
// when no hand could be read. tapis --to phh spec.json: the hand as PHH text; exit 1 when the spec
// cannot be written (its errors as JSON), 2 for unreadable JSON.
import { readFile } from 'node:fs/promises';
import { loadTapisEquity } from '../web/api/tapis-equity.js';
import { markdownTable } from '../web/report/markdown.js';
import { fromPhh, toPhh } from './phh-cli.mjs';

const USAGE =
  'usage: tapis [spec.json | -] [--format json|markdown] [--lang en|fr]\n' +
  '       tapis --from phh [hand.phh | hands.phhs | -] [--format json|markdown] [--lang en|fr]\n' +
  '       tapis --to phh [spec.json | -]';

function parseArgs(argv) {
  const opts = { file: '-', format: 'json', lang: 'en' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--format' || a === '-f') opts.format = argv[++i];
    else if (a.startsWith('--format=')) opts.format = a.slice(9);
    else if (a === '--lang') opts.lang = argv[++i];
    else if (a.startsWith('--lang=')) opts.lang = a.slice(7);
    else if (a === '--from') opts.from = argv[++i];
    else if (a.startsWith('--from=')) opts.from = a.slice(7);
    else if (a === '--to') opts.to = argv[++i];
    else if (a.startsWith('--to=')) opts.to = a.slice(5);
    else if (a === '--help' || a === '-h') opts.help = true;
    else opts.file = a;
  }
  return opts;
}

async function readStdin() {
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  return Buffer.concat(chunks).toString('utf8');
}

function fail(code, message) {
  process.stdout.write(JSON.stringify({ ok: false, errors: [{ code, message }] }) + '\n');
  process.exit(2);
}

const opts = parseArgs(process.argv.slice(2));
if (opts.help) {
  process.stdout.write(USAGE + '\n');
  process.exit(0);
}
if (!['json', 'markdown'].includes(opts.format)) fail('cli.format', `unknown --format "${opts.format}"; ${USAGE}`);
if (!['en', 'fr'].includes(opts.lang)) fail('cli.lang', `unknown --lang "${opts.lang}"; ${USAGE}`);
if (opts.from === undefined && /\.phhs?$/i.test(opts.file)) opts.from = 'phh';
if (opts.from !== undefined && opts.from !== 'phh') fail('cli.from', `unknown --from "${opts.from}"; ${USAGE}`);
if (opts.to !== undefined && opts.to !== 'phh') fail('cli.to', `unknown --to "${opts.to}"; ${USAGE}`);

let text;
try {
  text = opts.file === '-' ? await readStdin() : await readFile(opts.file, 'utf8');
} catch (e) {
  fail('cli.read', `cannot read ${opts.file}: ${e.message}`);
}

const tapis = await loadTapisEquity(); // the whole core: a spec may ask for equity
if (opts.from === 'phh') process.exitCode = fromPhh(tapis, text, opts);
else if (opts.to === 'phh') process.exitCode = toPhh(tapis, text);
else {
  const report = JSON.parse(tapis.analyzeText(text));
  if (!report.ok && report.errors?.[0]?.code === 'spec.json') {
    process.stdout.write(JSON.stringify(report) + '\n');
    process.exit(2);
  }
  if (opts.format === 'markdown') process.stdout.write(markdownTable(report, opts.lang) + '\n');
  else process.stdout.write(JSON.stringify(report, null, 2) + '\n');
}
