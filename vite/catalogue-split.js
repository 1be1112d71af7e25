// The catalogues (lib/i18n/<lang>.json, one source file per language) are fetched as built here:
// without their indentation, and in two parts (issue 31's first-load budget). The first part,
// fetched with quick mode, has all but `later`: hand mode's words (ui "hand.*" and the hand
// presets' titles and notes), the drills', the embed builder's, hand histories' and the CLI's, and
// the messages only the betting engine and the PHH reader give (action., post., oot., limit., phh.).
// lib/i18n/i18n.js fetches `later` for every load but quick mode's first (hand mode, the practice
// page, the builder, a language switch). A key of those sections that a file other than their
// owners' writes stays in the first part.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';

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

const isCatalogue = (value) => value && typeof value === 'object' && typeof value.lang === 'string' && value.ui && value.messages;

export function splitCatalogues() {
  return {
    name: 'tapis-split-catalogues',
    apply: 'build',
    generateBundle(_options, bundle) {
      let options = null;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.json')) continue;
        let value;
        try {
          value = JSON.parse(String(file.source));
        } catch {
          continue; // not JSON after all: left as it is
        }
        if (!isCatalogue(value)) {
          file.source = JSON.stringify(value);
          continue;
        }
        options ??= { presets: handPresetKeys(), keep: keysWrittenElsewhere() };
        const { first, later } = splitCatalogue(value, options);
        // Named after the first part's content hash: a new catalogue is a new pair of files.
        const laterName = file.fileName.replace(/\.json$/, '.later.json');
        this.emitFile({ type: 'asset', fileName: laterName, source: JSON.stringify(later) });
        file.source = JSON.stringify({ ...first, later: relative(file.fileName.replace(/[^/]*$/, ''), laterName) });
      }
    },
  };
}
