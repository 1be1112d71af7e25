// The showdown part of a report (issue 4): the show order and its rule, "all hands face up" in a
// tournament all-in, the board (or each run's board), each player's cards, best five and hand name
// (the core's description, in French or English), what each player wins, and the players busted
// in finishing order. Plus the line under a pot that says who won each run's share.
// Everything comes from the report: nothing here compares hands or decides a rule.
import { h } from '../dom.js';
import { t, chips, list } from '../../lib/i18n/i18n.js';
import { potLabel, moneyOf } from '../../lib/report/pot-table.js';
import { miniCards } from '../cards/card-input.js';
import { handName } from '../cards/hand-name.js';
import { rulingLine } from './ruling-view.js';
import { readCards } from '../cards/card-reader.js';

/**
 * The hole cards typed for each player of a spec the core accepted ({name: ["As", "Kd"]}): the
 * showdown shows them while the board is still to come (the core names a hand only on a full board).
 */
export function typedHoleCards(spec) {
  const out = {};
  for (const p of spec?.players ?? []) {
    if (typeof p?.name !== 'string' || typeof p.cards !== 'string') continue;
    const { cards, bad } = readCards(p.cards); // the core's reader (web/cards/card-reader.js)
    if (cards.length && !bad.length) out[p.name] = cards.map((c) => c.code);
  }
  return out;
}

/** Whether the report's showdown was decided with cards (or is waiting for them). */
export function isCardsReport(report, opts = {}) {
  if (opts.showdown) return opts.showdown === 'cards';
  return report?.board !== undefined || report?.hands !== undefined || report?.runs !== undefined;
}

/** Which note to show under the pot table while some pots wait for the showdown. */
export function pendingKey(report, anyAward, opts = {}) {
  if (isCardsReport(report, opts)) return anyAward ? 'pendingCardsSome' : 'pendingCards';
  return anyAward ? 'pendingSome' : 'pendingNote';
}

/**
 * Under a pot that was run more than once: "Run 1: B 100 · Run 2: A 100" (who won each share).
 * It carries the split-line class so it reads like the split line of a split pot.
 */
export function runLine(row, lang, money = 0) {
  const byRun = (row.awards ?? []).filter((a) => a.run !== undefined);
  if (byRun.length === 0) return null;
  return h(
    'span',
    { class: 'split-line run-line' },
    byRun.map((a, k) => {
      const who = a.winners.map((name) => t(lang, 'nameAmount', { name, amount: chips(lang, a.amounts?.[name] ?? 0, money) })).join(' · ');
      return [
        k > 0 ? h('span', { class: 'sep', 'aria-hidden': 'true' }, ' | ') : null,
        h('span', { class: 'run-share', 'data-run': String(a.run) }, h('span', { class: 'run-tag' }, t(lang, 'runLabel', { n: a.run })), ' ', who),
        k < byRun.length - 1 ? h('span', { class: 'vh' }, '; ') : null,
      ];
    }),
  );
}

function boardLine(label, cards, lang, extra = {}) {
  return h(
    'div',
    { class: 'sd-board', ...extra },
    h('span', { class: 'sd-board-label' }, label),
    cards?.length ? miniCards(cards, { lang, cls: 'board' }) : h('span', { class: 'muted' }, '—'),
  );
}

/** What a player wins on one board: "wins Main, Side 1" / "shares Main". */
function winsText(name, awards, lang, money) {
  const won = awards.filter((a) => a.winners.includes(name));
  if (won.length === 0) return null;
  const whole = won.filter((a) => !a.split).map((a) => potLabel(lang, a.pot));
  const shared = won.filter((a) => a.split).map((a) => potLabel(lang, a.pot));
  const total = won.reduce((sum, a) => sum + (a.amounts?.[name] ?? 0), 0);
  const parts = [];
  if (whole.length) parts.push(t(lang, 'winsPots', { pots: list(lang, whole.reverse()) }));
  if (shared.length) parts.push(t(lang, 'splitsPots', { pots: list(lang, shared.reverse()) }));
  return h(
    'span',
    { class: 'sd-wins' },
    h('span', { class: 'sd-star', 'aria-hidden': 'true' }, '★'),
    ` ${parts.join(' · ')} `,
    h('span', { class: 'sd-amount' }, chips(lang, total, money)),
  );
}

/** A player's cards are typed (and drawn) but the board is not complete: no hand to name yet. */
function handRow(name, hand, awards, lang, { showHole = true, typed = null, money = 0 } = {}) {
  const wins = winsText(name, awards, lang, money);
  const hole = new Set(hand?.cards ?? []);
  const desc = hand ? handName(lang, hand) : t(lang, typed ? 'sdWaitsBoard' : 'noCardsShown');
  const holeCards = hand?.cards ?? typed;
  return h(
    'li',
    { class: `sd-hand ${wins ? 'sd-winner' : ''} ${hand ? '' : typed ? 'sd-waiting' : 'sd-mucked'}`.trim(), 'data-player': name },
    h('span', { class: 'sd-name' }, name),
    showHole ? h('span', { class: 'sd-hole' }, holeCards ? miniCards(holeCards, { lang, cls: 'hole' }) : null) : null,
    h(
      'span',
      { class: 'sd-desc' },
      h('span', { class: 'hand-name' }, desc),
      hand?.best?.length ? miniCards(hand.best, { lang, cls: 'best', own: hole }) : null,
    ),
    wins,
  );
}

function bustedLine(report, lang) {
  const groups = report.bustedGroups?.length ? report.bustedGroups : (report.busted ?? []).map((n) => [n]);
  if (!groups.length) return null;
  const places = groups.map((g) => (g.length > 1 ? t(lang, 'bustedTie', { list: list(lang, g) }) : g[0]));
  return h('p', { class: 'sd-busted' }, t(lang, 'bustedLine', { list: places.join(t(lang, 'placeSeparator')) }));
}

/**
 * Who shows first and why: the order (unless every hand is turned up at once), the core's
 * ruling (report.showRuling) in the reader's words, and its rule.
 */
export function showOrderLine(report, lang, { cls = '' } = {}) {
  const order = report.showOrder ?? [];
  return h(
    'div',
    { class: `show-order ${cls}`.trim() },
    report.faceUp || order.length < 2 ? null : h('p', { class: 'show-order-list' }, t(lang, 'showOrder', { list: order.join(t(lang, 'orderSeparator')) })),
    rulingLine(report.showRuling, lang, moneyOf(report)),
  );
}

/**
 * The showdown section of a report; null when the report has no showdown to show.
 * @param {object} report
 * @param {string} lang a code of LANGUAGES (lib/i18n/languages.js)
 * @param {{showdown?: 'ranks'|'cards', headingLevel?: number, holeCards?: Object<string, string[]>}} opts
 *   headingLevel: its heading's level (3); holeCards: the cards typed for each player
 *   (typedHoleCards), shown while the board is incomplete
 */
export function showdownSection(report, lang, opts = {}) {
  const order = report.showOrder ?? [];
  // Only for a showdown with cards: a showdown by ranks stays as it was (the order typed is the order).
  if (!isCardsReport(report, opts)) return null;
  const cards = report.hands !== undefined || report.runs !== undefined || report.board !== undefined;
  const busted = bustedLine(report, lang);
  if (!cards && order.length < 2 && !busted) return null;

  const headId = `sd-head-${Math.random().toString(36).slice(2, 8)}`;
  const parts = [h(`h${opts.headingLevel ?? 3}`, { class: 'sd-heading', id: headId }, t(lang, 'showdownHeading'))];
  const money = moneyOf(report);
  if (report.showRuling && (report.faceUp || order.length >= 2)) parts.push(showOrderLine(report, lang, { cls: 'sd-order' }));

  if (cards) {
    const awards = report.awards ?? [];
    const hands = report.hands ?? {};
    const typed = opts.holeCards ?? {};
    const names = order.length ? order : Object.keys(hands);
    if (Array.isArray(report.runs) && report.runs.length) {
      if (report.board?.length) parts.push(boardLine(t(lang, 'boardLabel'), report.board, lang, { class: 'sd-board sd-common' }));
      // Hole cards once, then each run with its board, hands and winners.
      parts.push(
        h(
          'ol',
          { class: 'sd-hands sd-holes' },
          names.map((name) =>
            h(
              'li',
              { class: 'sd-hand', 'data-player': name },
              h('span', { class: 'sd-name' }, name),
              h(
                'span',
                { class: 'sd-hole' },
                hands[name] || typed[name]
                  ? miniCards(hands[name]?.cards ?? typed[name], { lang, cls: 'hole' })
                  : h('span', { class: 'muted' }, t(lang, 'noCardsShown')),
              ),
            ),
          ),
        ),
      );
      parts.push(
        h(
          'div',
          { class: 'sd-runs' },
          report.runs.map((run) => {
            const runAwards = awards.filter((a) => a.run === run.run);
            return h(
              'section',
              { class: 'sd-run', 'data-run': String(run.run), 'aria-label': t(lang, 'runLabel', { n: run.run }) },
              boardLine(t(lang, 'runLabel', { n: run.run }), run.board, lang),
              h(
                'ol',
                { class: 'sd-hands' },
                names.map((name) => handRow(name, run.hands?.[name], runAwards, lang, { showHole: false, typed: typed[name], money })),
              ),
            );
          }),
        ),
      );
    } else {
      parts.push(boardLine(t(lang, 'boardLabel'), report.board ?? [], lang));
      parts.push(
        h(
          'ol',
          { class: 'sd-hands' },
          names.map((name) =>
            handRow(
              name,
              hands[name],
              awards.filter((a) => a.run === undefined),
              lang,
              { typed: typed[name], money },
            ),
          ),
        ),
      );
    }
  }
  if (busted) parts.push(busted);
  return h('section', { class: `showdown ${cards ? 'with-cards' : ''}`.trim(), 'aria-labelledby': headId }, parts);
}
