// Hand mode's action log in words, from the report's structured log (type, player, amounts,
// "as" for chips pushed without a word) and the codes of its rulings: nothing here reads the
// text of a message. One vocabulary for amounts: "to X" is a street total (what the rulings say),
// a call says the chips it adds.
import { chips } from '../i18n/i18n.js';
import { ht } from './hand-words.js';

/** Rulings that say an all-in was short, by action index: the log says "(not a full raise)". */
const SHORT = { 'allin.incomplete_raise': 'logNotFull', 'allin.incomplete_bet': 'logNotFullBet', 'limit.under_half_bet': 'logUnderHalf' };

function shortMarks(report) {
  const marks = new Map();
  for (const r of report?.rulings ?? []) {
    if (Number.isInteger(r.action) && SHORT[r.code]) marks.set(r.action, SHORT[r.code]);
  }
  return marks;
}

/**
 * One log entry in words. `actions` is the spec's list (to tell a lone chip from a push).
 * @returns {string}
 */
export function logEntryText(entry, lang, report, actions = []) {
  const decimals = report?.decimals ?? 0;
  const n = (x) => chips(lang, x ?? 0, decimals);
  const name = entry.player ?? '';
  const allIn = entry.allIn ? 'yes' : 'no';
  switch (entry.type) {
    case 'ante':
    case 'bigBlindAnte':
    case 'smallBlind':
    case 'bigBlind':
      return ht(lang, 'logPost', { what: entry.type, name, n: n(entry.added), allIn });
    case 'street':
      return ht(lang, 'logStreet', { street: ht(lang, `street${entry.street}`), pot: n(entry.pot) });
    case 'showdown':
      return ht(lang, 'logShowdown', { pot: n(entry.pot) });
    case 'return':
      return ht(lang, 'logReturn', { name, n: n(entry.amount) });
    default:
      break;
  }
  let text;
  if (entry.as === 'chips') {
    const spec = actions[entry.action];
    text = ht(lang, 'logPushed', {
      name,
      pushed: n(entry.pushed),
      oneChip: spec?.oneChip ? 'yes' : 'no',
      as: entry.type,
      added: n(entry.added),
      to: n(entry.to),
      allIn,
    });
  } else if (entry.type === 'call') {
    text = ht(lang, 'logCall', { name, added: n(entry.added), to: n(entry.to), allIn });
  } else if (entry.type === 'bet' || entry.type === 'raise') {
    text = ht(lang, 'logBetRaise', { name, kind: entry.type, to: n(entry.to), allIn });
  } else {
    text = ht(lang, 'logAct', { name, type: entry.type });
  }
  const mark = shortMarks(report).get(entry.action);
  return mark ? `${text}${ht(lang, mark)}` : text;
}

/** An action as asked (before the core read it), for a message about an action it refused. */
export function actionAskedText(action, lang, decimals = 0) {
  const n = (x) => chips(lang, x ?? 0, decimals);
  return ht(lang, 'logAsked', {
    name: String(action?.player ?? ''),
    type: String(action?.type ?? ''),
    to: n(action?.to),
    pushed: n(action?.amount),
    oneChip: action?.oneChip ? 'yes' : 'no',
  });
}
