import { isOrganizationRole } from '@jal/contracts/core';
import { Navigate } from 'react-router';
import { useAuth } from '../auth-context';

/** /dashboard itself: ORGANIZATION lands on users, everyone else on courses. */
export function DashboardIndex() {
  const { user } = useAuth();
  return <Navigate to={isOrganizationRole(user?.role) ? '/dashboard/users' : '/dashboard/courses'} replace />;
}
