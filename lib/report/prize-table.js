// The Prize money table beside the pots (issue 31): each player's stack as the hand began, what it
// was worth in prize money then, what he has after the hand (his prize, or his stack's value),
// the change and his finishing place; while the cards are still to come, with equity, what he can
// expect on average instead. Presentation only: every figure comes from the report's
// `prizeEquity`; nothing here decides a place or a value.
import { t, chips, signedChips, number } from '../i18n/i18n.js';
import { moneyOf } from './pot-table.js';

/** Prize money is said in cents, in the report's currency when it has one. */
export const prizeMoneyOf = (report) => ({ decimals: 2, currency: moneyOf(report).currency });

/** "2", or "2–3" for a tie. */
function placeText(lang, finish) {
  if (finish === undefined) return '';
  return Array.isArray(finish) ? t(lang, 'prizePlaceRange', { from: finish[0], to: finish[1] }) : number(lang, finish);
}

/**
 * @returns {{label:string, stack:string, before:string, after:string, change:string, place:string,
 *   busted:boolean}[]} one row per player at the table, then one per other table's stack.
 */
export function prizeRows(report, lang) {
  const pe = report.prizeEquity;
  if (!pe) return [];
  const cash = prizeMoneyOf(report);
  const money = moneyOf(report);
  const after = pe.after;
  // The result undecided, the values averaged over the unknown cards take its place (with equity).
  const expected = after ? null : (pe.expected ?? null);
  const rows = Object.entries(pe.stacks).map(([name, stack]) => {
    const paid = after?.paid?.[name];
    const now = paid ?? after?.values?.[name] ?? expected?.values?.[name];
    const change = after?.change[name] ?? expected?.delta[name];
    return {
      label: name,
      stack: chips(lang, stack, money),
      before: chips(lang, pe.before.values[name], cash),
      after: now === undefined ? '' : chips(lang, now, cash),
      change: change === undefined ? '' : signedChips(lang, change, cash),
      place: placeText(lang, after?.finish?.[name]),
      busted: paid !== undefined,
    };
  });
  pe.before.others.forEach((value, i) => {
    const now = after?.others?.[i] ?? expected?.others?.[i];
    const change = after?.othersChange?.[i] ?? expected?.othersDelta?.[i];
    rows.push({
      label: t(lang, 'prizeOther', { n: i + 1 }),
      stack: '',
      before: chips(lang, value, cash),
      after: now === undefined ? '' : chips(lang, now, cash),
      change: change === undefined ? '' : signedChips(lang, change, cash),
      place: '',
      busted: false,
    });
  });
  return rows;
}

/** The table's column titles, in its order: "Expected" instead of "After" when it shows the average. */
export const prizeColumns = (lang, report = null) => {
  const expected = !report?.prizeEquity?.after && Boolean(report?.prizeEquity?.expected);
  return ['colPlayer', 'prizeColStack', 'prizeColBefore', expected ? 'prizeColExpected' : 'prizeColAfter', 'prizeColChange', 'prizeColPlace'].map((k) =>
    t(lang, k),
  );
};
