// The guides' worked examples, as the same spec files the CLI and the node tests use.
// Every side-pot example of guides 000, 002 and 004 that quick mode can express, with the guide's
// exact numbers; a label says which guide and which example (both languages).
//
// Ids: "002-ex2" (the page's ?example=002-ex2) and "guide-002-ex2" (embeds, <tapis-calculator
// preset="guide-002-ex2">) name the same preset.
//
// Guide 003's examples (minimum raise, the 50 % rule, the incomplete all-in 100/200, pot-limit
// maximum) are betting sequences, not side pots: they belong to hand mode (web/hand/hand-presets.js),
// which opens them itself (?example=003-…).
import ex000 from '../../examples/guide-000-three-players.json';
import ex000stack from '../../examples/guide-000-effective-stack.json';
import ex000stakes from '../../examples/guide-000-table-stakes.json';
import ex002a from '../../examples/guide-002-ex1.json';
import ex002aB from '../../examples/guide-002-ex1-b-best.json';
import ex002aC from '../../examples/guide-002-ex1-c-best.json';
import ex002b from '../../examples/guide-002-ex2.json';
import ex002c from '../../examples/guide-002-ex3.json';
import ex002cCall from '../../examples/guide-002-ex3-b-calls.json';
import ex004a from '../../examples/guide-004-two-pots.json';
import ex004abc from '../../examples/guide-004-three-layers-abc.json';
import ex004b from '../../examples/guide-004-three-layers.json';
import ex004odd from '../../examples/guide-004-odd-chip.json';

export const presets = [
  {
    id: '000-three-players',
    mode: 'quick',
    spec: ex000,
    label: { en: '000 · Three players: 100 / 150 / 150, B and C tie', fr: '000 · Trois joueurs : 100 / 150 / 150, B et C à égalité' },
  },
  {
    id: '000-effective-stack',
    mode: 'quick',
    spec: ex000stack,
    label: { en: '000 · Effective stack: A all-in 100, B (300) calls 100', fr: '000 · Tapis effectif : A à tapis 100, B (300) suit 100' },
  },
  {
    id: '000-table-stakes',
    mode: 'quick',
    spec: ex000stakes,
    label: { en: '000 · Table stakes: all-in for 80, the others bet 400', fr: '000 · Table stakes : tapis pour 80, les autres misent 400' },
  },
  {
    id: '002-ex1',
    mode: 'quick',
    spec: ex002a,
    label: { en: '002 · Ex. 1: three all-ins preflop (50 / 120 / 300)', fr: '002 · Ex. 1 : trois tapis avant le flop (50 / 120 / 300)' },
  },
  {
    id: '002-ex1-b-best',
    mode: 'quick',
    spec: ex002aB,
    label: { en: '002 · Ex. 1 if B has the best hand: B takes 290', fr: '002 · Ex. 1 si B a la meilleure main : B rafle 290' },
  },
  {
    id: '002-ex1-c-best',
    mode: 'quick',
    spec: ex002aC,
    label: { en: '002 · Ex. 1 if C wins: 290, plus 180 not called', fr: '002 · Ex. 1 si C gagne : 290, plus 180 non suivis' },
  },
  {
    id: '002-ex2',
    mode: 'quick',
    spec: ex002b,
    label: { en: '002 · Ex. 2: tournament, two side pots (A, C, B, D)', fr: '002 · Ex. 2 : tournoi, deux pots secondaires (A, C, B, D)' },
  },
  {
    id: '002-ex3',
    mode: 'quick',
    spec: ex002c,
    label: { en: '002 · Ex. 3: B folds after calling 40', fr: '002 · Ex. 3 : B se couche après avoir suivi 40' },
  },
  {
    id: '002-ex3-b-calls',
    mode: 'quick',
    spec: ex002cCall,
    label: { en: '002 · Ex. 3 if B had called 150: side pot of 220', fr: '002 · Ex. 3 si B avait suivi 150 : side pot de 220' },
  },
  {
    id: '004-two-pots',
    mode: 'quick',
    spec: ex004a,
    label: { en: '004 · Two pots: A all-in 25, B and C 100', fr: '004 · Deux pots : A à tapis 25, B et C 100' },
  },
  {
    id: '004-three-layers-abc',
    mode: 'quick',
    spec: ex004abc,
    label: { en: '004 · Three all-ins, three layers: 20 / 50, C calls 50', fr: '004 · Trois all-ins, trois couches : 20 / 50, C suit 50' },
  },
  {
    id: '004-three-layers',
    mode: 'quick',
    spec: ex004b,
    label: {
      en: '004 · Three layers, and D folded after putting in 20',
      fr: '004 · Trois couches, et D couché après avoir mis 20',
    },
  },
  {
    id: '004-odd-chip',
    mode: 'quick',
    spec: ex004odd,
    label: { en: '004 · Odd chip: a pot of 101 split 51 / 50', fr: '004 · Jeton impair : un pot de 101 partagé 51 / 50' },
  },
];

/** Finds a preset by its id, with or without the "guide-" prefix. */
export function presetById(id) {
  if (typeof id !== 'string') return undefined;
  const key = id.startsWith('guide-') ? id.slice('guide-'.length) : id;
  return presets.find((p) => p.id === key);
}
