// Starts downloading the rules core (.wasm) as soon as the HTML is read, in parallel with the JS
// that will instantiate it: <link rel="preload" as="fetch" crossorigin> in each built page. The
// loader's own fetch (credentials: same-origin, CORS mode) then finds it in the preload cache.
// Only the page's module: the equity module (tapis-equity-*.wasm) waits for the equity worker.
// Not in the embed builder: its first screen is the form, and the core waits for it to be painted
// (web/embed/embed-builder.js).
export function wasmPreload() {
  return {
    name: 'tapis-wasm-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (/(^|\/)embed-builder\.html$/.test(ctx.filename ?? ctx.path ?? '')) return html;
        const wasm = Object.keys(ctx.bundle ?? {}).find((f) => /(^|\/)tapis-(?!equity-)[^/]*\.wasm$/.test(f));
        if (!wasm) return html;
        return [{ tag: 'link', attrs: { rel: 'preload', href: `./${wasm}`, as: 'fetch', type: 'application/wasm', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}
