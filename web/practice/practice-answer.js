// The practice answer as typed (issue 32) into the core's answer spec (docs/spec.md#practice):
// amounts read in the reader's language like every amount of the page (lib/i18n/amount.js); what
// cannot be read is said at its field and left out. Whether it is right is the core's to say.
import { parseAmount } from '../../lib/i18n/amount.js';

/**
 * @typedef {{pots: {amount: string, eligible: string[]}[], returned: Record<string, string>}} AnswerState
 * @returns {AnswerState}
 */
export const emptyAnswer = () => ({ pots: [{ amount: '', eligible: [] }], returned: {} });

/**
 * @param {AnswerState} state
 * @param {{decimals: number, decimalMark: ',' | '.'}} unit the table's money unit, the reader's mark
 * @returns {{answer: object, inputErrors: {field: string, code: string, text: string, decimals: number, params: object}[]}}
 */
export function answerSpec(state, { decimals, decimalMark }) {
  const inputErrors = [];
  const read = (text, field, params = {}) => {
    const r = parseAmount(text, { decimals, decimalMark });
    if (r.error) inputErrors.push({ field, code: r.error, text, decimals, params });
    return r.error || r.empty ? null : r.value;
  };
  const pots = state.pots.map((p, i) => ({ amount: read(p.amount, `answer.pots[${i}].amount`), eligible: [...p.eligible] }));
  const returned = {};
  for (const [player, text] of Object.entries(state.returned)) {
    const v = read(text, 'answer.returned', { player });
    if (v !== null) returned[player] = v;
  }
  return { answer: { pots, returned }, inputErrors };
}
