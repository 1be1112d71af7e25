// The JS API of the whole core, equity included: loadTapisEquity() gives what loadTapis() gives
// plus equityPlan / equityChunk / equityFinish / equity. For the equity Web Worker, the CLI and
// node; the page itself loads the smaller lib/api/tapis.js.
import createTapisModule from '../../web/wasm-build/tapis-equity.mjs';
import { instantiate } from './tapis-api.js';

export { mergeEquitySums } from './tapis-api.js';

export function loadTapisEquity(options = {}) {
  return instantiate(createTapisModule, new URL('../../web/wasm-build/tapis-equity.wasm', import.meta.url), options);
}
