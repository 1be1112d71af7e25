// Hand mode's words, French and English: the page's labels, the action log, and the core's rulings
// in plain words. The core writes its rulings in English with the numbers inside; each ruling code
// has a pattern here that reads those numbers and names back and a sentence per language that puts
// them in. A message no pattern matches (a new code, a reworded message) is shown as the core
// wrote it. Nothing here decides a rule: every number comes from the report.
import { t } from './i18n.js';
import { numberFormat } from '../report/pot-table.js';

const en = {
  handHeading: 'The hand, action by action',
  setupHeading: 'Table',
  setupSummary: '{structure} {blinds}{antes} · {n} seat|{structure} {blinds}{antes} · {n} seats',
  setupEdit: 'Edit the table',
  structure: 'Betting',
  noLimit: 'No-limit',
  potLimit: 'Pot-limit',
  limit: 'Limit',
  format: 'Game',
  smallBlind: 'Small blind',
  bigBlind: 'Big blind',
  ante: 'Ante',
  ante0: 'none',
  bigBlindAnte: 'Big-blind ante',
  bigBlindAnteFirst: 'Big-blind ante posted before the blind',
  limitSmallBet: 'Small bet',
  limitBigBet: 'Big bet',
  limitCap: 'Bets per round (cap)',
  limitCapHint: 'one bet and three raises = 4',
  limitBets: 'bets {small}/{big}',
  seatsLegend: 'Seats, in order round the table',
  seatN: 'Seat {n}',
  seatName: 'Name',
  seatStack: 'Stack',
  addSeat: 'Add a seat',
  removeSeat: 'Remove {who}',
  buttonSeat: 'Button',
  buttonLast: 'Last seat (default)',
  newHandSame: 'New deal',
  newHandSameHint: 'Same table, no action yet',
  presetLabel: 'Play an example from the guides',
  presetNone: 'Choose an example…',
  presetGroup000: 'Guide 000 · All-in',
  presetGroup002: 'Guide 002 · Side pots',
  presetGroup003: 'Guide 003 · The actions',

  replayStep: 'Step {n} of {total}',
  replayBack: 'Back',
  replayNext: 'Next',
  replayAll: 'Play all',
  replayStart: 'Start',
  guideSays: 'The guide',

  streetpreflop: 'Preflop',
  streetflop: 'Flop',
  streetturn: 'Turn',
  streetriver: 'River',
  streetshowdown: 'Showdown',
  potLine: 'Pot {pot}',
  potDetail: '{middle} in the middle + {bets} in bets',
  seatsCaption: 'Stacks and bets',
  colSeat: 'Player',
  colStack: 'Stack',
  colBet: 'Bet',
  colIn: 'In total',
  markButton: 'D',
  markButtonLong: 'dealer button',
  markSmall: 'SB',
  markSmallLong: 'small blind',
  markBig: 'BB',
  markBigLong: 'big blind',
  markFolded: 'folded',
  markAllIn: 'all-in',
  markToAct: 'to act',

  toAct: '{name} to act',
  facing: 'Facing {bet}: {call} to call.',
  facingNone: 'No bet to call.',
  stackLine: '{stack} behind.',
  actFold: 'Fold',
  actCheck: 'Check',
  actCall: 'Call {n}',
  actCallAllIn: 'Call {n} (all-in)',
  actBet: 'Bet {n}',
  actRaise: 'Raise to {n}',
  actBetPlain: 'Bet',
  actRaisePlain: 'Raise',
  actAllIn: 'All-in {n}',
  amountBet: 'Bet',
  amountRaise: 'Raise to',
  amountRange: 'from {min} to {max}',
  amountExact: 'exactly {n}',
  amountOut: 'Between {min} and {max} only.',
  amountSlider: 'Amount',
  quickMin: 'Min',
  quickHalf: '½ pot',
  quickPot: 'Pot',
  quickMax: 'All-in',
  raiseClosed: 'No raise:',
  advanced: 'Chips pushed without a word',
  pushAmount: 'Chips pushed',
  pushOneChip: 'A single chip',
  pushButton: 'Push',
  pushHint: 'What the dealer sees, not what was said: the core reads it (the 50% rule, a lone chip).',
  pushOut: 'From 1 to {max}.',
  handOver: 'The hand is over.',
  showdownHeading: 'Showdown order',
  showdownHint: '1 = best hand, the same number for a tie. Needed to award the pots, unless the cards are entered below.',
  cardsHeading: 'Cards',
  cardsOptional: 'optional',
  cardsToFix: 'Fix the marked cards to award the pots.',
  cardsHint:
    'Type each player’s cards and the board as they are shown, or pick them from the deck: the core names the hands and awards each pot. Without cards, the showdown order decides.',
  showOrder: 'Shows first: {list}.',
  showFaceUp: 'All hands face up at once.',

  logHeading: 'Actions',
  undo: 'Undo',
  undoHint: 'Drops the last action',
  rewindTo: 'Back to here',
  logStart: 'Blinds and antes',
  logEmpty: 'No action yet: {name} is first to act.',
  logEnd: '{n} more action in this example.|{n} more actions in this example.',
  rulingsHeading: 'Rulings',
  ruleRef: 'Rule: {rule}',
  droppedWarning: 'With this table, action {n} ({what}) is not legal: {why}',
  droppedHint: 'Undo it, go back, or change the table.',
  linkHandProblem: 'The link’s hand stops before action {n}: {why}',

  potsHeading: 'Pots',
  potsDuring: 'The pots of the rounds already closed; this round’s bets are still in front of the players.',
  potsNone: 'Nothing in the pots yet: the bets are in front of the players.',
  resultHeading: 'Result',

  share: 'Share this hand',

  logante: '{name} posts an ante of {n}',
  logbigBlindAnte: '{name} posts the big-blind ante of {n}',
  logsmallBlind: '{name} posts the small blind of {n}',
  logbigBlind: '{name} posts the big blind of {n}',
  logPostAllIn: ' (all-in)',
  logfold: '{name} folds',
  logcheck: '{name} checks',
  logcall: '{name} calls {n}',
  logcallAllIn: '{name} calls all-in for {n}',
  logbet: '{name} bets {n}',
  logbetAllIn: '{name} all-in, a bet of {n}',
  lograise: '{name} raises to {n}',
  lograiseAllIn: '{name} all-in for {n}',
  logNotFull: ' (not a full raise)',
  logNotFullBet: ' (less than a full bet)',
  logUnderHalf: ' (less than half a bet)',
  logPushed: '{name} pushes {pushed} without a word: ',
  logOneChip: '{name} puts a single {pushed} chip in: ',
  logAsfold: 'a fold',
  logAscheck: 'a check',
  logAscall: 'a call of {n}',
  logAsbet: 'a bet of {n}',
  logAsraise: 'a raise to {n}',
  logStreet: '{street}: {pot} in the pot',
  logShowdown: 'Showdown: {pot} in play',
  logReturn: '{n} returned to {name}',

  errorLead: 'Not possible:',
  inputRequired: 'required.',
  errRaiseBelow: '{name} cannot raise to {to}: the minimum is {min}.',
  errRaiseAbove: '{name} cannot raise to {to}: the maximum is {max}.',
  errBetBelow: '{name} cannot bet {to}: the minimum is {min}.',
  errBetAbove: '{name} cannot bet {to}: the maximum is {max}.',
  errOutOfTurn: 'It is {name}’s turn, not {who}’s.',
  errNotReopened: '{name} may not raise: {why}',
  errHandOver: 'The hand is over: nobody acts any more.',
  errAboveStack: '{name} has only {stack} behind: he can go to {max} at most (table stakes).',
};

const fr = {
  handHeading: 'Le coup, action par action',
  setupHeading: 'Table',
  setupSummary: '{structure} {blinds}{antes} · {n} place|{structure} {blinds}{antes} · {n} places',
  setupEdit: 'Modifier la table',
  structure: 'Enchères',
  noLimit: 'No Limit',
  potLimit: 'Pot Limit',
  limit: 'Limit',
  format: 'Partie',
  smallBlind: 'Petite blind',
  bigBlind: 'Grosse blind',
  ante: 'Ante',
  ante0: 'aucune',
  bigBlindAnte: 'Ante de grosse blind',
  bigBlindAnteFirst: 'Ante de grosse blind posée avant la blind',
  limitSmallBet: 'Petite mise',
  limitBigBet: 'Grosse mise',
  limitCap: 'Mises par tour (plafond)',
  limitCapHint: 'une mise et trois relances = 4',
  limitBets: 'mises {small}/{big}',
  seatsLegend: 'Places, dans l’ordre autour de la table',
  seatN: 'Place {n}',
  seatName: 'Nom',
  seatStack: 'Stack',
  addSeat: 'Ajouter une place',
  removeSeat: 'Retirer {who}',
  buttonSeat: 'Bouton',
  buttonLast: 'Dernière place (par défaut)',
  newHandSame: 'Nouvelle donne',
  newHandSameHint: 'Même table, aucune action',
  presetLabel: 'Jouer un exemple des guides',
  presetNone: 'Choisir un exemple…',
  presetGroup000: 'Guide 000 · Le tapis',
  presetGroup002: 'Guide 002 · Les pots secondaires',
  presetGroup003: 'Guide 003 · Les actions',

  replayStep: 'Étape {n} sur {total}',
  replayBack: 'Retour',
  replayNext: 'Suivant',
  replayAll: 'Tout jouer',
  replayStart: 'Début',
  guideSays: 'Le guide',

  streetpreflop: 'Préflop',
  streetflop: 'Flop',
  streetturn: 'Turn',
  streetriver: 'River',
  streetshowdown: 'Abattage',
  potLine: 'Pot {pot}',
  potDetail: '{middle} au milieu + {bets} de mises',
  seatsCaption: 'Stacks et mises',
  colSeat: 'Joueur',
  colStack: 'Stack',
  colBet: 'Mise',
  colIn: 'Engagé',
  markButton: 'D',
  markButtonLong: 'bouton du donneur',
  markSmall: 'PB',
  markSmallLong: 'petite blind',
  markBig: 'GB',
  markBigLong: 'grosse blind',
  markFolded: 'couché',
  markAllIn: 'à tapis',
  markToAct: 'à parler',

  toAct: 'À {name} de parler',
  facing: 'Mise en cours {bet} : {call} pour suivre.',
  facingNone: 'Aucune mise à suivre.',
  stackLine: '{stack} devant lui.',
  actFold: 'Se coucher',
  actCheck: 'Checker',
  actCall: 'Suivre {n}',
  actCallAllIn: 'Suivre {n} (tapis)',
  actBet: 'Miser {n}',
  actRaise: 'Relancer à {n}',
  actBetPlain: 'Miser',
  actRaisePlain: 'Relancer',
  actAllIn: 'Tapis {n}',
  amountBet: 'Mise',
  amountRaise: 'Relance à',
  amountRange: 'de {min} à {max}',
  amountExact: 'exactement {n}',
  amountOut: 'Entre {min} et {max} seulement.',
  amountSlider: 'Montant',
  quickMin: 'Min',
  quickHalf: '½ pot',
  quickPot: 'Pot',
  quickMax: 'Tapis',
  raiseClosed: 'Pas de relance :',
  advanced: 'Jetons poussés sans rien dire',
  pushAmount: 'Jetons poussés',
  pushOneChip: 'Un seul jeton',
  pushButton: 'Pousser',
  pushHint: 'Ce que voit le croupier, pas ce qui a été annoncé : le moteur tranche (règle des 50 %, jeton unique).',
  pushOut: 'De 1 à {max}.',
  handOver: 'Le coup est terminé.',
  showdownHeading: 'Ordre à l’abattage',
  showdownHint: '1 = meilleure main, même numéro pour une égalité. Nécessaire pour attribuer les pots, sauf si les cartes sont données plus bas.',
  cardsHeading: 'Cartes',
  cardsOptional: 'facultatif',
  cardsToFix: 'Corrigez les cartes signalées pour attribuer les pots.',
  cardsHint:
    'Tapez les cartes de chaque joueur et le board à mesure qu’ils sont montrés, ou choisissez-les dans le jeu : le moteur nomme les mains et attribue chaque pot. Sans cartes, l’ordre d’abattage décide.',
  showOrder: 'Montre en premier : {list}.',
  showFaceUp: 'Toutes les mains sont retournées en même temps.',

  logHeading: 'Actions',
  undo: 'Annuler',
  undoHint: 'Retire la dernière action',
  rewindTo: 'Revenir ici',
  logStart: 'Blinds et antes',
  logEmpty: 'Aucune action : {name} parle en premier.',
  logEnd: 'Encore {n} action dans cet exemple.|Encore {n} actions dans cet exemple.',
  rulingsHeading: 'Décisions',
  ruleRef: 'Règle : {rule}',
  droppedWarning: 'Avec cette table, l’action {n} ({what}) n’est pas possible : {why}',
  droppedHint: 'Annulez-la, revenez en arrière ou modifiez la table.',
  linkHandProblem: 'Le coup du lien s’arrête avant l’action {n} : {why}',

  potsHeading: 'Pots',
  potsDuring: 'Les pots des tours déjà clos ; les mises de ce tour sont encore devant les joueurs.',
  potsNone: 'Rien dans les pots pour l’instant : les mises sont devant les joueurs.',
  resultHeading: 'Résultat',

  share: 'Partager ce coup',

  logante: '{name} pose une ante de {n}',
  logbigBlindAnte: '{name} pose l’ante de grosse blind de {n}',
  logsmallBlind: '{name} pose la petite blind de {n}',
  logbigBlind: '{name} pose la grosse blind de {n}',
  logPostAllIn: ' (à tapis)',
  logfold: '{name} se couche',
  logcheck: '{name} checke',
  logcall: '{name} suit {n}',
  logcallAllIn: '{name} suit à tapis pour {n}',
  logbet: '{name} mise {n}',
  logbetAllIn: '{name} fait tapis, une mise de {n}',
  lograise: '{name} relance à {n}',
  lograiseAllIn: '{name} fait tapis pour {n}',
  logNotFull: ' (pas une relance complète)',
  logNotFullBet: ' (moins qu’une mise complète)',
  logUnderHalf: ' (moins d’une demi-mise)',
  logPushed: '{name} pousse {pushed} sans rien dire : ',
  logOneChip: '{name} pose un seul jeton de {pushed} : ',
  logAsfold: 'il se couche',
  logAscheck: 'un check',
  logAscall: 'un suivi de {n}',
  logAsbet: 'une mise de {n}',
  logAsraise: 'une relance à {n}',
  logStreet: '{street} : {pot} dans le pot',
  logShowdown: 'Abattage : {pot} en jeu',
  logReturn: '{n} rendus à {name}',

  errorLead: 'Impossible :',
  inputRequired: 'obligatoire.',
  errRaiseBelow: '{name} ne peut pas relancer à {to} : le minimum est {min}.',
  errRaiseAbove: '{name} ne peut pas relancer à {to} : le maximum est {max}.',
  errBetBelow: '{name} ne peut pas miser {to} : le minimum est {min}.',
  errBetAbove: '{name} ne peut pas miser {to} : le maximum est {max}.',
  errOutOfTurn: 'C’est à {name} de parler, pas à {who}.',
  errNotReopened: '{name} ne peut pas relancer : {why}',
  errHandOver: 'Le coup est terminé : plus personne ne parle.',
  errAboveStack: '{name} n’a que {stack} devant lui : il peut aller à {max} au plus (table stakes).',
};

const dictionaries = { en, fr };

/** Hand mode's strings; anything else falls back to the page's (web/i18n/i18n.js). */
export function ht(lang, key, vars = {}) {
  const dict = dictionaries[lang] ?? en;
  let text = dict[key] ?? en[key];
  if (text === undefined) return t(lang, key, vars);
  if (text.includes('|') && 'n' in vars) {
    const [one, other] = text.split('|');
    const count = Number(String(vars.n).replace(/[^\d]/g, ''));
    text = new Intl.PluralRules(lang === 'fr' ? 'fr-FR' : 'en-US').select(count) === 'one' ? one : other;
  }
  return text.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
}

// ---------------------------------------------------------------------------------------------
// Rulings: the core's English message, read back, said again in each language.

const WHAT = {
  ante: { en: 'ante', fr: 'l’ante' },
  'big blind ante': { en: 'big-blind ante', fr: 'l’ante de grosse blind' },
  'small blind': { en: 'small blind', fr: 'la petite blind' },
  'big blind': { en: 'big blind', fr: 'la grosse blind' },
};

const STRUCTURE = {
  'no-limit': { en: 'No-limit', fr: 'No Limit' },
  'pot-limit': { en: 'Pot-limit', fr: 'Pot Limit' },
  limit: { en: 'Limit', fr: 'Limit' },
};

/** "A", "A and B", "A, B and C" as the core joins names, checked against the table's names. */
function splitNames(list, known) {
  const parts = list.split(/, | and /);
  if (known && !parts.every((p) => known.has(p))) return null;
  return parts;
}

function joinNames(parts, lang) {
  if (parts.length === 1) return parts[0];
  const last = parts[parts.length - 1];
  return `${parts.slice(0, -1).join(', ')} ${lang === 'fr' ? 'et' : 'and'} ${last}`;
}

function capitalize(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

// The messages of legal.raiseClosed (why a player may not raise), also quoted inside
// chips.call_raise_closed.
const CLOSED = [
  {
    code: 'action.stack_only_calls',
    re: /^(.+) has (\d+) behind and faces (\d+) to call: calling takes everything, nothing is left to raise with$/,
    say: ([name, stack, owe], n) => ({
      en: `${name} has ${n(stack)} behind and faces ${n(owe)} to call: calling takes everything, nothing is left to raise with`,
      fr: `${name} a ${n(stack)} devant lui et doit ${n(owe)} pour suivre : suivre prend tout, il ne reste rien pour relancer`,
    }),
  },
  {
    code: 'action.no_opponent',
    re: /^every other player still in is all-in: nobody could call a raise, so (.+) may only call or fold$/,
    say: ([name]) => ({
      en: `every other player still in is all-in: nobody could call a raise, so ${name} may only call or fold`,
      fr: `tous les autres joueurs encore en jeu sont à tapis : personne ne pourrait suivre une relance, ${name} peut seulement suivre ou se coucher`,
    }),
  },
  {
    code: 'action.cap_reached',
    re: /^the betting is capped: (\d+) bets and raises have been made this round \(one bet and (\d+) raises\), so (.+) may only call or fold$/,
    say: ([cap, raises, name], n) => ({
      en: `the betting is capped: ${n(cap)} bets and raises have been made this round (one bet and ${n(raises)} raises), so ${name} may only call or fold`,
      fr: `les enchères sont plafonnées : ${n(cap)} mises et relances ont été faites dans ce tour (une mise et ${n(raises)} relances), ${name} peut seulement suivre ou se coucher`,
    }),
  },
  {
    code: 'action.not_reopened',
    re: /^(.+) already acted \((\d+) in\) and faces only (\d+) more, less than (a full raise of (\d+)|half a bet \((\d+)\)): the betting is not reopened, he may only call or fold$/,
    say: ([name, put, more, , full, half], n) => ({
      en: `${name} already acted (${n(put)} in) and faces only ${n(more)} more, less than ${full !== undefined ? `a full raise of ${n(full)}` : `half a bet (${n(half)})`}: the betting is not reopened, he may only call or fold`,
      fr: `${name} a déjà parlé (${n(put)} engagés) et ne fait face qu’à ${n(more)} de plus, moins ${full !== undefined ? `qu’une relance complète de ${n(full)}` : `d’une demi-mise (${n(half)})`} : les enchères ne sont pas rouvertes, il peut seulement suivre ou se coucher`,
    }),
  },
];

function closedText(message, lang, n) {
  for (const c of CLOSED) {
    const m = c.re.exec(message);
    if (m) return c.say(m.slice(1), n)[lang];
  }
  return null;
}

// A push without a word: "X pushes 16 without a word" / "X puts a single 25 chip without a word".
const WHO = /^(.+?) (?:puts a single (\d+) chip|pushes (\d+)) without a word/;
function whoText(m, lang, n) {
  const [, name, chip, pushed] = m;
  if (chip !== undefined)
    return lang === 'fr' ? `${name} pose un seul jeton de ${n(chip)} sans rien dire` : `${name} puts a single ${n(chip)} chip in without a word`;
  return lang === 'fr' ? `${name} pousse ${n(pushed)} sans rien dire` : `${name} pushes ${n(pushed)} without a word`;
}
const matched = (callOf, lang, n) =>
  callOf === undefined ? (lang === 'fr' ? 'un check' : 'a check') : lang === 'fr' ? `un suivi de ${n(callOf)}` : `a call of ${n(callOf)}`;

const CHIPS_TAILS = {
  'chips.bet_completed': {
    re: /^: a bet below the minimum of (\d+) must be completed to (\d+)$/,
    say: ([min, to], n) => ({
      en: `: a bet below the minimum of ${n(min)} must be completed to ${n(to)}.`,
      fr: ` : une mise inférieure au minimum de ${n(min)} doit être complétée à ${n(to)}.`,
    }),
  },
  'chips.bet': {
    re: /^ with no bet facing: a bet of (\d+)$/,
    say: ([to], n) => ({ en: ` with no bet facing: it is a bet of ${n(to)}.`, fr: ` sans mise en cours : c’est une mise de ${n(to)}.` }),
  },
  'chips.one_chip_call': {
    re: /^ facing (\d+): it is (?:a check|a call of (\d+))(?: and (\d+) go back)?; to raise with one chip he must say "raise" first$/,
    say: ([owe, callOf, back], n) => ({
      en: ` facing ${n(owe)}: it is ${matched(callOf, 'en', n)}${back !== undefined ? ` and ${n(back)} go back` : ''}. To raise with a single chip he must say “raise” first.`,
      fr: ` face à ${n(owe)} : c’est ${matched(callOf, 'fr', n)}${back !== undefined ? ` et on lui rend ${n(back)}` : ''}. Pour relancer avec un seul jeton, il faut annoncer « relance » d’abord.`,
    }),
  },
  'chips.call': {
    re: /^: (?:every chip is needed just to call, so it is a call, all-in for (\d+)|a check|a call of (\d+))$/,
    say: ([allIn, callOf], n) =>
      allIn !== undefined
        ? {
            en: `: every chip is needed just to call, so it is a call, all-in for ${n(allIn)}.`,
            fr: ` : tous ses jetons sont nécessaires rien que pour suivre, c’est donc un suivi, à tapis pour ${n(allIn)}.`,
          }
        : { en: `: it is ${matched(callOf, 'en', n)}.`, fr: ` : c’est ${matched(callOf, 'fr', n)}.` },
  },
  'chips.call_raise_closed': {
    re: /^ facing (\d+), but he may not raise \((.+)\): (?:a check|a call of (\d+)), and (\d+) go back$/,
    say: ([owe, why, callOf, back], n) => ({
      en: ` facing ${n(owe)}, but he may not raise (${closedText(why, 'en', n) ?? why}): it is ${matched(callOf, 'en', n)}, and ${n(back)} go back.`,
      fr: ` face à ${n(owe)}, mais il ne peut pas relancer (${closedText(why, 'fr', n) ?? why}) : c’est ${matched(callOf, 'fr', n)}, et on lui rend ${n(back)}.`,
    }),
  },
  'chips.raise': {
    re: /^ facing (\d+): a raise to (\d+)(?:, the most (no-limit|pot-limit|limit) allows; (\d+) go back)?$/,
    say: ([owe, to, structure, back], n) => ({
      en: ` facing ${n(owe)}: it is a raise to ${n(to)}${structure ? `, the most ${STRUCTURE[structure]?.en ?? structure} allows; ${n(back)} go back` : ''}.`,
      fr: ` face à ${n(owe)} : c’est une relance à ${n(to)}${structure ? `, le maximum en ${STRUCTURE[structure]?.fr ?? structure} ; on lui rend ${n(back)}` : ''}.`,
    }),
  },
  'chips.above_max.bet': {
    re: /^: more than the (no-limit|pot-limit|limit) maximum, so a bet of (\d+) and (\d+) go back$/,
    say: ([structure, max, back], n) => ({
      en: `: more than the ${STRUCTURE[structure]?.en ?? structure} maximum, so it is a bet of ${n(max)} and ${n(back)} go back.`,
      fr: ` : plus que le maximum en ${STRUCTURE[structure]?.fr ?? structure}, c’est donc une mise de ${n(max)} et on lui rend ${n(back)}.`,
    }),
  },
  'chips.fifty_percent_raise': {
    re: /^ facing (\d+): the (\d+) over the call are at least half the minimum raise of (\d+), so it is a raise and must be completed to (\d+)$/,
    say: ([owe, excess, raise, to], n) => ({
      en: ` facing ${n(owe)}: the ${n(excess)} over the call are at least half the minimum raise of ${n(raise)}, so it is a raise, to be completed to ${n(to)}.`,
      fr: ` face à ${n(owe)} : les ${n(excess)} ajoutés au suivi font au moins la moitié de la relance minimum de ${n(raise)}, c’est donc une relance, à compléter jusqu’à ${n(to)}.`,
    }),
  },
  'chips.all_in': {
    re: /^: every chip he has, more than the call: he is all-in to (\d+)$/,
    say: ([to], n) => ({
      en: `: every chip he has, more than the call: he is all-in to ${n(to)}.`,
      fr: ` : tous ses jetons, plus que le suivi : il est à tapis à ${n(to)}.`,
    }),
  },
  'chips.fifty_percent_call': {
    re: /^ facing (\d+): the (\d+) over the call are less than half the minimum raise of (\d+), so it is (?:a check|a call of (\d+)) and the (\d+) go back$/,
    say: ([owe, excess, raise, callOf, back], n) => ({
      en: ` facing ${n(owe)}: the ${n(excess)} over the call are less than half the minimum raise of ${n(raise)}, so it is ${matched(callOf, 'en', n)} and the ${n(back)} go back.`,
      fr: ` face à ${n(owe)} : les ${n(excess)} ajoutés au suivi font moins de la moitié de la relance minimum de ${n(raise)}, c’est donc ${matched(callOf, 'fr', n)} et on lui rend les ${n(back)}.`,
    }),
  },
};
CHIPS_TAILS['chips.one_chip_bet'] = CHIPS_TAILS['chips.bet'];

function chipsText(code, message, lang, n) {
  const m = WHO.exec(message);
  if (!m) return null;
  const rest = message.slice(m[0].length);
  const tails = code === 'chips.above_max' ? [CHIPS_TAILS['chips.above_max.bet'], CHIPS_TAILS['chips.raise']] : [CHIPS_TAILS[code]];
  for (const tail of tails) {
    const r = tail && tail.re.exec(rest);
    if (r) return whoText(m, lang, n) + tail.say(r.slice(1), n)[lang];
  }
  return null;
}

// Short all-ins (TDA 2024 Rule 47, 47-B; WSOP 175-176): one head, then up to three clauses.
const SHORT_HEADS = {
  'allin.incomplete_raise': {
    re: /^(.+?)'s all-in to (\d+) is not a full raise \(a full raise is to at least (\d+)\): it does not reopen the betting/,
    say: ([name, to, full], n) => ({
      en: `${name}’s all-in to ${n(to)} is not a full raise (that would be at least ${n(full)}): it does not reopen the betting.`,
      fr: `Le tapis de ${name} à ${n(to)} n’est pas une relance complète (il faudrait au moins ${n(full)}) : il ne rouvre pas les enchères.`,
    }),
  },
  'allin.incomplete_bet': {
    re: /^(.+?)'s all-in bet of (\d+) is less than the minimum bet of (\d+): it does not reopen the betting/,
    say: ([name, to, min], n) => ({
      en: `${name}’s all-in bet of ${n(to)} is less than the minimum bet of ${n(min)}: it does not reopen the betting.`,
      fr: `La mise à tapis de ${name}, ${n(to)}, est inférieure à la mise minimum de ${n(min)} : elle ne rouvre pas les enchères.`,
    }),
  },
  'limit.under_half_bet': {
    re: /^(.+?)'s all-in (to|bet of) (\d+) is less than half a bet \((\d+)\): it is not a (bet|raise) and does not reopen the betting/,
    say: ([name, how, to, unit, kind], n) => ({
      en: `${name}’s all-in ${how} ${n(to)} is less than half a bet (${n(unit)}): it is not a ${kind} and does not reopen the betting.`,
      fr: `Le tapis de ${name} à ${n(to)} fait moins d’une demi-mise (${n(unit)}) : ce n’est pas une ${kind === 'bet' ? 'mise' : 'relance'} et il ne rouvre pas les enchères.`,
    }),
  },
};

function shortAllInText(code, message, lang, n, known) {
  const head = SHORT_HEADS[code];
  const m = head && head.re.exec(message);
  if (!m) return null;
  const out = [head.say(m.slice(1), n)[lang]];
  let rest = message.slice(m[0].length);
  const closed = /^; (.+?) already acted and may only call or fold(?=; |$)/.exec(rest);
  if (closed) {
    const names = splitNames(closed[1], known);
    if (!names) return null;
    out.push(
      lang === 'fr'
        ? `${joinNames(names, 'fr')} ${names.length > 1 ? 'ont' : 'a'} déjà parlé : suivre ou se coucher seulement.`
        : `${joinNames(names, 'en')} already acted: call or fold only.`,
    );
    rest = rest.slice(closed[0].length);
  }
  const reopened = /^; but the short all-ins add up: (.+?), at least (?:half a bet|a full raise of (\d+)), so the betting is reopened for (.+?)(?=; |$)/.exec(
    rest,
  );
  if (reopened) {
    const details = [];
    for (const part of reopened[1].split('; ')) {
      const d = /^(.+) put in (\d+) and now faces (\d+) more$/.exec(part);
      if (!d) return null;
      details.push(lang === 'fr' ? `${d[1]} a mis ${n(d[2])} et fait face à ${n(d[3])} de plus` : `${d[1]} put in ${n(d[2])} and now faces ${n(d[3])} more`);
    }
    const names = splitNames(reopened[3], known);
    if (!names) return null;
    const full = reopened[2];
    out.push(
      lang === 'fr'
        ? `Mais les tapis courts s’additionnent : ${details.join(' ; ')}, soit au moins ${full !== undefined ? `une relance complète de ${n(full)}` : 'une demi-mise'} : les enchères sont rouvertes pour ${joinNames(names, 'fr')}.`
        : `But the short all-ins add up: ${details.join('; ')}, at least ${full !== undefined ? `a full raise of ${n(full)}` : 'half a bet'}, so the betting is reopened for ${joinNames(names, 'en')}.`,
    );
    rest = rest.slice(reopened[0].length);
  }
  const yet = /^; (.+?), yet to act, may raise to (at least )?(\d+)(?: \(the all-in plus the last full raise\))?$/.exec(rest);
  if (yet) {
    const names = splitNames(yet[1], known);
    if (!names) return null;
    const several = names.length > 1;
    out.push(
      lang === 'fr'
        ? `${joinNames(names, 'fr')}, qui n’${several ? 'ont' : 'a'} pas encore parlé, ${several ? 'peuvent' : 'peut'} relancer ${yet[2] ? 'au moins ' : ''}à ${n(yet[3])}${yet[2] ? ' (le tapis plus la dernière relance complète)' : ''}.`
        : `${joinNames(names, 'en')}, yet to act, may raise to ${yet[2] ? 'at least ' : ''}${n(yet[3])}${yet[2] ? ' (the all-in plus the last full raise)' : ''}.`,
    );
    rest = '';
  }
  return rest === '' ? out.join(' ') : null;
}

const RULINGS = {
  'post.ante_short': postShort,
  'post.blind_short': postShort,
  'post.big_blind_ante_order': (msg, lang, n) => {
    const m =
      /^(.+) has (\d+) and cannot cover both the big blind \((\d+)\) and the big blind ante \((\d+)\): (as this table posts the ante first, the ante is paid first and the blind gets the rest|the blind is paid first and the ante gets the rest)$/.exec(
        msg,
      );
    if (!m) return null;
    const [, name, stack, bb, ante, how] = m;
    const first = how.startsWith('as this table');
    return lang === 'fr'
      ? `${name} a ${n(stack)}, pas assez pour la grosse blind (${n(bb)}) et l’ante de grosse blind (${n(ante)}) : ${first ? 'cette table pose l’ante d’abord, l’ante est donc payée en premier et la blind reçoit le reste' : 'la blind est payée en premier et l’ante reçoit le reste'}.`
      : `${name} has ${n(stack)}, not enough for both the big blind (${n(bb)}) and the big-blind ante (${n(ante)}): ${first ? 'this table posts the ante first, so the ante is paid first and the blind gets the rest' : 'the blind is paid first and the ante gets the rest'}.`;
  },
  'order.heads_up': (msg, lang) => {
    const m = /^heads-up: (.+) on the button posts the small blind and acts first before the flop, last after it$/.exec(msg);
    if (!m) return null;
    return lang === 'fr'
      ? `Face-à-face : ${m[1]}, au bouton, pose la petite blind ; il parle en premier avant le flop, en dernier ensuite.`
      : `Heads-up: ${m[1]}, on the button, posts the small blind; he acts first before the flop, last after it.`;
  },
  'allin.full_raise': (msg, lang, n) => {
    const m = /^(.+)'s all-in to (\d+) is a full raise \((\d+) more\): the betting is reopened for the players who already acted$/.exec(msg);
    if (!m) return null;
    return lang === 'fr'
      ? `Le tapis de ${m[1]} à ${n(m[2])} est une relance complète (${n(m[3])} de plus) : les enchères sont rouvertes pour ceux qui ont déjà parlé.`
      : `${m[1]}’s all-in to ${n(m[2])} is a full raise (${n(m[3])} more): the betting is reopened for the players who already acted.`;
  },
  'limit.half_bet_raise': (msg, lang, n) => {
    const m =
      /^(.+)'s all-in to (\d+) is at least half a bet \((\d+)\): in Limit it counts as a (bet|raise) and reopens the betting; the next raise is to (\d+)$/.exec(
        msg,
      );
    if (!m) return null;
    const [, name, to, unit, kind, next] = m;
    return lang === 'fr'
      ? `Le tapis de ${name} à ${n(to)} vaut au moins une demi-mise (${n(unit)}) : en Limit il compte comme une ${kind === 'bet' ? 'mise' : 'relance'} et rouvre les enchères ; la relance suivante est à ${n(next)}.`
      : `${name}’s all-in to ${n(to)} is at least half a bet (${n(unit)}): in Limit it counts as a ${kind} and reopens the betting; the next raise is to ${n(next)}.`;
  },
  'allin.incomplete_raise': (msg, lang, n, known) => shortAllInText('allin.incomplete_raise', msg, lang, n, known),
  'allin.incomplete_bet': (msg, lang, n, known) => shortAllInText('allin.incomplete_bet', msg, lang, n, known),
  'limit.under_half_bet': (msg, lang, n, known) => shortAllInText('limit.under_half_bet', msg, lang, n, known),
  'allin.uncalled_excess': (msg, lang, n) => {
    const m =
      /^(.+) goes all-in for (\d+) but nobody left can match more than (\d+): it is a call, and the (\d+) over it are uncalled and go back to him$/.exec(msg);
    if (!m) return null;
    const [, name, to, level, excess] = m;
    return lang === 'fr'
      ? `${name} fait tapis pour ${n(to)}, mais personne ne peut suivre plus de ${n(level)} : c’est un suivi, et les ${n(excess)} au-delà, non suivis, lui sont rendus.`
      : `${name} goes all-in for ${n(to)}, but nobody left can match more than ${n(level)}: it is a call, and the ${n(excess)} above it are uncalled and go back to him.`;
  },
  'allin.short_call': (msg, lang, n) => {
    const m = /^(.+) calls all-in for (\d+) of the (\d+): he can win only what he covered from each player; the rest makes a side pot$/.exec(msg);
    if (!m) return null;
    return lang === 'fr'
      ? `${m[1]} suit à tapis pour ${n(m[2])} sur ${n(m[3])} : il ne peut gagner de chaque joueur que ce qu’il a couvert ; le reste forme un pot secondaire.`
      : `${m[1]} calls all-in for ${n(m[2])} of the ${n(m[3])}: he can win only what he covered from each player; the rest makes a side pot.`;
  },
  'showdown.no_more_betting': (msg, lang) => {
    const m =
      /^no more betting is possible \(every player still in but one at most is all-in\): the remaining cards are dealt and (all the hands are turned face up at once|the all-in player shows first)$/.exec(
        msg,
      );
    if (!m) return null;
    const faceUp = m[1].startsWith('all the hands');
    return lang === 'fr'
      ? `Plus aucune enchère n’est possible (tous les joueurs encore en jeu sauf un au plus sont à tapis) : on distribue les cartes restantes et ${faceUp ? 'toutes les mains sont retournées en même temps' : 'le joueur à tapis montre en premier'}.`
      : `No more betting is possible (every player still in but one at most is all-in): the remaining cards are dealt and ${faceUp ? 'all the hands are turned face up at once' : 'the all-in player shows first'}.`;
  },
  'bet.uncalled_returned': (msg, lang, n) => {
    const m = /^(\d+) of (.+)'s chips were matched by nobody: they are not in any pot and go back to him$/.exec(msg);
    if (!m) return null;
    return lang === 'fr'
      ? `${n(m[1])} des jetons de ${m[2]} n’ont été suivis par personne : ils ne sont dans aucun pot et lui sont rendus.`
      : `${n(m[1])} of ${m[2]}’s chips were matched by nobody: they are in no pot and go back to him.`;
  },
  'pot.unwinnable_returned': (msg, lang, n) => {
    const m =
      /^(.+) folded with (\d+) in, but the players still in are all-in for at most (\d+): nobody can win the (\d+) above that, so they go back to him$/.exec(
        msg,
      );
    if (!m) return null;
    const [, name, put, max, amount] = m;
    return lang === 'fr'
      ? `${name} s’est couché avec ${n(put)} engagés, mais les joueurs encore en jeu sont à tapis pour ${n(max)} au plus : personne ne peut gagner les ${n(amount)} au-delà, ils lui sont rendus.`
      : `${name} folded with ${n(put)} in, but the players still in are all-in for at most ${n(max)}: nobody can win the ${n(amount)} above that, so they go back to him.`;
  },
  'hand.uncontested': (msg, lang) => {
    const m = /^everyone else folded: (.+) wins without showing his cards$/.exec(msg);
    if (!m) return null;
    return lang === 'fr'
      ? `Tous les autres se sont couchés : ${m[1]} gagne sans montrer ses cartes.`
      : `Everyone else folded: ${m[1]} wins without showing his cards.`;
  },
};
for (const code of [
  'chips.bet',
  'chips.one_chip_bet',
  'chips.bet_completed',
  'chips.above_max',
  'chips.call',
  'chips.one_chip_call',
  'chips.call_raise_closed',
  'chips.raise',
  'chips.fifty_percent_raise',
  'chips.fifty_percent_call',
  'chips.all_in',
]) {
  RULINGS[code] = (msg, lang, n) => chipsText(code, msg, lang, n);
}

function postShort(msg, lang, n) {
  // "X is already all-in and posts nothing for the big blind" or "X has only 1: he is all-in for 1
  // on the big blind of 2", then for a blind what the others still owe.
  const m =
    /^(.+?) (?:is already all-in and posts nothing for the (ante|big blind ante|small blind|big blind)|has only (\d+): he is all-in for \3 on the (ante|big blind ante|small blind|big blind) of (\d+))(?:; the others still owe the full big blind of (\d+), and what they put in beyond (\d+) goes to a side pot or back to them if nobody matches it)?$/.exec(
      msg,
    );
  if (!m) return null;
  const [, name, nothingFor, put, whatKey, owed, bb, beyond] = m;
  const others =
    bb === undefined
      ? ''
      : lang === 'fr'
        ? ` Les autres doivent quand même la grosse blind entière de ${n(bb)} ; ce qu’ils mettent au-delà de ${n(beyond)} forme un pot secondaire, ou leur revient si personne ne le suit.`
        : ` The others still owe the full big blind of ${n(bb)}; what they put in beyond ${n(beyond)} goes to a side pot, or back to them if nobody matches it.`;
  if (nothingFor !== undefined) {
    const what = WHAT[nothingFor];
    return (
      (lang === 'fr' ? `${name} est déjà à tapis : il ne pose rien pour ${what.fr}.` : `${name} is already all-in: he posts nothing for the ${what.en}.`) +
      others
    );
  }
  const what = WHAT[whatKey];
  return lang === 'fr'
    ? `${name} n’a que ${n(put)} : il est à tapis pour ${n(put)} sur ${what.fr} de ${n(owed)}.${others}`
    : `${name} has only ${n(put)}: he is all-in for ${n(put)} on the ${what.en} of ${n(owed)}.${others}`;
}

const RULE_WORDS_FR = [
  [/the 50% rule/, 'la règle des 50 %'],
  [/a lone oversized chip/, 'le jeton unique trop gros'],
  [/a silent push/, 'un geste silencieux'],
  [/minimum bet/, 'mise minimum'],
  [/heads-up/, 'face-à-face'],
  [/\(showdown\)/, '(abattage)'],
  [/^uncalled bet/, 'mise non suivie'],
  [/^all-in \(/, 'tapis ('],
  [/^Limit raise cap/, 'plafond des relances en Limit'],
  [/guides (\d+) and (\d+)/, 'guides $1 et $2'],
];

/** A rule reference ("TDA 2024 Rule 47", "guide 003 (the 50% rule)") in the page's language. */
export function ruleText(rule, lang) {
  let text = String(rule ?? '');
  if (lang === 'fr') for (const [re, to] of RULE_WORDS_FR) text = text.replace(re, to);
  return text;
}

function numberHelper(lang) {
  const fmt = numberFormat(lang);
  return (digits) => (digits === undefined ? '' : fmt.format(Number(digits)));
}

function knownNames(report) {
  return new Set((report?.players ?? []).map((p) => p.name));
}

/**
 * A ruling in plain words: {text, rule, translated}. translated is false when the message did not
 * match its code's pattern (the core's English message is shown instead).
 */
export function rulingText(ruling, lang, report = null) {
  const n = numberHelper(lang);
  const say = RULINGS[ruling?.code];
  let text = null;
  try {
    text = say ? say(String(ruling.message ?? ''), lang, n, report ? knownNames(report) : null) : null;
  } catch {
    text = null;
  }
  return {
    text: text ?? capitalize(String(ruling?.message ?? '')),
    rule: ruleText(ruling?.rule, lang),
    translated: text !== null,
  };
}

/** Why a player may not raise (legal.raiseClosed), in plain words. */
export function raiseClosedText(closed, lang) {
  const n = numberHelper(lang);
  const text = closedText(String(closed?.message ?? ''), lang, n);
  return { text: capitalize(text ?? String(closed?.message ?? '')) + '.', rule: ruleText(closed?.rule, lang), translated: text !== null };
}

/** The codes this file knows how to say (for the tests). */
export const rulingCodes = Object.keys(RULINGS);
export const raiseClosedCodes = CLOSED.map((c) => c.code);

// ---------------------------------------------------------------------------------------------
// The action log.

/** Rulings that say an all-in was short, by action index: the log says "(not a full raise)". */
function shortMarks(report) {
  const marks = new Map();
  for (const r of report?.rulings ?? []) {
    if (r.action === null || r.action === undefined) continue;
    if (r.code === 'allin.incomplete_raise') marks.set(r.action, 'logNotFull');
    else if (r.code === 'allin.incomplete_bet') marks.set(r.action, 'logNotFullBet');
    else if (r.code === 'limit.under_half_bet') marks.set(r.action, 'logUnderHalf');
  }
  return marks;
}

/**
 * One log entry in words. `actions` is the spec's list (to tell a lone chip from a push).
 * @returns {string}
 */
export function logEntryText(entry, lang, report, actions = []) {
  const fmt = numberFormat(lang);
  const n = (x) => fmt.format(Number(x ?? 0));
  const name = entry.player ?? '';
  switch (entry.type) {
    case 'ante':
    case 'bigBlindAnte':
    case 'smallBlind':
    case 'bigBlind':
      return ht(lang, `log${entry.type}`, { name, n: n(entry.added) }) + (entry.allIn ? ht(lang, 'logPostAllIn') : '');
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
    const lead = ht(lang, spec?.oneChip ? 'logOneChip' : 'logPushed', { name, pushed: n(entry.pushed) });
    const what = entry.type === 'call' ? n(entry.added) : n(entry.to);
    text = lead + ht(lang, `logAs${entry.type}`, { n: what });
    if (entry.allIn) text += ht(lang, 'logPostAllIn');
  } else if (entry.type === 'call') {
    text = ht(lang, entry.allIn ? 'logcallAllIn' : 'logcall', { name, n: n(entry.added) });
  } else if (entry.type === 'bet' || entry.type === 'raise') {
    text = ht(lang, `log${entry.type}${entry.allIn ? 'AllIn' : ''}`, { name, n: n(entry.to) });
  } else if (entry.type === 'fold' || entry.type === 'check') {
    text = ht(lang, `log${entry.type}`, { name });
  } else {
    text = `${name} ${entry.type}`;
  }
  const mark = shortMarks(report).get(entry.action);
  return mark ? text + ht(lang, mark) : text;
}

/** An action as asked (before the core read it), for a message about an illegal action. */
export function actionAskedText(action, lang) {
  const fmt = numberFormat(lang);
  const n = (x) => fmt.format(Number(x ?? 0));
  const name = String(action?.player ?? '');
  switch (action?.type) {
    case 'fold':
    case 'check':
      return ht(lang, `log${action.type}`, { name });
    case 'call':
      return lang === 'fr' ? `${name} suit` : `${name} calls`;
    case 'bet':
      return ht(lang, 'logbet', { name, n: n(action.to) });
    case 'raise':
      return ht(lang, 'lograise', { name, n: n(action.to) });
    case 'allin':
      return lang === 'fr' ? `${name} fait tapis` : `${name} goes all-in`;
    case 'chips':
      return ht(lang, action.oneChip ? 'logOneChip' : 'logPushed', { name, pushed: n(action.amount) }).replace(/[:\s]+$/, '');
    default:
      return `${name} ${action?.type ?? ''}`.trim();
  }
}

/** An action error (errors[0] of a report refusing action N) in plain words where known. */
export function actionErrorText(error, action, report, lang) {
  const fmt = numberFormat(lang);
  const n = (x) => fmt.format(Number(x ?? 0));
  const legal = report?.legal;
  const name = String(action?.player ?? '');
  switch (error?.code) {
    case 'action.raise_below_min':
      if (legal?.raise) return ht(lang, 'errRaiseBelow', { name, to: n(action.to), min: n(legal.raise.min) });
      break;
    case 'action.raise_above_max':
      if (legal?.raise && action?.to !== undefined) return ht(lang, 'errRaiseAbove', { name, to: n(action.to), max: n(legal.raise.max) });
      break;
    case 'action.bet_below_min':
      if (legal?.bet) return ht(lang, 'errBetBelow', { name, to: n(action.to), min: n(legal.bet.min) });
      break;
    case 'action.bet_above_max':
      if (legal?.bet && action?.to !== undefined) return ht(lang, 'errBetAbove', { name, to: n(action.to), max: n(legal.bet.max) });
      break;
    case 'action.out_of_turn':
      if (report?.toAct) return ht(lang, 'errOutOfTurn', { name: report.toAct, who: name });
      break;
    case 'action.hand_over':
      return ht(lang, 'errHandOver');
    case 'action.above_stack': {
      const p = (report?.players ?? []).find((x) => x.name === name);
      if (p && legal?.allIn) return ht(lang, 'errAboveStack', { name, stack: n(p.stack), max: n(legal.allIn.to) });
      break;
    }
    case 'action.not_reopened':
    case 'action.cap_reached':
    case 'action.stack_only_calls':
      if (legal?.raiseClosed) return ht(lang, 'errNotReopened', { name, why: raiseClosedText(legal.raiseClosed, lang).text });
      break;
    default:
      break;
  }
  return capitalize(String(error?.message ?? error?.code ?? ''));
}
