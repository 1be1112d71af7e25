// The reports of a hand history (core fromPhh) as Markdown: per hand a heading, the pot table and
// what the file recorded. Presentation only: every number and verdict comes from the core.
import { markdownTable } from './markdown.js';

// TODO(web10): these move into the `ui` section of web/i18n/<lang>.json with the catalogues.
const words = {
  en: {
    hand: 'Hand',
    number: 'no.',
    agrees: 'Tapis agrees with the recorded result.',
    disagrees: 'Tapis does not agree with the recorded result: {players}.',
    undecided: 'The recorded result cannot be checked: a pot waits for hands nobody showed.',
    unfinished: 'The history stops before the end of the hand.',
    empty: 'The recorded winnings are all 0: the file records nothing.',
    rake: 'The house kept {rake}.',
  },
  fr: {
    hand: 'Main',
    number: 'n°',
    agrees: 'Tapis est d’accord avec le résultat enregistré.',
    disagrees: 'Tapis n’est pas d’accord avec le résultat enregistré : {players}.',
    undecided: 'Le résultat enregistré ne peut pas être vérifié : un pot attend des mains que personne n’a montrées.',
    unfinished: 'L’historique s’arrête avant la fin du coup.',
    empty: 'Les gains enregistrés sont tous à 0 : le fichier n’enregistre rien.',
    rake: 'La maison a gardé {rake}.',
  },
};

function fill(text, values) {
  return text.replace(/\{(\w+)\}/g, (m, k) => (k in values ? values[k] : m));
}

function heading(report, w) {
  const src = report.source ?? {};
  const parts = [w.hand];
  if (src.section != null) parts.push(`[${src.section}]`);
  if (src.hand != null) parts.push(`(${w.number} ${src.hand})`);
  return `### ${parts.join(' ')}`;
}

function recordedLine(report, w, lang) {
  const rec = report.recorded;
  if (!rec) return '';
  const decimals = report.decimals ?? 0;
  const fmt = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const lines = [];
  const statuses = rec.players.map((p) => p.status);
  if (rec.winningsEmpty) lines.push(w.empty);
  if (rec.agrees === true) lines.push(w.agrees);
  else if (rec.agrees === false) {
    const who = rec.players.filter((p) => p.status === 'disagrees').map((p) => p.name);
    lines.push(fill(w.disagrees, { players: who.join(', ') }));
  } else if (statuses.includes('unfinished')) lines.push(w.unfinished);
  else if (statuses.includes('undecided')) lines.push(w.undecided);
  if (rec.rake != null && rec.rake > 0) lines.push(fill(w.rake, { rake: fmt.format(rec.rake) }));
  return lines.join(' ');
}

export function phhMarkdown(reports, lang = 'en') {
  const w = words[lang] ?? words.en;
  return reports
    .map((report) => {
      const parts = [heading(report, w), '', markdownTable(report, lang)];
      const rec = recordedLine(report, w, lang);
      if (rec) parts.push('', rec);
      return parts.join('\n');
    })
    .join('\n\n');
}
