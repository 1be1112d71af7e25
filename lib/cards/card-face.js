// How a card id of the core ("As", "Td": rank then suit) is drawn: its rank and suit, the suit's
// symbol and colour. Display only: reading what was typed is the core's (web/cards/card-reader.js).

/** Ranks, highest first: the picker's columns. */
export const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];
/** Suits in the picker's row order. */
export const SUITS = ['s', 'h', 'd', 'c'];
export const SUIT_SYMBOL = { s: '♠', h: '♥', d: '♦', c: '♣' };
export const RED_SUITS = new Set(['h', 'd']);

/** {rank, suit, code} of a card id. */
export function cardOf(id) {
  const code = String(id);
  return { rank: code[0], suit: code[1], code };
}

/** "A♠", "10♥": how a card is written on a card face. */
export function faceText(card) {
  return `${card.rank === 'T' ? '10' : card.rank}${SUIT_SYMBOL[card.suit] ?? card.suit}`;
}

/** A card id as text with its suit symbol: "Td" → "10♦". */
export function cardText(id) {
  return faceText(cardOf(id));
}
