// The JS API over either Embind module (lib/api/tapis.js: the page's; lib/api/tapis-equity.js: the one
// with the equity engine). A thin wrapper: it turns a spec object into JSON text and the report
// text back into an object. It decides nothing: every rule and check is in the C++ core. The
// core's messages are {code, rule, params}: the API adds their English `message` (messages.js,
// imported only then: the page's loaders ask for none, and leave it out of the first load).

function toText(spec) {
  if (typeof spec === 'string') return spec;
  // JSON.stringify turns NaN/Infinity into null and drops undefined: the core then reports the
  // field as missing or of the wrong type, never as a silent zero.
  return JSON.stringify(spec);
}

/**
 * Adds two equity chunk sums (core/report/equity_worker.hpp): units, weight, and per pot the counts of each
 * winner mask. Only sums: every rule stays in the core, which turns merged sums into numbers.
 */
export function mergeEquitySums(a, b) {
  if (!a) return b;
  const pots = b.pots.map((list, i) => {
    const counts = new Map();
    for (const [mask, count] of [...(a.pots[i] ?? []), ...list]) counts.set(mask, (counts.get(mask) ?? 0) + count);
    return [...counts].sort((x, y) => x[0] - y[0]);
  });
  const merged = { units: a.units + b.units, weight: a.weight + b.weight, pots };
  if (b.joint) {
    // Issue 31: joint outcomes, by the masks of every contested pot.
    const counts = new Map();
    for (const [masks, count] of [...(a.joint ?? []), ...b.joint]) {
      const key = masks.join(',');
      const old = counts.get(key);
      counts.set(key, [masks, (old?.[1] ?? 0) + count]);
    }
    merged.joint = [...counts.values()];
  }
  return merged;
}

/** A spec JSON cannot write (a value that refers to itself, a BigInt): the error the core would give it. */
function unserializable() {
  // The message is the English catalogue's template for the code (lib/i18n/en.json).
  return { code: 'spec.unserializable', rule: null, params: {}, message: 'The spec cannot be written as JSON (a value that refers to itself, or a BigInt).' };
}

/**
 * The API over an instantiated module; the equity functions exist only where the module has them.
 * `said`: lib/api/messages.js's sayer of English messages (without it, answers carry no `message`).
 */
export function apiOf(mod, said = null) {
  // The core's answer with its messages said; `spec`: what it was asked, for its money unit.
  const answer = (text, spec) => (said ? said.answer(text, spec) : JSON.parse(text));
  const answerText = (text, spec) => (said ? said.answerText(text, spec) : text);
  const api = {
    /** @param {object|string} spec @returns {object} the report */
    analyze(spec) {
      let text;
      try {
        text = toText(spec);
      } catch {
        return { ok: false, errors: [unserializable()], missing: ['pots', 'awards', 'showdown', 'equity'], pots: [], returned: {}, awards: [], payouts: {} };
      }
      if (text === undefined) text = 'null';
      return answer(mod.analyze(text), text);
    },
    /**
     * The cards of a text as the core reads them ("As Kd", "AsKd", "A♠ K♦", "10h"), each at most
     * once and in the game's deck: the page's only card parser.
     * @returns {{ok: boolean, errors: object[], cards?: string[]}}
     */
    parseCards(text, game = 'holdem') {
      return answer(mod.parseCards(String(text ?? ''), String(game ?? 'holdem')));
    },
    /**
     * The best hand of `holeCards` with `board` ("As Kd", "AsKd", "A♠ K♦"), for a card picker.
     * @returns {{ok: boolean, errors: object[], hand?: object}}
     */
    rankHand(game, holeCards, board = '') {
      const text = (v) => (Array.isArray(v) ? v.join(' ') : String(v ?? ''));
      return answer(mod.rankHand(String(game ?? 'holdem'), text(holeCards), text(board)));
    },
    /** The raw text interface (used by the CLI so malformed JSON reaches the core unchanged): the core's text, messages added. */
    analyzeText(text) {
      return answerText(mod.analyze(String(text)), String(text));
    },
  };
  if (typeof mod.equityPlan !== 'function') return api;
  return {
    ...api,
    /**
     * A hand history (PHH text: one .phh hand or a .phhs of many) as one report per hand, in file
     * order, each with `source`, `spec`, `import` and, when the file records a result, `recorded`.
     * @param {string} text @returns {object[]}
     */
    fromPhh(text) {
      return answer(mod.fromPhh(String(text ?? '')));
    },
    /** The same as JSON text, one hand's report a line (the CLI prints it as it is). */
    fromPhhText(text) {
      return answerText(mod.fromPhh(String(text ?? '')));
    },
    /** A spec played action by action as PHH text: {ok, errors, phh}. */
    toPhh(spec) {
      let text;
      try {
        text = toText(spec);
      } catch {
        return { ok: false, errors: [unserializable()], phh: null };
      }
      return answer(mod.toPhh(text ?? 'null'), text);
    },
    /** Equity in chunks (for a Web Worker): the plan, one chunk's sums, the numbers from merged sums. */
    equityPlan(spec) {
      return answer(mod.equityPlan(toText(spec) ?? 'null'), spec);
    },
    equityChunk(spec, from, to) {
      return answer(mod.equityChunk(toText(spec) ?? 'null', Number(from), Number(to)), spec);
    },
    equityFinish(spec, sums) {
      return answer(mod.equityFinish(toText(spec) ?? 'null', JSON.stringify(sums)), spec);
    },
    /** The next chunk after the merged sums so far (null: the first), merged, with the plan and the numbers. */
    equityStep(spec, sums) {
      return answer(mod.equityStep(toText(spec) ?? 'null', JSON.stringify(sums ?? null)), spec);
    },
    /**
     * The whole equity, chunk after chunk, yielding between chunks so a worker can report
     * progress and stop: onProgress(equity, plan) after each chunk; signal: an AbortSignal.
     * Resolves to {ok, errors, equity} as equityFinish gives it.
     */
    async equity(spec, { onProgress, signal } = {}) {
      const text = toText(spec) ?? 'null';
      let sums = null;
      for (;;) {
        // The message is the English catalogue's template for the code (lib/i18n/en.json).
        if (signal?.aborted) return { ok: false, errors: [{ code: 'equity.cancelled', rule: null, params: {}, message: 'The computation was cancelled.' }] };
        const step = answer(mod.equityStep(text, JSON.stringify(sums)), text);
        if (!step.ok) return step;
        sums = step.sums;
        onProgress?.(step.equity, { ok: true, errors: [], ...step.plan });
        if (step.equity.done) return { ok: true, errors: [], equity: step.equity, ...(step.prizeEquity ? { prizeEquity: step.prizeEquity } : {}) };
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
  };
}

const isNode = typeof process === 'object' && process.versions != null && process.versions.node != null;

/**
 * Instantiates an Emscripten module factory. Emscripten 3.1.6 cannot fetch its own .wasm from a
 * file path under Node 20: there it gets the bytes read from `wasmUrl`.
 * `options.messages === false` (the page's own loaders, not in the .d.ts): the answers carry no
 * English `message`. The page says every code in its reader's language, so a page in French,
 * Spanish, German or Italian does not fetch the English catalogue beside its own.
 */
export async function instantiate(createModule, wasmUrl, options = {}) {
  const moduleArgs = {};
  if (options.wasmBinary) moduleArgs.wasmBinary = options.wasmBinary;
  else if (isNode) {
    const { readFile } = await import('node:fs/promises');
    moduleArgs.wasmBinary = await readFile(wasmUrl);
  }
  const [mod, said] = await Promise.all([createModule(moduleArgs), options.messages === false ? null : import('./messages.js').then((m) => m.englishSayer())]);
  return apiOf(mod, said);
}
