// The CLI's hand-history commands (bin/tapis.mjs): `--from phh` and `--to phh`. Each writes its
// output and returns the exit code; the caller sets it (process.exit would cut a long output
// written to a pipe).
import { setFlagsFromString } from 'node:v8';
import { phhMarkdown } from '../lib/markdown/phh-markdown.js';

/**
 * Before the module is compiled: V8's baseline code only (Liftoff). A hand-history command is one
 * call into the core; V8 would compile its hot functions again with its optimising tier
 * (TurboFan) while that call runs, which cost more CPU than it saved up to about 10,000 hands
 * (bench/phh.mjs). A spec may ask for equity (seconds of enumeration): that keeps V8's tiers.
 */
export function baselineTierOnly() {
  setFlagsFromString('--liftoff-only');
}

/**
 * One report per hand, as JSON or Markdown; with JSON, each hand's errors and the import's notes
 * said by `sayErrors` and `sayNotes` (on stderr, in the reader's language). 2 when nothing could be
 * read (not TOML, no hand).
 */
export function fromPhh(tapis, text, { format, lang, sayErrors, sayNotes }) {
  // JSON: the core's text as it is, one hand a line (a .phhs of thousands of hands is printed
  // without being parsed and written again); parsed only to say whether anything was read.
  const raw = tapis.fromPhhText(text);
  const reports = JSON.parse(raw);
  if (format === 'markdown') process.stdout.write(phhMarkdown(reports, lang) + '\n');
  else {
    process.stdout.write(raw + '\n');
    for (const r of reports) {
      sayErrors(r);
      sayNotes(r);
    }
  }
  const unread = (r) => r.errors?.some((e) => e.code === 'phh.toml' || e.code === 'phh.too_large');
  return reports.length === 0 || reports.every(unread) ? 2 : 0;
}

/** The PHH text of a spec; its errors as JSON (and said by `sayErrors`) otherwise: 1, or 2 for unreadable JSON. */
export function toPhh(tapis, text, sayErrors) {
  const out = tapis.toPhh(text);
  if (out.ok) {
    process.stdout.write(out.phh);
    return 0;
  }
  process.stdout.write(JSON.stringify(out, null, 2) + '\n');
  sayErrors(out);
  return out.errors?.[0]?.code === 'spec.json' ? 2 : 1;
}
