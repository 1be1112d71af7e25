// The pot table as plain HTML for an article (the embed builder's "Copy HTML"): a real <table>
// with a caption and header cells, no classes or styles, so it takes the article's own look.
// Every text is escaped: a player called "<script>" stays those characters.
import { potRows, checkLine } from '../../lib/report/pot-table.js';
import { t } from '../../lib/i18n/i18n.js';

export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

export function htmlTable(report, lang = 'en') {
  if (!report?.ok) return '';
  const head = [t(lang, 'colPot'), t(lang, 'colCalculation'), t(lang, 'colAmount'), t(lang, 'colEligible')];
  const lines = [
    `<table>`,
    `  <caption>${escapeHtml(t(lang, 'tableCaption'))}</caption>`,
    `  <thead>`,
    `    <tr>${head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr>`,
    `  </thead>`,
    `  <tbody>`,
  ];
  for (const r of potRows(report, lang)) {
    const winners = new Set(r.winners ?? []);
    const eligible =
      r.kind === 'pot' ? r.eligibleNames.map((n) => (winners.has(n) ? `<strong>${escapeHtml(n)}</strong>` : escapeHtml(n))).join(', ') : escapeHtml(r.eligible);
    lines.push(
      `    <tr><th scope="row">${escapeHtml(r.label)}</th><td>${escapeHtml(r.calculation)}</td><td>${escapeHtml(r.amount)}</td><td>${eligible}</td></tr>`,
    );
  }
  lines.push(`  </tbody>`);
  const check = checkLine(report, lang);
  if (check) lines.push(`  <tfoot>`, `    <tr><td colspan="4">${escapeHtml(check)}</td></tr>`, `  </tfoot>`);
  lines.push(`</table>`);
  return lines.join('\n');
}
