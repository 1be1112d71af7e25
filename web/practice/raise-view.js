// The raise drill (issue 32, exercise 3) inside the practice view: the hand as the core played it
// (hand mode's log, in words), then "what is the least A may raise to?" or, in Pot-Limit, "pot!:
// what is the most?". The answer is one street total; the core grades it and, when it is not a
// legal raise, says why in the engine's own words (action.raise_below_min...).
import { h } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';
import { parseAmount } from '../../lib/i18n/amount.js';
import { ht } from '../hand/hand-words.js';
import { logEntryText } from '../hand/hand-log-text.js';

export const raiseDrill = {
  title: 'practiceRaises',
  solved: 'practiceRaiseSolved',
  emptyAnswer: () => ({ to: '' }),

  slotOf: (field) => (field === 'answer.to' ? 'to' : null),

  /** The answer spec and what could not be read (at "answer.to"). */
  read(answer, { decimals, decimalMark }) {
    const r = parseAmount(answer.to, { decimals, decimalMark });
    if (r.error) return { answer: { to: null }, inputErrors: [{ field: 'answer.to', code: r.error, text: answer.to, decimals, params: {} }] };
    return { answer: { to: r.empty ? null : r.value }, inputErrors: [] };
  },

  /** The hand and the question, then the answer's field. */
  body(c) {
    const { report } = c.ex;
    const spec = report.practice.spec;
    const q = report.practice.question;
    const blinds = report.blinds ?? spec.blinds;
    const actions = spec.actions ?? [];
    return [
      h(
        'p',
        { class: 'practice-setup' },
        ht(c.lang, 'setupSummary', {
          betting: report.betting ?? 'no-limit',
          blinds: `${c.amount(blinds[0])}/${c.amount(blinds[1])}`,
          small: '',
          big: '',
          ante: 'none',
          bbAnte: 'none',
          straddles: 'none',
          format: 'cash',
          n: spec.players.length,
        }),
      ),
      h(
        'div',
        { class: 'table-wrap' },
        h(
          'table',
          { class: 'practice-stakes' },
          h('caption', { class: 'vh' }, t(c.lang, 'practiceStacksCaption')),
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t(c.lang, 'colPlayer')), h('th', { scope: 'col', class: 'num' }, t(c.lang, 'practiceStack')))),
          h(
            'tbody',
            {},
            spec.players.map((p) => h('tr', { 'data-player': p.name }, h('th', { scope: 'row' }, p.name), h('td', { class: 'num' }, c.amount(p.stack)))),
          ),
        ),
      ),
      h(
        'ul',
        { class: 'practice-log' },
        (report.log ?? []).map((entry) => h('li', { 'data-type': entry.type }, logEntryText(entry, c.lang, report, actions))),
      ),
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
