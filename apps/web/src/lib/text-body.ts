/**
 * The stored text-lesson format (contracts `storedLessonContent`): paragraphs separated by a blank
 * line, `## ` (and `### `) headings, `- ` list items, `**bold**`, and `![alt](url)` images on a
 * line of their own. Parsed into plain data that the player renders as React elements, so
 * nothing in a body can become markup: it is sanitised by construction.
 */
export type Inline = { text: string; bold: boolean };
export type Block =
  | { type: 'heading'; level: 2 | 3; content: Inline[] }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; items: Inline[][] }
  | { type: 'image'; alt: string; src: string; width: number; height: number };

/** Images may come from this site or over https; anything else (javascript:, data:) is dropped. */
export function safeImageSource(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return trimmed;
  if (/^https:\/\/[^\s/]+/i.test(trimmed)) return trimmed;
  return null;
}

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), bold: false });
    parts.push({ text: match[1] ?? '', bold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), bold: false });
  return parts;
}

// Optional size after the URL, `![alt](/a.svg =640x360)`; without it the box starts at 16:9.
const IMAGE = /^!\[([^\]]*)\]\(\s*(\S+?)(?:\s+=(\d{1,4})x(\d{1,4}))?\s*\)$/;
const DEFAULT_SIZE = { width: 640, height: 360 };

export function parseTextBody(body: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (const rawLine of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    const image = IMAGE.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1] === '##' ? 2 : 3, content: parseInline(heading[2] ?? '') });
    } else if (image) {
      flush();
      const src = safeImageSource(image[2] ?? '');
      const width = Number(image[3]) || DEFAULT_SIZE.width;
      const height = Number(image[4]) || DEFAULT_SIZE.height;
      if (src) blocks.push({ type: 'image', alt: image[1]?.trim() ?? '', src, width, height });
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      (list ??= []).push(parseInline(line.slice(2).trim()));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
