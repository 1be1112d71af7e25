// The JS API of the page's module: `const t = await loadTapis(); t.analyze(spec)`, and rankHand.
// It has everything but the equity engine, which the page runs in a Web Worker from
// lib/api/tapis-equity.js (the larger module); see CMakeLists.txt. The modules are built into
// web/wasm-build/ (scripts/build-wasm.sh): the one place lib/ reaches into web/.
import createTapisModule from '../../web/wasm-build/tapis.mjs';
import { instantiate } from './tapis-api.js';

export function loadTapis(options = {}) {
  return instantiate(createTapisModule, new URL('../../web/wasm-build/tapis.wasm', import.meta.url), options);
}
