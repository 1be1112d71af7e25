// The page's one state: what the address holds and what every view is drawn from. Views subscribe
// and redraw; nothing else keeps its own copy of the language or the mode.
//   spec      the hand as a spec (quick form's, or hand mode's link spec); null: nothing to publish
//   step      hand mode's replay step (the actions played), 0 in quick mode
//   language  the page's language code
//   mode      'quick' or 'hand'

/**
 * @template {object} S
 * @param {S} initial
 */
export function createStore(initial) {
  let state = Object.freeze({ ...initial });
  const listeners = new Set();
  return {
    /** @returns {S} */
    get: () => state,
    /** Merges `patch` into the state and tells every subscriber what changed (nothing: no call). */
    set(patch) {
      const changed = Object.keys(patch).filter((k) => !Object.is(state[k], patch[k]));
      if (!changed.length) return;
      const previous = state;
      state = Object.freeze({ ...state, ...patch });
      for (const fn of listeners) fn(state, previous, new Set(changed));
    },
    /** @returns {() => void} unsubscribes */
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
