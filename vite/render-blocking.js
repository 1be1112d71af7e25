// The first paint already has the final layout (issue 11): each page's entry module is marked
// blocking="render", so the browser paints once the script has drawn the mode switch, the form and
// the results' frame in the reader's language, not an empty page that then jumps. The module is
// small (the rules core, the .wasm, arrives after, into space the layout already has). Browsers
// without blocking="render" run the module as before (the layout reserves the form's space: app.css).
// Vite writes its own <script type="module"> for the entry, without the attribute: added here.
export function renderBlockingEntry() {
  return {
    name: 'tapis-render-blocking-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          '<script type="module" crossorigin blocking="render" src="$1"></script>',
        );
      },
    },
  };
}
