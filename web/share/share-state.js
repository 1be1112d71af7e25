// The whole state of a calculation in the URL fragment, so that a link (or a reload) gives back
// exactly the same table: #spec=<base64url JSON>&lang=fr&mode=pots
//
// Reading is defensive because a link is untrusted input: the fragment's length is capped before
// anything is decoded, the spec must decode to a JSON object, and every other key is checked
// against a short allow-list. Whether the spec is a valid hand is the core's decision (see
// checkSharedSpec); this module only turns text into an object and back.
import { LANGUAGE_CODES } from '../../lib/i18n/languages.js';
import { isHandLink } from '../hand/hand-link.js';

/** Longer fragments are refused unread. A full table (23 players, 64-byte names) is ~7 KB. */
export const MAX_FRAGMENT_CHARS = 16 * 1024;
/** The decoded spec text is capped too (percent-encoding can expand 3×, base64 shrinks 4/3). */
export const MAX_SPEC_CHARS = 12 * 1024;

export const LANGS = LANGUAGE_CODES;
/**
 * Modes a link may carry. 'quick' is the page's quick mode; 'pots' and 'edit' are what an embed
 * shows (the pot table alone, or the editable calculator). Hook for hand mode: the hand-mode page
 * (web/hand-*.js) adds 'hand' here with addShareMode('hand') and reads its own spec kind.
 */
const MODES = new Set(['quick', 'pots', 'edit']);
export function addShareMode(mode) {
  if (/^[a-z][a-z-]{0,15}$/.test(mode)) MODES.add(mode);
}

const PRESET_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const SECRET = /^[A-Za-z0-9]{1,64}$/; // WordPress's embed secret (wp-embed.js checks the same)
const FRAME_ID = /^[A-Za-z0-9_-]{1,64}$/;

function utf8ToBase64url(text) {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64urlToUtf8(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The spec as it goes in a link. JSON.stringify keeps JSON.rawJSON values (amounts beyond 2^53
 * as typed), so the core later sees exactly the digits that were typed.
 */
export function encodeSpec(spec) {
  return utf8ToBase64url(JSON.stringify(spec));
}

/** The text of a spec from a link: base64url, or percent-encoded / plain JSON ("%7B…" or "{…"). */
export function decodeSpecText(value) {
  if (value.startsWith('{') || value.startsWith('%7B') || value.startsWith('%7b')) return decodeURIComponent(value);
  return base64urlToUtf8(value);
}

/**
 * Builds a fragment (without '#') from a state. Keys come in a fixed order so that the same
 * state always gives the same link.
 * @param {{spec?: object, lang?: string, mode?: string, preset?: string}} state
 */
export function buildFragment({ spec, lang, mode, preset } = {}) {
  const parts = [];
  if (preset) parts.push(`preset=${encodeURIComponent(preset)}`);
  else if (spec) parts.push(`spec=${encodeSpec(spec)}`);
  if (lang) parts.push(`lang=${encodeURIComponent(lang)}`);
  if (mode) parts.push(`mode=${encodeURIComponent(mode)}`);
  return parts.join('&');
}

/**
 * Reads a fragment ("#spec=…&lang=fr", with or without the '#').
 * Never throws. Unknown keys are ignored; values outside the allow-lists are dropped.
 * WordPress appends "#?secret=…" to an embed's address (even after an existing fragment): the
 * secret is read wherever it is.
 * @returns {{spec?: object, specText?: string, lang?: string, mode?: string, preset?: string,
 *   secret?: string, frame?: string, error?: 'link.too_long' | 'link.unreadable' | 'link.not_a_hand'}}
 */
export function parseFragment(hash) {
  const out = {};
  let text = typeof hash === 'string' ? hash : '';
  if (text.length > MAX_FRAGMENT_CHARS) return { error: 'link.too_long' };
  text = text.replace(/^#/, '');
  if (text === '') return out;
  // "#spec=…#?secret=abc" (WordPress) and "#?spec=…" both read as one list of key=value pairs.
  const pairs = text.split(/[&#?]/).filter(Boolean);
  if (pairs.length > 16) return { error: 'link.unreadable' };
  let specValue = null;
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const key = pair.slice(0, eq);
    const raw = pair.slice(eq + 1);
    let value;
    try {
      value = key === 'spec' ? raw : decodeURIComponent(raw);
    } catch {
      continue;
    }
    if (key === 'spec') specValue = raw;
    else if (key === 'lang' && LANGS.includes(value)) out.lang = value;
    else if (key === 'mode' && MODES.has(value)) out.mode = value;
    else if (key === 'preset' && PRESET_ID.test(value)) out.preset = value;
    else if (key === 'secret' && SECRET.test(value)) out.secret = value;
    else if (key === 'frame' && FRAME_ID.test(value)) out.frame = value;
  }
  if (specValue !== null) {
    let specText;
    try {
      specText = decodeSpecText(specValue);
    } catch {
      return { ...out, error: 'link.unreadable' };
    }
    if (specText.length > MAX_SPEC_CHARS) return { ...out, error: 'link.too_long' };
    let spec;
    try {
      spec = JSON.parse(specText);
    } catch {
      return { ...out, error: 'link.unreadable' };
    }
    if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) return { ...out, error: 'link.not_a_hand' };
    out.spec = spec;
    out.specText = specText;
  }
  return out;
}

/**
 * Core error codes a quick-mode form can show next to a field (the hand loads and the error is
 * shown where it belongs). Any other error (wrong JSON types, too many players, amounts beyond
 * 2^53, unknown names in the showdown order...) means the link does not hold a hand the form can
 * display: the page then shows the error and starts clean instead.
 */
const SHOWABLE = new Set([
  'amount.negative',
  'amount.fraction',
  'players.duplicate_name',
  'players.empty_name',
  'players.name_too_long',
  'players.too_few',
  'pots.everyone_folded',
  // Cards are typed as text in their fields: a card mistake is shown there too.
  'cards.unknown',
  'cards.duplicate',
  'cards.not_in_deck',
  'eval.hole_count',
  'eval.board_count',
  'runs.board',
]);

/**
 * Asks the core about a spec read from a link (its exact text, so large integers are not rounded
 * by JSON.parse first).
 * @param {{analyzeText: (text: string) => string}} tapis
 * @returns {{loadable: boolean, report?: object, error?: {code: string, params?: object, message?: string}}}
 *   error: the core's error (said by web/share/link-problem.js) or a link.* code of the page
 */
export function checkSharedSpec(tapis, specText, spec = null) {
  // Hook for hand mode: a spec of another kind ({"mode": "hand", ...}) is not for this form.
  if (spec && spec.mode !== undefined && spec.mode !== 'quick') {
    return { loadable: false, error: { code: 'link.other_mode' } };
  }
  // A hand played action by action is hand mode's (quick mode's core has no betting engine).
  if (spec && isHandLink({ spec })) return { loadable: false, error: { code: 'link.other_mode' } };
  let report;
  try {
    report = JSON.parse(tapis.analyzeText(specText));
  } catch (e) {
    return { loadable: false, error: { code: 'link.unreadable' } };
  }
  if (report.ok) return { loadable: true, report };
  const errors = report.errors ?? [];
  const blocking = errors.find((e) => !SHOWABLE.has(e.code));
  if (blocking) return { loadable: false, report, error: blocking };
  return { loadable: true, report };
}

/** Whether this document runs inside a frame (an article's iframe). Never throws. */
export function isFramed() {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** localStorage if this document may use it (a sandboxed iframe may not), else null. */
export function safeStorage() {
  try {
    const s = window.localStorage;
    const probe = '__tapis_probe__';
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}
