// The equity Web Worker: runs the core's chunked equity (lib/api/tapis-equity.js equity()) off the page's
// thread, posting progress after every chunk; a "cancel" message stops it between two chunks. It
// also answers the whole core's report of a spec ("analyze"): the page's own module leaves the
// prize money section to it (issue 31, web/report/prize-slot.js).
//   in:  {type: 'run', id, spec} | {type: 'analyze', id, spec} | {type: 'cancel', id}
//   out: {type: 'progress', id, units, totalUnits, equity} | {type: 'result', id, result}
import { loadTapisEquity } from '../../lib/api/tapis-equity.js';

const ready = loadTapisEquity({ messages: false }); // the page says each code in its language
const failed = () => ({ ok: false, errors: [{ code: 'equity.worker', rule: null, params: {}, message: 'The equity engine could not run in this browser.' }] });
const running = new Map(); // id -> AbortController

self.addEventListener('message', async (event) => {
  const { type, id, spec } = event.data ?? {};
  if (type === 'cancel') {
    running.get(id)?.abort();
    return;
  }
  if (type === 'analyze') {
    let result;
    try {
      result = (await ready).analyze(spec);
    } catch {
      result = failed();
    }
    self.postMessage({ type: 'result', id, result });
    return;
  }
  if (type !== 'run') return;
  const controller = new AbortController();
  running.set(id, controller);
  let result;
  try {
    const tapis = await ready;
    result = await tapis.equity(spec, {
      signal: controller.signal,
      onProgress: (equity, plan) => self.postMessage({ type: 'progress', id, units: equity.units, totalUnits: plan.units, exact: plan.exact, equity }),
    });
  } catch {
    result = failed();
  }
  running.delete(id);
  self.postMessage({ type: 'result', id, result });
});
