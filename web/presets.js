// The guides' worked examples, as the same spec files the CLI and the node tests use.
import ex002a from '../examples/guide-002-ex1.json';
import ex002b from '../examples/guide-002-ex2.json';
import ex002c from '../examples/guide-002-ex3.json';
import ex004a from '../examples/guide-004-two-pots.json';
import ex004b from '../examples/guide-004-three-layers.json';
import ex000 from '../examples/guide-000-three-players.json';

export const presets = [
  {
    id: '002-ex1',
    spec: ex002a,
    label: { en: '002 · Ex. 1: three all-ins preflop (50 / 120 / 300)', fr: '002 · Ex. 1 : trois tapis avant le flop (50 / 120 / 300)' },
  },
  {
    id: '002-ex2',
    spec: ex002b,
    label: { en: '002 · Ex. 2: tournament, two side pots (A, C, B, D)', fr: '002 · Ex. 2 : tournoi, deux pots secondaires (A, C, B, D)' },
  },
  {
    id: '002-ex3',
    spec: ex002c,
    label: { en: '002 · Ex. 3: B folds after calling 40', fr: '002 · Ex. 3 : B se couche après avoir suivi 40' },
  },
  {
    id: '004-two-pots',
    spec: ex004a,
    label: { en: '004 · Two pots: A all-in 25, B and C 100', fr: '004 · Deux pots : A à tapis 25, B et C 100' },
  },
  {
    id: '004-three-layers',
    spec: ex004b,
    label: { en: '004 · Three all-ins: 20 / 50 / 50, D folded 20', fr: '004 · Trois tapis : 20 / 50 / 50, D couché 20' },
  },
  {
    id: '000-three-players',
    spec: ex000,
    label: { en: '000 · Three players: 100 / 150 / 150, B and C tie', fr: '000 · Trois joueurs : 100 / 150 / 150, B et C à égalité' },
  },
];

export function presetById(id) {
  return presets.find((p) => p.id === id);
}
