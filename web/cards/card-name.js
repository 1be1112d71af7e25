// A card's spoken name, for screen readers: shared by the mini cards (card-input.js) and the deck
// (card-picker.js), which the mini cards' field opens on demand; here so neither imports the other.
import { t } from '../../lib/i18n/i18n.js';

/** "Ace of spades" / "As de pique": what a screen reader says for a card. */
export function cardName(card, lang) {
  return t(lang, 'card.name', { rank: t(lang, `card.rank.${card.rank}`), suit: t(lang, `card.suit.${card.suit}`) });
}
