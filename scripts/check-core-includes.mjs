// The core's include graph points down (issue 33): every core/**/*.{hpp,cpp} may include its own
// folder and the folders of lower layers, never a folder of its own layer or above. Run by
// `npm run lint`; `--graph` prints the folder graph (edges with their include counts).
// tests/, wasm/, fuzz/ and bench/ sit outside core/: they may include anything.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The layers, lowest first. A folder may include the folders of the layers before its own.
//   base: errors and results, message params, rulings, chips, money, spec field paths.
//   json, cards: the JSON value and the cards and hand evaluator.
//   pots, equity, prizes: side pots and awards; the equity engine (cards only); prize money (ICM).
//   betting, showdown: a deal played action by action; who shows and wins.
//   practice: exercises made from the rules and graded by them (issue 32).
//   spec: reads a spec into the rules' types (an adapter).
//   report: runs the rules and writes the report (an adapter).
//   phh: hand histories, to and from a spec, replayed through the report.
//   page: what only the page's WASM module links (core/page/).
export const LAYERS = [
  ['base'],
  ['json', 'cards'],
  ['pots', 'equity', 'prizes'],
  ['betting', 'showdown'],
  ['practice'],
  ['spec'],
  ['report'],
  ['phh'],
  ['page'],
];

const root = fileURLToPath(new URL('../', import.meta.url));
const layerOf = new Map(LAYERS.flatMap((folders, i) => folders.map((f) => [f, i])));

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return sources(path);
    return /\.(hpp|cpp)$/.test(e.name) ? [path] : [];
  });
}

const problems = [];
const edges = new Map(); // "from -> to" -> count
for (const file of sources(`${root}core`).sort()) {
  const rel = file.slice(root.length);
  const from = rel.split('/')[1];
  if (!layerOf.has(from)) {
    problems.push(`${rel}: folder core/${from}/ is in no layer (add it to LAYERS in scripts/check-core-includes.mjs)`);
    continue;
  }
  const text = readFileSync(file, 'utf8');
  for (const [, path] of text.matchAll(/^\s*#\s*include\s+"core\/([^"]+)"/gm)) {
    const to = path.split('/')[0];
    if (to === from) continue;
    const key = `${from} -> ${to}`;
    edges.set(key, (edges.get(key) ?? 0) + 1);
    if (!layerOf.has(to)) problems.push(`${rel}: includes "core/${path}", whose folder is in no layer`);
    else if (layerOf.get(to) >= layerOf.get(from))
      problems.push(
        `${rel}: includes "core/${path}": ${from} (layer ${layerOf.get(from)}) may include only lower layers, ` +
          `${to} is layer ${layerOf.get(to)}${layerOf.get(to) === layerOf.get(from) ? ' (the same)' : ''}`,
      );
  }
}

// Upward edges are refused above, so a cycle needs one too; checked anyway, on the folder graph.
const next = new Map();
for (const key of edges.keys()) {
  const [a, b] = key.split(' -> ');
  next.set(a, [...(next.get(a) ?? []), b]);
}
const state = new Map(); // folder -> 'open' | 'done'
function visit(folder, path) {
  if (state.get(folder) === 'done') return;
  if (state.get(folder) === 'open') {
    problems.push(`folder cycle: ${[...path.slice(path.indexOf(folder)), folder].join(' -> ')}`);
    return;
  }
  state.set(folder, 'open');
  for (const to of next.get(folder) ?? []) visit(to, [...path, folder]);
  state.set(folder, 'done');
}
for (const folder of next.keys()) visit(folder, []);

if (process.argv.includes('--graph')) {
  console.log(`layers, lowest first: ${LAYERS.map((l) => l.join(' ')).join(' < ')}`);
  const sorted = [...edges].sort(([a], [b]) => {
    const [fa, ta] = a.split(' -> ');
    const [fb, tb] = b.split(' -> ');
    return layerOf.get(fa) - layerOf.get(fb) || fa.localeCompare(fb) || layerOf.get(ta) - layerOf.get(tb) || ta.localeCompare(tb);
  });
  for (const [key, count] of sorted) console.log(`${key} (${count})`);
}
if (problems.length > 0) {
  console.error(`core/ include graph: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
if (!process.argv.includes('--graph')) console.log(`core/ include graph: ${edges.size} folder edges, all downward`);
