// The guides' worked examples, as the same spec files the CLI and the node tests use.
// Every side-pot example of guides 000, 002 and 004 that quick mode can express, with the guide's
// exact numbers; its title (a ui key of the catalogues, "preset.<id>") says which guide and example.
//
// Ids: "002-ex2" (the page's ?example=002-ex2) and "guide-002-ex2" (embeds, <tapis-calculator
// preset="guide-002-ex2">) name the same preset.
//
// Guide 003's examples (minimum raise, the 50 % rule, the incomplete all-in 100/200, pot-limit
// maximum) are betting sequences, not side pots: they belong to hand mode (examples/hands/, read by
// web/hand/hand-presets.js), which opens them itself (?example=003-…).
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
    title: 'preset.000-three-players',
  },
  {
    id: '000-effective-stack',
    mode: 'quick',
    spec: ex000stack,
    title: 'preset.000-effective-stack',
  },
  {
    id: '000-table-stakes',
    mode: 'quick',
    spec: ex000stakes,
    title: 'preset.000-table-stakes',
  },
  {
    id: '002-ex1',
    mode: 'quick',
    spec: ex002a,
    title: 'preset.002-ex1',
  },
  {
    id: '002-ex1-b-best',
    mode: 'quick',
    spec: ex002aB,
    title: 'preset.002-ex1-b-best',
  },
  {
    id: '002-ex1-c-best',
    mode: 'quick',
    spec: ex002aC,
    title: 'preset.002-ex1-c-best',
  },
  {
    id: '002-ex2',
    mode: 'quick',
    spec: ex002b,
    title: 'preset.002-ex2',
  },
  {
    id: '002-ex3',
    mode: 'quick',
    spec: ex002c,
    title: 'preset.002-ex3',
  },
  {
    id: '002-ex3-b-calls',
    mode: 'quick',
    spec: ex002cCall,
    title: 'preset.002-ex3-b-calls',
  },
  {
    id: '004-two-pots',
    mode: 'quick',
    spec: ex004a,
    title: 'preset.004-two-pots',
  },
  {
    id: '004-three-layers-abc',
    mode: 'quick',
    spec: ex004abc,
    title: 'preset.004-three-layers-abc',
  },
  {
    id: '004-three-layers',
    mode: 'quick',
    spec: ex004b,
    title: 'preset.004-three-layers',
  },
  {
    id: '004-odd-chip',
    mode: 'quick',
    spec: ex004odd,
    title: 'preset.004-odd-chip',
  },
];

/** Finds a preset by its id, with or without the "guide-" prefix. */
export function presetById(id) {
  if (typeof id !== 'string') return undefined;
  const key = id.startsWith('guide-') ? id.slice('guide-'.length) : id;
  return presets.find((p) => p.id === key);
}
