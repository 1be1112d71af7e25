// The pot table as Markdown, for article authors (CLI --format markdown, the page's copy button).
import { potRows, checkLine } from './pot-table.js';
import { strings } from '../i18n/i18n.js';

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
  const s = strings(lang);
  if (!report.ok) {
    return (report.errors ?? []).map((e) => `> **${cell(s.error)}** (${cell(e.code)}): ${cell(e.message)}`).join('\n');
  }
  const head = [s.colPot, s.colCalculation, s.colAmount, s.colEligible];
  const lines = [`| ${head.join(' | ')} |`, '|---|---|---|---|'];
  for (const r of potRows(report, lang)) {
    lines.push(`| ${cell(r.label)} | ${cell(r.calculation)} | ${cell(r.amount)} | ${cell(r.eligible)} |`);
  }
  const check = checkLine(report, lang);
  if (check) lines.push('', check);
  return lines.join('\n');
}
