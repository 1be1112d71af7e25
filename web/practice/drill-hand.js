// A hand drill's hand (issue 32, exercises 2, 3 and 4), as the core played it: the table in one
// line, the stacks as the hand began, and the log in hand mode's words, street by street. Whether a
// bet or raise was a full one is the question itself, and so is what went back uncalled: the log
// says neither here.
import { h } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';
import { ht } from '../hand/hand-words.js';
import { logEntryText } from '../hand/hand-log-text.js';
import { seatMarks } from '../hand/seat-marks.js';

/** @returns {HTMLElement[]} */
export function handBlock(c) {
  const { report } = c.ex;
  const spec = report.practice.spec;
  const blinds = report.blinds ?? spec.blinds;
  const actions = spec.actions ?? [];
  return [
    h(
      'p',
      { class: 'practice-setup' },
      ht(c.lang, 'setupSummary', {
        betting: report.betting ?? 'no-limit',
        blinds: `${c.amount(blinds[0])}/${c.amount(blinds[1])}`,
        small: c.amount(report.limit?.smallBet ?? 0),
        big: c.amount(report.limit?.bigBet ?? 0),
        ante: report.ante ? c.amount(report.ante) : 'none',
        bbAnte: report.bigBlindAnte ? c.amount(report.bigBlindAnte) : 'none',
        straddles: 'none',
        format: report.format ?? 'cash', // a tournament's all-ins are all shown at once (TDA 2024 Rule 16)
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
          spec.players.map((p, i) =>
            h(
              'tr',
              { 'data-player': p.name },
              // The button and the blinds: who shows first may depend on them (TDA 2024 Rule 17).
              h('th', { scope: 'row' }, p.name, ' ', seatMarks(report.players?.[i] ?? {}, c.lang)),
              h('td', { class: 'num' }, c.amount(p.stack)),
            ),
          ),
        ),
      ),
    ),
    h(
      'ul',
      { class: 'practice-log' },
      (report.log ?? [])
        .filter((entry) => entry.type !== 'return')
        .map((entry) => h('li', { 'data-type': entry.type }, logEntryText({ ...entry, full: undefined }, c.lang, report, actions))),
    ),
  ];
}
