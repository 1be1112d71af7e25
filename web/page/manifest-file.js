// The web app manifest of each language (vite/pwa.js writes one per catalogue): installed from a
// French page, Tapis is named in French. English's is the one browsers find first, by its usual name.
export const manifestFile = (lang) => (lang === 'en' ? 'manifest.webmanifest' : `manifest-${lang}.webmanifest`);
