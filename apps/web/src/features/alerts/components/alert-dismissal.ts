// Per tab and visit: a closed alert stays closed while the visitor moves between pages, and a
// new alert (another id) shows again.
const KEY = 'jal:dismissed-alert';

export function readDismissedAlert(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberDismissedAlert(id: string) {
  try {
    window.sessionStorage.setItem(KEY, id);
  } catch {
    // Storage disabled: the alert is still hidden until the next full page load.
  }
}
