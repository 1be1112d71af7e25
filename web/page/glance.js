// The pots at a glance (issue 11): where the results sit below the form (a phone, a narrow
// window), a bar pinned to the bottom of the screen keeps the answer in view while amounts are
// typed: each pot (or chips returned) with its amount and who can win it (★ the winners), and a
// button to the full table. It hides while the table itself is on screen, and in hand mode (CSS).
// The bar has a fixed height (its content scrolls sideways), so nothing moves when it fills in.
// Only what the report says, as the table says it (lib/report/pot-table.js).
import { h } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';
import { potRows } from '../../lib/report/pot-table.js';

/**
 * @param {HTMLElement} root the bar (index.html #glance)
 * @param {HTMLElement} results the results section it stands for
 */
export function createGlance(root, results) {
  const list = root.querySelector('.glance-pots');
  const button = root.querySelector('.glance-go');
  let lang = 'en';

  button.addEventListener('click', () => {
    results.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  });

  // The table counts as in view once it reaches above the bottom third of the screen.
  if (typeof IntersectionObserver === 'function') {
    new IntersectionObserver(
      (entries) => {
        for (const e of entries) root.toggleAttribute('data-table-in-view', e.isIntersecting);
      },
      { rootMargin: '0px 0px -35% 0px' },
    ).observe(results);
  }

  function chip(row) {
    const winners = new Set(row.winners ?? []);
    const names = row.kind === 'pot' ? row.eligibleNames.map((n) => (winners.has(n) ? `★ ${n}` : n)).join(', ') : row.eligible;
    return h(
      'li',
      { class: `glance-pot ${row.kind}${winners.size ? ' has-winner' : ''}`, 'data-pot': row.kind === 'pot' ? String(row.potIndex) : null },
      h('span', { class: 'glance-head' }, h('span', { class: 'glance-label' }, row.label), ' ', h('span', { class: 'glance-amount' }, row.amount)),
      h('span', { class: 'glance-names' }, names),
    );
  }

  return {
    /** The report drawn (null while there is none: `text` says why, as the summary does). */
    update(report, nextLang, text) {
      lang = nextLang;
      root.setAttribute('aria-label', t(lang, 'glanceLabel'));
      button.textContent = t(lang, 'glanceShow');
      root.classList.toggle('invalid', !report);
      if (report) list.replaceChildren(...potRows(report, lang).map(chip));
      else list.replaceChildren(h('li', { class: 'glance-text' }, text));
    },
  };
}
