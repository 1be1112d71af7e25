// French and English strings. Keys are shared; {placeholders} are filled by the caller.
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
};

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
