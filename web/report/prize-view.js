// A tournament's prize money (report.prizeEquity, issue 31): each player's stack, what it was worth
// as the hand began, what he has after it (his prize, or his stack's value), the change and his
// place, then how each figure was reached, with its rule. Every figure is the core's
// (core/prizes/); nothing here values a stack or places a player.
import { h } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';
import { prizeRows, prizeColumns } from '../../lib/report/prize-table.js';
import { rulingLine } from './ruling-view.js';
import { scrollRegion } from './scroll-region.js';

/** The prize money section, or null when the report has none. */
export function prizeSection(report, lang, { headingLevel = 3 } = {}) {
  const rows = prizeRows(report, lang);
  if (rows.length === 0) return null;
  const heads = prizeColumns(lang, report);
  const body = rows.map((r) =>
    h(
      'tr',
      { role: 'row', 'data-player': r.label, class: r.busted ? 'busted' : null },
      h('th', { scope: 'row', role: 'rowheader', class: 'label' }, r.label),
      [r.stack, r.before, r.after, r.change, r.place].map((text, i) =>
        h('td', { role: 'cell', class: `num ${['stack', 'before', 'after', 'change', 'place'][i]}`, 'data-label': heads[i + 1] }, text),
      ),
    ),
  );
  const table = h(
    'table',
    { class: 'prize-table', role: 'table' },
    h('caption', { class: 'vh' }, t(lang, 'prizeHeading')),
    h(
      'thead',
      { role: 'rowgroup' },
      h(
        'tr',
        { role: 'row' },
        heads.map((text, i) => h('th', { scope: 'col', role: 'columnheader', class: i ? 'num' : 'label' }, text)),
      ),
    ),
    h('tbody', { role: 'rowgroup' }, body),
  );
  const pending = report.prizeEquity.after === null && !report.prizeEquity.expected;
  return h(
    'section',
    { class: 'prizes', 'aria-labelledby': 'prizes-heading' },
    h(`h${headingLevel}`, { id: 'prizes-heading' }, t(lang, 'prizeHeading')),
    scrollRegion(h('div', { class: 'table-wrap' }, table)),
    pending ? h('p', { class: 'pending-note' }, t(lang, 'prizePending')) : null,
    h(
      'div',
      { class: 'prize-rulings' },
      report.prizeEquity.rulings.map((ruling) => rulingLine(ruling, lang, { decimals: 2 })),
    ),
  );
}
