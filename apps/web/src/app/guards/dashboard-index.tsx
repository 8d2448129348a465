import { landingPathForRole } from '@jal/contracts/core';
import { Redirect } from '@/lib/redirect';
import { useAuth } from '@/lib/auth/auth-context';

/** /dashboard itself: each role's own first page (managers the users, trainers the reviews, administrators the courses). */
export function DashboardIndex() {
  const { user } = useAuth();
  const landing = landingPathForRole(user?.role);
  return <Redirect to={landing.startsWith('/dashboard/') ? landing : '/dashboard/courses'} />;
}
