// A ruling of the core (a decision the dealer announces: report.rulings, showRuling,
// legal.raiseClosed) drawn the same way everywhere: its sentence said from the catalogue and the
// rule it applies, cited the one way the language cites rules. The code stays in data-code.
import { h } from '../dom.js';
import { t, say, rule } from '../../lib/i18n/i18n.js';

/** "Source: TDA 2024 Rule 47" / "Source : TDA 2024, règle 47", or null without a rule. */
export function ruleCitation(ruleId, lang) {
  if (!ruleId) return null;
  return h('p', { class: 'ruling-rule rule-ref', 'data-rule': ruleId }, t(lang, 'ruleRef', { rule: rule(lang, ruleId) }));
}

/**
 * @param {{code: string, rule?: string|null, params?: object}|null} ruling
 * @param {{decimals?: number, currency?: string | null, tag?: string}} options the report's money unit
 */
export function rulingLine(ruling, lang, { decimals = 0, currency = null, tag = 'div' } = {}) {
  if (!ruling) return null;
  return h(
    tag,
    { class: 'ruling', 'data-code': ruling.code ?? '' },
    h('p', { class: 'ruling-text' }, say(lang, ruling, { decimals, currency })),
    ruleCitation(ruling.rule, lang),
  );
}
