// The pot table as Markdown, for article authors (CLI --format markdown, the page's copy button),
// in the reader's language. A report with errors gives its errors instead, said in that language.
import { potRows, checkLine, moneyOf } from '../report/pot-table.js';
import { t, say } from '../i18n/i18n.js';
import { prizeRows, prizeColumns } from '../report/prize-table.js';

/**
 * A cell's text, kept as text whatever a player is called (issue 11): a name is a stranger's and the
 * table goes into someone's article, so nothing in it may become Markdown or HTML there. HTML's
 * characters become entities (every renderer reads them, CommonMark or not); Markdown's are
 * backslash-escaped (emphasis, code, links, strikethrough, the table's own pipes); line breaks are
 * spaces. "<b>" stays "<b>" and "**" stays "**" on the reader's screen.
 */
export function markdownCell(text) {
  return String(text)
    .replace(/[\r\n]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~]/g, (c) => `\\${c}`);
}
const cell = markdownCell;

export function markdownTable(report, lang = 'en') {
  if (!report.ok) {
    const money = moneyOf(report);
    return (report.errors ?? []).map((e) => `> ${cell(t(lang, 'errorLine', { message: say(lang, e, money) }))}`).join('\n');
  }
  const head = [t(lang, 'colPot'), t(lang, 'colCalculation'), t(lang, 'colAmount'), t(lang, 'colEligible')];
  const lines = [`| ${head.map(cell).join(' | ')} |`, '|---|---|---|---|'];
  for (const r of potRows(report, lang)) {
    lines.push(`| ${cell(r.label)} | ${cell(r.calculation)} | ${cell(r.amount)} | ${cell(r.eligible)} |`);
  }
  const check = checkLine(report, lang);
  if (check) lines.push('', cell(check));
  const prizes = prizeRows(report, lang);
  if (prizes.length > 0) {
    // Issue 31: the Prize money table follows the pots'.
    lines.push('', `**${cell(t(lang, 'prizeHeading'))}**`, '', `| ${prizeColumns(lang, report).map(cell).join(' | ')} |`, '|---|--:|--:|--:|--:|--:|');
    for (const r of prizes) lines.push(`| ${[r.label, r.stack, r.before, r.after, r.change, r.place].map(cell).join(' | ')} |`);
  }
  return lines.join('\n');
}
