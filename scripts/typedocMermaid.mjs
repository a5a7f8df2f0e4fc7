// A local typedoc plugin: the ```mermaid blocks of the guides and rule pages become
// diagrams. typedoc prints such a block as `<pre><code class="mermaid">` (the language is
// in `ignoredHighlightLanguages`, so the text stays plain); this turns it into the
// `<pre class="mermaid">` that mermaid's browser build draws as SVG when the page loads.
// The browser build is copied from the `mermaid` devDependency into the site's assets:
// no CDN, and only pages with a diagram load it.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PageEvent, RendererEvent } from 'typedoc';

const ASSET = 'assets/mermaid.min.js';
const BLOCK =
  /<pre><code class="mermaid">([\s\S]*?)<\/code>(?:<button[^>]*>[\s\S]*?<\/button>)?<\/pre>/g;

/** The path of mermaid's self-contained browser build. */
function browserBuild() {
  const require = createRequire(import.meta.url);
  // `mermaid` maps `./*` to its files; its main entry is dist/mermaid.core.mjs.
  return join(dirname(require.resolve('mermaid')), 'mermaid.min.js');
}

/**
 * The script that draws a page's diagrams, each from its text (the browser has decoded the
 * HTML entities), in mermaid's light or dark theme after typedoc's own setting (`os`
 * follows the system). `mermaid.render` lays a diagram out in a scratch element of its
 * own: laid out inside the `<pre>` (as `mermaid.run` does), a flowchart's HTML labels
 * measured to nothing and the drawing came out empty. typedoc hides the body until its
 * own script has run, and text in a hidden body measures nothing either: so the diagrams
 * wait until the page is shown (and mermaid's own drawing on load is turned off). A wide
 * flowchart keeps its size and scrolls sideways instead of shrinking its text.
 */
const start = `<script>
mermaid.initialize({ startOnLoad: false });
(async () => {
  while (getComputedStyle(document.body).display === 'none') {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const chosen = localStorage.getItem('tsd-theme') || 'os';
  const dark = chosen === 'dark' || (chosen === 'os' && matchMedia('(prefers-color-scheme: dark)').matches);
  mermaid.initialize({
    startOnLoad: false,
    theme: dark ? 'dark' : 'default',
    securityLevel: 'strict',
    flowchart: { useMaxWidth: false },
  });
  let n = 0;
  for (const pre of document.querySelectorAll('pre.mermaid')) {
    try {
      const { svg } = await mermaid.render('stich-diagram-' + n++, pre.textContent);
      pre.innerHTML = svg;
    } catch (e) {
      console.error('diagram not drawn:', e);
    }
  }
})();
</script>`;

/** A diagram wider than the page scrolls inside its block. */
const STYLE = '<style>pre.mermaid { overflow-x: auto; }</style>';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(PageEvent.END, (page) => {
    if (page.contents === undefined || !page.contents.includes('<code class="mermaid">')) return;
    const up = '../'.repeat(page.url.split('/').length - 1);
    page.contents = page.contents
      .replace(BLOCK, (_, text) => `<pre class="mermaid">${text}</pre>`)
      .replace('</head>', `${STYLE}</head>`)
      .replace('</body>', `<script src="${up}${ASSET}"></script>${start}</body>`);
  });
  app.renderer.on(RendererEvent.END, (event) => {
    mkdirSync(join(event.outputDirectory, 'assets'), { recursive: true });
    copyFileSync(browserBuild(), join(event.outputDirectory, ASSET));
  });
}
