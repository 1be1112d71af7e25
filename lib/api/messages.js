// The core says each error and ruling as {code, rule, params} and renders no sentence: the API
// adds the English `message` with the one renderer (lib/i18n/say.js, lib/i18n/en.json), where
// the core's report used to carry it, right after `params`. The amounts are said in the money
// unit of the nearest object that gives "decimals" (a report), else in the spec's.
import { sayMessage } from '../i18n/say.js';
import { loadLanguage } from '../i18n/i18n.js';

/**
 * The English catalogue the messages are said from (loaded once, beside the module, and shared
 * with the page's own: an English page fetches it once). Null if it cannot be had: the answers
 * then carry no `message`, and the core still works.
 */
function loadEnglish() {
  return loadLanguage('en').catch(() => null);
}

/** What lib/api/tapis-api.js says answers with: {answer, answerText}, or null without English. */
export async function englishSayer() {
  const en = await loadEnglish();
  if (!en) return null;
  return {
    answer: (text, spec) => withMessages(JSON.parse(text), en, () => specDecimals(spec)),
    answerText: (text, spec) => withMessagesText(text, en, () => specDecimals(spec)),
  };
}

/** The money unit a spec asks for ("decimals": 0 to 3), as the core reads it; 0 otherwise. */
export function specDecimals(spec) {
  let value = spec;
  if (typeof spec === 'string') {
    try {
      value = JSON.parse(spec);
    } catch {
      return 0;
    }
  }
  const d = value && typeof value === 'object' ? value.decimals : undefined;
  return Number.isInteger(d) && d >= 0 && d <= 3 ? d : 0;
}

const isMessage = (v) =>
  typeof v.code === 'string' &&
  Object.hasOwn(v, 'rule') &&
  v.params !== null &&
  typeof v.params === 'object' &&
  !Array.isArray(v.params) &&
  !Object.hasOwn(v, 'message');

const ownDecimals = (v) => (Number.isInteger(v.decimals) ? v.decimals : undefined);

/** The same object with `message` right after `params`. */
function said(en, m, decimals) {
  const out = {};
  for (const [k, v] of Object.entries(m)) {
    out[k] = v;
    if (k === 'params') out.message = sayMessage(en, m, { plain: true, decimals });
  }
  return out;
}

/**
 * Adds `message` to every message-shaped object of a parsed answer (errors, rulings,
 * legal.raiseClosed, showRuling, an import's notes...), in place where it can.
 * @param {() => number} fallback the spec's decimals, asked for only when no object gives them
 */
export function withMessages(value, en, fallback = () => 0) {
  let unit; // the spec's decimals, once asked for
  const spec = () => (unit ??= fallback());
  const walk = (v, decimals) => {
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) if (v[i] && typeof v[i] === 'object') v[i] = walk(v[i], decimals);
      return v;
    }
    if (isMessage(v)) return said(en, v, decimals ?? spec());
    const d = ownDecimals(v) ?? decimals;
    for (const k of Object.keys(v)) if (v[k] && typeof v[k] === 'object') v[k] = walk(v[k], d);
    return v;
  };
  return value && typeof value === 'object' ? walk(value, undefined) : value;
}

// ---------- The same on the core's JSON text, kept byte for byte (the CLI prints it) ----------

function space(t, i) {
  while (i < t.length && (t[i] === ' ' || t[i] === '\n' || t[i] === '\r' || t[i] === '\t')) i++;
  return i;
}

function stringEnd(t, i) {
  for (i++; ;) {
    const q = t.indexOf('"', i);
    if (q < 0) return t.length;
    let b = q - 1;
    while (t[b] === '\\') b--;
    if ((q - 1 - b) % 2 === 0) return q + 1; // an even run of backslashes: the quote closes
    i = q + 1;
  }
}

/** Scans one value from `i`; message-shaped objects go to `found`. Returns the index after it. */
function scan(t, i, frame, found) {
  const c = t[i];
  if (c === '"') return stringEnd(t, i);
  if (c === '[') {
    i = space(t, i + 1);
    if (t[i] === ']') return i + 1;
    for (;;) {
      i = space(t, scan(t, i, frame, found));
      if (t[i] === ']') return i + 1;
      i = space(t, i + 1);
    }
  }
  if (c === '{') {
    const start = i;
    const own = { parent: frame, decimals: undefined };
    let code = false;
    let rule = false;
    let message = false;
    let params = -1;
    i = space(t, i + 1);
    if (t[i] === '}') return i + 1;
    for (;;) {
      const keyEnd = stringEnd(t, i);
      const key = t.slice(i + 1, keyEnd - 1);
      const at = space(t, space(t, keyEnd) + 1);
      i = scan(t, at, own, found);
      if (key === 'code') code = t[at] === '"';
      else if (key === 'rule') rule = true;
      else if (key === 'message') message = true;
      else if (key === 'params' && t[at] === '{') params = i;
      else if (key === 'decimals' && Number.isInteger(Number(t.slice(at, i)))) own.decimals = Number(t.slice(at, i));
      i = space(t, i);
      if (t[i] === '}') {
        if (code && rule && params >= 0 && !message) found.push({ start, end: i + 1, params, frame });
        return i + 1;
      }
      i = space(t, i + 1);
    }
  }
  while (i < t.length && !',]} \n\r\t'.includes(t[i])) i++;
  return i;
}

/** The core's JSON text with each message-shaped object's `message` inserted after its `params`. */
export function withMessagesText(text, en, fallback = () => 0) {
  const found = [];
  scan(text, space(text, 0), null, found);
  if (found.length === 0) return text;
  found.sort((a, b) => a.params - b.params);
  let unit;
  let out = '';
  let from = 0;
  for (const f of found) {
    let decimals;
    for (let fr = f.frame; fr && decimals === undefined; fr = fr.parent) decimals = fr.decimals;
    decimals ??= unit ??= fallback();
    const m = JSON.parse(text.slice(f.start, f.end));
    out += text.slice(from, f.params) + ',"message":' + JSON.stringify(sayMessage(en, m, { plain: true, decimals }));
    from = f.params;
  }
  return out + text.slice(from);
}
