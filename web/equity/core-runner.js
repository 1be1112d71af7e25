// The whole core (lib/api/tapis-equity.js) for the page, in one Web Worker
// (web/equity/equity-worker.js) or, without workers, on this thread: equity jobs (issue 6), run
// chunk by chunk with progress, and whole reports (`analyze`) for what the page's own module leaves
// to it, the prize money section (issue 31). One worker for both: the whole core loads once. The
// page loads this module only when a report needs it (web/equity/equity-lazy.js,
// web/report/prize-slot.js).
import { loadWholeCore } from '../cores.js';

const workerFailed = () => ({
  ok: false,
  errors: [{ code: 'equity.worker', rule: null, params: {}, message: 'The equity engine could not run in this browser.' }],
});

function createRunner() {
  let worker = null;
  let broken = false;
  let nextId = 1;
  const jobs = new Map(); // id -> {resolve, onProgress, retry}

  function finish(id, result) {
    const job = jobs.get(id);
    if (!job) return;
    jobs.delete(id);
    job.resolve(result);
  }

  function ensureWorker() {
    if (worker || broken || typeof Worker === 'undefined') return worker;
    try {
      worker = new Worker(new URL('./equity-worker.js', import.meta.url), { type: 'module' });
    } catch {
      broken = true;
      return null;
    }
    worker.addEventListener('message', (e) => {
      const m = e.data ?? {};
      if (m.type === 'progress') jobs.get(m.id)?.onProgress(m);
      else if (m.type === 'result') finish(m.id, m.result);
    });
    worker.addEventListener('error', (e) => {
      // A worker that cannot start: the rest runs on this thread.
      e.preventDefault?.();
      broken = true;
      worker?.terminate();
      worker = null;
      for (const [id, job] of [...jobs]) {
        jobs.delete(id);
        job.retry();
      }
    });
    return worker;
  }

  function onThread(id, work) {
    loadWholeCore()
      .then(work)
      .then(
        (result) => finish(id, result),
        () => finish(id, workerFailed()),
      );
  }

  /** Posts `message` (with a fresh id) to the worker, or runs `work(tapis)` here without one. */
  function submit(message, work, onProgress = () => {}) {
    const id = nextId++;
    const promise = new Promise((resolve) => {
      const start = () => {
        const w = ensureWorker();
        if (w) w.postMessage({ ...message, id });
        else onThread(id, work);
      };
      jobs.set(id, { resolve, onProgress, retry: start });
      start();
    });
    return { id, promise };
  }

  return {
    /** An equity job: {promise, cancel()}; onProgress gets {units, totalUnits, exact, equity}. */
    run(spec, onProgress) {
      const controller = new AbortController();
      const { id, promise } = submit(
        { type: 'run', spec },
        (tapis) =>
          tapis.equity(spec, {
            signal: controller.signal,
            onProgress: (equity, plan) => onProgress({ units: equity.units, totalUnits: plan.units, exact: plan.exact, equity }),
          }),
        onProgress,
      );
      return {
        promise,
        cancel() {
          controller.abort();
          worker?.postMessage({ type: 'cancel', id });
          finish(id, { ok: false, cancelled: true, errors: [] });
        },
      };
    },
    /** The whole core's report of `spec` (a promise; an answer with ok false if it cannot run). */
    analyze(spec) {
      return submit({ type: 'analyze', spec }, (tapis) => tapis.analyze(spec)).promise;
    },
  };
}

let shared = null;

/** The page's one runner: equity and the prize money share its worker. */
export function coreRunner() {
  shared ??= createRunner();
  return shared;
}
