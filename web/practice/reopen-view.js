// The "does it reopen?" drill (issue 32, exercise 4) inside the practice view: the hand as the core
// played it, then "what may A do now?": fold, call, raise, as toggles. The core grades the set; the
// solution is what it says he may do, with its reason when he may not raise (TDA 2024 Rule 47).
import { h } from '../dom.js';
import { t, say } from '../../lib/i18n/i18n.js';
import { handBlock } from './drill-hand.js';

const ACTIONS = ['fold', 'call', 'raise'];

export const reopenDrill = {
  title: 'practiceReopen',
  solved: 'practiceRaiseSolved',
  emptyAnswer: () => ({ actions: [] }),

  slotOf: (field) => (field.startsWith('answer.actions') ? 'actions' : null),

  // Nothing chosen yet: asked for, not graded.
  read: (answer) => ({
    answer: { actions: ACTIONS.filter((a) => answer.actions.includes(a)) },
    inputErrors: answer.actions.length ? [] : [{ field: 'answer.actions', code: 'input.required', text: '', decimals: 0, params: {} }],
  }),

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
          h('span', { class: 'practice-question', id: 'practice-reopen-q' }, t(c.lang, 'practiceReopenQ', { player: q.player })),
          h(
            'div',
            { class: 'eligible-choices', role: 'group', 'aria-labelledby': 'practice-reopen-q' },
            ACTIONS.map((a) =>
              h(
                'button',
                { type: 'button', class: 'chip-toggle wide', 'data-reopen': a, 'aria-pressed': String(c.answer.actions.includes(a)) },
                t(c.lang, `practiceAction.${a}`),
              ),
            ),
          ),
          c.slotNotes('actions'),
        ),
        h('div', { class: 'practice-submit' }, h('button', { type: 'submit', class: 'primary' }, t(c.lang, 'practiceCheck'))),
      ),
    ];
  },

  input: () => false,

  click(answer, b) {
    const a = b.dataset.reopen;
    if (!a) return { handled: false };
    answer.actions = answer.actions.includes(a) ? answer.actions.filter((x) => x !== a) : [...answer.actions, a];
    b.setAttribute('aria-pressed', String(answer.actions.includes(a)));
    return { handled: true };
  },

  /** What he may do, as the core says: the raise's range, or why he may not raise. */
  solution(c) {
    const legal = c.ex.report.legal;
    if (!legal) return null;
    if (legal.raise)
      return h(
        'p',
        { class: 'practice-legal' },
        t(c.lang, 'practiceRaiseRange', { player: legal.player, min: c.amount(legal.raise.min), max: c.amount(legal.raise.max) }),
      );
    if (legal.raiseClosed)
      return h('p', { class: 'practice-legal', 'data-code': legal.raiseClosed.code }, say(c.lang, legal.raiseClosed, { decimals: c.ex.money.decimals }));
    return null;
  },
};
