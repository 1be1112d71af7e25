// The page's one number reader: every amount typed (quick mode, the table of hand mode, the raise
// box, chips pushed) is read here. "1 200", "1200", "1,200", "1.200", "1 200" (no-break spaces)
// are 1200. Whether a decimal is allowed depends on the table's money unit (spec "decimals"):
// with whole chips "1,5" and "250,5" are refused, the same way everywhere; with decimals they are
// 1.5 and 250.5 (a comma or a point). A lone separator before three digits ("1,250") is read by
// the reader's language when the table has decimals: a French reader's comma is a decimal comma
// (1.25), an English reader's a thousands group (1250); without a language, a thousands group.
// It only turns text into a number: whether the number is
// allowed (negative, too large...) is the core's decision, so "-5" is passed on.

// Every kind of space a keyboard, a copy-paste or Intl.NumberFormat may put between digit groups:
// space, no-break space U+00A0, narrow no-break space U+202F, thin space U+2009, figure space U+2007.
const SPACES = /[\s\u00a0\u2007\u2009\u202f]/g;

const PLAIN = /^\d+$/;
const GROUPED_COMMA = /^[1-9]\d{0,2}(,\d{3})+$/; // "0,125" is no thousands group
const GROUPED_DOT = /^[1-9]\d{0,2}(\.\d{3})+$/;
const SEPARATED = /^[\d.,]*\d[\d.,]*$/; // digits and separators, not read by the rules below
const LONE_GROUP = /^[1-9]\d{0,2}[.,]\d{3}$/; // "1,250": a thousands group, or a decimal comma

/**
 * @typedef {{empty: true} | {value: number | object, digits: string} |
 *   {error: 'input.decimal' | 'input.decimals' | 'input.invalid', decimals: number}} ReadAmount
 *   value is a Number, or (for amounts a Number would round) a JSON.rawJSON holding the exact
 *   digits, so the core sees what was typed.
 */

function wholeOf(body) {
  if (PLAIN.test(body)) return body;
  if (GROUPED_COMMA.test(body) || GROUPED_DOT.test(body)) return body.replace(/[.,]/g, '');
  return null;
}

/**
 * "1.234,5" / "1,234.5" / "250,5" → [whole digits, fraction digits], or null: the last separator
 * is the decimal one, any other groups thousands. (A lone separator before three digits,
 * "1,200", is read as a thousands group before this is asked.)
 */
function splitDecimal(body) {
  const last = Math.max(body.lastIndexOf(','), body.lastIndexOf('.'));
  const head = body.slice(0, last);
  const tail = body.slice(last + 1);
  if (!PLAIN.test(tail) || head.includes(body[last])) return null; // "1,200,5": the decimal separator twice
  const whole = head === '' ? '0' : wholeOf(head);
  return whole === null ? null : [whole, tail];
}

/**
 * @param {string} text what the user typed
 * @param {{decimals?: number, decimalMark?: ',' | '.' | null}} [unit] the table's money unit
 *   (0: whole chips) and the reader's decimal separator (i18n.js decimalMarkOf)
 * @returns {ReadAmount}
 */
export function parseAmount(text, { decimals = 0, decimalMark = null } = {}) {
  const compact = String(text ?? '').replace(SPACES, '');
  if (compact === '') return { empty: true };
  let sign = '';
  let body = compact;
  const first = body[0];
  if (first === '-' || first === '\u2212' || first === '+') {
    sign = first === '+' ? '' : '-';
    body = body.slice(1);
  }
  const decimalComma = decimals > 0 && LONE_GROUP.test(body) && body.includes(decimalMark ?? '\u0000');
  let whole = decimalComma ? null : wholeOf(body);
  let fraction = '';
  if (whole === null) {
    if (!SEPARATED.test(body)) return { error: 'input.invalid', decimals };
    if (decimals === 0) return { error: 'input.decimal', decimals };
    const split = splitDecimal(body);
    if (!split) return { error: 'input.invalid', decimals };
    [whole, fraction] = split;
    fraction = fraction.replace(/0+$/, '');
    if (fraction.length > decimals) return { error: 'input.decimals', decimals };
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  const literal = sign + whole + (fraction ? `.${fraction}` : '');
  const n = Number(literal);
  const exact = fraction ? whole.length + fraction.length <= 15 : Number.isSafeInteger(n);
  if (exact) return { value: n === 0 ? 0 : n, digits: literal };
  const raw = typeof JSON.rawJSON === 'function' ? JSON.rawJSON(literal) : n;
  return { value: raw, digits: literal };
}

/**
 * A number from a spec (a preset's, a link's) as the text a field shows, read back by parseAmount
 * as the same number in any language: 1.125 is written "1.1250" (a lone point before three digits
 * could be a thousands group), anything else as JavaScript writes it.
 */
export function amountText(value) {
  const s = String(value);
  return LONE_GROUP.test(s) ? `${s}0` : s;
}
