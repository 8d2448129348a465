// Pages that do almost nothing, loaded under the same conditions as the real ones, for the long
// tasks a load costs in this browser whatever the page: a document's set-up (its first task) and
// the first layout of text, whose fonts this Chromium matches through fontconfig in its sandboxed
// browser process (a phone's Chromium reads its fonts in the page's own process). A page's long
// tasks are read against these, measured in the same run on the same machine.

/** The site's inlined font faces and its font stack, taken from a real page's HTML. */
function siteFonts(html) {
  const faces = html.match(/@font-face\{[^}]*\}/g) ?? [];
  const stack = /--font-sans:([^;}]*)/.exec(html)?.[1] ?? 'sans-serif';
  return `${faces.join('')}body{font-family:${stack}}`;
}

const page = (style) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Baseline</title>${style ? `<style>${style}</style>` : ''}</head><body><h1>About Jal Shiksha</h1><p>We train the people who look after India’s watersheds.</p></body></html>`;

/**
 * Two baselines as [name, path, html]: a heading and a paragraph in the browser's default font,
 * and the same in the site's fonts (the faces of `fontSourceHtml`, a page the server rendered).
 */
export function baselinePages(fontSourceHtml) {
  return [
    ['baseline: 2 lines, default font', '/bench-baseline/default-font', page('')],
    ['baseline: 2 lines, site fonts', '/bench-baseline/site-fonts', page(siteFonts(fontSourceHtml))],
  ];
}
