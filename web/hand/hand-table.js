// Hand mode's view of the table: the street and the pot, each player's stack and bet in front of
// him (button, blinds, to act, all-in, folded), and the pots drawn as quick mode draws them
// (report-view.js), with payouts and net once the hand is over. Numbers from the report only.
import { h } from '../dom.js';
import { chips, t } from '../../lib/i18n/i18n.js';
import { ht } from './hand-words.js';
import { moneyOf } from '../../lib/report/pot-table.js';
import { renderReport } from '../report/report-view.js';
import { prizeSlot } from '../report/prize-slot.js';
import { isCardsReport, showOrderLine } from '../report/showdown-view.js';
import { miniCards } from '../cards/card-input.js';
import { seatMarks } from './seat-marks.js';

const sum = (values) => values.reduce((a, b) => a + Number(b ?? 0), 0);

/** "Flop · Pot 67 (8 in the middle + 59 in bets)". */
export function statusLine(report, lang) {
  const money = moneyOf(report);
  const fmt = { format: (v) => chips(lang, v, money) };
  const middle = report.check?.pots ?? 0; // the core's sum of the pots
  const bets = sum(Object.values(report.bets ?? {}));
  return h(
    'div',
    { class: 'hand-status', 'data-street': report.street },
    h('span', { class: 'hand-street' }, ht(lang, `street${report.street}`)),
    boardDealt(report, lang),
    h('span', { class: 'hand-pot' }, ht(lang, 'potLine', { pot: fmt.format(report.pot) })),
    bets > 0 && middle > 0 ? h('span', { class: 'hand-pot-detail' }, ht(lang, 'potDetail', { middle: fmt.format(middle), bets: fmt.format(bets) })) : null,
  );
}

/** The board as far as the hand has gone: the core's boardDealt, never the spec's whole board. */
function boardDealt(report, lang) {
  const cards = report.boardDealt ?? [];
  if (cards.length === 0) return null;
  return h('span', { class: 'hand-board' }, h('span', { class: 'vh' }, `${t(lang, 'boardLabel')} `), miniCards(cards, { lang, cls: 'board' }));
}

/** A tournament's bounty on a player's head (the report's players[i].bounty). */
function bountyMark(p, report, lang) {
  if (p.bounty === undefined || p.bounty === null) return null;
  return h('span', { class: 'badge bounty' }, ht(lang, 'markBounty', { n: chips(lang, p.bounty, moneyOf(report)) }));
}

/** The seats: name and marks, stack behind, bet this round, total put in, effective stack. */
export function seatsTable(report, lang) {
  const money = moneyOf(report);
  const fmt = { format: (v) => chips(lang, v, money) };
  const heads = ['colSeat', 'colStack', 'colBet', 'colIn', 'colEffective'].map((k) => ht(lang, k));
  const toAct = report.legal?.player ?? null;
  const rows = (report.players ?? []).map((p) => {
    const state = [];
    if (p.name === toAct) state.push(h('span', { class: 'badge to-act' }, ht(lang, 'markToAct')));
    if (p.folded) state.push(h('span', { class: 'badge folded' }, ht(lang, 'markFolded')));
    else if (p.allIn) state.push(h('span', { class: 'badge all-in' }, ht(lang, 'markAllIn')));
    const bet = Number(report.bets?.[p.name] ?? 0);
    const cls = [p.name === toAct ? 'to-act' : '', p.folded ? 'folded' : '', p.allIn ? 'all-in' : ''].filter(Boolean).join(' ');
    return h(
      'tr',
      { class: cls || null, 'data-player': p.name },
      h(
        'th',
        { scope: 'row', class: 'label' },
        h('span', { class: 'seat-name' }, p.name),
        ' ',
        seatMarks(p, lang),
        state.length ? [' ', state] : null,
        bountyMark(p, report, lang),
      ),
      h('td', { class: 'num stack', 'data-label': heads[1] }, fmt.format(p.stack ?? 0)),
      h('td', { class: 'num bet', 'data-label': heads[2] }, bet > 0 ? h('span', { class: 'chip-bet' }, fmt.format(bet)) : '—'),
      h('td', { class: 'num committed', 'data-label': heads[3] }, fmt.format(p.committed ?? 0)),
      // Guide 000: the core's effective stack; none once nothing is left to decide for this player.
      h(
        'td',
        { class: 'num effective', 'data-label': heads[4] },
        p.effectiveStack === null || p.effectiveStack === undefined ? '—' : fmt.format(p.effectiveStack),
      ),
    );
  });
  return h(
    'table',
    { class: 'hand-seats' },
    h('caption', { class: 'vh' }, ht(lang, 'seatsCaption')),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        heads.map((text, i) => h('th', { scope: 'col', class: i ? 'num' : 'label' }, text)),
      ),
    ),
    h('tbody', {}, rows),
  );
}

/**
 * The pots: during the hand the closed rounds' pots; at the end the whole result, with the
 * showdown of the cards (web/report/showdown-view.js) when they decide it.
 * @param {{showdown?: 'cards'}} opts 'cards' when cards were typed for this hand
 */
export function potsView(report, lang, opts = {}) {
  const middle = report.check?.pots ?? 0; // the core's sum of the pots
  const out = [h('h3', { id: 'hand-pots-heading' }, ht(lang, report.over ? 'resultHeading' : 'potsHeading'))];
  if (report.over) {
    // Won without a showdown: no hands to show (the report may still hold the winner's).
    const shown = report.street === 'showdown' ? report : { ...report, board: undefined, hands: undefined, runs: undefined };
    // With cards, the showdown section says the show order itself.
    if (!isCardsReport(shown, opts) && report.showRuling && Array.isArray(report.showOrder) && report.showOrder.length > 1) {
      out.push(showOrderLine(report, lang, { cls: 'hand-show-order' }));
    }
    out.push(...renderReport(shown, lang, opts));
  } else if (middle > 0) {
    out.push(h('p', { class: 'hint' }, ht(lang, 'potsDuring')));
    out.push(renderReport(report, lang)[0]);
  } else {
    out.push(h('p', { class: 'hint' }, ht(lang, 'potsNone')));
  }
  // A tournament's prize money (issue 31): what the stacks were worth as the hand began, from the
  // first action on; after it, once it is over (in renderReport above).
  if (!report.over) out.push(prizeSlot(report, lang)); // fillPrizes() draws it (web/report/prize-slot.js)
  return out.filter(Boolean);
}
