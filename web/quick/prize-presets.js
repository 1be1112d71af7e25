// Prize money as the forms type it (issue 31): how a prize pool is commonly split, as data (each
// preset's shares, in percent, 1st place first), and the lists of amounts typed in one field
// ("500 / 300 / 200"). The forms turn them into amounts; the core only ever sees the amounts.
import { amountText } from '../../lib/i18n/amount.js';

/** A spec's list of amounts as a form shows it: "500 / 300 / 200". */
export const listText = (v) => (Array.isArray(v) ? v.map((x) => (typeof x === 'number' ? amountText(x) : String(x))).join(' / ') : '');

/** The items of a list field: split at "/" or ";" when it has one, else at spaces. */
export function listItems(text) {
  const s = String(text ?? '').trim();
  if (!s) return [];
  return s
    .split(/[/;]/.test(s) ? /\s*[/;]\s*/ : /\s+/)
    .map((x) => x.trim())
    .filter(Boolean);
}

/**
 * A list field into spec[key], item by item with the form's own amount reader (errors at
 * key[i]); left out whole when an item cannot be read.
 * @param {(target: object, key: string|number, text: string, field: string) => void} readInto
 */
export function listInto(target, key, text, errors, readInto) {
  const items = listItems(text);
  const values = [];
  const before = errors.length;
  items.forEach((item, i) => readInto(values, i, item, `${key}[${i}]`));
  if (items.length > 0 && errors.length === before) target[key] = values;
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
