import { afterEach, describe, expect, it } from 'vitest';
import { mainText, readableText, selectedText } from './page-text';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readable text of the page', () => {
  it('reads <main> only, in order, headings as sentences, skipping hidden parts and controls', () => {
    document.body.innerHTML = `
      <header><nav>Home Courses</nav></header>
      <main>
        <h1>About us</h1>
        <p>We train <strong>field teams</strong>.</p>
        <p aria-hidden="true">Copy of a card</p>
        <p style="display:none">Hidden</p>
        <img src="/a.svg" alt="A check dam">
        <img src="/b.svg" alt="">
        <button>Retry</button>
        <ul><li>One</li><li>Two</li></ul>
        <span class="sr-only">Read by screen readers</span>
      </main>
      <footer>Newsletter</footer>`;
    expect(mainText()).toBe('About us. We train field teams. A check dam. One. Two. Read by screen readers.');
  });

  it('keeps Hindi sentence ends', () => {
    const root = document.createElement('div');
    root.innerHTML = '<h2>जल शिक्षा</h2><p>पानी बचाएँ।</p>';
    expect(readableText(root)).toBe('जल शिक्षा. पानी बचाएँ।');
  });

  it('ignores a selection inside the reader panel', () => {
    document.body.innerHTML = '<p id="page">Page text</p><section id="panel"><p id="inside">Panel text</p></section>';
    const select = (id: string) => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById(id)!);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    };
    const panel = document.getElementById('panel');
    select('page');
    expect(selectedText(panel)).toBe('Page text');
    select('inside');
    expect(selectedText(panel)).toBe('');
  });
});
