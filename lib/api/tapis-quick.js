// The JS API of the page's first module (issue 31's first-load budget): the page's module without
// the betting engine, for quick mode, the embed's calculator and <tapis-calculator>. Everything
// loadTapis() gives; analyze() of a hand played action by action ("actions") answers
// deal.not_in_module, so hand mode and the embed of a hand load lib/api/tapis.js when they open.
import createTapisModule from '../../web/wasm-build/tapis-quick.mjs';
import { instantiate } from './tapis-api.js';

export function loadTapisQuick(options = {}) {
  return instantiate(createTapisModule, new URL('../../web/wasm-build/tapis-quick.wasm', import.meta.url), options);
}
