// What the number reader (lib/i18n/amount.js) says about an amount it could not read, at its
// field, in the reader's language and naming the field the way the core's messages do.
import { t, fieldName } from './i18n.js';

/**
 * @param {{code: string, text?: string, decimals?: number}} error from parseAmount (plus its text)
 * @param {string} path the spec field ("players[0].committed"), or a label already said
 * @param {object} [params] what names the field's player ({player: "A"})
 */
export function amountErrorText(lang, error, path, params = {}) {
  const field = params.label ?? fieldName(lang, path, params);
  return t(lang, error.code, { field, text: error.text ?? '', decimals: error.decimals ?? 0 });
}
