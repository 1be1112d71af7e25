// The games the core knows (spec "game"), and what the card fields and the picker draw for each:
// how many empty slots a hand shows and which ranks the deck grid has. Display only: the core
// checks the counts and the deck itself (eval.hole_count, cards.not_in_deck).
import { RANKS } from '../../lib/cards/card-face.js';

export const GAMES = ['holdem', 'omaha', 'shortdeck', 'pineapple'];

const GAME_INFO = {
  holdem: { hole: [2], deck: RANKS },
  omaha: { hole: [4], deck: RANKS },
  shortdeck: { hole: [2], deck: RANKS.filter((r) => !'2345'.includes(r)) },
  pineapple: { hole: [2, 3], deck: RANKS },
};

export function gameInfo(game) {
  return GAME_INFO[game] ?? GAME_INFO.holdem;
}
