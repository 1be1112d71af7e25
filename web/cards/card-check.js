// What the card fields show while typing: each player's best hand, ranked by the core.
//
// The report of the whole spec is the authority: when it is valid, the hands come from it (with
// every option of the spec, per run when the board is run more than once). While the spec is not
// valid yet (a player still typing, a run not complete), the core's rankHand ranks the hands of
// the fields the report has no error for. The errors themselves are the report's: it lists every
// one, each at its field. Nothing here compares hands or decides a rule.

/**
 * @typedef {{hand?: object, runs?: {run: number, board: string[], hand: object}[]}} FieldHand
 * @param {{rankHand: Function}|null} tapis
 * @param {object} state the quick form's state (web/quick/spec-builder.js)
 * @param {object|null} report the core's answer for the spec built from this state
 * @returns {{hands: Map<string, FieldHand>}}
 */
export function cardPreview(tapis, state, report) {
  const hands = new Map();
  if (!tapis || state.showdown !== 'cards') return { hands };
  const game = state.game || 'holdem';
  // A hand played action by action names each hand with the board dealt so far (the core's
  // boardDealt), not with the cards still to come.
  const board = Array.isArray(report?.boardDealt) ? report.boardDealt.join(' ') : String(state.board ?? '').trim();
  const coreFields = new Set((report?.errors ?? []).map((e) => e.field));
  const boardSuspect = [...coreFields].some((f) => f === 'board' || f === 'game' || String(f).startsWith('runs'));

  state.players.forEach((p, i) => {
    const path = `players[${i}].cards`;
    const text = String(p.cards ?? '').trim();
    if (!text) return;
    if (report?.ok) {
      const entry = {};
      const hand = report.hands?.[p.name];
      if (Array.isArray(report.runs) && report.runs.length > 0) {
        entry.runs = report.runs.map((r) => ({ run: r.run, board: r.board, hand: r.hands?.[p.name] })).filter((r) => r.hand);
      } else if (hand) entry.hand = hand;
      if (entry.hand || entry.runs?.length) {
        hands.set(path, entry);
        return;
      }
      // No hand in the report for this player (folded, or a report without hands): named below.
    }
    if (coreFields.has(path) || boardSuspect) return;
    const withBoard = safeRank(tapis, game, text, board);
    if (withBoard.ok && withBoard.hand) hands.set(path, { hand: withBoard.hand });
  });
  return { hands };
}

function safeRank(tapis, game, hole, board) {
  try {
    return tapis.rankHand(game, hole, board);
  } catch (e) {
    return { ok: false, errors: [] };
  }
}
