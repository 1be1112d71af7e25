// The pot table as Markdown, for article authors (CLI --format markdown, the page's copy button),
// in the reader's language. A report with errors gives its errors instead, said in that language.
import { potRows, checkLine, moneyOf } from '../report/pot-table.js';
import { t, say, chips, list, fieldName } from '../i18n/i18n.js';
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

/** The report's errors, one quoted line each, in the reader's language. */
function errorLines(report, lang) {
  const money = moneyOf(report);
  return (report.errors ?? []).map((e) => `> ${cell(t(lang, 'errorLine', { message: say(lang, e, money) }))}`);
}

/**
 * A practice spec's report (issue 32): the exercise's table (what a teacher prints); with an
 * answer, what is wrong, by the answer's field names, then the solution (the pot table). Every
 * figure and every mark is the core's.
 */
function practiceMarkdown(report, lang) {
  const p = report.practice;
  const money = moneyOf(report);
  const lines = [`**${cell(t(lang, 'practiceSidePots', { level: p.level, seed: String(p.seed) }))}**`, '', cell(t(lang, 'practiceTask')), ''];
  lines.push(`| ${[t(lang, 'colPlayer'), t(lang, 'colCommitted'), t(lang, 'fieldFolded')].map(cell).join(' | ')} |`, '|---|--:|---|');
  for (const player of p.spec.players) {
    lines.push(`| ${cell(player.name)} | ${cell(chips(lang, player.committed, money))} | ${player.folded ? cell(t(lang, 'foldedMark')) : ''} |`);
  }
  if (p.spec.deadMoney) lines.push('', cell(t(lang, 'practiceDeadMoney', { amount: chips(lang, p.spec.deadMoney, money) })));
  if (!report.ok) return [...lines, '', ...errorLines(report, lang)].join('\n');
  if (!p.grade) return lines.join('\n');
  const wrong = p.grade.fields.filter((f) => !f.right).map((f) => fieldName(lang, f.field, f.player ? { player: f.player } : {}));
  lines.push('', cell(p.grade.solved ? t(lang, 'practiceSolved') : t(lang, 'practiceMistakes', { n: wrong.length, fields: list(lang, wrong) })));
  lines.push('', `**${cell(t(lang, 'practiceSolution'))}**`, '', potTable(report, lang));
  return lines.join('\n');
}

export function markdownTable(report, lang = 'en') {
  if (report.practice) return practiceMarkdown(report, lang);
  if (!report.ok) return errorLines(report, lang).join('\n');
  return potTable(report, lang);
}

function potTable(report, lang) {
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
