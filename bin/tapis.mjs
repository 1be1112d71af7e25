#!/usr/bin/env node
// tapis [hand.json] [--format json|markdown] [--lang <code>]: reads a spec (file or stdin), prints
// the report. JSON: the core's report as it is (language-neutral codes and params, `message` in
// English); its errors are also said on stderr in --lang. Markdown: the pot table, or the errors,
// in --lang (any code of lib/i18n/languages.js). Exit 0 when the spec was parsed (even if it holds
// a rule error), 2 for unreadable JSON or files, or a bad option.
// tapis --from phh hand.phh (a .phh, a .phhs of many hands, or stdin; a .phh/.phhs file needs no
// --from): one report per hand, a JSON array in file order (Markdown: a pot table per hand and the
// import's notes), each hand's errors and notes said on stderr in --lang; exit 2 when no hand could
// be read. tapis --to phh spec.json: the hand as PHH text; exit 1 when the spec cannot be written
// (its errors as JSON, said on stderr), 2 for unreadable JSON.
import { readFile } from 'node:fs/promises';
import { loadTapisEquity } from '../lib/api/tapis-equity.js';
import { markdownTable } from '../lib/markdown/markdown.js';
import { LANGUAGE_CODES, isLanguage } from '../lib/i18n/languages.js';
import { loadLanguage, t, say } from '../lib/i18n/i18n.js';
import { baselineTierOnly, fromPhh, toPhh } from './phh-cli.mjs';

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

const opts = parseArgs(process.argv.slice(2));
const lang = isLanguage(opts.lang) ? opts.lang : 'en';
await loadLanguage('en'); // the JSON's `message`s are English
await loadLanguage(lang);
const usage = () => t('en', 'cli.usage', { langs: LANGUAGE_CODES.join('|') });

/** A problem of the command itself: a report-shaped error on stdout, said on stderr, exit 2. */
function fail(code, params) {
  const error = { code, rule: null, params, message: t('en', code, { ...params, usage: usage() }) };
  process.stdout.write(JSON.stringify({ ok: false, errors: [error] }) + '\n');
  process.stderr.write(t(lang, code, { ...params, usage: t(lang, 'cli.usage', { langs: LANGUAGE_CODES.join('|') }) }) + '\n');
  process.exit(2);
}

if (opts.help) {
  process.stdout.write(t(lang, 'cli.usage', { langs: LANGUAGE_CODES.join('|') }) + '\n');
  process.exit(0);
}
if (!['json', 'markdown'].includes(opts.format)) fail('cli.format', { value: String(opts.format) });
if (!isLanguage(opts.lang)) fail('cli.lang', { value: String(opts.lang) });
if (opts.from === undefined && /\.phhs?$/i.test(opts.file)) opts.from = 'phh';
if (opts.from !== undefined && opts.from !== 'phh') fail('cli.from', { value: String(opts.from) });
if (opts.to !== undefined && opts.to !== 'phh') fail('cli.to', { value: String(opts.to) });

let text;
try {
  text = opts.file === '-' ? await readStdin() : await readFile(opts.file, 'utf8');
} catch (e) {
  fail('cli.read', { file: opts.file, reason: e.code ?? 'EIO' });
}

if (opts.from === 'phh' || opts.to === 'phh') baselineTierOnly();
const tapis = await loadTapisEquity(); // the whole core: a spec may ask for equity
/** Says a report's errors on stderr in the reader's language (the JSON keeps codes and params). */
const sayErrors = (report) => {
  for (const e of report.errors ?? []) process.stderr.write(t(lang, 'errorLine', { message: say(lang, e, { decimals: report.decimals ?? 0 }) }) + '\n');
};
/** Says what a hand history's import decided (a turn it filled...) on stderr, like the errors. */
const sayNotes = (report) => {
  for (const n of report.import?.notes ?? []) process.stderr.write(t(lang, 'noteLine', { message: say(lang, n, { decimals: report.decimals ?? 0 }) }) + '\n');
};
if (opts.from === 'phh') process.exitCode = fromPhh(tapis, text, { format: opts.format, lang, sayErrors, sayNotes });
else if (opts.to === 'phh') process.exitCode = toPhh(tapis, text, sayErrors);
else {
  const report = JSON.parse(tapis.analyzeText(text));
  const unreadable = !report.ok && report.errors?.[0]?.code === 'spec.json';
  if (opts.format === 'markdown') process.stdout.write(markdownTable(report, lang) + '\n');
  else {
    process.stdout.write(JSON.stringify(report, null, 2) + '\n');
    sayErrors(report);
  }
  if (unreadable) process.exit(2);
}
