// The few parts of fontkit (a dependency of pdfkit, which shapes the certificates' Hindi) used here.
declare module 'fontkit' {
  export type Glyph = { id: number; path: { toSVG(): string } };
  export type GlyphPosition = { xAdvance: number; xOffset: number; yOffset: number };
  export type Font = { unitsPerEm: number; layout(text: string): { glyphs: Glyph[]; positions: GlyphPosition[] } };
  export function create(buffer: Buffer): Font;
}
