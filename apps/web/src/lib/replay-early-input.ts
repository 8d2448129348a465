declare global {
  interface Window {
    /** Buttons tapped before the app took the page over, in order (the inline script in index.html keeps them). */
    earlyClicks?: HTMLButtonElement[];
  }
}

/**
 * What a person typed, chose or tapped in the server's HTML before the app took it over (on a
 * slow link the page is on screen seconds before its code): each changed field's input and change
 * events are sent again, so the app's forms learn the values and nothing typed is lost; then each
 * button tapped meanwhile is pressed again, once, if it is still on the page and enabled.
 */
export function replayEarlyInput(root: HTMLElement) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    const changed =
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
          ? field.checked !== field.defaultChecked
          : field.value !== field.defaultValue;
    if (!changed) continue;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const tapped = new Set(window.earlyClicks ?? []);
  window.earlyClicks = [];
  for (const button of tapped) {
    if (root.contains(button) && !button.disabled) button.click();
  }
}
