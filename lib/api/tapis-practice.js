// The JS API of the practice module (issue 32): the page's module with the practice drills, for
// practice.html and a drill's embed. Everything loadTapis() gives; analyze() of a practice spec
// answers the drill (the page's own module says practice.not_in_module). Node and the CLI use the
// whole core (lib/api/tapis-equity.js), which has the drills too.
import createTapisModule from '../../web/wasm-build/tapis-practice.mjs';
import { instantiate } from './tapis-api.js';

export function loadTapisPractice(options = {}) {
  return instantiate(createTapisModule, new URL('../../web/wasm-build/tapis-practice.wasm', import.meta.url), options);
}
