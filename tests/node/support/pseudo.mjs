// A pseudo-locale made from the English catalogue: every letter of the text a person reads is
// swapped for an accented look-alike and each entry is bracketed, while the template syntax
// ({name, format, case {…}}) is kept. Said through it, any ASCII word left is English that did
// not come from the catalogue (a fallback, a path, a missing term).
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'ȧƀçđėƒġħıĵķłɱñøþʠŗšŧūṽŵẋýžȦƁÇĐĖƑĠĦİĴĶŁṀÑØÞǪŘŠŦŪṼŴẊÝŽ';
const swap = (c) => {
  const i = LETTERS.indexOf(c);
  return i < 0 ? c : [...ACCENTED][i];
};

/** Accents the literal text of a template, not its argument names, formats and case keys. */
export function pseudoTemplate(template) {
  let out = '';
  const stack = ['text']; // 'text' (what is said) | 'head' (an argument's name, format, keys)
  for (const c of template) {
    const mode = stack.at(-1);
    if (c === '{') {
      stack.push(mode === 'text' ? 'head' : 'text');
      out += c;
    } else if (c === '}') {
      stack.pop();
      out += c;
    } else out += mode === 'text' ? swap(c) : c;
  }
  return out;
}

const plainText = (s) => [...s].map(swap).join('');

export function pseudoCatalogue(en) {
  const map = (o, f) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));
  return {
    ...en,
    lang: 'en-XA',
    locale: 'en-US',
    messages: map(en.messages, (t) => `⟦${pseudoTemplate(t)}⟧`),
    fields: map(en.fields, pseudoTemplate),
    ui: map(en.ui, pseudoTemplate),
    rules: map(en.rules, plainText),
    terms: map(en.terms, plainText),
  };
}
