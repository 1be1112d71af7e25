// The first load in few files (issue 31's budget): left to itself, the bundler cuts the modules the
// pages share into some twenty small chunks, each compressed on its own. Two groups instead, each
// one file: what every page draws with (the catalogues' reader, the API, the report, the cards,
// links), and what quick mode adds (its form, its examples, its core's loader). The practice page
// loads the first only; the main page, the embed, the builder and <tapis-calculator> both. Hand
// mode, the drills, the equity view and the other cores stay chunks of their own, on demand.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const SHARED = [
  /^lib\/(i18n\/(i18n|languages|template|say|amount|amount-text)|api\/(tapis-api|limits)|cards\/card-face|report\/(pot-table|prize-table))\.js$/,
  /^web\/(dom|cores|report\/(report-view|showdown-view|knockouts-view|prize-slot|ruling-view|scroll-region)|share\/[\w-]+|cards\/(games|card-reader|card-name|hand-name|card-input)|quick\/form-parts|hand\/hand-link|page\/(lang-switch|pwa-register))\.js$/,
];
const QUICK = [
  /^web\/(quick\/[\w-]+|cards\/(card-spec|card-check)|page\/mode-switch|equity\/equity-spec)\.js$/,
  /^lib\/(api\/tapis-quick|markdown\/markdown)\.js$/,
  /^web\/wasm-build\/tapis-quick\.mjs$/,
  /^examples\/[\w-]+\.json$/,
];

const inGroup = (patterns) => (id) => {
  const path = id.split('?')[0];
  return path.startsWith(root) && patterns.some((p) => p.test(path.slice(root.length)));
};

export const chunkGroups = {
  groups: [
    { name: 'page', test: inGroup(SHARED) },
    { name: 'quick', test: inGroup(QUICK) },
  ],
};
