import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { NotAWorkbookError } from './limits.js';
import { unpackText, type UnpackBudget, type ZipEntry } from './zip-entries.js';

/** What a reader of one XML part listens to: elements by their local name (any prefix dropped). */
export type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Reads one XML part of an archive as it is unpacked, with a streaming parser whose cost grows
 * with the size of the text and no more. A document type declaration (where entity expansion
 * lives) is refused; a handler may throw to stop the reading.
 */
export async function readXmlPart(bytes: Uint8Array, entry: ZipEntry, budget: UnpackBudget, handlers: XmlHandlers, maxBytes?: number) {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  parser.on('error', (error) => {
    throw new NotAWorkbookError(`not well-formed XML: ${error.message}`);
  });
  parser.on('doctype', () => {
    throw new NotAWorkbookError('a document type declaration');
  });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag: SaxesTagPlain) => open(localName(tag.name), tag.attributes));
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag: SaxesTagPlain) => close(localName(tag.name)));
  }
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  for await (const piece of unpackText(bytes, entry, budget, maxBytes)) parser.write(piece);
  parser.close();
}
