// Equity on demand: stands in for web/equity/equity-view.js (the same show() interface) and loads
// it, with the worker plumbing, the first time a report has cards still to come. Most hands never
// need it, so it is not part of the page's first load.
import { equitySpec } from './equity-spec.js';

export function createEquityView() {
  let view = null; // the real view, once loaded
  let loading = null;
  let last = null; // the latest show() arguments, replayed once loaded

  return {
    show(root, report, spec, opts = {}) {
      last = [root, report, spec, opts];
      if (view) return view.show(...last);
      if (!root || !equitySpec(spec, report, opts)) return undefined;
      loading ??= import('./equity-view.js').then((m) => {
        view = m.createEquityView();
        view.show(...last);
      });
      return undefined;
    },
  };
}
