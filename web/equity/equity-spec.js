// When the page asks for equity (issue 6), in its own small module: the page's first load carries
// only this; the view (web/equity/equity-view.js: progress bar, Cancel, the numbers) comes the first
// time it is needed (web/equity/equity-lazy.js).

/**
 * The spec to ask equity for, or null: cards decide the showdown, some pot still waits for them,
 * no run has cards of its own yet (run it twice agreed, not dealt: the expected chips count every
 * run), and at least one player still in has shown their cards.
 */
export function equitySpec(spec, report, { showdown } = {}) {
  if (!report?.ok || showdown !== 'cards' || !spec) return null;
  if ((spec.runs ?? []).some((run) => String(run ?? '').trim() !== '')) return null;
  if ((report.undecided ?? []).length === 0) return null;
  if (!(spec.players ?? []).some((p) => !p.folded && p.cards)) return null;
  return { ...spec, equity: true };
}
