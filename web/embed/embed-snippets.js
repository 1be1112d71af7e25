// The code an author pastes into an article (the embed builder's copy buttons). Every value that
// goes into an attribute is escaped, whatever the players are called.
import { buildFragment } from '../share/share-state.js';
import { escapeHtml } from '../report/html-table.js';

/** The embed's address: embed.html#spec=…|preset=…&lang=…&mode=… on the site at `base`. */
export function embedUrl(base, { spec, preset, lang, mode }) {
  return new URL(`embed.html#${buildFragment({ spec, preset, lang, mode })}`, base).href;
}

/**
 * The default snippet: a sandboxed iframe (no access to the article, its cookies or storage) and
 * the optional few-line script that fits the iframe's height to its content.
 */
export function iframeSnippet(base, { spec, preset, lang, mode, height = 400, title, src = embedUrl(base, { spec, preset, lang, mode }) }) {
  return [
    `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" width="100%" height="${Math.max(120, Math.ceil(height))}"`,
    `  loading="lazy" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"`,
    `  style="border:0;width:100%;max-width:760px"></iframe>`,
    `<script src="${escapeHtml(new URL('embed.js', base).href)}" async></script>`,
  ].join('\n');
}

/** For pages that allow scripts: the <tapis-calculator> element, styled by the article's CSS. */
export function elementSnippet(base, { spec, preset, lang, mode }) {
  // spec='…' in single quotes keeps the JSON readable; only &, ', < and > need escaping there.
  const json = JSON.stringify(spec).replace(/[&'<>]/g, (c) => ({ '&': '&amp;', "'": '&#39;', '<': '&lt;', '>': '&gt;' })[c]);
  const data = preset ? `preset="${escapeHtml(preset)}"` : `spec='${json}'`;
  return [
    `<script type="module" src="${escapeHtml(new URL('tapis-element.js', base).href)}"></script>`,
    `<tapis-calculator ${data} lang="${escapeHtml(lang)}" mode="${escapeHtml(mode)}"></tapis-calculator>`,
  ].join('\n');
}

/** The full calculator's address for this hand (what the Share button sends); a hand played
 * action by action opens in hand mode (a guide's example by its name). */
export function pageUrl(base, { spec, lang, mode, preset }) {
  if (mode === 'hand' && preset) return new URL(`./?example=${encodeURIComponent(preset.replace(/^guide-/, ''))}&lang=${encodeURIComponent(lang)}`, base).href;
  return new URL(`./#${buildFragment({ spec, lang, mode: mode === 'hand' ? 'hand' : undefined })}`, base).href;
}

/** A drill for the article's readers (issue 32): each reader gets a table of their own. */
export function practiceEmbedUrl(base, { drill = 'sidepots', level, lang }) {
  return new URL(`embed.html?${new URLSearchParams({ practice: drill, level: String(level), lang })}`, base).href;
}

/** The practice page with that drill and level, in that language. */
export function practicePageUrl(base, { drill = 'sidepots', level, lang }) {
  return new URL(`practice.html#${new URLSearchParams({ ...(drill === 'sidepots' ? {} : { drill }), level: String(level), lang })}`, base).href;
}
