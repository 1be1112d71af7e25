// Hand mode's question to the core: the hand as a spec, analysed. The core reports every error at
// once and keeps what does not depend on it: with only the cards wrong, the table, the log and
// the pots are all there (the cards say so at their fields); a refused action leaves the hand as
// it was before it.
import { say, chips } from '../../lib/i18n/i18n.js';
import { amountErrorText } from '../../lib/i18n/amount-text.js';
import { ht } from './hand-words.js';
import { buildHandSpec } from './hand-spec.js';
import { listField } from '../quick/prize-presets.js';
import { CARD_FIELD } from '../cards/card-inputs-hand.js';
import { moneyOf } from '../../lib/report/pot-table.js';

/** Two actions that are the same move (replaying and doing what comes next is Next). */
export const sameAction = (a, b) =>
  !!a &&
  !!b &&
  a.player === b.player &&
  a.type === b.type &&
  a.to === b.to &&
  a.amount === b.amount &&
  !!a.oneChip === !!b.oneChip &&
  !!a.outOfTurn === !!b.outOfTurn;

/**
 * @returns {{report: object|null, cardReport: object|null, stalled: object|null, inputErrors: object[],
 *   setupErrors: object[], money?: object, spec: object}} cardReport: the core's answer with the
 *   cards (their errors go to the card fields); stalled: {index, action, error}, the core refused
 *   action `index` of the played ones
 */
export function analyzeHand(tapis, hand, reader) {
  const { spec, inputErrors } = buildHandSpec(hand, hand.cursor, reader);
  if (!tapis) return { report: null, cardReport: null, stalled: null, inputErrors, setupErrors: [], spec };
  const r = tapis.analyze(spec);
  const isCardError = (e) => CARD_FIELD.test(String(e.field ?? '')) && !Number.isInteger(e.action);
  const refused = (r.errors ?? []).find((e) => Number.isInteger(e.action));
  const stalled = refused ? { index: refused.action, action: hand.actions[refused.action], error: refused } : null;
  const setupErrors = (r.errors ?? []).filter((e) => !isCardError(e) && !Number.isInteger(e.action));
  const report = inputErrors.length || setupErrors.length ? null : r;
  return { report, cardReport: r, stalled, inputErrors, setupErrors, money: moneyOf(r), spec };
}

/** The errors by field path, said: the number reader's, then the core's. */
export function fieldErrors(lang, inputErrors, setupErrors, money) {
  const map = new Map();
  const add = (field, entry) => {
    const path = listField(field);
    if (!map.has(path)) map.set(path, []);
    map.get(path).push(entry);
  };
  for (const e of inputErrors) add(e.field, { message: amountErrorText(lang, e, e.field, e.params), code: e.code });
  const unread = new Set(inputErrors.map((e) => e.field));
  // A field left out of the spec because unreadable (or empty) is said once, by the number reader.
  for (const e of setupErrors) if (!unread.has(e.field ?? '')) add(e.field ?? '', { message: say(lang, e, money), code: e.code ?? '' });
  return map;
}

/** The table in one line, from the report (the core's Limit bets, not the fields as typed). */
export function setupLine(lang, setup, cardReport) {
  const s = setup;
  const r = cardReport?.blinds ? cardReport : null;
  const d = moneyOf(r);
  const amount = (v, typed) => (r ? chips(lang, v ?? 0, d) : typed || '0');
  const ante = r ? r.ante : s.ante;
  const bbAnte = r ? r.bigBlindAnte : s.bbAnte;
  return ht(lang, 'setupSummary', {
    betting: r?.betting ?? s.betting,
    blinds: `${amount(r?.blinds?.[0], s.sb)}/${amount(r?.blinds?.[1], s.bb)}`,
    small: amount(r?.limit?.smallBet, s.smallBet),
    big: amount(r?.limit?.bigBet, s.bigBet),
    ante: Number(ante) > 0 ? amount(ante, s.ante) : 'none',
    bbAnte: Number(bbAnte) > 0 ? amount(bbAnte, s.bbAnte) : 'none',
    // The straddles as the core read them ("1,00 €/2,00 €"), or as typed before it could.
    straddles: (r ? (r.straddles ?? []).map((v) => chips(lang, v, d)) : (s.straddles ?? []).filter(Boolean)).join('/') || 'none',
    format: r?.format ?? s.format,
    n: s.players.length,
  });
}
