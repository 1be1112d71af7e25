// The page's equity view on demand (issue 11: the first load stays under 125 KB gzip). It stands for
// web/equity/equity-view.js's createEquityView() (same show()), and loads that module the first time
// a report needs equity (equitySpec): quick mode without cards never fetches it. Offline, the
// service worker has precached it like the rest.
import { equitySpec } from './equity-spec.js';

export function createLazyEquityView() {
  let view = null;
  let loading = null;
  let last = null; // the latest show() call: the one drawn once the module is here

  return {
    /** As createEquityView().show(root, report, spec, {lang, showdown}). */
    show(root, report, spec, opts = {}) {
      last = [root, report, spec, opts];
      if (view) return view.show(...last);
      if (!root || !equitySpec(spec, report, opts)) return;
      loading ??= import('./equity-view.js').then(
        (m) => {
          view = m.createEquityView();
          view.show(...last);
        },
        () => {
          loading = null; // not loaded (offline without a cache): asked again at the next change
        },
      );
    },
  };
}
