// The Prize money section's place (issue 31). The page's own module leaves the section to the
// whole core (its report lists "prizeEquity" in `notInModule`, lib/api/tapis.d.ts): the report
// views put this placeholder where the table goes, and fillPrizes() then has the whole core's
// report drawn into it (web/report/prize-fill.js, loaded the first time), in the equity worker
// (web/equity/core-runner.js). The page's first load carries neither the table's view nor ICM.
// Nothing here values a stack: every figure is the core's.
import { h } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';

const slots = new WeakMap(); // placeholder -> {report, lang, headingLevel}
let filler = null; // web/report/prize-fill.js once loaded: later slots are filled at once

/** Whether the report's prize money section is the whole core's to write (the page's module). */
export const prizesElsewhere = (report) => (report?.notInModule ?? []).includes('prizeEquity');

/** The section's placeholder, or null when the report has no prize money to show. */
export function prizeSlot(report, lang, { headingLevel = 3 } = {}) {
  if (!report?.prizeEquity && !prizesElsewhere(report)) return null;
  const slot = h(
    'section',
    { class: 'prizes prize-slot', 'aria-labelledby': 'prizes-heading', 'aria-busy': 'true' },
    h(`h${headingLevel}`, { id: 'prizes-heading' }, t(lang, 'prizeHeading')),
    h('p', { class: 'pending-note', role: 'status' }, t(lang, 'prizeComputing')),
  );
  slots.set(slot, { report, lang, headingLevel });
  return slot;
}

/**
 * After a report with a placeholder is drawn into `root`: the section drawn in its place, from
 * the report's own `prizeEquity` or the whole core's report of `spec` (the spec the page's module
 * analysed). onPrizes(prizeEquity) once it is drawn (the page's Markdown copy, the builder's
 * snippets take it into their report).
 */
export function fillPrizes(root, spec, { onPrizes } = {}) {
  for (const slot of root?.querySelectorAll('section.prize-slot') ?? []) {
    const job = slots.get(slot);
    if (!job) continue;
    slots.delete(slot);
    if (filler) filler.fill(slot, job, spec, onPrizes);
    else
      import('./prize-fill.js').then(
        (m) => {
          filler = m;
          m.fill(slot, job, spec, onPrizes);
        },
        () => slot.remove(), // not loaded (offline without a cache): no table rather than a stuck note
      );
  }
}
