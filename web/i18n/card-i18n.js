// Strings for the showdown with real cards (issue 4): the card fields, the picker, the board and
// runs, and the showdown part of the report. Merged into web/i18n/i18n.js's dictionaries; same keys in
// both languages.
export const cardEn = {
  // The Ranks / Cards switch
  showdownBy: 'Showdown decided by',
  showdownRanks: 'Ranks',
  showdownCards: 'Cards',
  cardsHint:
    'Cards: type them (AsKd, A♠ K♦, 10h 9h; s spades, h hearts, d diamonds, c clubs) or pick them from the deck with the card button. No cards: the hand is not shown.',

  // Card fields
  fieldCards: 'Cards',
  cardsOf: 'Cards of {name}',
  holeHint_holdem: '2 cards',
  holeHint_omaha: '4 cards',
  holeHint_shortdeck: '2 cards, 6 to ace',
  holeHint_pineapple: '2 kept cards (3 before the flop)',
  cardsPlaceholder_holdem: 'As Kd',
  cardsPlaceholder_omaha: 'As Kd Qh Jh',
  cardsPlaceholder_shortdeck: 'As Kd',
  cardsPlaceholder_pineapple: 'As Kd',
  pickFor: 'Pick from the deck: {what}',
  pickShort: 'Pick',
  notACard: 'not a card: {text}',
  cardsNone: 'no cards',

  // Board, game and runs
  boardLegend: 'Board',
  gameVariant: 'Variant',
  game_holdem: 'Texas Hold’em',
  game_omaha: 'Omaha (4 cards)',
  game_shortdeck: 'Short deck (6+)',
  game_pineapple: 'Crazy Pineapple',
  tripsBeatStraight: 'Three of a kind beats a straight (house rule)',
  boardField: 'Board',
  boardHint: '0 to 5 cards: flop, turn, river',
  boardBeforeRuns: 'Board before the runs',
  boardBeforeRunsHint: '0 to 5 cards: what was dealt before the all-in',
  runCount: 'Run it',
  runOnce: 'once',
  runTwice: 'twice',
  runThrice: 'three times',
  runN: 'Run {n}',
  runHint: 'the cards still to come, or the whole 5-card board',
  leadCards: 'Invalid cards:',

  // The picker
  pickerCount: '{n} of {max}',
  pickerCountAny: '{n} card|{n} cards',
  pickerHelp: 'Arrow keys move; Enter picks a card or puts it back.',
  pickerUsedBy: '{card}: already used ({where})',
  pickerInField: '{card}: picked',
  pickerNext: 'Next: {what}',
  pickerClear: 'Clear',
  pickerDone: 'Done',
  pickerClose: 'Close',
  pickerDeck: 'Deck: {what}',
  pickerDeckShort: 'Short deck: 36 cards, 6 to ace',

  // The report
  showdownHeading: 'Showdown',
  showOrder: 'Show order: {list} — {rule}',
  faceUp: 'Tournament all-in: all hands face up at once ({rule}).',
  bustedLine: 'Busted, best finishing place first: {list}',
  bustedTie: '{list} (same place)',
  boardLabel: 'Board',
  runLabel: 'Run {n}',
  bestFive: 'best five',
  holeCards: 'cards',
  noCardsShown: 'cards not shown',
  winsPots: 'wins {pots}',
  splitsPots: 'shares {pots}',
  runWinners: 'Run {n}: {who}',
  handOf: '{name}: {hand}',
  pendingCards: 'Deal the whole board (5 cards) and give the cards of each player still in to see who wins the pots.',
  pendingCardsSome: 'Some pots are not decided yet: their winners are not counted.',
  summaryPendingCards: 'Board incomplete: pots not awarded yet.',
};

export const cardFr = {
  showdownBy: 'Abattage décidé par',
  showdownRanks: 'Rangs',
  showdownCards: 'Cartes',
  cardsHint:
    'Cartes : tapez-les (AsKd, A♠ K♦, 10h 9h ; s pique, h cœur, d carreau, c trèfle) ou choisissez-les dans le jeu avec le bouton aux cartes. Sans cartes : main non montrée.',

  fieldCards: 'Cartes',
  cardsOf: 'Cartes de {name}',
  holeHint_holdem: '2 cartes',
  holeHint_omaha: '4 cartes',
  holeHint_shortdeck: '2 cartes, du 6 à l’as',
  holeHint_pineapple: '2 cartes gardées (3 avant le flop)',
  cardsPlaceholder_holdem: 'As Kd',
  cardsPlaceholder_omaha: 'As Kd Qh Jh',
  cardsPlaceholder_shortdeck: 'As Kd',
  cardsPlaceholder_pineapple: 'As Kd',
  pickFor: 'Choisir dans le jeu : {what}',
  pickShort: 'Choisir',
  notACard: 'pas une carte : {text}',
  cardsNone: 'aucune carte',

  boardLegend: 'Board',
  gameVariant: 'Variante',
  game_holdem: 'Texas Hold’em',
  game_omaha: 'Omaha (4 cartes)',
  game_shortdeck: 'Short deck (6+)',
  game_pineapple: 'Crazy Pineapple',
  tripsBeatStraight: 'Le brelan bat la quinte (règle maison)',
  boardField: 'Board',
  boardHint: '0 à 5 cartes : flop, turn, river',
  boardBeforeRuns: 'Board avant les tirages',
  boardBeforeRunsHint: '0 à 5 cartes : ce qui était sorti avant le tapis',
  runCount: 'Tirer le board',
  runOnce: 'une fois',
  runTwice: 'deux fois',
  runThrice: 'trois fois',
  runN: 'Tirage {n}',
  runHint: 'les cartes restant à venir, ou le board entier de 5 cartes',
  leadCards: 'Cartes invalides :',

  pickerCount: '{n} sur {max}',
  pickerCountAny: '{n} carte|{n} cartes',
  pickerHelp: 'Flèches pour se déplacer ; Entrée prend une carte ou la repose.',
  pickerUsedBy: '{card} : déjà utilisée ({where})',
  pickerInField: '{card} : choisie',
  pickerNext: 'Suivant : {what}',
  pickerClear: 'Effacer',
  pickerDone: 'OK',
  pickerClose: 'Fermer',
  pickerDeck: 'Jeu : {what}',
  pickerDeckShort: 'Short deck : 36 cartes, du 6 à l’as',

  showdownHeading: 'Abattage',
  showOrder: 'Ordre d’abattage : {list} — {rule}',
  faceUp: 'Tapis en tournoi : toutes les mains sont retournées en même temps ({rule}).',
  bustedLine: 'Éliminés, meilleure place d’abord : {list}',
  bustedTie: '{list} (même place)',
  boardLabel: 'Board',
  runLabel: 'Tirage {n}',
  bestFive: 'cinq meilleures cartes',
  holeCards: 'cartes',
  noCardsShown: 'cartes non montrées',
  winsPots: 'remporte {pots}',
  splitsPots: 'partage {pots}',
  runWinners: 'Tirage {n} : {who}',
  handOf: '{name} : {hand}',
  pendingCards: 'Sortez le board complet (5 cartes) et donnez les cartes de chaque joueur encore en jeu pour voir qui gagne les pots.',
  pendingCardsSome: 'Certains pots ne sont pas encore décidés : leurs gagnants ne sont pas comptés.',
  summaryPendingCards: 'Board incomplet : pots pas encore attribués.',
};

/**
 * The core names its show-order rule in English ("TDA 2024 Rule 17 (first seat left of the
 * button)"); French readers get the same rule with the words around the number translated.
 */
export function showRuleText(rule, lang) {
  const text = String(rule ?? '');
  if (lang !== 'fr') return text;
  return text
    .replace(/\(first seat left of the button\)/g, '(premier joueur à gauche du bouton)')
    .replace(/\(last aggressor shows first\)/g, '(le dernier agresseur montre en premier)')
    .replace(/\(side pots first\)/g, '(pots secondaires d’abord)')
    .replace(/\bRule (\d+)/g, 'règle $1');
}
