// The catalogues (lib/i18n/<lang>.json) are fetched as they are, one per language in use:
// written without their indentation, they weigh a little less on the page's first load.
export function minifyCatalogues() {
  return {
    name: 'tapis-minify-catalogues',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.json')) continue;
        try {
          file.source = JSON.stringify(JSON.parse(String(file.source)));
        } catch {
          // not JSON after all: left as it is
        }
      }
    },
  };
}
