// The JS API: `const t = await loadTapis(); t.analyze(spec)`.
// A thin wrapper over the Embind module: it turns a spec object into JSON text and the report
// text back into an object. It decides nothing: every rule and check is in the C++ core.
import createTapisModule from './wasm-build/tapis.mjs';

const isNode = typeof process === 'object' && process.versions != null && process.versions.node != null;

async function nodeWasmBytes() {
  // Emscripten 3.1.6 cannot fetch its own .wasm from a file path under Node 20: give it the bytes.
  const { readFile } = await import('node:fs/promises');
  return readFile(new URL('./wasm-build/tapis.wasm', import.meta.url));
}

function toText(spec) {
  if (typeof spec === 'string') return spec;
  // JSON.stringify turns NaN/Infinity into null and drops undefined: the core then reports the
  // field as missing or of the wrong type, never as a silent zero.
  return JSON.stringify(spec);
}

export async function loadTapis(options = {}) {
  const moduleArgs = {};
  if (options.wasmBinary) moduleArgs.wasmBinary = options.wasmBinary;
  else if (isNode) moduleArgs.wasmBinary = await nodeWasmBytes();
  const mod = await createTapisModule(moduleArgs);
  return {
    /** @param {object|string} spec @returns {object} the report */
    analyze(spec) {
      let text;
      try {
        text = toText(spec);
      } catch (e) {
        return { ok: false, errors: [{ code: 'spec.json', message: String(e && e.message) }], pots: [], returned: {}, awards: [], payouts: {} };
      }
      if (text === undefined) text = 'null';
      return JSON.parse(mod.analyze(text));
    },
    /**
     * The best hand of `holeCards` with `board` ("As Kd", "AsKd", "A♠ K♦"), for a card picker.
     * @returns {{ok: boolean, errors: object[], hand?: object}}
     */
    rankHand(game, holeCards, board = '') {
      const text = (v) => (Array.isArray(v) ? v.join(' ') : String(v ?? ''));
      return JSON.parse(mod.rankHand(String(game ?? 'holdem'), text(holeCards), text(board)));
    },
    /** The raw text interface (used by the CLI so malformed JSON reaches the core unchanged). */
    analyzeText(text) {
      return mod.analyze(String(text));
    },
  };
}
