// The languages Tapis speaks: one catalogue each, lib/i18n/<code>.json (its messages, rules,
// fields, terms and ui). Adding a language is adding its file and its line here.
export const LANGUAGES = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
  it: 'Italiano',
};

export const LANGUAGE_CODES = Object.keys(LANGUAGES);

export function isLanguage(code) {
  return typeof code === 'string' && Object.hasOwn(LANGUAGES, code);
}

/** The first of the browser's languages Tapis speaks, else English. */
export function browserLanguage(navigatorLike = globalThis.navigator) {
  const list = navigatorLike?.languages ?? [navigatorLike?.language ?? 'en'];
  for (const l of list) {
    const base = String(l).slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** A language code from an attribute, a link or a lang="fr-CA", if Tapis speaks it. */
export function languageOf(value) {
  const base = String(value ?? '')
    .slice(0, 2)
    .toLowerCase();
  return isLanguage(base) ? base : null;
}
