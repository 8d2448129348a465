/**
 * A text lesson's stored body (paragraphs, `##` headings, `- ` lists, `**bold**`, links and
 * images) as the plain sentences a synthesizer reads: the words only, never the marks around
 * them, nor an address. Every heading, list item and paragraph ends on a full stop (the Hindi
 * danda in Hindi), so the voice pauses where the eye would.
 */

const IMAGE = /^!\[([^\]]*)\]\([^)]*\)$/;
const LINK = /!?\[([^\]]*)\]\([^)]*\)/g;
const URL = /\b(?:https?:\/\/|www\.)\S+/gi;
/** Marks that mean nothing spoken: emphasis, code, quotes, tables, heading and list markers. */
const MARKS = /[*_`~#>|\\]+/g;
const ENDS_A_SENTENCE = /[.!?।:;]$/;

function words(line: string): string {
  return line
    .replace(LINK, '$1')
    .replace(URL, ' ')
    .replace(MARKS, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,!?;:।])/g, '$1')
    .trim();
}

function sentence(text: string, stop: string): string {
  return ENDS_A_SENTENCE.test(text) ? text : `${text}${stop}`;
}

/** The speakable text of a body in `language` (`hi` ends its added sentences with a danda). */
export function speakableText(body: string, language: string): string {
  const stop = language === 'hi' ? '।' : '.';
  const sentences: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const text = words(paragraph.join(' '));
    if (text) sentences.push(sentence(text, stop));
    paragraph = [];
  };
  for (const rawLine of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    const image = IMAGE.exec(line);
    const block = /^(#{1,6}\s+|[-*+]\s+|\d+[.)]\s+)/.exec(line);
    if (line === '' || image || block) flush();
    if (line === '') continue;
    // A picture is spoken by its description, as a screen reader would.
    if (image) {
      const alt = words(image[1] ?? '');
      if (alt) sentences.push(sentence(alt, stop));
    } else if (block) {
      const text = words(line.slice(block[0].length));
      if (text) sentences.push(sentence(text, stop));
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return sentences.join('\n\n');
}
