// The pages' language switches, written from lib/i18n/languages.js when the page is served or
// built: a language added there has its button on the first paint, with no HTML to edit. A page
// marks where they go with <!-- tapis:language-buttons --> (the page's switch) or
// <!-- tapis:language-radios name="…" --> (the embed builder's language of the table). English is
// the one pressed until the page knows the reader's (web/page/lang-switch.js keeps them right).
import { LANGUAGES } from '../lib/i18n/languages.js';

const escape = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const buttons = (indent) =>
  Object.entries(LANGUAGES)
    .map(([code, name]) => `<button type="button" data-lang="${code}" lang="${code}" aria-pressed="${code === 'en'}">${escape(name)}</button>`)
    .join(`\n${indent}`);

const radios = (indent, name) =>
  Object.entries(LANGUAGES)
    .map(
      ([code, label]) =>
        `<label><input type="radio" name="${escape(name)}" value="${code}"${code === 'en' ? ' checked' : ''} /> <span lang="${code}">${escape(label)}</span></label>`,
    )
    .join(`\n${indent}`);

export function languageButtons() {
  return {
    name: 'tapis-language-buttons',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return html
          .replace(/^([ \t]*)<!-- tapis:language-buttons -->/gm, (_, indent) => indent + buttons(indent))
          .replace(/^([ \t]*)<!-- tapis:language-radios name="([\w-]+)" -->/gm, (_, indent, name) => indent + radios(indent, name));
      },
    },
  };
}
