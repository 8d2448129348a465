import { describe, expect, it } from 'vitest';
import { parseInline, parseTextBody, safeImageSource } from './text-body';

describe('the lesson text format', () => {
  it('reads headings, paragraphs, lists, bold text and images', () => {
    const body = [
      '## What is a watershed?',
      'The land that drains',
      'to **one** outlet.',
      '',
      '- Ridge',
      '- Valley **floor**',
      '',
      '### Look',
      '![A ridge line](/images/courses/course-1.svg)',
      '![Sized](https://example.org/a.png =800x600)',
    ].join('\n');
    expect(parseTextBody(body)).toEqual([
      { type: 'heading', level: 2, content: [{ text: 'What is a watershed?', bold: false }] },
      {
        type: 'paragraph',
        content: [
          { text: 'The land that drains to ', bold: false },
          { text: 'one', bold: true },
          { text: ' outlet.', bold: false },
        ],
      },
      {
        type: 'list',
        items: [
          [{ text: 'Ridge', bold: false }],
          [
            { text: 'Valley ', bold: false },
            { text: 'floor', bold: true },
          ],
        ],
      },
      { type: 'heading', level: 3, content: [{ text: 'Look', bold: false }] },
      { type: 'image', alt: 'A ridge line', src: '/images/courses/course-1.svg', width: 640, height: 360 },
      { type: 'image', alt: 'Sized', src: 'https://example.org/a.png', width: 800, height: 600 },
    ]);
  });

  it('ends a list at a paragraph line and a paragraph at a list item', () => {
    expect(parseTextBody('Intro\n- one\nAfter').map((block) => block.type)).toEqual(['paragraph', 'list', 'paragraph']);
  });

  it('keeps script-looking input as plain text and drops unsafe image sources', () => {
    const blocks = parseTextBody(
      '<script>alert(1)</script>\n\n![x](javascript:alert(1))\n\n![y](//evil.example/a.png)\n\n<img src=x onerror=alert(1)>',
    );
    expect(blocks).toEqual([
      { type: 'paragraph', content: [{ text: '<script>alert(1)</script>', bold: false }] },
      { type: 'paragraph', content: [{ text: '<img src=x onerror=alert(1)>', bold: false }] },
    ]);
    expect(safeImageSource('data:image/svg+xml,<svg/>')).toBeNull();
    expect(safeImageSource('http://insecure.example/a.png')).toBeNull();
  });

  it('leaves an unclosed bold marker as it is and reads Devanagari', () => {
    expect(parseInline('**अधूरा')).toEqual([{ text: '**अधूरा', bold: false }]);
    expect(parseTextBody('## जलग्रहण\n- **मेड़**')).toEqual([
      { type: 'heading', level: 2, content: [{ text: 'जलग्रहण', bold: false }] },
      { type: 'list', items: [[{ text: 'मेड़', bold: true }]] },
    ]);
  });
});
