// Hand mode on demand. The page's first load carries quick mode only; this stands in for
// web/hand/hand-mode.js (the same interface as createHandMode's result) and loads that module, with its
// presets and rulings (a third of the page's JS), the first time hand mode is needed: the switch's
// "Hand" button, a hand link, a hand preset (?example=) or ?mode=hand. With it comes its core, the
// page's module with the betting engine (lib/api/tapis.js): quick mode's has none (issue 31's
// first-load budget). Offline, the service worker has precached both like the rest.
import { h } from '../dom.js';
import { t, loadLanguage } from '../../lib/i18n/i18n.js';
import { renderModeSwitch } from '../page/mode-switch.js';
import { presetById } from '../quick/presets.js';
import { addShareMode } from '../share/share-state.js';
import { isHandLink } from './hand-link.js';
import { loadHandCore } from '../cores.js';

// Links may say mode=hand (share-state.js keeps only the modes it knows), before the module is here.
addShareMode('hand');

/** @param {Parameters<import('./hand-mode.js').createHandMode>[0]} options */
export function createHandModeLoader(options) {
  const { switchRoot, store, address } = options;
  const lang = () => store.get().language;
  let ready = false; // the page's catalogue and first core are here (setReady)
  let tapis = null; // hand mode's core (web/cores.js), once loaded
  let mode = null; // the module's interface, once loaded
  let loading = null;
  let wanted = false; // hand mode was asked for and will open once the module is here
  let queue = []; // calls for the module, in the order the page made them

  function load() {
    if (!loading) {
      showFailure(null); // a new try
      queue = [(m) => m.setLang(), ...(ready ? [(m) => m.setTapis(tapis)] : []), ...queue];
      // Hand mode's words are in the catalogue's later part (vite/catalogue-split.js).
      loading = Promise.all([import('./hand-mode.js'), loadHandCore(), loadLanguage(lang())]).then(
        ([{ createHandMode }, api]) => {
          tapis = api;
          mode = createHandMode(options);
          for (const call of queue.splice(0)) call(mode);
          wanted = false;
          return mode;
        },
        (e) => {
          // Fetched again on the next try (a network that came back); quick mode meanwhile.
          loading = null;
          queue = [];
          giveUp();
          showFailure(String(e?.message ?? e));
          throw e;
        },
      );
    }
    return loading;
  }

  /**
   * Hand mode will open (a hand link or a hand example in the address): the first paint already
   * shows its place, not quick mode's form that it would replace a moment later (issue 11: no
   * layout shift). The placeholder is as tall as the window, so nothing below it moves in view.
   */
  function reserve() {
    if (mode || !wanted) return;
    options.quickRoot.hidden = true;
    options.root.hidden = false;
    if (!options.root.querySelector('.hand-placeholder')) options.root.replaceChildren(h('p', { class: 'hand-placeholder' }, t(lang(), 'loading')));
    renderSwitch();
  }

  /** Hand mode will not open after all (it could not be loaded, or the address was not a hand):
   * quick mode is shown again. */
  function giveUp() {
    if (mode?.active) return;
    wanted = false;
    if (options.root.querySelector('.hand-placeholder')) options.root.replaceChildren();
    options.root.hidden = true;
    options.quickRoot.hidden = false;
    if (mode) mode.setLang();
    else renderSwitch();
  }

  // Why hand mode could not be loaded, said under the switch that asked for it (the Hand button
  // tries again), in the reader's language; null: nothing to say.
  let failure = null;
  let failureLine = null;
  function showFailure(message) {
    failure = message;
    if (failure === null) {
      failureLine?.remove();
      failureLine = null;
      return;
    }
    failureLine ??= h('p', { class: 'field-error hand-load-error', role: 'alert', 'data-load': 'hand' });
    failureLine.textContent = t(lang(), 'handLoadFailed', { message: failure, button: t(lang(), 'modeHand') });
    if (!failureLine.isConnected) switchRoot.after(failureLine);
  }

  /** Runs `call` on the module now, or once it is loaded (and starts loading it). */
  function withMode(call) {
    if (mode) return call(mode);
    queue.push(call);
    load().catch(() => {}); // quick mode stays (giveUp), and the next try fetches it again
    return undefined;
  }

  // The switch, as web/hand/hand-mode.js draws it (it takes it over once loaded).
  const renderSwitch = () => renderModeSwitch(switchRoot, lang(), wanted);

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
    /** Draws hand mode (or its switch and placeholder) in the store's language. */
    setLang() {
      if (failure !== null) showFailure(failure);
      if (mode) mode.setLang();
      else {
        if (loading) queue.push((m) => m.setLang());
        renderSwitch();
        const placeholder = options.root.querySelector('.hand-placeholder');
        if (placeholder) placeholder.textContent = t(lang(), 'loading');
      }
    },
    /** The page's catalogue and quick mode's core are here: hand mode may draw once its own is. */
    setReady() {
      ready = true;
      if (mode) mode.setTapis(tapis);
      else if (loading) queue.push((m) => m.setTapis(tapis));
    },
    /**
     * The address when the page opens: a hand link keeps hand mode's place from the first paint
     * (the link itself is opened by openLink once the core is here) and fetches the module now.
     */
    expectLink(link) {
      if (mode || !isHandLink(link)) return;
      wanted = true;
      reserve();
      import('./hand-mode.js').catch(() => {}); // fetched beside the core; load() reuses it
      loadHandCore().catch(() => {});
      loadLanguage(lang()).catch(() => {});
    },
    /** The core could not be loaded: nothing can open, quick mode says why. */
    giveUp,
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
      const asksHand = address.param('mode') === 'hand';
      if (mode) return mode.takeExample(id);
      if (!asksHand && (!id || presetById(id))) return id;
      wanted = true;
      reserve();
      withMode((m) => {
        // Neither a hand example nor ?mode=hand: the example was no hand's, quick mode stays.
        if (m.takeExample(id) !== null && !asksHand) giveUp();
      });
      return presetById(id) ? id : null;
    },
  };
}
