// The Prize money section drawn into its placeholder (web/report/prize-slot.js), from the whole
// core's report when the page's module left it out (issue 31). Loaded the first time a report has
// prize money; the whole core runs in the equity worker (web/equity/core-runner.js).
import { prizeSection } from './prize-view.js';
import { coreRunner } from '../equity/core-runner.js';

const known = new Map(); // spec text -> the whole core's prizeEquity (null: none), the last few
const asked = new Map(); // spec text -> its promise

function prizesOf(spec) {
  const key = JSON.stringify(spec);
  if (known.has(key)) return known.get(key);
  if (!asked.has(key)) {
    asked.set(
      key,
      coreRunner()
        .analyze(spec)
        .then((report) => {
          const prizeEquity = report?.prizeEquity ?? null;
          asked.delete(key);
          // A worker that could not run is asked again at the next redraw.
          if (!(report?.errors ?? []).some((e) => e.code === 'equity.worker')) known.set(key, prizeEquity);
          while (known.size > 12) known.delete(known.keys().next().value);
          return prizeEquity;
        }),
    );
  }
  return asked.get(key);
}

/** Replaces `slot` with the section, at once when the answer is known (typing redraws often). */
export function fill(slot, { report, lang, headingLevel }, spec, onPrizes) {
  const draw = (prizeEquity) => {
    // Redrawn meanwhile, or already replaced by the equity's section (its `expected` wins).
    if (!slot.isConnected) return;
    const next = prizeEquity ? prizeSection({ ...report, prizeEquity }, lang, { headingLevel }) : null;
    if (next) slot.replaceWith(next);
    else slot.remove();
    if (next) onPrizes?.(prizeEquity);
  };
  const answer = report.prizeEquity ?? prizesOf(spec);
  if (answer && typeof answer.then === 'function') answer.then(draw);
  else draw(answer);
}
