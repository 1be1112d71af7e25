// The finishing-places drill (issue 32, exercise 7) inside the practice view: a tournament table
// (each stack as the hand began, what each put in), the hands as ranked at the showdown, the
// players left and the prizes; the reader says who busts, in which place, and for what prize. The
// core grades it; the solution is the report's own prize table and rulings (guide 002, TDA).
import { h } from '../dom.js';
import { t, chips } from '../../lib/i18n/i18n.js';
import { parseAmount } from '../../lib/i18n/amount.js';
import { prizeMoneyOf } from '../../lib/report/prize-table.js';
import { prizeSection } from '../report/prize-view.js';
import { renderPotTable } from '../report/report-view.js';

function table(c) {
  const spec = c.ex.report.practice.spec;
  return h(
    'div',
    { class: 'table-wrap' },
    h(
      'table',
      { class: 'practice-stakes' },
      h('caption', { class: 'vh' }, t(c.lang, 'practiceStakesCaption')),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t(c.lang, 'colPlayer')),
          h('th', { scope: 'col', class: 'num' }, t(c.lang, 'practiceStack')),
          h('th', { scope: 'col', class: 'num' }, t(c.lang, 'colCommitted')),
        ),
      ),
      h(
        'tbody',
        {},
        spec.players.map((p) =>
          h(
            'tr',
            { 'data-player': p.name },
            h('th', { scope: 'row' }, p.name),
            h('td', { class: 'num' }, c.amount(p.stack)),
            h(
              'td',
              { class: 'num' },
              c.amount(p.committed),
              p.committed === p.stack ? [' ', h('span', { class: 'badge all-in' }, t(c.lang, 'allInMark'))] : null,
            ),
          ),
        ),
      ),
    ),
  );
}

function facts(c) {
  const spec = c.ex.report.practice.spec;
  const money = prizeMoneyOf(c.ex.report);
  const others = spec.otherStacks?.length ?? 0;
  return h(
    'ul',
    { class: 'practice-facts' },
    h('li', { 'data-fact': 'ranking' }, t(c.lang, 'practiceRanking', { list: spec.ranking.map((g) => g.join(', ')).join(t(c.lang, 'orderSeparator')) })),
    h('li', { 'data-fact': 'players' }, t(c.lang, 'practicePlayersLeft', { n: spec.players.length + others, here: spec.players.length, others })),
    h(
      'li',
      { 'data-fact': 'prizes' },
      t(c.lang, 'practicePrizes', {
        list: spec.prizes.map((p, i) => t(c.lang, 'practicePrizePlace', { place: i + 1, amount: chips(c.lang, p, money) })).join(' · '),
      }),
    ),
  );
}

function answerForm(c) {
  const row = (name, i) =>
    h(
      'fieldset',
      { class: 'answer-place', 'data-player': name },
      h('legend', {}, name),
      h(
        'div',
        { class: 'place-fields' },
        h(
          'div',
          { class: 'field' },
          h('label', { for: `practice-place-${i}` }, t(c.lang, 'practicePlace')),
          h('input', {
            id: `practice-place-${i}`,
            type: 'text',
            inputmode: 'numeric',
            enterkeyhint: 'next',
            autocomplete: 'off',
            'data-place': name,
            value: c.answer.places[name] ?? '',
          }),
          c.slotNotes(`places:${name}`),
        ),
        h(
          'div',
          { class: 'field' },
          h('label', { for: `practice-prize-${i}` }, t(c.lang, 'practicePrize')),
          h('input', {
            id: `practice-prize-${i}`,
            type: 'text',
            inputmode: 'decimal',
            enterkeyhint: 'next',
            autocomplete: 'off',
            'data-prize': name,
            value: c.answer.prizes[name] ?? '',
          }),
          c.slotNotes(`prizes:${name}`),
        ),
      ),
    );
  return h(
    'form',
    { class: 'practice-answer', autocomplete: 'off', novalidate: true },
    c.hx(1, {}, t(c.lang, 'practiceAnswerHeading')),
    h('p', { class: 'hint' }, t(c.lang, 'practicePlacesHint')),
    c.ex.names.map(row),
    h('div', { class: 'practice-submit' }, h('button', { type: 'submit', class: 'primary' }, t(c.lang, 'practiceCheck'))),
  );
}

export const placesDrill = {
  title: 'practicePlacesTitle',
  solved: 'practicePlacesSolved',
  emptyAnswer: () => ({ places: {}, prizes: {} }),

  slotOf(field, player) {
    if (!player) return null;
    if (field === 'answer.places') return `places:${player}`;
    if (field === 'answer.prizes') return `prizes:${player}`;
    return null;
  },

  // A place is a whole number; a prize is money, in cents at most.
  read(state, { decimalMark }) {
    const inputErrors = [];
    const read = (texts, field, decimals) => {
      const out = {};
      for (const [player, text] of Object.entries(texts)) {
        const r = parseAmount(text, { decimals, decimalMark });
        if (r.error) inputErrors.push({ field, code: r.error, text, decimals, params: { player } });
        else if (!r.empty) out[player] = r.value;
      }
      return out;
    };
    return { answer: { places: read(state.places, 'answer.places', 0), prizes: read(state.prizes, 'answer.prizes', 2) }, inputErrors };
  },

  body: (c) => [h('p', { class: 'practice-task' }, t(c.lang, 'practicePlacesTask')), table(c), facts(c), answerForm(c)],

  input(answer, el) {
    if (el.dataset.place !== undefined) answer.places[el.dataset.place] = el.value;
    else if (el.dataset.prize !== undefined) answer.prizes[el.dataset.prize] = el.value;
    else return false;
    return true;
  },

  click: () => ({ handled: false }),

  /** The report's prize table (places and prizes, with its rulings), then its pots. */
  solution: (c) => [prizeSection(c.ex.report, c.lang, { headingLevel: 4 }), h('div', { class: 'table-wrap' }, renderPotTable(c.ex.report, c.lang))],
};
