// Turns a report into the rows the guides print: Pot | Calculation | Amount | Eligible players.
// Presentation only: every number comes from the report; nothing here decides a rule.
import { strings } from '../i18n/i18n.js';

export function numberFormat(lang) {
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { maximumFractionDigits: 0 });
}

function potLabel(pot, s) {
  return pot.index === 0 ? s.mainPot : s.sidePot.replace('{n}', String(pot.index));
}

export function calculationText(pot, fmt) {
  const c = pot.calculation;
  const parts = [];
  if (c.deadMoney > 0) parts.push(fmt.format(c.deadMoney));
  if (c.players > 0) {
    const layer = c.from > 0 ? `(${fmt.format(c.to)} − ${fmt.format(c.from)})` : fmt.format(c.layer);
    parts.push(`${layer} × ${c.players}`);
  }
  for (const p of c.partial) parts.push(fmt.format(p.chips));
  return parts.join(' + ') || '0';
}

/**
 * @returns {{kind:'pot'|'returned', label:string, calculation:string, amount:string, eligible:string,
 *   winners?:string[], potIndex?:number, player?:string, eligibleNames?:string[],
 *   awards?:object[], undecided?:boolean}[]}
 * awards: the report's awards for that pot (one per board when run more than once), in report order.
 */
export function potRows(report, lang) {
  const s = strings(lang);
  const fmt = numberFormat(lang);
  const winnersByPot = new Map();
  const awardsByPot = new Map();
  for (const a of report.awards ?? []) {
    const list = winnersByPot.get(a.pot) ?? [];
    winnersByPot.set(a.pot, list.concat(a.winners));
    awardsByPot.set(a.pot, (awardsByPot.get(a.pot) ?? []).concat([a]));
  }
  const undecided = new Set(report.undecided ?? []);
  const rows = (report.pots ?? []).map((pot) => ({
    kind: 'pot',
    potIndex: pot.index,
    label: potLabel(pot, s),
    calculation: calculationText(pot, fmt),
    amount: fmt.format(pot.amount),
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
      label: s.returnedTo.replace('{name}', r.player),
      calculation: `${fmt.format(r.committed)} − ${fmt.format(r.matched)}`,
      amount: fmt.format(r.amount),
      eligible: s.only.replace('{name}', r.player),
    });
  }
  return rows;
}

export function checkLine(report, lang) {
  if (!report.check) return '';
  const s = strings(lang);
  const fmt = numberFormat(lang);
  const c = report.check;
  return s.checkLine.replace('{committed}', fmt.format(c.committed)).replace('{pots}', fmt.format(c.pots)).replace('{returned}', fmt.format(c.returned));
}
