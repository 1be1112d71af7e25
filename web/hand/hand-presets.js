// Hand mode's presets: the guides' betting examples as hands played action by action, one data file
// each (examples/hands/<id>.json, their order in examples/hands/index.json). A file holds the spec,
// its title and notes as catalogue keys (ui "preset.<id>…", said in the reader's language) and the
// figures the core must report (`expect`, read by the node tests only). The page imports the
// first three by name, so `expect` never reaches the browser bundle. Nothing here decides a rule.
import index from '../../examples/hands/index.json';

// import.meta.glob takes literal options only: one glob per field.
const specs = import.meta.glob(['../../examples/hands/*.json', '!**/index.json'], { eager: true, import: 'spec' });
const titles = import.meta.glob(['../../examples/hands/*.json', '!**/index.json'], { eager: true, import: 'title' });
const notes = import.meta.glob(['../../examples/hands/*.json', '!**/index.json'], { eager: true, import: 'notes' });
const guides = import.meta.glob(['../../examples/hands/*.json', '!**/index.json'], { eager: true, import: 'guide' });

/** [{id, guide, title, spec, notes: [{at, text}]}], in the index's order; title and text are ui keys. */
export const handPresetList = index.order.map((id) => {
  const file = `../../examples/hands/${id}.json`;
  return { id, guide: guides[file], title: titles[file], spec: specs[file], notes: notes[file] };
});
