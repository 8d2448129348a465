/**
 * The translation page a path loads: each route change loads that page's strings; dashboard and admin
 * paths load the general set. Shared so the server can inline the right strings into the page.
 */
export function translationPageFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  const [first, second, third] = path.split('/').filter(Boolean);
  if (first === 'dashboard' || first === 'admin') return 'general';
  // The course's learning page and the completion page that follows its last lesson.
  if (first === 'courses' && second && (third === 'lms' || third === 'complete')) return 'learn';
  if (first === 'courses' && second) return 'course';
  if (first === 'learn') return 'learn';
  // The pages that set a new password share the sign-in page's strings.
  if (first === 'forgot-password' || first === 'reset-password') return 'signin';
  if (first && /^[a-z0-9-]{1,40}$/.test(first)) return first;
  return 'general';
}

/** The dashboard's own strings: a page of their own, loaded on top of the general set. */
export const DASHBOARD_TRANSLATION_PAGE = 'dashboard';

/** Whether a path is a dashboard (or admin) page. */
export function isDashboardPath(pathname: string): boolean {
  return /^\/(dashboard|admin)(\/|$)/.test(pathname);
}
