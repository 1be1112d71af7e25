// A table wider than its column scrolls inside its wrapper (.table-wrap), so the page itself never
// scrolls sideways (issue 11). A region that scrolls must take the keyboard's focus, or it cannot
// be scrolled without a pointer (WCAG 2.1.1; axe's scrollable-region-focusable): a tab stop while
// it overflows, none while everything fits.
const observer =
  typeof ResizeObserver === 'function'
    ? new ResizeObserver((entries) => {
        for (const entry of entries) update(entry.target.closest('.table-wrap'));
      })
    : null;

function update(wrap) {
  if (!wrap) return;
  if (wrap.scrollWidth > wrap.clientWidth + 1) wrap.setAttribute('tabindex', '0');
  else wrap.removeAttribute('tabindex');
}

const watched = new WeakMap(); // a wrap -> the content watched with it

/** Watches a .table-wrap and what it holds now (call again after replacing its content). */
export function scrollRegion(wrap) {
  if (!observer) return wrap;
  observer.observe(wrap);
  // The content it held before is let go: a hand redraws its tables at every step.
  const content = wrap.firstElementChild;
  const before = watched.get(wrap);
  if (before && before !== content) observer.unobserve(before);
  if (content) {
    observer.observe(content);
    watched.set(wrap, content);
  }
  return wrap;
}
