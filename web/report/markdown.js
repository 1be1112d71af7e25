// The pot table as Markdown, for article authors (CLI --format markdown, the page's copy button),
// in the reader's language. A report with errors gives its errors instead, said in that language.
import { potRows, checkLine, decimalsOf } from './pot-table.js';
import { t, say } from '../i18n/i18n.js';

function cell(text) {
  // Keep the table intact whatever a player is called.
  return String(text)
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ');
}

export function markdownTable(report, lang = 'en') {
  if (!report.ok) {
    const decimals = decimalsOf(report);
    return (report.errors ?? []).map((e) => `> ${cell(t(lang, 'errorLine', { message: say(lang, e, { decimals }) }))}`).join('\n');
  }
  const head = [t(lang, 'colPot'), t(lang, 'colCalculation'), t(lang, 'colAmount'), t(lang, 'colEligible')];
  const lines = [`| ${head.map(cell).join(' | ')} |`, '|---|---|---|---|'];
  for (const r of potRows(report, lang)) {
    lines.push(`| ${cell(r.label)} | ${cell(r.calculation)} | ${cell(r.amount)} | ${cell(r.eligible)} |`);
  }
  const check = checkLine(report, lang);
  if (check) lines.push('', cell(check));
  return lines.join('\n');
}
