import type { Plugin } from 'vite';

const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * Moves every `@font-face` rule of the built stylesheets into a `<style>` in the head of
 * `index.html`, which every page's HTML is made from (server-rendered or not).
 *
 * Why: a font face the document has not seen before makes the browser match fonts again, then
 * restyle and lay out every line of text. When the faces came with a stylesheet that arrived after
 * the first paint, they cost a phone with a 4× slower CPU a long task of about 100 ms for that
 * alone, even the ones no text on the page uses. Declared in the head, the faces are known from the
 * first layout, however a page gets the rest of its rules. Declaring a face downloads nothing: a
 * browser fetches a font file only for text that needs it (the `unicode-range` and the
 * `font-family` where the text stands decide), so an English page still fetches no Devanagari font.
 *
 * The stylesheets keep the names hashed before this step: a name still changes with every rule
 * they carry.
 */
export function fontFacesInHtml(): Plugin {
  return {
    name: 'jal:font-faces-in-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const faces: string[] = [];
        for (const file of Object.values(context.bundle ?? {})) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.css') || typeof file.source !== 'string') continue;
          faces.push(...(file.source.match(FONT_FACE) ?? []));
          file.source = file.source.replace(FONT_FACE, '');
        }
        if (faces.length === 0) return html;
        return html.replace('</head>', `<style>${faces.join('')}</style></head>`);
      },
    },
  };
}
