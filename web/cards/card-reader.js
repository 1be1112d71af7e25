// What a card field holds, read by the core's own parser (the parseCards binding): the page has
// no card parser of its own. The faces under a field, the picker's greyed cards and its "put
// back" all use it. A text with a piece that is not a card is read piece by piece (pieces are
// what separators leave: spaces, commas, new lines), so the good cards still show beside a "?".
import { cardOf } from '../../lib/cards/card-face.js';

let api = null; // the core's API (lib/api/tapis-api.js), once loaded

/** Gives the reader the core (page, embed or element, once its module is loaded). */
export function setCardParser(tapis) {
  api = tapis ?? null;
}

export function cardParserReady() {
  return api !== null;
}

const PIECES = /[^\s,]+/g;

function parse(text, game) {
  try {
    return api.parseCards(text, game);
  } catch {
    return { ok: false, errors: [], cards: [] };
  }
}

/**
 * @returns {{cards: {rank: string, suit: string, code: string}[], bad: string[]}} the cards read,
 *   and the pieces of text that are not cards (none while the core is not loaded yet)
 */
export function readCards(text, game = 'holdem') {
  const s = String(text ?? '');
  if (!api || s.trim() === '') return { cards: [], bad: [] };
  const whole = parse(s, game);
  if (whole.ok) return { cards: whole.cards.map(cardOf), bad: [] };
  const cards = [];
  const bad = [];
  for (const piece of s.match(PIECES) ?? []) {
    const r = parse(piece, game);
    if (r.ok) cards.push(...r.cards.map(cardOf));
    else bad.push(piece);
  }
  return { cards, bad };
}

/** Appends a card to a field's text, keeping what was typed before it. */
export function appendCard(text, code) {
  const t = String(text ?? '').replace(/[\s,]+$/, '');
  return t ? `${t} ${code}` : code;
}

/** Removes one card from a field's text; the other pieces stay as typed. */
export function removeCard(text, code, game = 'holdem') {
  const s = String(text ?? '');
  let done = false;
  const out = s.replace(PIECES, (piece) => {
    if (done) return piece;
    const r = parse(piece, game);
    if (!r.ok || !r.cards.includes(code)) return piece;
    done = true;
    return r.cards.filter((c) => c !== code).join(' ');
  });
  return out.replace(/\s{2,}/g, ' ').replace(/^[\s,]+|[\s,]+$/g, '');
}
