// The rules cores the page loads on demand, one of each per document, without the API's English
// `message` (the page says every code in its reader's language): fetched when first asked for,
// and again after a failed fetch (offline for a moment), never left failed.
function onDemand(load) {
  let loading = null;
  return () =>
    (loading ??= load().catch((e) => {
      loading = null;
      throw e;
    }));
}

/** Hand mode's: the page's module with the betting engine (lib/api/tapis.js), which quick mode's first module leaves out; hand mode and the embed of a hand. */
export const loadHandCore = onDemand(() => import('../lib/api/tapis.js').then((m) => m.loadTapis({ messages: false })));

/** The whole core (lib/api/tapis-equity.js): hand histories, and equity where no worker runs. */
export const loadWholeCore = onDemand(() => import('../lib/api/tapis-equity.js').then((m) => m.loadTapisEquity({ messages: false })));
