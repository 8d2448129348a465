const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'BUTTON', 'SELECT', 'TEXTAREA', 'INPUT']);
const BLOCKS =
  /^(ADDRESS|ARTICLE|ASIDE|BLOCKQUOTE|DD|DIV|DL|DT|FIGCAPTION|FIGURE|FOOTER|FORM|H[1-6]|HEADER|HR|LI|MAIN|NAV|OL|P|SECTION|TABLE|TD|TH|TR|UL)$/;

function isHidden(element: Element): boolean {
  if (element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('hidden')) return true;
  if (!(element instanceof HTMLElement)) return false;
  // The carousels repeat their cards for the endless loop; the copies are aria-hidden, and
  // visually hidden text (sr-only) is still read, as a screen reader would.
  const style = window.getComputedStyle(element);
  return style.display === 'none' || style.visibility === 'hidden';
}

/**
 * The readable text of an element in document (reading) order, skipping hidden parts and controls;
 * block elements end with a full stop when they have none, so headings are read as sentences.
 */
export function readableText(root: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.replace(/\s+/g, ' ');
      if (text?.trim()) parts.push(text);
      return;
    }
    if (!(node instanceof Element) || SKIPPED.has(node.tagName.toUpperCase()) || isHidden(node)) return;
    if (node instanceof HTMLImageElement) {
      if (node.alt.trim()) parts.push(` ${node.alt.trim()}. `);
      return;
    }
    node.childNodes.forEach(walk);
    if (BLOCKS.test(node.tagName.toUpperCase())) {
      const last = parts.at(-1)?.trimEnd();
      if (last && !/[.!?।:;]$/u.test(last)) parts.push('.');
      parts.push(' ');
    }
  };
  walk(root);
  return parts
    .join('')
    .replace(/\s+([.,!?।])/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Read Page reads the page's <main>, not the header, navigation or footer. */
export function mainText(): string {
  const main = document.querySelector('main');
  return main ? readableText(main) : '';
}

/** The selected text, unless it lies inside the reader panel itself. */
export function selectedText(panel: Element | null): string {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return '';
  const anchor = selection.anchorNode;
  if (panel && anchor && panel.contains(anchor)) return '';
  return selection.toString().trim();
}
