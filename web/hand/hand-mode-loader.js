// Hand mode on demand. The page's first load carries quick mode only; this stands in for
// web/hand/hand-mode.js (the same interface as createHandMode's result) and loads that module, with its
// presets and rulings (a third of the page's JS), the first time hand mode is needed: the switch's
// "Hand" button, a hand link, a hand preset (?example=) or ?mode=hand. Offline, the service worker
// has precached it like the rest.
import { renderModeSwitch } from '../page/mode-switch.js';
import { presetById } from '../quick/presets.js';
import { addShareMode } from '../share/share-state.js';
import { isHandLink } from './hand-spec.js';

// Links may say mode=hand (share-state.js keeps only the modes it knows), before the module is here.
addShareMode('hand');

/** @param {Parameters<import('./hand-mode.js').createHandMode>[0]} options */
export function createHandModeLoader(options) {
  const { switchRoot } = options;
  let lang = 'en';
  let tapis = null;
  let mode = null; // the module's interface, once loaded
  let loading = null;
  let wanted = false; // hand mode was asked for and will open once the module is here
  let queue = []; // calls for the module, in the order the page made them

  function load() {
    if (!loading) {
      queue = [(m) => m.setLang(lang), ...(tapis ? [(m) => m.setTapis(tapis)] : []), ...queue];
      loading = import('./hand-mode.js').then(({ createHandMode }) => {
        mode = createHandMode(options);
        for (const call of queue.splice(0)) call(mode);
        wanted = false;
        return mode;
      });
    }
    return loading;
  }

  /** Runs `call` on the module now, or once it is loaded (and starts loading it). */
  function withMode(call) {
    if (mode) return call(mode);
    queue.push(call);
    load();
    return undefined;
  }

  // The switch, as web/hand/hand-mode.js draws it (it takes it over once loaded).
  const renderSwitch = () => renderModeSwitch(switchRoot, lang, false);

  switchRoot.addEventListener('click', (e) => {
    if (mode) return; // the module listens to the switch itself
    if (!e.target.closest?.('button[data-mode="hand"]')) return;
    wanted = true;
    withMode((m) => m.open());
  });

  // Drawn by the first setLang(): the language's catalogue is loaded by then.

  return {
    get active() {
      return mode ? mode.active : wanted;
    },
    setLang(next) {
      lang = next;
      if (mode) mode.setLang(lang);
      else if (loading) queue.push((m) => m.setLang(next));
      else renderSwitch();
    },
    setTapis(api) {
      tapis = api;
      if (mode) mode.setTapis(api);
      else if (loading) queue.push((m) => m.setTapis(api));
    },
    /** A hand link loads the module; any other link is quick mode's (unless hand mode is open). */
    openLink(link) {
      if (mode) return mode.openLink(link);
      if (!isHandLink(link)) return false;
      wanted = true;
      withMode((m) => m.openLink(link));
      return true;
    },
    /** ?example=: a quick preset stays with the page; anything else may be a hand preset. */
    takeExample(id) {
      const asksHand = new URLSearchParams(location.search).get('mode') === 'hand';
      if (mode) return mode.takeExample(id);
      if (!asksHand && (!id || presetById(id))) return id;
      wanted = true;
      withMode((m) => m.takeExample(id));
      return presetById(id) ? id : null;
    },
    flush() {
      mode?.flush();
    },
  };
}
