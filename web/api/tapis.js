// The JS API of the page's module: `const t = await loadTapis(); t.analyze(spec)`, and rankHand.
// It has everything but the equity engine, which the page runs in a Web Worker from
// web/api/tapis-equity.js (the larger module); see CMakeLists.txt.
import createTapisModule from '../wasm-build/tapis.mjs';
import { instantiate } from './tapis-api.js';

export function loadTapis(options = {}) {
  return instantiate(createTapisModule, new URL('../wasm-build/tapis.wasm', import.meta.url), options);
}
