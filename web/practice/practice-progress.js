// Practice progress (issue 32): tables solved, the streak of tables right at the first check, and
// the best time per drill and level ("sidepots:2") in timed mode. Kept in this browser only (localStorage), never sent; a
// sandboxed embed has no storage and keeps it for the visit.
const KEY = 'tapis.practice';

const empty = () => ({ solved: 0, streak: 0, best: {} });

function read(storage) {
  try {
    const saved = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return empty();
    const best = {};
    for (const [key, ms] of Object.entries(saved.best ?? {})) if (/^[a-z]+:[1-5]$/.test(key) && Number.isFinite(ms) && ms > 0) best[key] = ms;
    const count = (n) => (Number.isSafeInteger(n) && n >= 0 ? n : 0);
    return { solved: count(saved.solved), streak: count(saved.streak), best };
  } catch {
    return empty(); // blocked or unreadable: start again
  }
}

/** @param {Storage | null} storage localStorage, or null (kept for the visit only) */
export function createProgress(storage) {
  let state = read(storage);
  const save = () => {
    try {
      storage?.setItem(KEY, JSON.stringify(state));
    } catch {
      // full or blocked: kept for the visit
    }
  };
  return {
    get: () => state,
    /**
     * A table checked: `first` whether it was its first check, `key` its drill and level
     * ("raises:3"), `ms` the time it took when timed.
     * Only a table right at its first check counts and carries the streak on.
     */
    checked({ solved, first, key, ms = null }) {
      if (!first) return state;
      const best = { ...state.best };
      if (solved && ms !== null && !(best[key] <= ms)) best[key] = ms;
      state = { solved: state.solved + (solved ? 1 : 0), streak: solved ? state.streak + 1 : 0, best };
      save();
      return state;
    },
    reset() {
      state = empty();
      try {
        storage?.removeItem(KEY);
      } catch {
        // blocked: nothing was kept
      }
      return state;
    },
  };
}
