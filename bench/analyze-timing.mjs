// What the module benchmarks (bench/*-module.mjs) share: one analyze() timed, and the median.

/** The middle value (sorts `xs` in place). */
export const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];

/** [milliseconds, report] of one api.analyze(spec); a report with errors throws. */
export function timeAnalyze(api, spec) {
  const t0 = performance.now();
  const r = api.analyze(spec);
  const ms = performance.now() - t0;
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return [ms, r];
}
