// The reports of a hand history (core fromPhh) as Markdown: per hand a heading, the pot table and
// what the file recorded, in the reader's language (the catalogue's `ui` section). Presentation
// only: every number and verdict comes from the core.
import { markdownTable, markdownCell } from './markdown.js';
import { t, list, chips, say } from '../i18n/i18n.js';

function heading(report, lang) {
  const src = report.source ?? {};
  // A section name is the file's text: escaped like every other cell.
  const section = src.section == null ? 'none' : markdownCell(src.section);
  return `### ${t(lang, 'phhHandHeading', { section, hand: src.hand == null ? 'none' : String(src.hand) })}`;
}

/** What the file recorded against what Tapis finds (report.recorded), said in a line. */
export function recordedLines(report, lang) {
  const rec = report.recorded;
  if (!rec) return [];
  const lines = [];
  const statuses = rec.players.map((p) => p.status);
  if (rec.winningsEmpty) lines.push(t(lang, 'phhRecordedEmpty'));
  if (rec.agrees === true) lines.push(t(lang, 'phhRecordedAgrees'));
  else if (rec.agrees === false) {
    const who = rec.players.filter((p) => p.status === 'disagrees').map((p) => p.name);
    if (who.length > 0) lines.push(t(lang, 'phhRecordedDisagrees', { players: list(lang, who) }));
  } else if (statuses.includes('unfinished')) lines.push(t(lang, 'phhRecordedUnfinished'));
  else if (statuses.includes('undecided')) lines.push(t(lang, 'phhRecordedUndecided'));
  if (rec.rake != null && rec.rake > 0) lines.push(t(lang, 'phhRake', { rake: chips(lang, rec.rake, report.decimals ?? 0) }));
  return lines;
}

/** What the import decided that the file leaves open (a turn it filled, hands nobody showed), said. */
export function importNoteLines(report, lang) {
  return (report.import?.notes ?? []).map((n) => say(lang, n, { decimals: report.decimals ?? 0 }));
}

export function phhMarkdown(reports, lang = 'en') {
  return reports
    .map((report) => {
      const parts = [heading(report, lang), '', markdownTable(report, lang)];
      const notes = importNoteLines(report, lang)
        .map((l) => markdownCell(l))
        .join(' ');
      if (notes) parts.push('', notes);
      const rec = recordedLines(report, lang)
        .map((l) => markdownCell(l))
        .join(' ');
      if (rec) parts.push('', rec);
      return parts.join('\n');
    })
    .join('\n\n');
}
