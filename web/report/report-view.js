// Draws a report: the pot table the guides print (Pot | Calculation | Amount | Eligible players,
// plus who won each pot once the showdown order is known), the check line, and what each player
// collects. Every number comes from the report; nothing here decides a rule.
import { h } from '../dom.js';
import { potRows, checkLine, moneyOf } from '../../lib/report/pot-table.js';
import { knockoutsSection } from './knockouts-view.js';
import { prizeSlot } from './prize-slot.js';
import { t, chips, signedChips, list } from '../../lib/i18n/i18n.js';
import { showdownSection, runLine, pendingKey, isCardsReport } from './showdown-view.js';
import { scrollRegion } from './scroll-region.js';

/** The one line the live region reads out after each change. */
export function summaryLine(report, lang, opts = {}) {
  const money = moneyOf(report);
  const amount = (v) => chips(lang, v, money);
  const pots = report.pots ?? [];
  const total = report.check?.pots ?? 0; // the core's sum of the pots
  const parts = [t(lang, 'summaryPots', { n: pots.length, total: amount(total) })];
  for (const r of report.returns ?? []) {
    parts.push(t(lang, 'summaryReturnedTo', { amount: amount(r.amount), name: r.player }));
  }
  let line = t(lang, 'summaryParts', { parts: parts.join(t(lang, 'summarySeparator')) });
  if ((report.awards ?? []).length > 0) {
    const collects = (report.players ?? [])
      .map((p) => p.name)
      .filter((name) => (report.payouts?.[name] ?? 0) > 0)
      .map((name) => t(lang, 'nameAmount', { name, amount: amount(report.payouts[name]) }));
    if (collects.length) line += ' ' + t(lang, 'summaryCollects', { list: list(lang, collects) });
  }
  if ((report.undecided ?? []).length > 0) line += ' ' + (opts.pendingText ?? t(lang, isCardsReport(report, opts) ? 'summaryPendingCards' : 'summaryPending'));
  return line;
}

function names(list, winners, lang) {
  const out = [];
  list.forEach((name, i) => {
    if (i > 0) out.push(', ');
    out.push(
      winners.includes(name) ? h('strong', { class: 'winner', title: t(lang, 'winsPot') }, name, h('span', { class: 'vh' }, ` (${t(lang, 'winsPot')})`)) : name,
    );
  });
  return out;
}

/** A split pot says how it was shared (odd chip included), under the eligible players. */
function splitLine(row, lang, money) {
  const split = row.awards.filter((a) => a.split && a.run === undefined); // runs: runLine()
  if (split.length === 0) return null;
  return split.map((a) => {
    const shares = [];
    a.winners.forEach((name, i) => {
      if (i > 0) shares.push(' · ');
      shares.push(t(lang, 'nameAmount', { name, amount: chips(lang, a.amounts[name] ?? 0, money) }));
    });
    return h('span', { class: 'split-line' }, h('span', { class: 'badge split' }, t(lang, 'winnerSplit')), ' ', shares);
  });
}

/** A row's name; in "Returned to {name}" the player's name is marked, so that only it may break
 * anywhere (a 64-character word), not "Secondaire" (issue 11). */
function rowLabel(row, lang) {
  if (row.kind !== 'returned') return row.label;
  const [before, after = ''] = t(lang, 'returnedTo', { name: '\u0000' }).split('\u0000');
  return [before, h('span', { class: 'player-name' }, row.player), after];
}

/** The guide's table, Pot | Calculation | Amount | Eligible players (also the practice's solution). */
export function renderPotTable(report, lang) {
  const money = moneyOf(report);
  const rows = potRows(report, lang);
  const heads = [
    ['colPot', 'label'],
    ['colCalculation', 'calc'],
    ['colAmount', 'num'],
    ['colEligible', 'eligible'],
  ];
  const headText = heads.map(([key]) => t(lang, key));

  const body = rows.map((row) => {
    const winners = row.kind === 'pot' ? row.winners : [];
    const eligible =
      row.kind === 'pot'
        ? [h('span', { class: 'names' }, names(row.eligibleNames, winners, lang)), splitLine(row, lang, money), runLine(row, lang, money)]
        : [h('span', { class: 'names' }, row.eligible)];
    const cls = [row.kind, winners.length ? 'has-winner' : '', row.kind === 'pot' && row.undecided ? 'undecided' : ''].filter(Boolean).join(' ');
    return h(
      'tr',
      { role: 'row', class: cls, 'data-pot': row.kind === 'pot' ? String(row.potIndex) : null, 'data-player': row.player ?? null },
      h('th', { scope: 'row', role: 'rowheader', class: 'label' }, rowLabel(row, lang)),
      h('td', { role: 'cell', class: 'calc', 'data-label': headText[1] }, h('span', {}, row.calculation)),
      h('td', { role: 'cell', class: 'num', 'data-label': headText[2] }, row.amount),
      h('td', { role: 'cell', class: 'eligible', 'data-label': headText[3] }, h('span', { class: 'cell-body' }, eligible)),
    );
  });

  const check = checkLine(report, lang);
  const balanced = report.check?.balanced !== false;
  return h(
    'table',
    { class: 'pot-table', role: 'table' },
    h('caption', {}, t(lang, 'tableCaption')),
    h(
      'thead',
      { role: 'rowgroup' },
      h(
        'tr',
        { role: 'row' },
        heads.map(([, cls], i) => h('th', { scope: 'col', role: 'columnheader', class: cls }, headText[i])),
      ),
    ),
    h('tbody', { role: 'rowgroup' }, body),
    check
      ? h(
          'tfoot',
          { role: 'rowgroup' },
          h('tr', { role: 'row', class: balanced ? 'check' : 'check unbalanced' }, h('td', { role: 'cell', colspan: String(heads.length) }, check)),
        )
      : null,
  );
}

/**
 * The players whose result is not decided yet: the core gives `net` only for the others (no pot
 * they may still win waits for the showdown). Their net is not shown as a number.
 */
export function undecidedPlayers(report) {
  const net = report.net ?? {};
  return new Set((report.players ?? []).map((p) => p.name).filter((name) => !Object.hasOwn(net, name)));
}

function playerTable(report, lang) {
  const money = moneyOf(report);
  const amount = (v) => chips(lang, v, money);
  const allIn = new Set(report.allIn ?? []);
  const pending = undecidedPlayers(report);
  const heads = ['colPlayer', 'colCommitted', 'colCollected', 'colNet'].map((k) => t(lang, k));
  const rows = (report.players ?? []).map((p) => {
    const marks = [];
    if (p.folded) marks.push(t(lang, 'foldedMark'));
    else if (allIn.has(p.name)) marks.push(t(lang, 'allInMark'));
    const collected = report.payouts?.[p.name] ?? 0;
    const net = pending.has(p.name) ? undefined : report.net?.[p.name];
    return h(
      'tr',
      { role: 'row', 'data-player': p.name, class: collected > 0 ? 'collects' : null },
      h('th', { scope: 'row', role: 'rowheader', class: 'label' }, p.name, marks.length ? [' ', h('span', { class: 'badge' }, list(lang, marks))] : null),
      h('td', { role: 'cell', class: 'num committed', 'data-label': heads[1] }, amount(p.committed ?? 0)),
      h('td', { role: 'cell', class: 'num collected', 'data-label': heads[2] }, amount(collected)),
      // Net only once it is decided: the core gives it only then (no pot this player may win waits).
      pending.has(p.name)
        ? h('td', { role: 'cell', class: 'num net pending', 'data-label': heads[3] }, t(lang, 'netPending'))
        : h('td', { role: 'cell', class: `num net ${net > 0 ? 'up' : net < 0 ? 'down' : ''}`.trim(), 'data-label': heads[3] }, signedChips(lang, net, money)),
    );
  });
  return h(
    'table',
    { class: 'player-table', role: 'table' },
    h('caption', {}, t(lang, 'playersCaption')),
    h(
      'thead',
      { role: 'rowgroup' },
      h(
        'tr',
        { role: 'row' },
        heads.map((text, i) => h('th', { scope: 'col', role: 'columnheader', class: i ? 'num' : 'label' }, text)),
      ),
    ),
    h('tbody', { role: 'rowgroup' }, rows),
  );
}

/**
 * The results for a valid report, as nodes to put in the results region.
 * @param {{showdown?: 'ranks'|'cards', pendingText?: string, headingLevel?: number}} opts pendingText: why pots
 *   wait, said by the caller; headingLevel: the level of the report's headings (3: under the page's
 *   h2; the embed, under its h1, says 2)
 */
export function renderReport(report, lang, opts = {}) {
  const pending = (report.undecided ?? []).length > 0;
  const anyAward = (report.awards ?? []).length > 0;
  return [
    scrollRegion(h('div', { class: 'table-wrap' }, renderPotTable(report, lang))),
    pending ? h('p', { class: 'pending-note' }, opts.pendingText ?? t(lang, pendingKey(report, anyAward, opts))) : null,
    showdownSection(report, lang, opts), // with cards: show order, boards, hands (web/report/showdown-view.js)
    h(`h${opts.headingLevel ?? 3}`, { class: 'players-heading' }, t(lang, 'playersHeading')),
    scrollRegion(h('div', { class: 'table-wrap' }, playerTable(report, lang))),
    // Net only for what is decided (issue 11): the others say "pending", and why, here.
    undecidedPlayers(report).size > 0 ? h('p', { class: 'net-note' }, t(lang, 'netPendingNote')) : null,
    knockoutsSection(report, lang, { headingLevel: opts.headingLevel ?? 3 }), // a tournament's bounties
    prizeSlot(report, lang, { headingLevel: opts.headingLevel ?? 3 }), // its prize money (issue 31): fillPrizes() draws it
  ].filter(Boolean);
}
