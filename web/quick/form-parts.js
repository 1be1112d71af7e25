// Pieces the quick form and hand mode's table share: the messages of a field's error slot (each
// the reader's sentence; the code only in a tooltip, never as text) and the money-unit choices.
import { h } from '../dom.js';
import { t, chips } from '../i18n/i18n.js';

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

/** The money units a table can count in (spec "decimals"): whole chips to thousandths. */
export function moneyUnitOptions(lang) {
  return [0, 1, 2, 3].map((d) => [String(d), t(lang, 'moneyUnitOption', { d, unit: chips(lang, d === 0 ? 1 : 10 ** -d, d) })]);
}
