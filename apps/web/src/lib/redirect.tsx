import { Navigate } from 'react-router';
import { renderPhase } from './render-phase';

/** Where the page being rendered on the server sent the visitor, if anywhere; the server answers with that redirect. */
let serverRedirect: string | null = null;

export function takeServerRedirect(): string | null {
  const target = serverRedirect;
  serverRedirect = null;
  return target;
}

/**
 * Sends the visitor on to `to` in place of this page (a guard's sign-in, a page's next step). On
 * the server a navigation does nothing, so the first one asked for becomes the answer itself: a
 * redirect, which works before the app's code has arrived and with no script at all.
 */
export function Redirect({ to }: { to: string }) {
  if (renderPhase() === 'server') {
    serverRedirect ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
