// Hand mode's presets as the node tests read them: the same files the page reads
// (examples/hands/<id>.json, in examples/hands/index.json's order), with their expected figures.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../../../examples/hands/', import.meta.url));
const read = (name) => JSON.parse(readFileSync(`${dir}${name}`, 'utf8'));

/** [{id, guide, title, spec, notes: [{at, text}], expect: [{at, path, equals}]}] */
export const handPresetList = read('index.json').order.map((id) => ({ id, ...read(`${id}.json`) }));

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
