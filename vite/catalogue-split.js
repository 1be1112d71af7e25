// The built site fetches each catalogue (lib/i18n/<lang>.json, one source file per language) in
// two parts (issue 31's first-load budget), written before the build into
// build-catalogues/{first,later}/<lang>.json, without indentation: lib/i18n/i18n.js refers to
// both, so each file is named after its own content. The first part, fetched with quick mode,
// has all but the later part: hand mode's words (ui "hand.*" and the hand presets' titles and
// notes), the drills', the embed builder's, hand histories' and the CLI's, and the messages only
// the betting engine and the PHH reader give (action., post., oot., limit., phh.). i18n.js fetches
// the later part for every load but quick mode's first (hand mode, the practice page, the
// builder, a language switch). A key of those sections that a file other than their owners'
// writes (or the page's or the embed's HTML, data-i18n) stays in the first part. Node and the dev
// server read the source whole.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));

export const LATER_UI = /^(hand\.|practice|builder|snippet|phh|cli)/;
export const LATER_MESSAGES = /^(action|post|oot|limit|phh)\./;
// The files that say the later words (and load the whole catalogue first).
const OWNERS =
  /^(web\/hand\/(?!hand-mode-loader\.js)|web\/practice\/|web\/embed\/(embed-builder|embed-snippets|hand-replay)\.js|lib\/markdown\/phh-markdown\.js|bin\/)/;

/** The hand presets' catalogue keys (examples/hands/<id>.json: title and notes). */
export function handPresetKeys() {
  const dir = join(root, 'examples/hands');
  const keys = new Set();
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'index.json')) {
    const preset = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    if (preset.title) keys.add(preset.title);
    for (const note of preset.notes ?? []) keys.add(note.text);
  }
  return keys;
}

/** Every string literal written by a source file of web/ and lib/ that is not an owner's. */
export function keysWrittenElsewhere() {
  const words = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'wasm-build') walk(path);
      } else if (path.endsWith('.js') && !OWNERS.test(path)) {
        for (const m of readFileSync(join(root, path), 'utf8').matchAll(/['"`]([A-Za-z][\w.-]*)['"`]/g)) words.add(m[1]);
      }
    }
  };
  walk('web');
  walk('lib');
  // The first screens' own words (the page's chrome, the embed's).
  for (const page of ['index.html', 'embed.html']) {
    for (const m of readFileSync(join(root, page), 'utf8').matchAll(/data-i18n="([\w.-]+)"/g)) words.add(m[1]);
  }
  return words;
}

/** {first, later}: the catalogue's two parts (first ∪ later is the catalogue). */
export function splitCatalogue(catalogue, { presets = handPresetKeys(), keep = keysWrittenElsewhere() } = {}) {
  const first = { ...catalogue };
  const later = {};
  const move = (section, isLater) => {
    const kept = {};
    for (const [key, value] of Object.entries(catalogue[section] ?? {})) {
      if (isLater(key) && !keep.has(key)) (later[section] ??= {})[key] = value;
      else kept[key] = value;
    }
    first[section] = kept;
  };
  move('ui', (key) => LATER_UI.test(key) || presets.has(key));
  move('messages', (key) => LATER_MESSAGES.test(key));
  return { first, later };
}

/** Writes build-catalogues/first/<lang>.json and build-catalogues/later/<lang>.json. */
export function writeCatalogueParts() {
  const options = { presets: handPresetKeys(), keep: keysWrittenElsewhere() };
  const source = join(root, 'lib/i18n');
  for (const part of ['first', 'later']) mkdirSync(join(root, 'build-catalogues', part), { recursive: true });
  for (const file of readdirSync(source).filter((f) => f.endsWith('.json'))) {
    const { first, later } = splitCatalogue(JSON.parse(readFileSync(join(source, file), 'utf8')), options);
    writeFileSync(join(root, 'build-catalogues/first', file), JSON.stringify({ ...first, later: true }));
    writeFileSync(join(root, 'build-catalogues/later', file), JSON.stringify(later));
  }
}

export function splitCatalogues() {
  return {
    name: 'tapis-split-catalogues',
    // Before any module is read: i18n.js's URLs of the parts resolve to these files.
    buildStart() {
      writeCatalogueParts();
    },
  };
}
