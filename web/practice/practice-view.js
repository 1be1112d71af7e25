// The side-pot drill (issue 32, exercise 1) on a page or in an embed: the core makes the table
// from a seed and a level, the reader fills in the guide's table (each pot's amount and eligible
// players, what goes back), and the core grades it field by field. Each mistake is said at its
// field with the right value and the rule; the solution is the report's own pot table, with the
// guide's Calculation column. Nothing here decides what is right.
//
// createPracticeView(root, {api, lang, storage, timed, headingLevel, onExercise})
//   api: the whole core (lib/api/tapis-equity.js), storage: localStorage or null
//   .show({drill, level, seed}) draws that exercise (the core says what is wrong with a link's); .setLang(lang) redraws in another language.
import { h } from '../dom.js';
import { t, say, rule, chips, list, fieldName, decimalMarkOf } from '../../lib/i18n/i18n.js';
import { amountErrorText } from '../../lib/i18n/amount-text.js';
import { potLabel, calculationText, moneyOf } from '../../lib/report/pot-table.js';
import { renderPotTable } from '../report/report-view.js';
import { errorMessages } from '../quick/form-parts.js';
import { answerSpec, emptyAnswer } from './practice-answer.js';
import { createProgress } from './practice-progress.js';

export const LEVELS = [1, 2, 3, 4, 5];

/** A new exercise's seed: short enough to read out to a class. */
export const randomSeed = () => 1 + Math.floor(Math.random() * 999_999);

/** "1:05": minutes and seconds. */
export function clockText(ms) {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

// Where a mark or an error goes: a pot's amount or eligible players, a seat's return, the count.
const slotOf = (field, player) => {
  if (field === 'answer.returned') return player ? `returned:${player}` : 'pots';
  const m = /^answer\.pots\[(\d+)\]\.(amount|eligible)/.exec(field);
  return m ? `pots[${m[1]}].${m[2]}` : field === 'answer.pots' ? 'pots' : null;
};

export function createPracticeView(root, options) {
  const { api, storage = null, headingLevel = 2, onExercise } = options;
  let lang = options.lang ?? 'en';
  let timed = !!options.timed;
  const progress = createProgress(storage);
  let ex = null; // {level, seed, report, names, money}
  let answer = emptyAnswer();
  let result = null; // {grade, report} after a check, {errors: Map, general: []} when it cannot be read
  let checks = 0;
  let startedAt = 0;
  let tick = 0;

  const hx = (n, attrs, ...children) => h(`h${Math.min(headingLevel + n, 6)}`, attrs, ...children);
  const amount = (v) => chips(lang, v, ex.money);

  function show({ drill = 'sidepots', level, seed }) {
    const report = api.analyze({ practice: { drill, seed, level } });
    answer = emptyAnswer();
    result = null;
    checks = 0;
    startedAt = performance.now();
    if (!report.practice) {
      ex = null;
      root.replaceChildren(h('div', { class: 'practice' }, errorBlock(report.errors)));
      return;
    }
    const names = report.practice.spec.players.map((p) => p.name);
    ex = { level: report.practice.level, seed: report.practice.seed, report, names, money: moneyOf(report) };
    onExercise?.({ level: ex.level, seed: ex.seed });
    draw();
    startClock();
  }

  function errorBlock(errors) {
    return h(
      'div',
      { class: 'general-errors', role: 'alert' },
      errors.map((e) => h('p', { class: 'field-error', 'data-code': e.code }, say(lang, e))),
    );
  }

  function startClock() {
    clearInterval(tick);
    tick = 0;
    if (!timed || !ex) return;
    const el = () => root.querySelector('.practice-clock');
    const update = () => {
      const c = el();
      if (!c) return clearInterval(tick);
      c.textContent = t(lang, 'practiceClock', { time: clockText(performance.now() - startedAt) });
    };
    update();
    if (!result?.grade?.solved) tick = setInterval(update, 1000);
  }

  // ---------- drawing ----------

  function controls() {
    return h(
      'div',
      { class: 'practice-controls' },
      h(
        'div',
        { class: 'practice-levels', role: 'group', 'aria-labelledby': 'practice-level-label' },
        h('span', { id: 'practice-level-label', class: 'practice-level-label' }, t(lang, 'practiceLevel')),
        LEVELS.map((n) =>
          h('button', { type: 'button', class: 'secondary small', 'data-level': String(n), 'aria-pressed': String(ex?.level === n) }, String(n)),
        ),
      ),
      h('button', { type: 'button', class: 'secondary', 'data-action': 'new' }, t(lang, 'practiceNew')),
      h('label', { class: 'practice-timed' }, h('input', { type: 'checkbox', 'data-action': 'timed', checked: timed }), ' ', t(lang, 'practiceTimed')),
      timed ? h('span', { class: 'practice-clock', role: 'timer' }) : null,
    );
  }

  function tableOfStakes() {
    const spec = ex.report.practice.spec;
    const allIn = new Set(ex.report.allIn ?? []);
    return h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { class: 'practice-stakes' },
        h('caption', { class: 'vh' }, t(lang, 'practiceStakesCaption')),
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col' }, t(lang, 'colPlayer')),
            h('th', { scope: 'col', class: 'num' }, t(lang, 'colCommitted')),
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
              h('td', { class: 'num' }, amount(p.committed)),
              h(
                'td',
                {},
                p.folded ? h('span', { class: 'badge folded' }, t(lang, 'foldedMark')) : null,
                allIn.has(p.name) ? h('span', { class: 'badge all-in' }, t(lang, 'allInMark')) : null,
              ),
            ),
          ),
        ),
      ),
    );
  }

  /** The marks and errors of a slot, after a check. */
  function slotNotes(slot) {
    if (!result) return null;
    if (result.errors) {
      const list = result.errors.get(slot);
      return list ? h('p', { class: 'field-error', role: 'alert' }, errorMessages(list)) : null;
    }
    const marks = result.grade.fields.filter((f) => slotOf(f.field, f.player) === slot);
    if (marks.length === 0) return null;
    return marks.map((f) => markLine(f));
  }

  function markLine(f) {
    // A right field only ticked (a screen reader hears the word): the mistakes stand out. The
    // count of pots, under the buttons that make it, says what it counts.
    if (f.right && f.field === 'answer.pots')
      return h('p', { class: 'mark right', 'data-field': f.field }, h('span', { 'aria-hidden': 'true' }, '✓ '), t(lang, 'practicePotCount', { n: f.expected }));
    if (f.right)
      return h(
        'p',
        { class: 'mark right', 'data-field': f.field, 'data-player': f.player ?? null },
        h('span', { 'aria-hidden': 'true' }, '✓'),
        h('span', { class: 'vh' }, t(lang, 'practiceRight')),
      );
    let value;
    if (f.expected === null) value = t(lang, 'practiceNoPot');
    else if (f.field === 'answer.pots') value = t(lang, 'practicePotCount', { n: f.expected });
    else if (Array.isArray(f.expected)) value = t(lang, 'practiceShouldBe', { value: list(lang, f.expected) });
    else value = t(lang, 'practiceShouldBe', { value: amount(f.expected) });
    const pot = /^answer\.pots\[(\d+)\]\.amount$/.exec(f.field);
    const potReport = pot ? ex.report.pots[Number(pot[1])] : null;
    return h(
      'p',
      { class: 'mark wrong', 'data-field': f.field, 'data-player': f.player ?? null },
      h('span', { 'aria-hidden': 'true' }, '✗ '),
      value,
      potReport ? ` = ${calculationText(potReport, lang, ex.money)}` : null,
      h('span', { class: 'mark-rule' }, ` (${rule(lang, f.rule)})`),
    );
  }

  function potFieldset(p, i) {
    const id = `practice-pot-${i}`;
    const amountId = `${id}-amount`;
    return h(
      'fieldset',
      { class: 'answer-pot', 'data-pot': String(i) },
      h('legend', {}, potLabel(lang, i)),
      h(
        'div',
        { class: 'field' },
        h('label', { for: amountId }, t(lang, 'practiceAmount')),
        h('input', {
          id: amountId,
          type: 'text',
          inputmode: ex.money.decimals ? 'decimal' : 'numeric',
          enterkeyhint: 'next',
          autocomplete: 'off',
          'data-pot-amount': String(i),
          value: p.amount,
        }),
        slotNotes(`pots[${i}].amount`),
      ),
      h(
        'div',
        { class: 'field' },
        h('span', { class: 'label', id: `${id}-eligible` }, t(lang, 'practiceEligible')),
        h(
          'div',
          { class: 'eligible-choices', role: 'group', 'aria-labelledby': `${id}-eligible` },
          ex.names.map((name) =>
            h(
              'button',
              { type: 'button', class: 'chip-toggle', 'data-pot-eligible': String(i), 'data-player': name, 'aria-pressed': String(p.eligible.includes(name)) },
              name,
            ),
          ),
        ),
        slotNotes(`pots[${i}].eligible`),
      ),
    );
  }

  function answerForm() {
    return h(
      'form',
      { class: 'practice-answer', autocomplete: 'off', novalidate: true },
      hx(1, {}, t(lang, 'practiceAnswerHeading')),
      answer.pots.map((p, i) => potFieldset(p, i)),
      h(
        'div',
        { class: 'pot-buttons' },
        h('button', { type: 'button', class: 'secondary small', 'data-action': 'add-pot' }, t(lang, 'practiceAddPot')),
        answer.pots.length > 1 ? h('button', { type: 'button', class: 'secondary small', 'data-action': 'remove-pot' }, t(lang, 'practiceRemovePot')) : null,
      ),
      slotNotes('pots'),
      h(
        'fieldset',
        { class: 'answer-returned' },
        h('legend', {}, t(lang, 'practiceReturnedLegend')),
        h(
          'div',
          { class: 'returned-grid' },
          ex.names.map((name, i) =>
            h(
              'div',
              { class: 'field' },
              h('label', { for: `practice-returned-${i}` }, name),
              h('input', {
                id: `practice-returned-${i}`,
                type: 'text',
                inputmode: ex.money.decimals ? 'decimal' : 'numeric',
                enterkeyhint: 'next',
                autocomplete: 'off',
                'data-returned': name,
                value: answer.returned[name] ?? '',
              }),
              slotNotes(`returned:${name}`),
            ),
          ),
        ),
      ),
      h('div', { class: 'practice-submit' }, h('button', { type: 'submit', class: 'primary' }, t(lang, 'practiceCheck'))),
    );
  }

  function outcome() {
    if (!result) return h('p', { class: 'practice-result', role: 'status' });
    if (result.errors) {
      return h(
        'div',
        { class: 'practice-result', role: 'status' },
        h('p', {}, t(lang, 'summaryFieldsToFix', { n: [...result.errors.values()].reduce((n, l) => n + l.length, 0) + result.general.length })),
        result.general.length ? errorBlock(result.general) : null,
      );
    }
    const wrong = result.grade.fields.filter((f) => !f.right);
    const text = result.grade.solved
      ? t(lang, 'practiceSolved')
      : t(lang, 'practiceMistakes', {
          n: wrong.length,
          fields: list(lang, [...new Set(wrong.map((f) => fieldName(lang, f.field, f.player ? { player: f.player } : {})))]),
        });
    return h(
      'div',
      { class: `practice-result ${result.grade.solved ? 'solved' : 'mistakes'}`, role: 'status' },
      h('p', {}, text),
      result.grade.solved ? h('button', { type: 'button', class: 'primary', 'data-action': 'next' }, t(lang, 'practiceNextTable')) : null,
    );
  }

  function progressLine() {
    const p = progress.get();
    const best = p.best[ex.level];
    return h(
      'div',
      { class: 'practice-progress' },
      h(
        'p',
        {},
        t(lang, 'practiceProgress', { solved: p.solved, streak: p.streak, level: ex.level, best: best ? clockText(best) : t(lang, 'practiceNoBest') }),
      ),
      h(
        'p',
        { class: 'hint' },
        t(lang, 'practiceStored'),
        ' ',
        h('button', { type: 'button', class: 'link-button', 'data-action': 'reset' }, t(lang, 'practiceReset')),
      ),
    );
  }

  function draw() {
    if (!ex) return;
    const spec = ex.report.practice.spec;
    root.replaceChildren(
      h(
        'div',
        { class: 'practice', 'data-level': String(ex.level), 'data-seed': String(ex.seed) },
        controls(),
        hx(0, { class: 'practice-heading' }, t(lang, 'practiceSidePots', { level: ex.level, seed: String(ex.seed) })), // a seed names a table: not grouped
        h('p', { class: 'practice-task' }, t(lang, 'practiceTask')),
        tableOfStakes(),
        spec.deadMoney ? h('p', { class: 'practice-dead' }, t(lang, 'practiceDeadMoney', { amount: amount(spec.deadMoney) })) : null,
        answerForm(),
        outcome(),
        result?.grade
          ? h(
              'section',
              { class: 'practice-solution', 'aria-labelledby': 'practice-solution-heading' },
              hx(1, { id: 'practice-solution-heading' }, t(lang, 'practiceSolution')),
              h('div', { class: 'table-wrap' }, renderPotTable(ex.report, lang)),
            )
          : null,
        progressLine(),
      ),
    );
    startClock();
  }

  // ---------- checking ----------

  function check() {
    const { answer: spec, inputErrors } = answerSpec(answer, { decimals: ex.money.decimals, decimalMark: decimalMarkOf(lang) });
    const errors = new Map();
    const general = [];
    const add = (slot, e) => (slot ? errors.set(slot, [...(errors.get(slot) ?? []), e]) : general.push(e));
    for (const e of inputErrors) add(slotOf(e.field, e.params.player), { message: amountErrorText(lang, e, e.field, e.params), code: e.code });
    if (inputErrors.length === 0) {
      const report = api.analyze({ practice: { drill: 'sidepots', seed: ex.seed, level: ex.level }, answer: spec });
      for (const e of report.errors ?? []) {
        const slot = slotOf(e.field ?? '', e.params?.player);
        if (slot) add(slot, { message: say(lang, e, { decimals: ex.money.decimals }), code: e.code });
        else general.push(e);
      }
      const grade = report.practice?.grade;
      if (grade && errors.size === 0 && general.length === 0) {
        const ms = performance.now() - startedAt;
        progress.checked({ solved: grade.solved, first: checks === 0, level: ex.level, ms: timed ? ms : null });
        checks += 1;
        result = { grade };
        draw();
        root.querySelector(grade.solved ? '[data-action="next"]' : '.mark.wrong')?.scrollIntoView?.({ block: 'nearest' });
        root.querySelector('[data-action="next"]')?.focus();
        return;
      }
    }
    result = { errors, general };
    draw();
    root.querySelector('.field-error')?.closest('.field, fieldset')?.querySelector('input, button')?.focus();
  }

  // ---------- events ----------

  root.addEventListener('input', (e) => {
    const el = e.target;
    if (el.dataset.potAmount !== undefined) answer.pots[Number(el.dataset.potAmount)].amount = el.value;
    else if (el.dataset.returned !== undefined) answer.returned[el.dataset.returned] = el.value;
  });
  root.addEventListener('change', (e) => {
    if (e.target.dataset.action !== 'timed') return;
    timed = e.target.checked;
    draw();
  });
  root.addEventListener('submit', (e) => {
    e.preventDefault();
    if (ex) check();
  });
  root.addEventListener('click', (e) => {
    const b = e.target.closest('button');
    if (!b || !ex) return;
    if (b.dataset.potEligible !== undefined) {
      const pot = answer.pots[Number(b.dataset.potEligible)];
      const name = b.dataset.player;
      pot.eligible = pot.eligible.includes(name) ? pot.eligible.filter((n) => n !== name) : [...pot.eligible, name];
      b.setAttribute('aria-pressed', String(pot.eligible.includes(name)));
      return;
    }
    if (b.dataset.level) return show({ level: Number(b.dataset.level), seed: randomSeed() });
    switch (b.dataset.action) {
      case 'new':
      case 'next':
        show({ level: ex.level, seed: randomSeed() });
        root.querySelector('input[data-pot-amount="0"]')?.focus();
        return;
      case 'add-pot':
        answer.pots.push({ amount: '', eligible: [] });
        draw();
        root.querySelector(`input[data-pot-amount="${answer.pots.length - 1}"]`)?.focus();
        return;
      case 'remove-pot':
        answer.pots.pop();
        draw();
        root.querySelector('[data-action="add-pot"]')?.focus();
        return;
      case 'reset':
        progress.reset();
        draw();
        root.querySelector('[data-action="reset"]')?.focus();
        return;
    }
  });

  return {
    show,
    setLang(next) {
      lang = next;
      draw();
    },
    get exercise() {
      return ex ? { level: ex.level, seed: ex.seed } : null;
    },
  };
}
