// Hand mode's rules core: the page's module with the betting engine (lib/api/tapis.js), which quick
// mode's first module (tapis-quick) leaves out. One per document, for hand mode on the page and the
// embed of a hand; fetched when first asked for, and again after a failed fetch. Its answers carry
// no English `message`: the page says every code in its reader's language.
let core = null;

export function loadHandCore() {
  core ??= import('../../lib/api/tapis.js')
    .then((m) => m.loadTapis({ messages: false }))
    .catch((e) => {
      core = null; // offline or a failed fetch: the next try fetches again
      throw e;
    });
  return core;
}
