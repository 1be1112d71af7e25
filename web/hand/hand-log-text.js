// Hand mode's action log in words, from the report's structured log (type, player, amounts,
// "as" for chips pushed without a word, "full" for a bet or raise): nothing here reads the text
// of a message. One vocabulary for amounts: "to X" is a street total (what the rulings say),
// a call says the chips it adds.
import { chips } from '../../lib/i18n/i18n.js';
import { ht } from './hand-words.js';
import { moneyOf } from '../../lib/report/pot-table.js';

/**
 * The mark of a bet or raise the core says is not full (TDA 2024 Rule 47): "(not a full raise)",
 * in Limit's words "(less than half a bet)" (Rule 47-B).
 */
function notFullMark(entry, report) {
  if (entry.full !== false) return null;
  if (report?.betting === 'limit') return 'logUnderHalf';
  return entry.type === 'bet' ? 'logNotFullBet' : 'logNotFull';
}

/**
 * One log entry in words. `actions` is the spec's list (to tell a lone chip from a push).
 * @returns {string}
 */
export function logEntryText(entry, lang, report, actions = []) {
  const n = (x) => chips(lang, x ?? 0, moneyOf(report));
  const name = entry.player ?? '';
  const allIn = entry.allIn ? 'yes' : 'no';
  switch (entry.type) {
    case 'ante':
    case 'bigBlindAnte':
    case 'smallBlind':
    case 'bigBlind':
    case 'straddle':
    case 'postLive':
    case 'postDead':
      return ht(lang, 'logPost', { what: entry.type, name, n: n(entry.added), allIn });
    case 'held':
      // Said out of turn and held (TDA 2024 Rule 53): what the core read it as, not yet applied.
      return ht(lang, 'logHeld', { name, type: entry.as ?? '', to: n(entry.to) });
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
  const mark = notFullMark(entry, report);
  return mark ? `${text}${ht(lang, mark)}` : text;
}

/** An action as asked (before the core read it), for a message about an action it refused. */
export function actionAskedText(action, lang, money = 0) {
  const n = (x) => chips(lang, x ?? 0, money);
  return ht(lang, 'logAsked', {
    name: String(action?.player ?? ''),
    type: String(action?.type ?? ''),
    to: n(action?.to),
    pushed: n(action?.amount),
    oneChip: action?.oneChip ? 'yes' : 'no',
  });
}
