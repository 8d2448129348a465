import { isOrganizationRole } from '@jal/contracts/core';
import { Redirect } from '@/lib/redirect';
import { useAuth } from '@/lib/auth/auth-context';

/** /dashboard itself: ORGANIZATION lands on users, everyone else on courses. */
export function DashboardIndex() {
  const { user } = useAuth();
  return <Redirect to={isOrganizationRole(user?.role) ? '/dashboard/users' : '/dashboard/courses'} />;
}
