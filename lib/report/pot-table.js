// Turns a report into the rows the guides print: Pot | Calculation | Amount | Eligible players.
// Presentation only: every number comes from the report (amounts in its money unit, `decimals`, and currency);
// nothing here decides a rule.
import { t, chips } from '../i18n/i18n.js';

/** The report's money unit. */
export const decimalsOf = (report) => (Number.isInteger(report?.decimals) ? report.decimals : 0);

/** The report's money unit and currency ({decimals, currency}): what every amount of it is said in. */
export const moneyOf = (report) => ({ decimals: decimalsOf(report), currency: typeof report?.currency === 'string' ? report.currency : null });

/** "Main", "Side 2". */
export function potLabel(lang, index) {
  return index === 0 ? t(lang, 'mainPot') : t(lang, 'sidePot', { n: index });
}

/**
 * The guide's Calculation cell: what the pot held before (earlier streets, antes, folded
 * players' chips), the layer times its players, then partial contributions by name.
 */
export function calculationText(pot, lang, money = 0) {
  const c = pot.calculation;
  const amount = (v) => chips(lang, v, money);
  const parts = [];
  if (c.deadMoney > 0) parts.push(amount(c.deadMoney));
  if (c.players > 0) {
    const layer = c.from > 0 ? `(${amount(c.to)} − ${amount(c.from)})` : amount(c.layer);
    parts.push(`${layer} × ${c.players}`);
  }
  for (const p of c.partial) parts.push(t(lang, 'calcPartial', { amount: amount(p.chips), player: p.player }));
  return parts.join(' + ') || amount(0);
}

/**
 * @returns {{kind:'pot'|'returned', label:string, calculation:string, amount:string, eligible:string,
 *   winners?:string[], potIndex?:number, player?:string, eligibleNames?:string[],
 *   awards?:object[], undecided?:boolean}[]}
 * awards: the report's awards for that pot (one per board when run more than once), in report order.
 */
export function potRows(report, lang) {
  const money = moneyOf(report);
  const amount = (v) => chips(lang, v, money);
  const winnersByPot = new Map();
  const awardsByPot = new Map();
  for (const a of report.awards ?? []) {
    winnersByPot.set(a.pot, (winnersByPot.get(a.pot) ?? []).concat(a.winners));
    awardsByPot.set(a.pot, (awardsByPot.get(a.pot) ?? []).concat([a]));
  }
  const undecided = new Set(report.undecided ?? []);
  const rows = (report.pots ?? []).map((pot) => ({
    kind: 'pot',
    potIndex: pot.index,
    label: potLabel(lang, pot.index),
    calculation: calculationText(pot, lang, money),
    amount: amount(pot.amount),
    eligible: pot.eligible.join(', '),
    winners: winnersByPot.get(pot.index) ?? [],
    eligibleNames: pot.eligible,
    awards: awardsByPot.get(pot.index) ?? [],
    undecided: undecided.has(pot.index),
  }));
  for (const r of report.returns ?? []) {
    rows.push({
      kind: 'returned',
      player: r.player,
      label: t(lang, 'returnedTo', { name: r.player }),
      calculation: `${amount(r.committed)} − ${amount(r.matched)}`,
      amount: amount(r.amount),
      eligible: t(lang, 'only', { name: r.player }),
    });
  }
  return rows;
}

export function checkLine(report, lang) {
  if (!report.check) return '';
  const money = moneyOf(report);
  const c = report.check;
  return t(lang, 'checkLine', { committed: c.committed, pots: c.pots, returned: c.returned }, money);
}
