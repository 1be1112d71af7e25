// The side-pot drills inside the practice view: what each player put in (exercise 1) or the hand
// as it was played (exercise 2), then the guide's table to fill in: each pot's amount and eligible
// players, main pot first, and what goes back uncalled. The solution is the report's own pot table
// (its Calculation column).
import { h } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';
import { potLabel } from '../../lib/report/pot-table.js';
import { renderPotTable } from '../report/report-view.js';
import { answerSpec, emptyAnswer } from './practice-answer.js';
import { handBlock } from './drill-hand.js';

function stakes(c) {
  const spec = c.ex.report.practice.spec;
  const allIn = new Set(c.ex.report.allIn ?? []);
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
          h('th', { scope: 'col' }),
        ),
      ),
      h(
        'tbody',
        {},
        spec.players.map((p) =>
          h(
            'tr',
            { 'data-player': p.name, class: p.folded ? 'folded' : null },
            h('th', { scope: 'row' }, p.name),
            h('td', { class: 'num' }, c.amount(p.committed)),
            h(
              'td',
              {},
              p.folded ? h('span', { class: 'badge folded' }, t(c.lang, 'foldedMark')) : null,
              allIn.has(p.name) ? h('span', { class: 'badge all-in' }, t(c.lang, 'allInMark')) : null,
            ),
          ),
        ),
      ),
    ),
  );
}

function potFieldset(c, p, i) {
  const id = `practice-pot-${i}`;
  const amountId = `${id}-amount`;
  return h(
    'fieldset',
    { class: 'answer-pot', 'data-pot': String(i) },
    h('legend', {}, potLabel(c.lang, i)),
    h(
      'div',
      { class: 'field' },
      h('label', { for: amountId }, t(c.lang, 'practiceAmount')),
      h('input', {
        id: amountId,
        type: 'text',
        inputmode: c.ex.money.decimals ? 'decimal' : 'numeric',
        enterkeyhint: 'next',
        autocomplete: 'off',
        'data-pot-amount': String(i),
        value: p.amount,
      }),
      c.slotNotes(`pots[${i}].amount`),
    ),
    h(
      'div',
      { class: 'field' },
      h('span', { class: 'label', id: `${id}-eligible` }, t(c.lang, 'practiceEligible')),
      h(
        'div',
        { class: 'eligible-choices', role: 'group', 'aria-labelledby': `${id}-eligible` },
        c.ex.names.map((name) =>
          h(
            'button',
            { type: 'button', class: 'chip-toggle', 'data-pot-eligible': String(i), 'data-player': name, 'aria-pressed': String(p.eligible.includes(name)) },
            name,
          ),
        ),
      ),
      c.slotNotes(`pots[${i}].eligible`),
    ),
  );
}

/** The guide's table to fill in: the pots, main first, and what goes back to whom. */
function answerForm(c) {
  const answer = c.answer;
  return h(
    'form',
    { class: 'practice-answer', autocomplete: 'off', novalidate: true },
    c.hx(1, {}, t(c.lang, 'practiceAnswerHeading')),
    answer.pots.map((p, i) => potFieldset(c, p, i)),
    h(
      'div',
      { class: 'pot-buttons' },
      h('button', { type: 'button', class: 'secondary small', 'data-action': 'add-pot' }, t(c.lang, 'practiceAddPot')),
      answer.pots.length > 1 ? h('button', { type: 'button', class: 'secondary small', 'data-action': 'remove-pot' }, t(c.lang, 'practiceRemovePot')) : null,
    ),
    c.slotNotes('pots'),
    h(
      'fieldset',
      { class: 'answer-returned' },
      h('legend', {}, t(c.lang, 'practiceReturnedLegend')),
      h(
        'div',
        { class: 'returned-grid' },
        c.ex.names.map((name, i) =>
          h(
            'div',
            { class: 'field' },
            h('label', { for: `practice-returned-${i}` }, name),
            h('input', {
              id: `practice-returned-${i}`,
              type: 'text',
              inputmode: c.ex.money.decimals ? 'decimal' : 'numeric',
              enterkeyhint: 'next',
              autocomplete: 'off',
              'data-returned': name,
              value: answer.returned[name] ?? '',
            }),
            c.slotNotes(`returned:${name}`),
          ),
        ),
      ),
    ),
    h('div', { class: 'practice-submit' }, h('button', { type: 'submit', class: 'primary' }, t(c.lang, 'practiceCheck'))),
  );
}

export const sidePotDrill = {
  title: 'practiceSidePots',
  solved: 'practiceSolved',
  emptyAnswer,

  // Where a mark or an error goes: a pot's amount or eligible players, a seat's return, the count.
  slotOf(field, player) {
    if (field === 'answer.returned') return player ? `returned:${player}` : 'pots';
    const m = /^answer\.pots\[(\d+)\]\.(amount|eligible)/.exec(field);
    return m ? `pots[${m[1]}].${m[2]}` : field === 'answer.pots' ? 'pots' : null;
  },

  read: answerSpec,

  body(c) {
    const spec = c.ex.report.practice.spec;
    return [
      h('p', { class: 'practice-task' }, t(c.lang, 'practiceTask')),
      stakes(c),
      spec.deadMoney ? h('p', { class: 'practice-dead' }, t(c.lang, 'practiceDeadMoney', { amount: c.amount(spec.deadMoney) })) : null,
      answerForm(c),
    ];
  },

  input(answer, el) {
    if (el.dataset.potAmount !== undefined) answer.pots[Number(el.dataset.potAmount)].amount = el.value;
    else if (el.dataset.returned !== undefined) answer.returned[el.dataset.returned] = el.value;
    else return false;
    return true;
  },

  /** Clicks of the drill's own buttons; true when the answer changed shape (redraw). */
  click(answer, b) {
    if (b.dataset.potEligible !== undefined) {
      const pot = answer.pots[Number(b.dataset.potEligible)];
      const name = b.dataset.player;
      pot.eligible = pot.eligible.includes(name) ? pot.eligible.filter((n) => n !== name) : [...pot.eligible, name];
      b.setAttribute('aria-pressed', String(pot.eligible.includes(name)));
      return { handled: true };
    }
    if (b.dataset.action === 'add-pot') {
      answer.pots.push({ amount: '', eligible: [] });
      return { handled: true, redraw: true, focus: `input[data-pot-amount="${answer.pots.length - 1}"]` };
    }
    if (b.dataset.action === 'remove-pot') {
      answer.pots.pop();
      return { handled: true, redraw: true, focus: '[data-action="add-pot"]' };
    }
    return { handled: false };
  },

  solution: (c) => h('div', { class: 'table-wrap' }, renderPotTable(c.ex.report, c.lang)),
};

// Exercise 2: the same table, from a hand played out street by street.
export const handPotDrill = {
  ...sidePotDrill,
  title: 'practiceHandPots',
  body: (c) => [h('p', { class: 'practice-task' }, t(c.lang, 'practiceHandTask')), ...handBlock(c), answerForm(c)],
};
