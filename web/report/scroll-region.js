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

/** Watches a .table-wrap and what it holds now (call again after replacing its content). */
export function scrollRegion(wrap) {
  if (observer) for (const el of [wrap, ...wrap.children]) observer.observe(el);
  return wrap;
}
