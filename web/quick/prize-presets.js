// Prize money as the forms type it (issue 31): how a prize pool is commonly split, as data (each
// preset's shares, in percent, 1st place first), and the lists of amounts typed in one field
// ("500 / 300 / 200"). The forms turn them into amounts; the core only ever sees the amounts.
import { amountText, parseAmount } from '../../lib/i18n/amount.js';

/** A spec's list of amounts as a form shows it: "500 / 300 / 200". */
export const listText = (v) => (Array.isArray(v) ? v.map((x) => (typeof x === 'number' ? amountText(x) : String(x))).join(' / ') : '');

/**
 * The items of a list field: split at "/" or ";" when it has one, else at a comma followed by a
 * space ("500, 300, 200": a comma inside a number, "1,500" or "12,50", has none after it), else at
 * spaces.
 */
export function listItems(text) {
  const s = String(text ?? '').trim();
  if (!s) return [];
  const at = /[/;]/.test(s) ? /\s*[/;]\s*/ : /,\s/.test(s) ? /\s*,\s+/ : /\s+/;
  return s
    .split(at)
    .map((x) => x.trim())
    .filter(Boolean);
}

/**
 * A list field into spec[key], item by item with the form's own amount reader (errors at
 * key[i]). An item that cannot be read counts 0 in its place: the list keeps its indices, and the
 * core does not say the list is missing (the form draws no table while an item is unreadable).
 * @param {(target: object, key: string|number, text: string, field: string) => void} readInto
 */
export function listInto(target, key, text, errors, readInto) {
  const items = listItems(text);
  if (items.length === 0) return;
  const values = items.map(() => 0);
  items.forEach((item, i) => readInto(values, i, item, `${key}[${i}]`));
  target[key] = values;
}

/** "prizes[2]" -> "prizes": a list's items are typed in the list's one field. */
export const listField = (path) => path.replace(/^(prizes|otherStacks)\[\d+\]$/, '$1');
export const PRIZE_PRESETS = [
  { id: '50-30-20', shares: [50, 30, 20] },
  { id: '65-35', shares: [65, 35] },
  { id: 'winner', shares: [100] },
];

/**
 * A pool in cents split by shares, each rounded down to the cent, the cents left to 1st place, so
 * that the prizes add up to the pool exactly.
 * @returns {number[]} cents
 */
export function splitPool(poolCents, shares) {
  const prizes = shares.map((share) => Math.floor((poolCents * share) / 100));
  prizes[0] += poolCents - prizes.reduce((a, b) => a + b, 0);
  return prizes;
}

/**
 * The prizes field's text for a preset: the pool as typed (100 when empty) split by its shares,
 * "500 / 300 / 200". Null when the preset is unknown or the pool cannot be read (the form says
 * the pool's error at its field).
 */
export function presetPrizesText(presetId, poolText, decimalMark) {
  const preset = PRIZE_PRESETS.find((p) => p.id === presetId);
  const pool = parseAmount(poolText ?? '', { decimals: 2, decimalMark });
  if (!preset || pool.error || (!pool.empty && typeof pool.value !== 'number')) return null;
  const cents = Math.round((pool.empty ? 100 : pool.value) * 100);
  // Each share times the pool must stay exact in JavaScript: a pool up to about 90 billion.
  if (!Number.isSafeInteger(cents * 100)) return null;
  return splitPool(cents, preset.shares)
    .map((c) => amountText(c / 100))
    .join(' / ');
}
