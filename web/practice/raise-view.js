// The raise drill (issue 32, exercise 3) inside the practice view: the hand as the core played it
// (hand mode's log, in words), then "what is the least A may raise to?" or, in Pot-Limit, "pot!:
// what is the most?". The answer is one street total; the core grades it and, when it is not a
// legal raise, says why in the engine's own words (action.raise_below_min...).
import { h } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';
import { parseAmount } from '../../lib/i18n/amount.js';
import { handBlock } from './drill-hand.js';

export const raiseDrill = {
  title: 'practiceRaises',
  solved: 'practiceRaiseSolved',
  emptyAnswer: () => ({ to: '' }),

  slotOf: (field) => (field === 'answer.to' ? 'to' : null),

  /** The answer spec and what could not be read (at "answer.to"). */
  read(answer, { decimals, decimalMark }) {
    const r = parseAmount(answer.to, { decimals, decimalMark });
    // Nothing typed yet: asked for, not graded (a streak is not lost to a stray tap on Check).
    const code = r.error ?? (r.empty ? 'input.required' : null);
    if (code) return { answer: { to: null }, inputErrors: [{ field: 'answer.to', code, text: answer.to, decimals, params: {} }] };
    return { answer: { to: r.empty ? null : r.value }, inputErrors: [] };
  },

  /** The hand and the question, then the answer's field. */
  body(c) {
    const q = c.ex.report.practice.question;
    return [
      ...handBlock(c),
      h(
        'form',
        { class: 'practice-answer', autocomplete: 'off', novalidate: true },
        h(
          'div',
          { class: 'field' },
          h(
            'label',
            { for: 'practice-to', class: 'practice-question' },
            t(c.lang, q.ask === 'max' ? 'practiceRaiseMax' : 'practiceRaiseMin', { player: q.player }),
          ),
          h('input', {
            id: 'practice-to',
            type: 'text',
            inputmode: c.ex.money.decimals ? 'decimal' : 'numeric',
            enterkeyhint: 'done',
            autocomplete: 'off',
            'data-answer-to': '',
            value: c.answer.to,
          }),
          c.slotNotes('to'),
        ),
        h('div', { class: 'practice-submit' }, h('button', { type: 'submit', class: 'primary' }, t(c.lang, 'practiceCheck'))),
      ),
    ];
  },

  click: () => ({ handled: false }),

  /** Typing into the answer: kept in the state, nothing redrawn (the focus stays). */
  input(answer, el) {
    if (el.dataset.answerTo === undefined) return false;
    answer.to = el.value;
    return true;
  },

  /** The solution: who may do what at the question, as the core computes it. */
  solution(c) {
    const legal = c.ex.report.legal;
    if (!legal?.raise) return null;
    return h(
      'p',
      { class: 'practice-legal' },
      t(c.lang, 'practiceRaiseRange', { player: legal.player, min: c.amount(legal.raise.min), max: c.amount(legal.raise.max) }),
    );
  },
};
