import { createRoot } from 'react-dom/client';
import { UpdateNotice } from './components/update-notice';

let container: HTMLElement | null = null;

/**
 * Shows the update notice in a root of its own at the end of the page: it can appear on any page
 * and over any layout (a lesson, the dashboard) without those knowing of it.
 */
export function showUpdateNotice(reload: () => void) {
  if (container) return;
  container = document.createElement('div');
  container.id = 'update-notice';
  document.body.append(container);
  createRoot(container).render(<UpdateNotice onReload={reload} />);
}
