/**
 * The dashboard's pages in navigation order: who may open each (organization managers the users
 * and reviews pages, trainers only the reviews; administrators all but those for super
 * administrators only), and whether it is
 * still a placeholder that says it is coming.
 */
export type DashboardPage = {
  path: string;
  titleKey: string;
  organization: boolean;
  workInProgress: boolean;
  superAdminOnly?: true;
  /** Open to everyone who reviews field practicals: administrators, managers and trainers. */
  reviewers?: true;
};

export const DASHBOARD_PAGES: DashboardPage[] = [
  { path: 'courses', titleKey: 'dashboard.pages.courses', organization: false, workInProgress: false },
  { path: 'users', titleKey: 'dashboard.pages.users', organization: true, workInProgress: false },
  { path: 'reviews', titleKey: 'dashboard.pages.reviews', organization: true, workInProgress: false, reviewers: true },
  { path: 'translations', titleKey: 'dashboard.pages.translations', organization: false, workInProgress: false },
  { path: 'alerts', titleKey: 'dashboard.pages.alerts', organization: false, workInProgress: false },
  { path: 'masters/organizations', titleKey: 'dashboard.pages.masterOrganizations', organization: false, workInProgress: false },
  { path: 'reports', titleKey: 'dashboard.pages.reports', organization: false, workInProgress: false },
  { path: 'jobs', titleKey: 'dashboard.pages.jobs', organization: false, workInProgress: false },
  { path: 'audit-log', titleKey: 'dashboard.pages.auditLog', organization: false, workInProgress: false, superAdminOnly: true },
  { path: 'getting-started', titleKey: 'dashboard.pages.gettingStarted', organization: false, workInProgress: true },
  { path: 'organizations', titleKey: 'dashboard.pages.organizations', organization: false, workInProgress: true },
  { path: 'mobile-app', titleKey: 'dashboard.pages.mobileApp', organization: false, workInProgress: true },
  { path: 'integrations', titleKey: 'dashboard.pages.integrations', organization: false, workInProgress: true },
  { path: 'masters/vehicles', titleKey: 'dashboard.pages.vehicles', organization: false, workInProgress: true },
  { path: 'documents', titleKey: 'dashboard.pages.documents', organization: false, workInProgress: true },
  { path: 'helpdesk', titleKey: 'dashboard.pages.helpdesk', organization: false, workInProgress: true },
];
