/**
 * What a person typed or chose in the server's HTML before the app took it over (on a slow link
 * the form is on screen seconds before its code): each changed field's input and change events
 * are sent again, so the app's forms learn the values and nothing typed is lost.
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
}
