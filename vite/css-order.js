// One stylesheet per page (web/styles/page-*.css), and the builder's own after the embed's, which
// it shares with its preview. Vite writes a page's own CSS before the CSS it shares with another
// page; the cascade wants the shared file first, as the source HTML has it: put back in that order.
export function sharedCssFirst() {
  return {
    name: 'tapis-shared-css-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = [...html.matchAll(/ *<link rel="stylesheet"[^>]*>\n?/g)].map((m) => m[0]);
        if (links.length < 2) return html;
        const shared = links.filter((l) => /assets\/page-[\w-]+\.css"/.test(l));
        const own = links.filter((l) => !shared.includes(l));
        const first = html.indexOf(links[0]);
        let out = html;
        for (const l of links) out = out.replace(l, '');
        return out.slice(0, first) + [...shared, ...own].join('') + out.slice(first);
      },
    },
  };
}
