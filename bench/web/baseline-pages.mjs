// Pages that do almost nothing, loaded under the same conditions as the real ones, for the long
// tasks a load costs in this browser whatever the page: a document's set-up (its first task: with
// the site's opener policy the browser starts the page in a process of its own) and the first
// layout of text, whose fonts this Chromium matches through fontconfig in its browser process,
// one round trip per font, size and weight (a phone's Chromium reads its fonts in the page's own
// process). A page's long tasks are read against these, measured in the same run on the same
// machine.

/** The site's inlined font faces and its font stack as a first visit has it, taken from a real page's HTML. */
function siteFonts(html) {
  const faces = html.match(/@font-face\{[^}]*\}/g) ?? [];
  const latin = /:root\{--font-latin:[^}]*\}/.exec(html)?.[0] ?? '';
  const stack = /--font-sans:([^;}]*)/.exec(html)?.[1] ?? 'sans-serif';
  return `${faces.join('')}${latin}body{font-family:${stack}}`;
}

const page = (style, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Baseline</title>${style ? `<style>${style}</style>` : ''}</head><body>${body}</body></html>`;

const TWO_LINES = '<h1>About Jal Shiksha</h1><p>We train the people who look after India’s watersheds.</p>';

/** The sizes (px) and weights the public pages' text uses, one line of each. */
const TYPE_SCALE = [
  [30, 700],
  [24, 700],
  [20, 700],
  [18, 700],
  [18, 600],
  [18, 400],
  [16, 700],
  [16, 600],
  [16, 500],
  [16, 400],
  [14, 600],
  [14, 400],
];
const typeScaleLines = TYPE_SCALE.map(
  ([size, weight]) => `<p style="font-size:${size}px;font-weight:${weight}">Watershed management, ${size} px at ${weight}</p>`,
).join('');

/**
 * The baselines as [name, path, html]: a heading and a paragraph in the browser's default font;
 * the same in the site's fonts (the faces of `fontSourceHtml`, a page the server rendered); and a
 * line in each size and weight the pages use, in the site's fonts.
 */
export function baselinePages(fontSourceHtml) {
  const fonts = siteFonts(fontSourceHtml);
  return [
    ['baseline: 2 lines, default font', '/bench-baseline/default-font', page('', TWO_LINES)],
    ['baseline: 2 lines, site fonts', '/bench-baseline/site-fonts', page(fonts, TWO_LINES)],
    [`baseline: ${TYPE_SCALE.length} lines, the pages' sizes and weights`, '/bench-baseline/type-scale', page(fonts, typeScaleLines)],
  ];
}

/** The headers the site sends with its pages that shape how the browser sets a document up. */
export function documentHeaders(response) {
  const kept = ['content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster'];
  return Object.fromEntries(kept.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)]] : [])));
}
