// The "who wins what" drill (issue 32, exercise 5) inside the practice view: what each player put
// in with his cards, the board, and the pots (given: exercise 1 asks for them); the reader picks
// each pot's winners and says what each player collects, the odd chip included. The core grades
// it; the solution is the report's own showdown (hands, winners, shares).
import { h } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';
import { potLabel } from '../../lib/report/pot-table.js';
import { parseAmount } from '../../lib/i18n/amount.js';
import { miniCards } from '../cards/card-input.js';
import { seatMarks } from '../hand/seat-marks.js';
import { renderPotTable } from '../report/report-view.js';
import { showdownSection } from '../report/showdown-view.js';

const codes = (text) => (text ? text.split(' ') : []);

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
          h('th', { scope: 'col', class: 'num' }, t(c.lang, 'colCommitted')),
          h('th', { scope: 'col' }, t(c.lang, 'practiceCards')),
        ),
      ),
      h(
        'tbody',
        {},
        spec.players.map((p, i) =>
          h(
            'tr',
            { 'data-player': p.name, class: p.folded ? 'folded' : null },
            h('th', { scope: 'row' }, p.name, ' ', seatMarks({ button: i === spec.button }, c.lang)),
            h('td', { class: 'num' }, c.amount(p.committed)),
            h('td', {}, p.folded ? h('span', { class: 'badge folded' }, t(c.lang, 'foldedMark')) : miniCards(codes(p.cards), { lang: c.lang, cls: 'hole' })),
          ),
        ),
      ),
    ),
  );
}

/** The pots as given: each one's amount and who may win it. */
function givenPots(c) {
  return h(
    'ul',
    { class: 'practice-given-pots' },
    c.ex.report.pots.map((pot, i) =>
      h(
        'li',
        { 'data-pot': String(i) },
        t(c.lang, 'practiceGivenPot', { pot: potLabel(c.lang, i), amount: c.amount(pot.amount), players: pot.eligible.join(', ') }),
      ),
    ),
  );
}

function answerForm(c) {
  const pots = c.ex.report.pots;
  return h(
    'form',
    { class: 'practice-answer', autocomplete: 'off', novalidate: true },
    c.hx(1, {}, t(c.lang, 'practiceAnswerHeading')),
    pots.map((pot, i) =>
      h(
        'fieldset',
        { class: 'answer-pot', 'data-pot': String(i) },
        h('legend', {}, potLabel(c.lang, i)),
        h(
          'div',
          { class: 'field' },
          h('span', { class: 'label', id: `practice-winners-${i}` }, t(c.lang, 'practiceWinners')),
          h(
            'div',
            { class: 'eligible-choices', role: 'group', 'aria-labelledby': `practice-winners-${i}` },
            pot.eligible.map((name) =>
              h(
                'button',
                {
                  type: 'button',
                  class: 'chip-toggle',
                  'data-pot-winner': String(i),
                  'data-player': name,
                  'aria-pressed': String(c.answer.pots[i].includes(name)),
                },
                name,
              ),
            ),
          ),
          c.slotNotes(`pots[${i}].winners`),
        ),
      ),
    ),
    h(
      'fieldset',
      { class: 'answer-returned' },
      h('legend', {}, t(c.lang, 'practiceCollectsLegend')),
      h(
        'div',
        { class: 'returned-grid' },
        c.ex.names.map((name, i) =>
          h(
            'div',
            { class: 'field' },
            h('label', { for: `practice-collects-${i}` }, name),
            h('input', {
              id: `practice-collects-${i}`,
              type: 'text',
              inputmode: 'numeric',
              enterkeyhint: 'next',
              autocomplete: 'off',
              'data-collects': name,
              value: c.answer.collects[name] ?? '',
            }),
            c.slotNotes(`collects:${name}`),
          ),
        ),
      ),
    ),
    h('div', { class: 'practice-submit' }, h('button', { type: 'submit', class: 'primary' }, t(c.lang, 'practiceCheck'))),
  );
}

export const winnersDrill = {
  title: 'practiceWinnersTitle',
  solved: 'practiceWinnersSolved',
  // One list of winners a pot (the pots are given), what each player collects.
  emptyAnswer: (report) => ({ pots: (report?.pots ?? []).map(() => []), collects: {} }),

  slotOf(field, player) {
    if (field === 'answer.collects') return player ? `collects:${player}` : null;
    const m = /^answer\.pots\[(\d+)\]\.winners/.exec(field);
    return m ? `pots[${m[1]}].winners` : null;
  },

  read(state, { decimals, decimalMark }) {
    const inputErrors = [];
    const collects = {};
    for (const [player, text] of Object.entries(state.collects)) {
      const r = parseAmount(text, { decimals, decimalMark });
      if (r.error) inputErrors.push({ field: 'answer.collects', code: r.error, text, decimals, params: { player } });
      else if (!r.empty) collects[player] = r.value;
    }
    return { answer: { pots: state.pots.map((winners) => ({ winners: [...winners] })), collects }, inputErrors };
  },

  body: (c) => [h('p', { class: 'practice-task' }, t(c.lang, 'practiceWinnersTask')), table(c), boardBlock(c), givenPots(c), answerForm(c)],

  input(answer, el) {
    if (el.dataset.collects === undefined) return false;
    answer.collects[el.dataset.collects] = el.value;
    return true;
  },

  click(answer, b) {
    if (b.dataset.potWinner === undefined) return { handled: false };
    const i = Number(b.dataset.potWinner);
    const name = b.dataset.player;
    answer.pots[i] = answer.pots[i].includes(name) ? answer.pots[i].filter((n) => n !== name) : [...answer.pots[i], name];
    b.setAttribute('aria-pressed', String(answer.pots[i].includes(name)));
    return { handled: true };
  },

  /** The report's own showdown: each hand named, each pot's winners and shares. */
  solution: (c) => [
    showdownSection(c.ex.report, c.lang, { headingLevel: 4, showdown: 'cards' }),
    h('div', { class: 'table-wrap' }, renderPotTable(c.ex.report, c.lang)),
  ],
};

function boardBlock(c) {
  return h(
    'div',
    { class: 'sd-board practice-board' },
    h('span', { class: 'sd-board-label' }, t(c.lang, 'boardLabel')),
    miniCards(codes(c.ex.report.practice.spec.board), { lang: c.lang, cls: 'board' }),
  );
}
