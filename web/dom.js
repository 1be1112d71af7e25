// A tiny element builder. Text always goes in as text nodes (never parsed as HTML), so a player
// called "<img src=x onerror=alert(1)>" is shown as those characters.
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, v] of Object.entries(props ?? {})) {
    if (v === undefined || v === null || v === false) continue;
    if (key === 'class') el.className = v;
    else if (key === 'text') el.textContent = String(v);
    else if (key === 'dataset') Object.assign(el.dataset, v);
    else if (key === 'value' || key === 'checked' || key === 'selected' || key === 'disabled') el[key] = v;
    else el.setAttribute(key, v === true ? '' : String(v));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.append(c instanceof Node ? c : String(c));
  }
}

/** A DOM id from a spec field path: players[1].committed → f-players-1-committed. */
export function fieldId(path) {
  return 'f-' + path.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '');
}
