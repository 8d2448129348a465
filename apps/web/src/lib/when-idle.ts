/**
 * Runs `task` once the browser is idle after the page's own work (within 5 s whatever happens),
 * or 2 s on, where the browser cannot say when it is idle.
 */
export function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 2000);
}
