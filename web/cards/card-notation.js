// Reading and writing card notation for display: "AsKd", "A♠ K♦", "10h 9h", "as,kd" all show as
// the same mini cards. This only reads what was typed so the page can draw it and grey out the
// cards already used in the picker; the core parses the same text again and decides everything
// (unknown cards, duplicates, hole-card counts, the short deck): its errors are what the user sees.
//
// The notation mirrors core/cards/card.cpp: a rank 2-9, T or 10, J, Q, K, A (any case), then a suit
// s, h, d, c (any case) or ♠ ♥ ♦ ♣ (also ♤ ♡ ♢ ♧, an optional U+FE0F after it); cards may touch or
// be separated by spaces, commas, tabs or new lines.

/** Ranks, highest first: the picker's columns. */
export const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];
/** Suits in the picker's row order. */
export const SUITS = ['s', 'h', 'd', 'c'];

export const SUIT_SYMBOL = { s: '♠', h: '♥', d: '♦', c: '♣' };
const SYMBOL_SUIT = { '♠': 's', '♤': 's', '♥': 'h', '♡': 'h', '♦': 'd', '♢': 'd', '♣': 'c', '♧': 'c' };
export const RED_SUITS = new Set(['h', 'd']);

/** The games the core knows (spec "game"). */
export const GAMES = ['holdem', 'omaha', 'shortdeck', 'pineapple'];

/**
 * What the picker shows and what a field's hint says for each game. Only for display and the
 * picker's layout: the core checks the counts and the deck itself (eval.hole_count, cards.not_in_deck).
 */
export const GAME_INFO = {
  holdem: { hole: [2], deck: RANKS },
  omaha: { hole: [4], deck: RANKS },
  shortdeck: { hole: [2], deck: RANKS.filter((r) => !'2345'.includes(r)) },
  pineapple: { hole: [2, 3], deck: RANKS },
};

export function gameInfo(game) {
  return GAME_INFO[game] ?? GAME_INFO.holdem;
}

const SEPARATORS = new Set([' ', ',', '\t', '\n', '\r']);

/**
 * @typedef {{rank: string, suit: string, code: string}} Card  code: "As", "Td" (the core's spelling)
 * @param {string} text as typed
 * @returns {{cards: Card[], bad: string[]}} the cards read, and the pieces that are not cards
 */
export function parseCards(text) {
  const s = String(text ?? '');
  const cards = [];
  const bad = [];
  let i = 0;
  while (i < s.length) {
    if (SEPARATORS.has(s[i])) {
      i++;
      continue;
    }
    const card = readCard(s, i);
    if (card) {
      cards.push(card.card);
      i = card.end;
      continue;
    }
    let end = i;
    while (end < s.length && !SEPARATORS.has(s[end])) end++;
    bad.push(s.slice(i, end));
    i = end;
  }
  return { cards, bad };
}

function readCard(s, i) {
  let rank;
  let p = i;
  if (s.startsWith('10', p)) {
    rank = 'T';
    p += 2;
  } else {
    const r = s[p].toUpperCase();
    if (!RANKS.includes(r)) return null;
    rank = r;
    p += 1;
  }
  if (p >= s.length) return null;
  let suit = s[p].toLowerCase();
  if (SUITS.includes(suit)) p += 1;
  else if (SYMBOL_SUIT[s[p]]) {
    suit = SYMBOL_SUIT[s[p]];
    p += 1;
    if (s[p] === '\ufe0f') p += 1;
  } else return null;
  return { card: { rank, suit, code: rank + suit }, end: p };
}

/** "A♠", "10♥": how a card is written on a card face. */
export function faceText(card) {
  return `${card.rank === 'T' ? '10' : card.rank}${SUIT_SYMBOL[card.suit]}`;
}

const RANK_NAMES = {
  en: { A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack', T: 'Ten', 9: 'Nine', 8: 'Eight', 7: 'Seven', 6: 'Six', 5: 'Five', 4: 'Four', 3: 'Three', 2: 'Two' },
  fr: { A: 'As', K: 'Roi', Q: 'Dame', J: 'Valet', T: 'Dix', 9: 'Neuf', 8: 'Huit', 7: 'Sept', 6: 'Six', 5: 'Cinq', 4: 'Quatre', 3: 'Trois', 2: 'Deux' },
};
const SUIT_NAMES = {
  en: { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' },
  fr: { s: 'pique', h: 'cœur', d: 'carreau', c: 'trèfle' },
};

/** "Ace of spades" / "As de pique": what a screen reader says for a card. */
export function cardName(card, lang) {
  const l = lang === 'fr' ? 'fr' : 'en';
  return l === 'fr' ? `${RANK_NAMES.fr[card.rank]} de ${SUIT_NAMES.fr[card.suit]}` : `${RANK_NAMES.en[card.rank]} of ${SUIT_NAMES.en[card.suit]}`;
}

export function suitName(suit, lang) {
  return SUIT_NAMES[lang === 'fr' ? 'fr' : 'en'][suit];
}

/** Appends a card to a field's text, keeping what was typed before it. */
export function appendCard(text, code) {
  const t = String(text ?? '').replace(/[\s,]+$/, '');
  return t ? `${t} ${code}` : code;
}

/**
 * Removes one card from a field's text, keeping the rest as typed. Cards written touching
 * ("AsKd") are split so the others survive unchanged.
 */
export function removeCard(text, code) {
  const s = String(text ?? '');
  let i = 0;
  while (i < s.length) {
    if (SEPARATORS.has(s[i])) {
      i++;
      continue;
    }
    const card = readCard(s, i);
    if (card && card.card.code === code) {
      const before = s.slice(0, i).replace(/[\s,]+$/, '');
      const after = s.slice(card.end).replace(/^[\s,]+/, '');
      return before && after ? `${before} ${after}` : before || after;
    }
    if (card) i = card.end;
    else while (i < s.length && !SEPARATORS.has(s[i])) i++;
  }
  return s;
}
