// Reads a chip amount as typed: "1 200", "1200", "1,200", "1.200", "1 200" (no-break spaces).
// Only turns text into a number; whether the number is allowed (negative, too large...) is the
// core's decision, so "-5" is passed on and the core's own error is shown.

// Every kind of space a keyboard, a copy-paste or Intl.NumberFormat may put between digit groups:
// space, no-break space U+00A0, narrow no-break space U+202F, thin space U+2009, figure space U+2007.
const SPACES = /[\s\u00a0\u2007\u2009\u202f]/g;

// Chips are whole numbers, so a "," or "." followed by groups of exactly three digits is a
// thousands separator in either language ("1,200" in English, "1.200" as often written in
// French). Any other mix of digits with "," or "." is a decimal ("1,5", "12.50", "1.200,5") and
// is refused with its own message.
const PLAIN = /^\d+$/;
const GROUPED_COMMA = /^\d{1,3}(,\d{3})+$/;
const GROUPED_DOT = /^\d{1,3}(\.\d{3})+$/;
const DECIMAL = /^[\d.,]*\d[\d.,]*$/; // digits and separators, but not a grouping above

/**
 * @param {string} text what the user typed
 * @returns {{empty: true} | {value: number | object, digits: string} | {error: 'input.decimal' | 'input.invalid'}}
 *   value is a Number, or (for integers beyond 2^53, which a Number would silently round) a
 *   JSON.rawJSON holding the exact digits so the core sees what was typed.
 */
export function parseAmount(text) {
  const compact = String(text ?? '').replace(SPACES, '');
  if (compact === '') return { empty: true };
  let sign = '';
  let body = compact;
  const first = body[0];
  if (first === '-' || first === '\u2212' || first === '+') {
    sign = first === '+' ? '' : '-';
    body = body.slice(1);
  }
  let digits;
  if (PLAIN.test(body)) digits = body;
  else if (GROUPED_COMMA.test(body) || GROUPED_DOT.test(body)) digits = body.replace(/[.,]/g, '');
  else if (DECIMAL.test(body)) return { error: 'input.decimal' };
  else return { error: 'input.invalid' };
  digits = digits.replace(/^0+(?=\d)/, '');
  const literal = sign + digits;
  const n = Number(literal);
  if (Number.isSafeInteger(n)) return { value: n === 0 ? 0 : n, digits: literal };
  const raw = typeof JSON.rawJSON === 'function' ? JSON.rawJSON(literal) : n;
  return { value: raw, digits: literal };
}
