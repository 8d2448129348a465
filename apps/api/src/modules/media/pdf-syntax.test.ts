import { describe, expect, it } from 'vitest';
import { NameReader, namesIn } from './pdf-syntax.js';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('reading names', () => {
  it('decodes # escapes and ends a name at white space or a delimiter', () => {
    expect(namesIn(latin1('<</Type/ObjStm /Java#53cript(x)/J#53\x00/A#41[/#4A#5]'))).toEqual([
      'Type',
      'ObjStm',
      'JavaScript',
      'JS',
      'AA',
      'J#5',
    ]);
  });

  it('reads a name that runs from one piece of text into the next', () => {
    const names: string[] = [];
    const reader = new NameReader((name) => names.push(name));
    for (const piece of ['<< /S /Java', 'Scr', 'ipt /J', 'S']) reader.read(latin1(piece));
    reader.end();
    expect(names).toEqual(['S', 'JavaScript', 'JS']);
  });

  it('drops a name longer than any PDF may hold, without keeping it', () => {
    expect(namesIn(latin1(`/${'A'.repeat(5000)} /JS`))).toEqual(['JS']);
  });
});
