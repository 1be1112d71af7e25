// Hand mode's presets: the guides' betting examples as hands played action by action (guides in
// /work/shared/seeds/: 003 for the actions, 000 for all-ins, 002 for side pots). Pure data, so the
// node tests can replay them against the core (tests/node/hand-presets.test.mjs).
//
// Each preset: the spec the core analyses (all its actions), a label naming the guide and the
// example in both languages, notes (the guide's words at a given step: `at` = actions played) and
// checks (what the core's report must say at that step, the guide's numbers). The page shows the
// notes while replaying; the checks are only for the tests. Nothing here decides a rule.

/** "A:100 B:50" → seats (the presets' notation; the test corpus writes its hands in it too). */
export const seats = (list) =>
  list.split(' ').map((item) => {
    const [name, stack] = item.split(':');
    return { name, stack: Number(stack) };
  });

/** "C raise 7, D call, B chips 16, B chip 25" → actions (chip = a single chip, oneChip). */
export const acts = (list) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((one) => {
      const [player, type, n] = one.split(/\s+/);
      const a = { player, type: type === 'chip' ? 'chips' : type };
      if (n !== undefined) a[type === 'chips' || type === 'chip' ? 'amount' : 'to'] = Number(n);
      if (type === 'chip') a.oneChip = true;
      return a;
    });

export const handPresetList = [
  {
    id: '003-min-raise-preflop',
    guide: '003',
    label: {
      en: '003 · Minimum raise preflop: 1/2, raise to 7, next minimum 12',
      fr: '003 · Relance minimum avant le flop : 1/2, relance à 7, minimum suivant 12',
    },
    spec: { blinds: [1, 2], players: seats('A:100 B:100 C:100 D:100'), actions: acts('C raise 7, D raise 12') },
    notes: [
      {
        at: 0,
        en: 'Blinds 1/2: the bet is 2, so C’s minimum raise is to 4.',
        fr: 'Blinds 1/2 : la mise en cours vaut 2, la relance minimum de C porte donc le total à 4.',
      },
      {
        at: 1,
        en: 'C raised to 7, adding 5 over the 2: the next raise must add at least 5, so D’s minimum is 12.',
        fr: 'C relance à 7, soit 5 par-dessus les 2 : le joueur suivant doit relancer d’au moins 5, donc jusqu’à 12 minimum.',
      },
      { at: 2, en: 'D raised to 12 (5 more): the next minimum is 17.', fr: 'D relance à 12 (5 de plus) : le minimum suivant est 17.' },
    ],
    checks: [
      { at: 0, path: 'toAct', equals: 'C' },
      { at: 0, path: 'legal.raise.min', equals: 4 },
      { at: 1, path: 'toAct', equals: 'D' },
      { at: 1, path: 'legal.raise.min', equals: 12 },
      { at: 2, path: 'legal.raise.min', equals: 17 },
    ],
  },
  {
    id: '003-min-raise-flop',
    guide: '003',
    label: {
      en: '003 · Minimum raise on the flop: pot 30, bet 10, raise to 35, next minimum 60',
      fr: '003 · Relance minimum après le flop : pot 30, mise 10, relance à 35, minimum suivant 60',
    },
    spec: { blinds: [1, 2], players: seats('A:200 B:200 C:200'), actions: acts('C raise 10, A call, B call, A bet 10, B raise 35') },
    notes: [
      { at: 3, en: 'The flop, with 30 in the pot.', fr: 'Le flop, avec un pot de 30.' },
      { at: 4, en: 'A bets 10.', fr: 'Le premier joueur mise 10.' },
      {
        at: 5,
        en: 'B raised to 35 (a raise of 25): C must go to at least 60, 35 to call plus 25. The reference is the largest raise of the round.',
        fr: 'B relance à 35 (25 de relance) : C doit aller au moins à 60, 35 pour suivre plus 25 de relance. La référence est la plus grosse relance du tour.',
      },
    ],
    checks: [
      { at: 3, path: 'street', equals: 'flop' },
      { at: 3, path: 'pots.0.amount', equals: 30 },
      { at: 4, path: 'legal.raise.min', equals: 20 },
      { at: 5, path: 'toAct', equals: 'C' },
      { at: 5, path: 'legal.call', equals: 35 },
      { at: 5, path: 'legal.raise.min', equals: 60 },
    ],
  },
  {
    id: '003-fifty-percent-raise',
    guide: '003',
    label: {
      en: '003 · The 50% rule: 16 pushed facing 10 is a raise to 20',
      fr: '003 · La règle des 50 % : 16 poussés face à 10, relance à 20',
    },
    spec: { blinds: [1, 2], players: seats('A:100 B:100 C:100'), actions: acts('C call, A call, B check, A bet 10, B chips 16') },
    notes: [
      { at: 4, en: 'A bets 10 on the flop.', fr: 'A mise 10 au flop.' },
      {
        at: 5,
        en: 'B pushes 16 without a word: the 6 added are 60% of the bet, so B must complete a full raise, to 20.',
        fr: 'B pousse 16 en silence : les 6 ajoutés représentent 60 % de la mise, il doit compléter jusqu’à une relance complète, soit 20.',
      },
    ],
    checks: [
      { at: 5, path: 'log.-1.type', equals: 'raise' },
      { at: 5, path: 'log.-1.to', equals: 20 },
      { at: 5, path: 'bets.B', equals: 20 },
      { at: 5, path: 'rulings.-1.code', equals: 'chips.fifty_percent_raise' },
    ],
  },
  {
    id: '003-fifty-percent-call',
    guide: '003',
    label: {
      en: '003 · The 50% rule: 14 pushed facing 10 is a call, 4 go back',
      fr: '003 · La règle des 50 % : 14 poussés face à 10, simple suivi, on rend 4',
    },
    spec: { blinds: [1, 2], players: seats('A:100 B:100 C:100'), actions: acts('C call, A call, B check, A bet 10, B chips 14') },
    notes: [
      { at: 4, en: 'A bets 10 on the flop.', fr: 'A mise 10 au flop.' },
      {
        at: 5,
        en: 'B pushes 14: the 4 extra are less than 50%, so it is a plain call and the 4 go back to B.',
        fr: 'B pousse 14 : le supplément de 4 fait moins de 50 %, c’est un simple suivi et on lui rend les 4.',
      },
    ],
    checks: [
      { at: 5, path: 'log.-1.type', equals: 'call' },
      { at: 5, path: 'bets.B', equals: 10 },
      { at: 5, path: 'players.1.stack', equals: 88 },
      { at: 5, path: 'rulings.-1.code', equals: 'chips.fifty_percent_call' },
    ],
  },
  {
    id: '003-lone-chip',
    guide: '003',
    label: {
      en: '003 · A lone oversized chip: a single 25 facing 6 is a call',
      fr: '003 · Le jeton unique trop gros : un seul jeton de 25 face à 6 vaut un suivi',
    },
    spec: { blinds: [1, 2], players: seats('A:100 B:100 C:100'), actions: acts('C call, A call, B check, A bet 6, B chip 25') },
    notes: [
      { at: 4, en: 'A bets 6.', fr: 'A mise 6.' },
      {
        at: 5,
        en: 'B puts a single 25 chip in without a word: it is a call. To raise with it, B must say “raise” before it touches the table.',
        fr: 'B pose un seul jeton de 25 sans rien dire : c’est un suivi. Pour relancer avec ce jeton, il faut annoncer « relance » avant qu’il touche la table.',
      },
    ],
    checks: [
      { at: 5, path: 'log.-1.type', equals: 'call' },
      { at: 5, path: 'bets.B', equals: 6 },
      { at: 5, path: 'rulings.-1.code', equals: 'chips.one_chip_call' },
    ],
  },
  {
    id: '003-incomplete-allin',
    guide: '003',
    label: {
      en: '003 · Incomplete all-in, tournament 100/200: A 1 000, B all-in 1 400, A may only call or fold',
      fr: '003 · Tapis incomplet, tournoi 100/200 : A 1 000, B tapis 1 400, A peut seulement suivre ou se coucher',
    },
    spec: {
      format: 'tournament',
      blinds: [100, 200],
      players: seats('A:5000 B:1600 C:5000'),
      actions: acts('C call, A call, B check, A bet 1000, B allin, C call'),
    },
    notes: [
      { at: 4, en: 'On the flop, A bets 1 000.', fr: 'Au flop, le joueur A mise 1 000.' },
      {
        at: 5,
        en: 'B goes all-in for 1 400, a raise of only 400, less than a full raise of 1 000. C has not acted yet: C may raise, to at least 2 400 (1 400 plus the full raise of 1 000).',
        fr: 'B part à tapis pour 1 400, soit une relance de 400 seulement, inférieure à une relance complète de 1 000. C n’a pas encore parlé : il peut relancer, au minimum à 2 400 (1 400 plus la relance complète de 1 000).',
      },
      {
        at: 6,
        en: 'C calls 1 400. Back to A: A faces only 400 more, no full raise, so A may call or fold but not raise.',
        fr: 'C suit 1 400. Quand la parole revient à A, il ne fait face qu’à 400 de plus : il peut suivre ou se coucher, mais pas relancer.',
      },
    ],
    checks: [
      { at: 5, path: 'toAct', equals: 'C' },
      { at: 5, path: 'bets.B', equals: 1400 },
      { at: 5, path: 'legal.raise.min', equals: 2400 },
      { at: 6, path: 'toAct', equals: 'A' },
      { at: 6, path: 'legal.call', equals: 400 },
      { at: 6, path: 'legal.raise', equals: null },
      { at: 6, path: 'legal.raiseClosed.code', equals: 'action.not_reopened' },
    ],
  },
  {
    id: '003-full-allin',
    guide: '003',
    label: {
      en: '003 · …had B pushed 2 000 (a full raise), A could raise again',
      fr: '003 · …si B avait poussé 2 000 (relance complète), A pourrait relancer',
    },
    spec: {
      format: 'tournament',
      blinds: [100, 200],
      players: seats('A:5000 B:2200 C:5000'),
      actions: acts('C call, A call, B check, A bet 1000, B allin, C call'),
    },
    notes: [
      { at: 5, en: 'B goes all-in for 2 000: a full raise of 1 000.', fr: 'B part à tapis pour 2 000, soit une relance complète de 1 000.' },
      {
        at: 6,
        en: 'Back to A: the betting is reopened, A may raise (to at least 3 000).',
        fr: 'Retour à A : les enchères sont rouvertes, il retrouve le droit de relancer (au moins à 3 000).',
      },
    ],
    checks: [
      { at: 5, path: 'rulings.-1.code', equals: 'allin.full_raise' },
      { at: 6, path: 'toAct', equals: 'A' },
      { at: 6, path: 'legal.raise.min', equals: 3000 },
      { at: 6, path: 'legal.raiseClosed', equals: null },
    ],
  },
  {
    id: '003-pot-limit-preflop',
    guide: '003',
    label: {
      en: '003 · Pot-Limit, blinds 1/2, first to act: maximum raise to 7',
      fr: '003 · Pot Limit, blinds 1/2, premier à parler : relance maximum à 7',
    },
    spec: { betting: 'pot-limit', blinds: [1, 2], players: seats('A:100 B:100 C:100 D:100'), actions: acts('C raise 7') },
    notes: [
      {
        at: 0,
        en: 'C is first to act: calling costs 2, the pot becomes 1 + 2 + 2 = 5, and the raise may add 5. Total: 7.',
        fr: 'C est premier à parler : suivre coûte 2, le pot passe à 1 + 2 + 2 = 5, la relance maximum ajoute 5. Total : 7.',
      },
      { at: 1, en: 'C raises the pot, to 7.', fr: 'C relance du pot, à 7.' },
    ],
    checks: [
      { at: 0, path: 'toAct', equals: 'C' },
      { at: 0, path: 'legal.raise.max', equals: 7 },
      { at: 0, path: 'legal.raise.min', equals: 4 },
      { at: 1, path: 'bets.C', equals: 7 },
    ],
  },
  {
    id: '003-pot-limit-flop',
    guide: '003',
    label: {
      en: '003 · Pot-Limit on the flop: pot 20, facing 10, maximum raise to 50',
      fr: '003 · Pot Limit au flop : pot de 20, mise de 10, relance maximum à 50',
    },
    spec: { betting: 'pot-limit', blinds: [1, 2], players: seats('A:200 B:200'), actions: acts('B raise 6, A raise 10, B call, A bet 10, B raise 50') },
    notes: [
      { at: 3, en: 'The flop, with 20 in the pot: a pot-sized bet is 20.', fr: 'Le flop, avec un pot de 20 : une mise pot vaut 20.' },
      {
        at: 4,
        en: 'A bets 10. For B, calling costs 10, the pot becomes 40, so B may raise by 40: to 50.',
        fr: 'A mise 10. Pour B, suivre coûte 10, le pot devient 40, il peut relancer de 40 : total 50.',
      },
      { at: 5, en: 'B raises the pot, to 50.', fr: 'B relance du pot, à 50.' },
    ],
    checks: [
      { at: 3, path: 'street', equals: 'flop' },
      { at: 3, path: 'pot', equals: 20 },
      { at: 3, path: 'legal.bet.max', equals: 20 },
      { at: 4, path: 'legal.raise.max', equals: 50 },
      { at: 5, path: 'bets.B', equals: 50 },
    ],
  },
  {
    id: '003-limit-cap',
    guide: '003',
    label: {
      en: '003 · Limit 2/4: one bet and three raises, then the betting is capped',
      fr: '003 · Limit 2/4 : une mise et trois relances, puis les enchères sont plafonnées',
    },
    spec: {
      betting: 'limit',
      blinds: [1, 2],
      limit: { smallBet: 2, bigBet: 4 },
      players: seats('A:100 B:100 C:100 D:100'),
      actions: acts('C raise 4, D raise 6, A raise 8, B call'),
    },
    notes: [
      {
        at: 0,
        en: 'Limit 2/4: preflop the bets and raises are 2 each; the big blind is the first bet.',
        fr: 'Limit 2/4 : au préflop, mises et relances valent 2 ; la grosse blind est la première mise.',
      },
      {
        at: 3,
        en: 'One bet and three raises: the cap is reached, B may only call or fold.',
        fr: 'Une mise et trois relances : le plafond est atteint, B peut seulement suivre ou se coucher.',
      },
    ],
    checks: [
      { at: 0, path: 'legal.raise.min', equals: 4 },
      { at: 0, path: 'legal.raise.max', equals: 4 },
      { at: 3, path: 'toAct', equals: 'B' },
      { at: 3, path: 'legal.raiseClosed.code', equals: 'action.cap_reached' },
    ],
  },
  {
    id: '000-short-allin',
    guide: '000',
    label: {
      en: '000 · Short all-in: A bets 10, B all-in 14, C’s minimum raise is 24 (WSOP 176)',
      fr: '000 · Tapis court : A mise 10, B tapis 14, relance minimum de C à 24 (WSOP 176)',
    },
    spec: { blinds: [1, 2], players: seats('A:100 B:16 C:100 D:100'), actions: acts('C call, D call, A call, B check, A bet 10, B allin, C call, D call') },
    notes: [
      { at: 4, en: 'Blinds 1/2: four players see the flop.', fr: 'Blindes 1/2 : quatre joueurs voient le flop.' },
      { at: 5, en: 'A bets 10.', fr: 'Le joueur A mise 10.' },
      {
        at: 6,
        en: 'B goes all-in for 14, only 4 more than A’s 10: not a full raise (that would be 20). C has not acted: C may raise, to at least 14 + 10 = 24, not 20 (WSOP Live Action Rule 176).',
        fr: 'B fait tapis pour 14, seulement 4 de plus que la mise de A : pas une relance complète (il faudrait 20). C n’a pas encore parlé : il peut relancer, au minimum à 14 + 10 = 24, et non 20 (WSOP Live Action Rule 176).',
      },
      {
        at: 8,
        en: 'C and D call. Back to A: A already acted and faces only 4 more, an incomplete raise. A may only call or fold.',
        fr: 'C et D suivent. Retour à A : il a déjà parlé et ne fait face qu’à une relance incomplète de 4. Il peut seulement suivre ou se coucher.',
      },
    ],
    checks: [
      { at: 4, path: 'street', equals: 'flop' },
      { at: 4, path: 'pot', equals: 8 },
      { at: 6, path: 'toAct', equals: 'C' },
      { at: 6, path: 'legal.call', equals: 14 },
      { at: 6, path: 'legal.raise.min', equals: 24 },
      { at: 6, path: 'rulings.-1.code', equals: 'allin.incomplete_raise' },
      { at: 8, path: 'toAct', equals: 'A' },
      { at: 8, path: 'legal.call', equals: 4 },
      { at: 8, path: 'legal.raise', equals: null },
      { at: 8, path: 'legal.raiseClosed.code', equals: 'action.not_reopened' },
    ],
  },
  {
    id: '000-short-allins-add-up',
    guide: '000',
    label: {
      en: '000 · Short all-ins add up: A bets 10, B all-in 14, C all-in 21, reopened for A',
      fr: '000 · Plusieurs tapis courts : A mise 10, B tapis 14, C tapis 21, rouvert pour A',
    },
    spec: {
      blinds: [1, 2],
      players: seats('A:100 B:16 D:100 C:23'),
      actions: acts('D call, C call, A call, B check, A bet 10, B allin, D call, C allin, A call'),
    },
    notes: [
      { at: 4, en: 'Blinds 1/2, on the flop.', fr: 'Blindes 1/2, au flop.' },
      { at: 5, en: 'A bets 10.', fr: 'Le joueur A mise 10.' },
      {
        at: 6,
        en: 'B goes all-in for 14 (+4, not a full raise on its own).',
        fr: 'B fait tapis pour 14 (incrément de +4, pas une relance complète à lui seul).',
      },
      { at: 7, en: 'D calls B’s 14.', fr: 'D suit les 14 de B.' },
      {
        at: 8,
        en: 'C goes all-in for 21 (+7). Together 4 + 7 = 11: A put in 10 and faces 11 more, at least a full raise of 10, so the betting is reopened for A: fold, call or raise.',
        fr: 'C fait tapis pour 21 (+7). Incréments cumulés : 4 + 7 = 11. A a mis 10 et fait face à 11 de plus, soit au moins une relance complète de 10 : les enchères se rouvrent pour A, qui peut se coucher, suivre ou relancer.',
      },
      {
        at: 9,
        en: 'A calls. D, who had called 14, faces only 7 more: nothing reopens for D, call or fold.',
        fr: 'A suit. D, qui avait suivi les 14 de B, ne fait face qu’à 7 de plus : rien ne se rouvre pour lui, suivre ou se coucher.',
      },
    ],
    checks: [
      { at: 8, path: 'toAct', equals: 'A' },
      { at: 8, path: 'legal.fold', equals: true },
      { at: 8, path: 'legal.call', equals: 11 },
      { at: 8, path: 'legal.raise.min', equals: 31 },
      { at: 8, path: 'legal.raiseClosed', equals: null },
      { at: 9, path: 'toAct', equals: 'D' },
      { at: 9, path: 'legal.call', equals: 7 },
      { at: 9, path: 'legal.raise', equals: null },
      { at: 9, path: 'legal.raiseClosed.code', equals: 'action.not_reopened' },
    ],
  },
  {
    id: '000-allin-below-big-blind',
    guide: '000',
    label: {
      en: '000 · All-in for less than the big blind (WSOP 154): B has 1, the others still owe 2',
      fr: '000 · Tapis pour moins que la grosse blinde (WSOP 154) : B a 1, les autres doivent 2',
    },
    spec: { blinds: [1, 2], players: seats('A:100 B:1 C:100'), actions: acts('C call, A call') },
    notes: [
      {
        at: 0,
        en: 'B has only 1 for the big blind of 2: B is all-in for 1. The others still owe the full big blind.',
        fr: 'B n’a que 1 pour la grosse blinde de 2 : il est à tapis pour 1. Les autres suivent quand même la grosse blinde entière.',
      },
      {
        at: 2,
        en: 'What A and C put in beyond B’s 1 makes a side pot between them: main pot 3, side pot 2.',
        fr: 'Ce que A et C mettent au-delà du 1 de B forme un side pot entre eux : pot principal 3, side pot 2.',
      },
    ],
    checks: [
      { at: 0, path: 'players.1.allIn', equals: true },
      { at: 0, path: 'toAct', equals: 'C' },
      { at: 0, path: 'legal.call', equals: 2 },
      { at: 0, path: 'rulings.0.code', equals: 'post.blind_short' },
      { at: 2, path: 'street', equals: 'flop' },
      { at: 2, path: 'pots.0.amount', equals: 3 },
      { at: 2, path: 'pots.1.amount', equals: 2 },
    ],
  },
  {
    id: '002-ex2-actions',
    guide: '002',
    label: {
      en: '002 · Ex. 2 played: tournament 100/200, four all-ins on the flop',
      fr: '002 · Ex. 2 joué : tournoi 100/200, quatre tapis au flop',
    },
    spec: {
      format: 'tournament',
      blinds: [100, 200],
      ante: 100,
      players: seats('A:1500 B:4000 C:2500 D:6000'),
      actions: acts('C call, D call, A call, B check, A allin, B allin, C allin, D allin'),
      ranking: [['A'], ['C'], ['B'], ['D']],
    },
    notes: [
      { at: 4, en: 'Before the flop each player has put in 300: the pot is 1 200.', fr: 'Avant le flop, chacun a mis 300 : le pot vaut 1 200.' },
      {
        at: 8,
        en: 'All-in with what is left: A 1 200, B 3 700, C 2 200, D 5 700. Main pot 6 000, side pots 3 000 and 3 000, 2 000 back to D. Showdown A, C, B, D.',
        fr: 'Tous à tapis avec ce qu’il leur reste : A 1 200, B 3 700, C 2 200, D 5 700. Pot principal 6 000, secondaires 3 000 et 3 000, 2 000 rendus à D. Abattage A, C, B, D.',
      },
    ],
    checks: [
      { at: 4, path: 'street', equals: 'flop' },
      { at: 4, path: 'pots.0.amount', equals: 1200 },
      { at: 8, path: 'pots.0.amount', equals: 6000 },
      { at: 8, path: 'pots.1.amount', equals: 3000 },
      { at: 8, path: 'pots.2.amount', equals: 3000 },
      { at: 8, path: 'returned.D', equals: 2000 },
      { at: 8, path: 'payouts.A', equals: 6000 },
      { at: 8, path: 'payouts.C', equals: 3000 },
      { at: 8, path: 'payouts.B', equals: 3000 },
      { at: 8, path: 'payouts.D', equals: 2000 },
    ],
  },
  {
    id: '002-ex3-actions',
    guide: '002',
    label: {
      en: '002 · Ex. 3 played: A all-in 40, B calls, C raises to 150, B folds',
      fr: '002 · Ex. 3 joué : A tapis 40, B suit, C relance à 150, B se couche',
    },
    spec: {
      blinds: [1, 2],
      players: seats('A:50 B:200 C:300'),
      actions: acts('C raise 10, A call, B call, A allin, B call, C raise 150, B fold'),
      ranking: [['A'], ['C']],
    },
    notes: [
      { at: 3, en: 'Table 1/2: on the flop the pot holds 30.', fr: 'Table 1/2 : au flop, le pot contient 30.' },
      { at: 6, en: 'A all-in for 40, B calls 40, C raises to 150.', fr: 'A part à tapis pour 40, B suit 40, C relance à 150.' },
      {
        at: 7,
        en: 'B folds: B’s 40 stay in the pot. Main pot 30 + 40 × 3 = 150, for A and C only; C’s 110 are called by nobody and go back to C.',
        fr: 'B se couche : ses 40 restent dans le pot. Pot principal 30 + 40 × 3 = 150, disputé par A et C seuls ; les 110 de relance de C ne sont suivis par personne et lui sont rendus.',
      },
    ],
    checks: [
      { at: 3, path: 'pots.0.amount', equals: 30 },
      { at: 6, path: 'toAct', equals: 'B' },
      { at: 7, path: 'pots.0.amount', equals: 150 },
      { at: 7, path: 'pots.0.eligible', equals: ['A', 'C'] },
      { at: 7, path: 'returned.C', equals: 110 },
      { at: 7, path: 'payouts.A', equals: 150 },
      { at: 7, path: 'payouts.C', equals: 110 },
    ],
  },
  {
    id: '002-ex3-b-calls-actions',
    guide: '002',
    label: {
      en: '002 · Ex. 3 played, if B had called 150: side pot of 220',
      fr: '002 · Ex. 3 joué, si B avait suivi 150 : side pot de 220',
    },
    spec: {
      blinds: [1, 2],
      players: seats('A:50 B:200 C:300'),
      actions: acts('C raise 10, A call, B call, A allin, B call, C raise 150, B call, B check, C check, B check, C check'),
      ranking: [['A'], ['C'], ['B']],
    },
    notes: [
      {
        at: 7,
        en: 'B calls 150: a side pot of 110 × 2 = 220 between B and C; A can only win the main pot of 150.',
        fr: 'B suit les 150 : un side pot de 220 (110 × 2) se joue entre B et C, et A ne peut prétendre qu’au pot principal de 150.',
      },
    ],
    checks: [
      { at: 7, path: 'street', equals: 'turn' },
      { at: 7, path: 'pots.0.amount', equals: 150 },
      { at: 7, path: 'pots.1.amount', equals: 220 },
      { at: 7, path: 'pots.1.eligible', equals: ['B', 'C'] },
      { at: 11, path: 'payouts.A', equals: 150 },
      { at: 11, path: 'payouts.C', equals: 220 },
    ],
  },
];

/** Reads a report path: "legal.raise.min", "log.-1.type" (negative: from the end). */
export function reportAt(report, path) {
  let cur = report;
  for (const key of path.split('.')) {
    if (cur === null || cur === undefined) return undefined;
    if (Array.isArray(cur)) {
      let i = Number(key);
      if (i < 0) i += cur.length;
      cur = cur[i];
    } else cur = cur[key];
  }
  return cur;
}
