// French and English strings. Keys are shared; {placeholders} are filled by the caller.
import { extraEn, extraFr } from './i18n-extra.js';
import { cardEn, cardFr } from './card-i18n.js';
const en = {
  error: 'Error',
  mainPot: 'Main',
  sidePot: 'Side {n}',
  returnedTo: 'Returned to {name}',
  only: '{name} only',
  colPot: 'Pot',
  colCalculation: 'Calculation',
  colAmount: 'Amount',
  colEligible: 'Eligible players',
  checkLine: 'Check: {committed} committed = {pots} in the pots + {returned} returned',

  // The page (index.html, web/page/app.js and its modules).
  pageTitle: 'Tapis: all-in and side-pot calculator',
  appName: 'Tapis',
  tagline: 'All-in and side pots: who can win what. Type what each player put in; the table follows.',
  language: 'Language',
  presetLabel: 'Load an example from the guides',
  presetNone: 'Choose an example…',
  presetLoaded: 'Example loaded: {name}',
  playersLegend: 'Players',
  playerN: 'Player {n}',
  fieldName: 'Name',
  fieldCommitted: 'Chips committed',
  fieldFolded: 'Folded',
  fieldRank: 'Showdown rank',
  rankNone: '—',
  rankHint: 'Showdown rank: 1 = best hand, the same number for a tie, “—” if the hand is not shown.',
  addPlayer: 'Add a player',
  removePlayer: 'Remove {who}',
  tableLegend: 'The hand',
  deadMoney: 'Already in the middle',
  deadMoneyHint: 'from earlier rounds: blinds, antes, earlier bets, folded players’ chips',
  buttonSeat: 'Button',
  buttonDefault: 'Last seat (default)',
  smallestChip: 'Smallest chip',
  smallestChipHint: 'an odd chip of a split pot goes in this unit',
  gameFormat: 'Game',
  formatCash: 'Cash game',
  formatTournament: 'Tournament',
  resultsHeading: 'Pots',
  tableCaption: 'Side pots: who can win what',
  winnerSplit: 'split',
  winsPot: 'wins this pot',
  playersHeading: 'Per player',
  playersCaption: 'What each player collects',
  colPlayer: 'Player',
  colCommitted: 'Committed',
  colCollected: 'Collects',
  colNet: 'Net',
  foldedMark: 'folded',
  allInMark: 'all-in',
  pendingNote: 'Give the showdown order (rank 1 = best) to see who wins the pots.',
  pendingSome: 'Some pots still need the showdown order: their winners are not counted yet.',
  summaryPots: '{pots}, {total} in play',
  summaryReturnedTo: '{amount} returned to {name}',
  summaryPotCount: '{n} pot|{n} pots',
  summaryCollects: 'Collects: {list}.',
  summaryPending: 'Showdown order needed to award the pots.',
  summaryInvalid: 'Fix the marked entries to see the pots.',
  summaryFieldsToFix: '{n} entry to fix.|{n} entries to fix.',
  copyMarkdown: 'Copy as Markdown',
  newHand: 'New hand',
  copied: 'Copied',
  copyFailed: 'Could not copy',
  loading: 'Loading the calculator…',
  loadFailed: 'The calculator could not be loaded: {message}',
  leadAmount: 'Invalid amount:',
  leadName: 'Invalid name:',
  leadRanking: 'Invalid showdown order:',
  leadPlayers: 'Invalid players:',
  leadEntry: 'Invalid entry:',
  inputDecimal: 'whole chips only, “{text}” is not a whole number.',
  inputJunk: '“{text}” is not a number of chips.',
  footer: 'Rules from the Tapis guides. Everything is computed on this device; nothing is sent anywhere.',
  // The mode switch (drawn before hand mode's module is loaded: web/hand/hand-mode-loader.js)
  modeLabel: 'Mode',
  modeQuick: 'Pots',
  modeQuickHint: 'who can win what',
  modeHand: 'Hand',
  modeHandHint: 'action by action',
  // Issue 11: layout and flow
  sdWaitsBoard: 'hand named once the board is complete',
  playersLimit: 'A table seats at most {n} players.',
  embedHandLink: 'Put this hand in an article',
  embedHandTitle: 'Tapis: a hand, action by action',
  embedHandFrameTitle: 'A hand, action by action (Tapis)',
  builderHandNote:
    'A hand played action by action ({n} actions): readers step through it, with the rulings at each step. Change it in Tapis’s hand mode, then come back here.',
  builderHandEdit: 'Open this hand in Tapis',
  snippetHandIframeOnly: 'A hand played action by action goes in an article as the iframe (or the link).',
  glanceLabel: 'Pots at a glance',
  glanceShow: 'Table',
  netPending: 'pending',
  netPendingNote: 'Net “pending”: not decided until the pots this player can still win are awarded. Collects counts only what is decided.',
};

const fr = {
  error: 'Erreur',
  mainPot: 'Principal',
  sidePot: 'Secondaire {n}',
  returnedTo: 'Rendu à {name}',
  only: '{name} seul',
  colPot: 'Pot',
  colCalculation: 'Calcul',
  colAmount: 'Montant',
  colEligible: 'Joueurs éligibles',
  checkLine: 'Vérification : {committed} engagés = {pots} dans les pots + {returned} rendus',

  pageTitle: 'Tapis : calculateur de tapis et de pots secondaires',
  appName: 'Tapis',
  tagline: 'Tapis et side pots : qui peut gagner quoi. Saisissez la mise de chaque joueur ; le tableau suit.',
  language: 'Langue',
  presetLabel: 'Charger un exemple des guides',
  presetNone: 'Choisir un exemple…',
  presetLoaded: 'Exemple chargé : {name}',
  playersLegend: 'Joueurs',
  playerN: 'Joueur {n}',
  fieldName: 'Nom',
  fieldCommitted: 'Jetons engagés',
  fieldFolded: 'Couché',
  fieldRank: 'Rang à l’abattage',
  rankNone: '—',
  rankHint: 'Rang à l’abattage : 1 = meilleure main, même numéro pour une égalité, « — » si la main n’est pas montrée.',
  addPlayer: 'Ajouter un joueur',
  removePlayer: 'Retirer {who}',
  tableLegend: 'Le coup',
  deadMoney: 'Déjà au milieu',
  deadMoneyHint: 'des tours précédents : blinds, antes, mises, jetons des joueurs couchés',
  buttonSeat: 'Bouton',
  buttonDefault: 'Dernière place (par défaut)',
  smallestChip: 'Plus petit jeton',
  smallestChipHint: 'le jeton impair d’un pot partagé se compte dans cette unité',
  gameFormat: 'Partie',
  formatCash: 'Cash game',
  formatTournament: 'Tournoi',
  resultsHeading: 'Pots',
  tableCaption: 'Pots secondaires : qui peut gagner quoi',
  winnerSplit: 'partagé',
  winsPot: 'remporte ce pot',
  playersHeading: 'Par joueur',
  playersCaption: 'Ce que chaque joueur ramasse',
  colPlayer: 'Joueur',
  colCommitted: 'Engagé',
  colCollected: 'Ramasse',
  colNet: 'Bilan',
  foldedMark: 'couché',
  allInMark: 'à tapis',
  pendingNote: 'Donnez l’ordre d’abattage (rang 1 = meilleure main) pour voir qui gagne les pots.',
  pendingSome: 'Certains pots attendent encore l’ordre d’abattage : leurs gagnants ne sont pas encore comptés.',
  summaryPots: '{pots}, {total} en jeu',
  summaryReturnedTo: '{amount} rendus à {name}',
  summaryPotCount: '{n} pot|{n} pots',
  summaryCollects: 'Ramassent : {list}.',
  summaryPending: 'Ordre d’abattage à donner pour attribuer les pots.',
  summaryInvalid: 'Corrigez les saisies signalées pour voir les pots.',
  summaryFieldsToFix: '{n} saisie à corriger.|{n} saisies à corriger.',
  copyMarkdown: 'Copier en Markdown',
  newHand: 'Nouveau coup',
  copied: 'Copié',
  copyFailed: 'Copie impossible',
  loading: 'Chargement du calculateur…',
  loadFailed: 'Le calculateur n’a pas pu être chargé : {message}',
  leadAmount: 'Montant invalide :',
  leadName: 'Nom invalide :',
  leadRanking: 'Ordre d’abattage invalide :',
  leadPlayers: 'Joueurs invalides :',
  leadEntry: 'Saisie invalide :',
  inputDecimal: 'jetons entiers seulement, « {text} » n’est pas un nombre entier.',
  inputJunk: '« {text} » n’est pas un nombre de jetons.',
  footer: 'Règles tirées des guides Tapis. Tout est calculé sur cet appareil ; rien n’est envoyé.',
  // The mode switch (drawn before hand mode's module is loaded: web/hand/hand-mode-loader.js)
  modeLabel: 'Mode',
  modeQuick: 'Pots',
  modeQuickHint: 'qui peut gagner quoi',
  modeHand: 'Coup',
  modeHandHint: 'action par action',
  // Issue 11 : mise en page et parcours
  sdWaitsBoard: 'main nommée une fois le board complet',
  playersLimit: 'Une table compte au plus {n} joueurs.',
  embedHandLink: 'Mettre ce coup dans un article',
  embedHandTitle: 'Tapis : un coup, action par action',
  embedHandFrameTitle: 'Un coup, action par action (Tapis)',
  builderHandNote:
    'Un coup joué action par action ({n} actions) : les lecteurs le parcourent pas à pas, avec les décisions à chaque étape. Modifiez-le dans le mode Coup de Tapis, puis revenez ici.',
  builderHandEdit: 'Ouvrir ce coup dans Tapis',
  snippetHandIframeOnly: 'Un coup joué action par action va dans un article sous forme d’iframe (ou de lien).',
  glanceLabel: 'Les pots en bref',
  glanceShow: 'Tableau',
  netPending: 'en attente',
  netPendingNote:
    'Bilan « en attente » : pas décidé tant que les pots que ce joueur peut encore gagner ne sont pas attribués. Ramasse ne compte que ce qui est décidé.',
};

Object.assign(en, extraEn); // sharing, embedding, the builder, offline (web/i18n/i18n-extra.js)
Object.assign(fr, extraFr);
Object.assign(en, cardEn); // the showdown with cards (web/i18n/card-i18n.js)
Object.assign(fr, cardFr);

export const languages = { en, fr };

export function strings(lang) {
  return languages[lang] ?? en;
}

export function browserLanguage(navigatorLike = globalThis.navigator) {
  const list = navigatorLike?.languages ?? [navigatorLike?.language ?? 'en'];
  for (const l of list) {
    const base = String(l).slice(0, 2).toLowerCase();
    if (base in languages) return base;
  }
  return 'en';
}

/** Fills {placeholders}; a key holding "one|other" picks the plural form from vars.n. */
export function t(lang, key, vars = {}) {
  let text = strings(lang)[key] ?? en[key] ?? key;
  if (text.includes('|') && 'n' in vars) {
    const [one, other] = text.split('|');
    const rule = new Intl.PluralRules(lang === 'fr' ? 'fr-FR' : 'en-US').select(Number(vars.n));
    text = rule === 'one' ? one : other;
  }
  return text.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
}
