// One check of the quick form, shared by the page (web/page/app.js) and the calculator of the
// embeds (web/embed/calculator.js): the spec built from the fields, the core's report, every error
// at its field in the reader's words, and each player's best hand for the card fields. The core
// decides; this only places and says what it reports.
import { say, decimalMarkOf } from '../../lib/i18n/i18n.js';
import { amountErrorText } from '../../lib/i18n/amount-text.js';
import { buildSpec } from './spec-builder.js';
import { listField } from './prize-presets.js';
import { cardPreview } from '../cards/card-check.js';
import { moneyOf } from '../../lib/report/pot-table.js';

/**
 * @typedef {{message: string, code: string}} FieldError  code: for a title, never shown as text
 * @returns {{spec: object, report: object|null, errors: Map<string, FieldError[]>, hands: Map|null}}
 *   report: null until the core is loaded or while an amount cannot be read; otherwise the
 *   core's report, which may hold errors and still have its pots (see hasPots())
 */
export function checkQuickForm(tapis, state, lang) {
  const { spec, inputErrors, rankField } = buildSpec(state, { decimalMark: decimalMarkOf(lang) });
  const errors = new Map();
  const add = (field, entry) => {
    const path = listField(field);
    if (!errors.has(path)) errors.set(path, []);
    errors.get(path).push(entry);
  };
  for (const e of inputErrors) add(e.field, { message: amountErrorText(lang, e, e.field, e.params), code: e.code });
  if (!tapis) return { spec, report: null, errors, hands: null };
  // With unreadable fields left out of the spec, the core still checks everything else, so its
  // errors show at the same time; but no table is drawn from a spec missing what was typed.
  const checked = tapis.analyze(spec);
  const money = moneyOf(checked);
  const unread = new Set(inputErrors.map((e) => e.field));
  for (const e of checked.errors ?? []) {
    const field = e.field ?? '';
    if (unread.has(field)) continue; // left out of the spec because unreadable: said once, above
    add(field.startsWith('ranking') ? (rankField(field) ?? 'ranking') : field, { message: say(lang, e, money), code: e.code ?? '' });
  }
  const cards = cardPreview(tapis, state, checked);
  return { spec, report: inputErrors.length === 0 ? checked : null, errors, hands: cards.hands };
}

/** Whether a report has its pot table (an error elsewhere, in the cards say, leaves it there). */
export function hasPots(report) {
  if (!report || !Array.isArray(report.pots)) return false;
  return !(report.missing ?? (report.ok ? [] : ['pots'])).includes('pots');
}

/** How many entries to fix. */
export function errorCount(errors) {
  let n = 0;
  for (const list of errors.values()) n += list.length;
  return n;
}
