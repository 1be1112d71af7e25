// One check of the quick form, shared by the page (web/page/app.js) and the calculator of the embeds
// (web/embed/calculator.js): the spec built from the fields, the core's report, every error by field in
// the reader's words, and each player's best hand for the card fields. The core decides; this only
// places and words what it says (card errors: web/cards/card-check.js).
import { t } from '../i18n/i18n.js';
import { buildSpec } from './spec-builder.js';
import { cardPreview, cardMessage } from '../cards/card-check.js';

/** The core's codes are English; the lead in front of the core's message is in the reader's language. */
export function leadFor(lang, code, field = '') {
  if (/^(cards|eval|runs)\./.test(code)) return t(lang, 'leadCards');
  if (code.startsWith('amount.') || code.startsWith('input.')) return t(lang, 'leadAmount');
  if (code.startsWith('ranking.')) return t(lang, 'leadRanking');
  if (/name/.test(code) || field.endsWith('.name')) return t(lang, 'leadName');
  if (code.startsWith('players.')) return t(lang, 'leadPlayers');
  return t(lang, 'leadEntry');
}

/**
 * @returns {{spec: object, report: object|null, errors: Map<string, {lead, message, code}>,
 *   hands: Map|null}} report: null until the core is loaded or while a field cannot be read
 */
export function checkQuickForm(tapis, state, lang) {
  const { spec, inputErrors, rankField } = buildSpec(state);
  const errors = new Map();
  for (const e of inputErrors) {
    errors.set(e.field, {
      lead: t(lang, 'leadAmount'),
      message: t(lang, e.code === 'input.decimal' ? 'inputDecimal' : 'inputJunk', { text: e.text }),
      code: e.code,
    });
  }
  if (!tapis) return { spec, report: null, errors, hands: null };
  // With unreadable fields left out of the spec, the core still checks everything else, so its
  // errors show at the same time; but no table is drawn from a spec missing what was typed.
  const checked = tapis.analyze(spec);
  const add = (e, field) => {
    if (!errors.has(field)) errors.set(field, { lead: leadFor(lang, e.code ?? '', field), message: cardMessage(e, state, lang), code: e.code ?? '' });
  };
  for (const e of checked.ok ? [] : (checked.errors ?? [])) {
    const field = e.field ?? '';
    add(e, field.startsWith('ranking') ? (rankField(field) ?? 'ranking') : field);
  }
  // Each card field's best hand, and the errors in each player's cards alone.
  const cards = cardPreview(tapis, state, checked);
  for (const e of cards.errors) add(e, e.field);
  return { spec, report: inputErrors.length === 0 ? checked : null, errors, hands: cards.hands };
}
