// The practice drills (issue 32) on a page or in an embed: the core makes an exercise from a drill,
// a seed and a level, the reader answers, and the core grades it field by field. Each mistake is
// said at its field with the right value and the rule. Nothing here decides what is right. This
// module is the shell (drill and level, new table, timed mode, marks, result, progress); each
// drill draws its own task and form: web/practice/sidepot-view.js (exercises 1 and 2), raise-view.js,
// reopen-view.js, winners-view.js, show-view.js, places-view.js.
//
// createPracticeView(root, {api, lang, storage, timed, headingLevel, onExercise})
//   api: a core with the drills (lib/api/tapis-practice.js), storage: localStorage or null
//   .show({drill, level, seed}) draws that exercise (the core says what is wrong with a link's);
//   .setLang(lang) redraws in another language.
import { h } from '../dom.js';
import { t, say, rule, chips, list, fieldName, decimalMarkOf } from '../../lib/i18n/i18n.js';
import { amountErrorText } from '../../lib/i18n/amount-text.js';
import { calculationText, moneyOf } from '../../lib/report/pot-table.js';
import { prizeMoneyOf } from '../../lib/report/prize-table.js';
import { errorMessages } from '../quick/form-parts.js';
import { createProgress } from './practice-progress.js';
import { sidePotDrill, handPotDrill } from './sidepot-view.js';
import { raiseDrill } from './raise-view.js';
import { reopenDrill } from './reopen-view.js';
import { showDrill } from './show-view.js';
import { winnersDrill } from './winners-view.js';
import { placesDrill } from './places-view.js';

export const LEVELS = [1, 2, 3, 4, 5];
export const DRILLS = {
  sidepots: sidePotDrill,
  handpots: handPotDrill,
  raises: raiseDrill,
  reopen: reopenDrill,
  winners: winnersDrill,
  showdown: showDrill,
  places: placesDrill,
};

/** A new exercise's seed: short enough to read out to a class. */
export const randomSeed = () => 1 + Math.floor(Math.random() * 999_999);

/** "1:05": minutes and seconds. */
export function clockText(ms) {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function createPracticeView(root, options) {
  const { api, storage = null, headingLevel = 2, onExercise } = options;
  let lang = options.lang ?? 'en';
  let timed = !!options.timed;
  const progress = createProgress(storage);
  let ex = null; // {drill, level, seed, report, names, money}
  let answer = null;
  let result = null; // {grade} after a check, {errors: Map, general: []} when it cannot be read
  let checks = 0;
  let startedAt = 0;
  let solvedMs = null; // the time a solved exercise took: the clock stops there
  let tick = 0;
  let fallback = { drill: 'sidepots', level: 1 }; // what the buttons start from without an exercise
  // One live region that stays while the view is redrawn, so that a verdict is announced.
  const live = h('p', { class: 'vh', role: 'status', 'aria-live': 'polite' });

  const drillOf = () => DRILLS[ex.drill];
  const hx = (n, attrs, ...children) => h(`h${Math.min(headingLevel + n, 6)}`, attrs, ...children);
  const amount = (v) => chips(lang, v, ex.money);

  function show({ drill = 'sidepots', level, seed }) {
    const report = api.analyze({ practice: { drill, seed, level } });
    result = null;
    checks = 0;
    solvedMs = null;
    startedAt = performance.now();
    live.textContent = '';
    if (!report.practice || !DRILLS[report.practice.drill]) {
      // A link the core refuses: said, with the buttons to start another exercise.
      ex = null;
      fallback = { drill: DRILLS[drill] ? drill : 'sidepots', level: LEVELS.includes(level) ? level : 1 };
      root.replaceChildren(h('div', { class: 'practice' }, controls(), errorBlock(report.errors ?? [])), live);
      return;
    }
    const p = report.practice;
    ex = { drill: p.drill, level: p.level, seed: p.seed, report, names: p.spec.players.map((x) => x.name), money: moneyOf(report) };
    answer = drillOf().emptyAnswer(report);
    onExercise?.({ drill: ex.drill, level: ex.level, seed: ex.seed });
    draw();
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
    const update = () => {
      const c = root.querySelector('.practice-clock');
      if (!c) return clearInterval(tick);
      c.textContent = t(lang, 'practiceClock', { time: clockText(solvedMs ?? performance.now() - startedAt) });
    };
    update();
    if (solvedMs === null) tick = setInterval(update, 1000);
  }

  // ---------- drawing ----------

  function controls() {
    const at = ex ?? fallback;
    return h(
      'div',
      { class: 'practice-controls' },
      h(
        'div',
        { class: 'practice-drills', role: 'group', 'aria-label': t(lang, 'practiceDrill') },
        Object.entries(DRILLS).map(([id]) =>
          h('button', { type: 'button', class: 'secondary small', 'data-drill': id, 'aria-pressed': String(at.drill === id) }, t(lang, `practiceDrill.${id}`)),
        ),
      ),
      h(
        'div',
        { class: 'practice-levels', role: 'group', 'aria-labelledby': 'practice-level-label' },
        h('span', { id: 'practice-level-label', class: 'practice-level-label' }, t(lang, 'practiceLevel')),
        LEVELS.map((n) =>
          h('button', { type: 'button', class: 'secondary small', 'data-level': String(n), 'aria-pressed': String(at.level === n) }, String(n)),
        ),
      ),
      h('button', { type: 'button', class: 'secondary', 'data-action': 'new' }, t(lang, 'practiceNew')),
      h('label', { class: 'practice-timed' }, h('input', { type: 'checkbox', 'data-action': 'timed', checked: timed }), ' ', t(lang, 'practiceTimed')),
      timed && ex ? h('span', { class: 'practice-clock', role: 'timer' }) : null,
    );
  }

  /** The marks and errors of a slot, after a check. */
  function slotNotes(slot) {
    if (!result) return null;
    if (result.errors) {
      const found = result.errors.get(slot);
      return found ? h('p', { class: 'field-error', role: 'alert' }, errorMessages(found)) : null;
    }
    const marks = result.grade.fields.filter((f) => drillOf().slotOf(f.field, f.player) === slot);
    return marks.length ? marks.map(markLine) : null;
  }

  function markLine(f) {
    // The count of pots, under the buttons that make it, says what it counts.
    if (f.right && f.field === 'answer.pots')
      return h('p', { class: 'mark right', 'data-field': f.field }, h('span', { 'aria-hidden': 'true' }, '✓ '), t(lang, 'practicePotCount', { n: f.expected }));
    // A right field only ticked (a screen reader hears the word): the mistakes stand out.
    if (f.right)
      return h(
        'p',
        { class: 'mark right', 'data-field': f.field, 'data-player': f.player ?? null },
        h('span', { 'aria-hidden': 'true' }, '✓'),
        h('span', { class: 'vh' }, t(lang, 'practiceRight')),
      );
    let value;
    if (f.field === 'answer.places')
      value = f.expected === null ? t(lang, 'practiceStillIn') : t(lang, 'practiceShouldBe', { value: t(lang, 'practicePlaceN', { place: f.expected }) });
    else if (f.field === 'answer.prizes')
      value = f.expected === null ? t(lang, 'practiceStillInPrize') : t(lang, 'practiceShouldBe', { value: chips(lang, f.expected, prizeMoneyOf(ex.report)) });
    else if (f.expected === null) value = t(lang, 'practiceNoPot');
    else if (f.field === 'answer.pots') value = t(lang, 'practicePotCount', { n: f.expected });
    else if (f.field === 'answer.actions')
      value = t(lang, 'practiceShouldBe', {
        value: list(
          lang,
          f.expected.map((a) => t(lang, `practiceAction.${a}`)),
        ),
      });
    else if (f.field === 'answer.first') value = t(lang, 'practiceShouldBe', { value: f.expected === 'all' ? t(lang, 'practiceShowAll') : f.expected });
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
      // Why that answer is not even allowed, in the engine's words (a raise too small, too big).
      f.why ? h('span', { class: 'mark-why', 'data-code': f.why.code }, ` ${say(lang, f.why, { decimals: ex.money.decimals })}`) : null,
    );
  }

  function outcome() {
    if (!result) return h('div', { class: 'practice-result' });
    if (result.errors) {
      const n = [...result.errors.values()].reduce((k, l) => k + l.length, 0) + result.general.length;
      return h(
        'div',
        { class: 'practice-result' },
        h('p', {}, t(lang, 'summaryFieldsToFix', { n })),
        result.general.length ? errorBlock(result.general) : null,
      );
    }
    const wrong = result.grade.fields.filter((f) => !f.right);
    const text = result.grade.solved
      ? t(lang, drillOf().solved)
      : t(lang, 'practiceMistakes', {
          n: wrong.length,
          fields: list(lang, [...new Set(wrong.map((f) => fieldName(lang, f.field, f.player ? { player: f.player } : {})))]),
        });
    return h(
      'div',
      { class: `practice-result ${result.grade.solved ? 'solved' : 'mistakes'}` },
      h('p', {}, text),
      result.grade.solved ? h('button', { type: 'button', class: 'primary', 'data-action': 'next' }, t(lang, 'practiceNextTable')) : null,
    );
  }

  function progressLine() {
    const p = progress.get();
    const best = p.best[`${ex.drill}:${ex.level}`];
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

  /** The control to focus again after a redraw: the same drill, level or action button. */
  function focusKey() {
    const el = document.activeElement;
    if (!el || !root.contains(el)) return null;
    // The tag too: the drill's container carries data-drill and data-level as well.
    const tag = el.tagName.toLowerCase();
    for (const k of ['drill', 'level', 'action', 'reopen', 'first', 'potEligible', 'potWinner'])
      if (el.dataset?.[k] !== undefined) return `${tag}[data-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${el.dataset[k]}"]`;
    return null;
  }

  function draw() {
    if (!ex) return;
    const again = focusKey();
    const c = { ex, lang, answer, hx, amount, slotNotes };
    const drill = drillOf();
    root.replaceChildren(
      h(
        'div',
        { class: 'practice', 'data-drill': ex.drill, 'data-level': String(ex.level), 'data-seed': String(ex.seed) },
        controls(),
        // A seed names a table: not grouped like a count.
        hx(0, { class: 'practice-heading' }, t(lang, drill.title, { level: ex.level, seed: String(ex.seed) })),
        drill.body(c),
        outcome(),
        result?.grade
          ? h(
              'section',
              { class: 'practice-solution', 'aria-labelledby': 'practice-solution-heading' },
              hx(1, { id: 'practice-solution-heading' }, t(lang, 'practiceSolution')),
              drill.solution(c),
            )
          : null,
        progressLine(),
      ),
      live,
    );
    if (again) root.querySelector(again)?.focus();
    startClock();
  }

  // ---------- checking ----------

  function check() {
    const drill = drillOf();
    const { answer: spec, inputErrors } = drill.read(answer, { decimals: ex.money.decimals, decimalMark: decimalMarkOf(lang) });
    const errors = new Map();
    const general = [];
    const add = (slot, e) => (slot ? errors.set(slot, [...(errors.get(slot) ?? []), e]) : general.push(e));
    for (const e of inputErrors) add(drill.slotOf(e.field, e.params.player), { message: amountErrorText(lang, e, e.field, e.params), code: e.code });
    if (inputErrors.length === 0) {
      const report = api.analyze({ practice: { drill: ex.drill, seed: ex.seed, level: ex.level }, answer: spec });
      for (const e of report.errors ?? []) {
        const slot = drill.slotOf(e.field ?? '', e.params?.player);
        if (slot) add(slot, { message: say(lang, e, { decimals: ex.money.decimals }), code: e.code });
        else general.push(e);
      }
      const grade = report.practice?.grade;
      if (grade && errors.size === 0 && general.length === 0) {
        const ms = performance.now() - startedAt;
        progress.checked({ solved: grade.solved, first: checks === 0, key: `${ex.drill}:${ex.level}`, ms: timed ? ms : null });
        if (grade.solved) solvedMs = ms;
        checks += 1;
        result = { grade };
        draw();
        live.textContent = root.querySelector('.practice-result p')?.textContent ?? '';
        // Solved: on to the next table; else to the first mistake's field.
        const target = grade.solved
          ? root.querySelector('[data-action="next"]')
          : root.querySelector('.mark.wrong')?.closest('.field, fieldset')?.querySelector('input, button');
        target?.scrollIntoView?.({ block: 'nearest' });
        target?.focus();
        return;
      }
    }
    result = { errors, general };
    draw();
    live.textContent = root.querySelector('.practice-result p')?.textContent ?? '';
    root.querySelector('.field-error')?.closest('.field, fieldset')?.querySelector('input, button')?.focus();
  }

  // ---------- events ----------

  root.addEventListener('input', (e) => {
    if (ex) drillOf().input(answer, e.target);
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
    if (!b) return;
    const own = ex ? drillOf().click(answer, b) : { handled: false };
    if (own.handled) {
      if (own.redraw) draw();
      if (own.focus) root.querySelector(own.focus)?.focus();
      return;
    }
    const at = ex ?? fallback;
    const again = (selector) => root.querySelector(selector)?.focus(); // the button pressed, redrawn
    if (b.dataset.drill) {
      show({ drill: b.dataset.drill, level: at.level, seed: randomSeed() });
      return again(`button[data-drill="${b.dataset.drill}"]`);
    }
    if (b.dataset.level) {
      show({ drill: at.drill, level: Number(b.dataset.level), seed: randomSeed() });
      return again(`button[data-level="${b.dataset.level}"]`);
    }
    if (!ex && b.dataset.action !== 'new') return;
    switch (b.dataset.action) {
      case 'new':
      case 'next':
        show({ drill: at.drill, level: at.level, seed: randomSeed() });
        // The answer's first field (an input, or the reopen drill's first choice).
        root.querySelector('.practice-answer input, .practice-answer button')?.focus();
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
      return ex ? { drill: ex.drill, level: ex.level, seed: ex.seed } : null;
    },
  };
}
