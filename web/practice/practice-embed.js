// embed.html?practice=sidepots&level=2(&seed=…&lang=…) (issue 32): a drill in a rules article
// (practice=raises: the least and most raise).
// The same drill as practice.html; without a seed each reader gets a table of their own. In a
// sandboxed frame there is no storage: progress lasts the visit.
import { loadTapisPractice } from '../../lib/api/tapis-practice.js';
import { t } from '../../lib/i18n/i18n.js';
import { createPracticeView, randomSeed } from './practice-view.js';
import '../styles/practice.css'; // the embed's own CSS first, then the drill's

const whole = (v) => (v !== null && /^\d{1,16}$/.test(v) ? Number(v) : v);

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * @param {HTMLElement} container
 * @param {{lang: string, search: URLSearchParams, openFull: HTMLAnchorElement, onChange: () => void}} options
 */
export async function startPracticeEmbed(container, { lang, search, openFull, onChange }) {
  document.documentElement.lang = lang; // a screen reader says the drill in its language
  const title = t(lang, 'practiceTitle');
  document.title = title;
  document.getElementById('embed-title').textContent = title;
  document.body.dataset.mode = 'practice';
  openFull.textContent = t(lang, 'embedOpenFull');
  const api = await loadTapisPractice({ messages: false });
  const view = createPracticeView(container, {
    api,
    lang,
    storage: storage(),
    headingLevel: 2,
    onExercise({ drill, level, seed }) {
      const at = { ...(drill === 'sidepots' ? {} : { drill }), level: String(level), seed: String(seed), lang };
      openFull.href = `./practice.html#${new URLSearchParams(at)}`;
      onChange();
    },
  });
  new ResizeObserver(onChange).observe(container);
  view.show({ drill: search.get('practice'), level: whole(search.get('level')) ?? 1, seed: whole(search.get('seed')) ?? randomSeed() });
  return view;
}
