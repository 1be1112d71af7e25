// What the card fields show while typing: each player's best hand (named by the core, in French
// and English) and the errors the core finds in each player's cards on their own.
//
// The report of the whole spec is the authority: when it is valid, the hands come from it (with
// every option of the spec, per run when the board is run more than once). While the spec is not
// valid yet (a player still typing, a run not complete), the core's rankHand names the hands that
// can already be named, and checks each player's cards alone so that every wrong field is marked,
// not only the first one the whole spec stops at. Nothing here compares hands or decides a rule.

/**
 * @typedef {{hand?: object, runs?: {run: number, board: string[], hand: object}[]}} FieldHand
 * @param {{rankHand: Function}|null} tapis
 * @param {object} state the quick form's state (web/quick/spec-builder.js)
 * @param {object|null} report the core's answer for the spec built from this state
 * @returns {{errors: {field: string, code: string, message: string}[], hands: Map<string, FieldHand>}}
 */
export function cardPreview(tapis, state, report) {
  const hands = new Map();
  const errors = [];
  if (!tapis || state.showdown !== 'cards') return { errors, hands };
  const game = state.game || 'holdem';
  const board = String(state.board ?? '').trim();
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
    // The player's cards alone: unknown cards, the count for the game, the short deck.
    const alone = safeRank(tapis, game, text, '');
    if (!alone.ok) {
      const e = alone.errors?.[0];
      if (e && !report?.ok && !coreFields.has(path)) errors.push({ field: path, code: e.code ?? '', message: e.message ?? '' });
      return;
    }
    if (coreFields.has(path) || boardSuspect) return;
    const withBoard = safeRank(tapis, game, text, board);
    if (withBoard.ok && withBoard.hand) hands.set(path, { hand: withBoard.hand });
  });
  return { errors, hands };
}

function safeRank(tapis, game, hole, board) {
  try {
    return tapis.rankHand(game, hole, board);
  } catch (e) {
    return { ok: false, errors: [{ code: 'eval.failed', message: String(e?.message ?? e) }] };
  }
}

// ---------- The core's card errors in plain words ----------

const SYMBOLS = { s: '♠', h: '♥', d: '♦', c: '♣' };
/** "Ks" → "K♠", "Td" → "10♦" (a card as the core spells it in a message). */
function pretty(code) {
  const m = /^([2-9TJQKA])([shdc])$/.exec(code);
  return m ? `${m[1] === 'T' ? '10' : m[1]}${SYMBOLS[m[2]]}` : code;
}

/** Where a card already is, from the core's field path: "in C’s hand", "on the board", "in run 2". */
function placeOf(path, state, lang) {
  const fr = lang === 'fr';
  let m = /^players\[(\d+)\]\.cards$/.exec(path);
  if (m) {
    const p = state?.players?.[Number(m[1])];
    const name = p?.name?.trim() ? p.name : fr ? `joueur ${Number(m[1]) + 1}` : `player ${Number(m[1]) + 1}`;
    return fr ? `dans la main de ${name}` : `in ${name}’s hand`;
  }
  if (path === 'board') return fr ? 'au board' : 'on the board';
  m = /^runs\[(\d+)\]$/.exec(path);
  if (m) return fr ? `dans le tirage ${Number(m[1]) + 1}` : `in run ${Number(m[1]) + 1}`;
  return path;
}

const GAME_FR = { "hold'em": 'Hold’em', Omaha: 'Omaha', 'short deck': 'short deck', pineapple: 'Crazy Pineapple' };

/**
 * The core's message for a card error, shown under its own field: without the field path in front
 * (it is right there), cards written with their suit symbols, the other field named by its player,
 * and in French when the page is. A message no pattern matches is shown as the core wrote it.
 * @param {{code?: string, message?: string, field?: string}} error
 */
export function cardMessage(error, state, lang) {
  const code = String(error?.code ?? '');
  let msg = String(error?.message ?? '');
  if (!/^(cards|eval|runs)\./.test(code)) return msg;
  const field = String(error?.field ?? '');
  if (field && msg.startsWith(`${field}: `)) msg = msg.slice(field.length + 2);
  const fr = lang === 'fr';
  let m;
  if ((m = /^(\S+) is already used by (\S+)$/.exec(msg))) {
    return fr ? `${pretty(m[1])} est déjà ${placeOf(m[2], state, lang)}.` : `${pretty(m[1])} is already ${placeOf(m[2], state, lang)}.`;
  }
  if ((m = /^(\S+) (?:is used|appears) twice$/.exec(msg))) {
    return fr ? `${pretty(m[1])} est écrite deux fois.` : `${pretty(m[1])} is written twice.`;
  }
  if ((m = /^"(.*)" is not a card \(/.exec(msg))) {
    return fr
      ? `« ${m[1]} » n’est pas une carte : une hauteur (2-9, T ou 10, J, Q, K, A) puis une couleur (s, h, d, c ou ♠ ♥ ♦ ♣), par exemple As ou 10♥.`
      : `“${m[1]}” is not a card: a rank (2-9, T or 10, J, Q, K, A) then a suit (s, h, d, c or ♠ ♥ ♦ ♣), such as As or 10♥.`;
  }
  if ((m = /^(\S+) is not in the short deck/.exec(msg))) {
    return fr
      ? `${pretty(m[1])} n’est pas dans le jeu de short deck (les 2 à 5 sont retirés).`
      : `${pretty(m[1])} is not in the short deck (the 2s to 5s are removed).`;
  }
  if ((m = /^(.+) needs (\d+)( \(3 before the discard on the flop\))? hole cards, got (\d+)$/.exec(msg))) {
    if (!fr) return `${m[1][0].toUpperCase()}${m[1].slice(1)} needs ${m[2]} cards per player${m[3] ?? ''}, not ${m[4]}.`;
    return `En ${GAME_FR[m[1]] ?? m[1]}, chaque joueur a ${m[2]} cartes${m[3] ? ' (3 avant la défausse au flop)' : ''}, pas ${m[4]}.`;
  }
  if ((m = /^(?:a|the) board has at most 5 cards, (?:not|got) (\d+)$/.exec(msg))) {
    return fr ? `Un board a au plus 5 cartes, pas ${m[1]}.` : `A board has at most 5 cards, not ${m[1]}.`;
  }
  if ((m = /^the board and this run make (\d+) cards, more than 5$/.exec(msg))) {
    return fr
      ? `Le board et ce tirage font ${m[1]} cartes au lieu de 5 : donnez les cartes qui restent à venir, ou le board entier.`
      : `The board and this run make ${m[1]} cards instead of 5: give the cards still to come, or the whole board.`;
  }
  if (/^runs must list 2/.test(msg)) return fr ? 'Le board se tire 2 ou 3 fois.' : 'The board is run 2 or 3 times.';
  return msg;
}
