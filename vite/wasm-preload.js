// Starts downloading the rules core (.wasm) as soon as the HTML is read, in parallel with the JS
// that will instantiate it: <link rel="preload" as="fetch" crossorigin> in each built page. The
// loader's own fetch (credentials: same-origin, CORS mode) then finds it in the preload cache.
// Only the first module: quick mode's (tapis-quick-*.wasm, issue 31's first-load budget); hand
// mode's (tapis-*.wasm) comes with its JS, the equity module (tapis-equity-*.wasm) waits for the
// equity worker; the practice page preloads its own (tapis-practice-*.wasm).
// Not in the embed builder: its first screen is the form, and the core waits for it to be painted
// (web/embed/embed-builder.js).
export function wasmPreload() {
  return {
    name: 'tapis-wasm-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const page = ctx.filename ?? ctx.path ?? '';
        if (/(^|\/)embed-builder\.html$/.test(page)) return html;
        // The practice page loads the module with the drills (issue 32), the others the page's.
        const module = /(^|\/)practice\.html$/.test(page) ? /(^|\/)tapis-practice-[^/]*\.wasm$/ : /(^|\/)tapis-quick-[^/]*\.wasm$/;
        const wasm = Object.keys(ctx.bundle ?? {}).find((f) => module.test(f));
        if (!wasm) return html;
        return [{ tag: 'link', attrs: { rel: 'preload', href: `./${wasm}`, as: 'fetch', type: 'application/wasm', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}
