// Pieces the quick form and hand mode's table share: the messages of a field's error slot (each
// the reader's sentence; the code only in a tooltip, never as text), the money-unit choices and
// the money setting (chips, or a currency: spec "currency", amounts then said as money).
import { h } from '../dom.js';
import { t, chips } from '../../lib/i18n/i18n.js';

/** @param {{message: string, code?: string}[]} list one field's errors */
export function errorMessages(list) {
  const out = [];
  list.forEach((e, i) => {
    if (i > 0) out.push(' ');
    out.push(h('span', { class: 'message', title: e.code || null, 'data-code': e.code || null }, e.message));
  });
  return out;
}

/** One paragraph per error that has no field on the form (the general error box). */
export function errorParagraphs(list) {
  return list.map((e) => h('p', { class: 'field-error', 'data-code': e.code || null }, h('span', { class: 'message', title: e.code || null }, e.message)));
}

/** The currencies offered, the reader's own first: € for a French reader, $ for an English one. */
const CURRENCIES = { fr: ['EUR', 'USD', 'GBP', 'CHF'], en: ['USD', 'EUR', 'GBP', 'CHF'] };

/**
 * The money setting's choices: chips ('') or a currency code. A code from a link that is not in
 * the list is offered as written (the core says whether it is one: spec.currency).
 * @param {string} current the table's currency as typed
 */
export function currencyOptions(lang, current = '') {
  const codes = CURRENCIES[lang] ?? CURRENCIES.en;
  const options = [['', t(lang, 'moneyChips')], ...codes.map((c) => [c, t(lang, 'moneyCurrency', { code: c })])];
  if (current && !codes.includes(current)) options.push([current, current]);
  return options;
}

/** A currency is counted in cents: choosing one for a table in whole chips makes it hundredths. */
export function decimalsForCurrency(currency, decimals) {
  return currency && (decimals ?? '0') === '0' ? '2' : decimals;
}

/** The money units a table can count in (spec "decimals"): whole chips to thousandths. */
export function moneyUnitOptions(lang) {
  return [0, 1, 2, 3].map((d) => [String(d), t(lang, 'moneyUnitOption', { d, unit: chips(lang, d === 0 ? 1 : 10 ** -d, d) })]);
}
