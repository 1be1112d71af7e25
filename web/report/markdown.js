// The pot table as Markdown, for article authors (CLI --format markdown, the page's copy button).
import { potRows, checkLine } from './pot-table.js';
import { strings } from '../i18n/i18n.js';

function cell(text) {
  // Keep the table intact whatever a player is called.
  return String(text)
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ');
}

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
