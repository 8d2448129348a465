import { API } from '@jal/contracts/core';
import type { CourseAdminList } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-request';

/** Every course, drafts and archived ones too (they have figures), by title: the reports' course filter. */
export const useReportCourses = () =>
  useQuery({
    queryKey: ['admin', 'reports', 'courses'],
    queryFn: () => adminRequest<CourseAdminList>(API.adminCourses, { query: { status: 'all', sort: 'title', limit: 100 } }),
  });
