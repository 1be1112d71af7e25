// The showdown-order drill (issue 32, exercise 6) inside the practice view: the hand as the core
// played it to its showdown, then "who must show first?": one of the players still in, or every
// hand at once. The core grades the choice; the solution is the report's own order and ruling
// (guide 000: TDA 2024 Rules 16 and 17, WSOP Live Action Rule 149).
import { h } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';
import { showOrderLine } from '../report/showdown-view.js';
import { handBlock } from './drill-hand.js';

export const showDrill = {
  title: 'practiceShowdown',
  solved: 'practiceRaiseSolved',
  emptyAnswer: () => ({ first: null }),

  slotOf: (field) => (field.startsWith('answer.first') ? 'first' : null),

  // Nobody chosen yet: asked for, not graded.
  read: (answer) => ({
    answer: { first: answer.first },
    inputErrors: answer.first ? [] : [{ field: 'answer.first', code: 'input.required', text: '', decimals: 0, params: {} }],
  }),

  body(c) {
    const choices = [...c.ex.report.practice.question.players.map((name) => [name, name]), ['all', t(c.lang, 'practiceShowAll')]];
    return [
      ...handBlock(c),
      h(
        'form',
        { class: 'practice-answer', autocomplete: 'off', novalidate: true },
        h(
          'div',
          { class: 'field' },
          h('span', { class: 'practice-question', id: 'practice-show-q' }, t(c.lang, 'practiceShowQ')),
          h(
            'div',
            { class: 'eligible-choices', role: 'group', 'aria-labelledby': 'practice-show-q' },
            choices.map(([value, label]) =>
              h(
                'button',
                {
                  type: 'button',
                  class: value === 'all' ? 'chip-toggle wide' : 'chip-toggle',
                  'data-first': value,
                  'aria-pressed': String(c.answer.first === value),
                },
                label,
              ),
            ),
          ),
          c.slotNotes('first'),
        ),
        h('div', { class: 'practice-submit' }, h('button', { type: 'submit', class: 'primary' }, t(c.lang, 'practiceCheck'))),
      ),
    ];
  },

  input: () => false,

  // One choice: pressing a button releases the others.
  click(answer, b) {
    const first = b.dataset.first;
    if (!first) return { handled: false };
    answer.first = first;
    for (const other of b.parentElement.querySelectorAll('button[data-first]')) other.setAttribute('aria-pressed', String(other === b));
    return { handled: true };
  },

  /** The order the core gives, with its ruling in words and its rule. */
  solution: (c) => showOrderLine(c.ex.report, c.lang),
};
