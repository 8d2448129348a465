/** The web app's routes. The LMS page path is our choice (docs/decisions/002-lms-path.md). */
export const PATHS = {
  home: '/',
  courses: '/courses',
  course: (id: string) => `/courses/${encodeURIComponent(id)}`,
  courseLms: (id: string) => `/courses/${encodeURIComponent(id)}/lms`,
  learn: (courseId: string, lessonId?: string) =>
    lessonId ? `/learn/${encodeURIComponent(courseId)}/${encodeURIComponent(lessonId)}` : `/learn/${encodeURIComponent(courseId)}`,
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  about: '/about',
  resources: '/resources',
  contact: '/contact',
  verifyCertificate: (code: string) => `/verify/${encodeURIComponent(code)}`,
  myLearning: '/my-learning',
  profile: '/profile',
  downloads: '/downloads',
  privacy: '/privacy',
  terms: '/terms',
  courseComplete: (courseId: string) => `/courses/${encodeURIComponent(courseId)}/complete`,
} as const;

/** A path segment from a value (an id, a code, a page's name). */
const seg = (value: string) => encodeURIComponent(value);

/**
 * Every API path, below the `/api` base: the one table the web app and the API's routes read.
 * Grouped as the API's modules serve them (apps/api/src/modules/<name>); a path with an id is a
 * function of it. The web app's client (apps/web/src/lib/api-client.ts) adds the base.
 */
export const API = {
  // health
  health: '/health',
  healthReady: '/health/ready',
  // auth (and password-reset, second-factor's sign-in step)
  login: '/v1/user/login',
  signin: '/v1/auth/signin',
  logout: '/v1/user/logout',
  authLogout: '/v1/auth/logout',
  verify: '/v1/auth/verify',
  signup: '/v1/auth/signup',
  forgotPassword: '/v1/auth/forgot-password',
  resetPassword: '/v1/auth/reset-password',
  /** The sign-in's second step: the challenge from the password step and a code. */
  secondFactorSignIn: '/v1/auth/second-factor',
  /** A staff account that must have a second factor and has none: enrol with the challenge, then sign in. */
  secondFactorChallengeEnrolment: '/v1/auth/second-factor/enrolment',
  secondFactorChallengeEnrolmentConfirm: '/v1/auth/second-factor/enrolment/confirm',
  /** A person signed in with a one-time password chooses their own. */
  firstPassword: '/v1/user/first-password',
  // account (the signed-in person's own)
  me: '/v1/user/me',
  changePassword: '/v1/user/change-password',
  myData: '/v1/user/me/data',
  mySessions: '/v1/user/me/sessions',
  mySession: (id: string) => `/v1/user/me/sessions/${seg(id)}`,
  secondFactorStatus: '/v1/account/second-factor',
  secondFactorEnrolment: '/v1/account/second-factor/enrolment',
  secondFactorEnrolmentConfirm: '/v1/account/second-factor/enrolment/confirm',
  secondFactorDisable: '/v1/account/second-factor/disable',
  // users (administrators and organization managers)
  users: '/v1/user',
  user: (id: string) => `/v1/user/${seg(id)}`,
  userStatus: (id: string) => `/v1/user/${seg(id)}/status`,
  userResetPassword: (id: string) => `/v1/user/${seg(id)}/reset-password`,
  /** An administrator ends all of a user's sessions. */
  userSessions: (id: string) => `/v1/user/${seg(id)}/sessions`,
  // learner-import
  learnerImportTemplate: '/v1/user/import/template',
  learnerImportPreview: '/v1/user/import/preview',
  learnerImport: '/v1/user/import',
  /** How many of an import's invitations are sent, waiting or failed. */
  learnerImportInvitations: (id: string) => `/v1/user/import/${seg(id)}/invitations`,
  // jobs (administrators)
  adminJobsSummary: '/v1/admin/jobs/summary',
  adminJobs: '/v1/admin/jobs',
  adminJobRerun: (id: string) => `/v1/admin/jobs/${seg(id)}/rerun`,
  // organizations
  organizations: '/v1/organizations',
  organization: (id: string) => `/v1/organizations/${seg(id)}`,
  organizationToggleStatus: (id: string) => `/v1/organizations/${seg(id)}/toggle-status`,
  // courses (the public catalogue)
  courses: '/v1/courses',
  courseCategories: '/v1/courses/categories',
  course: (id: string) => `/v1/courses/${seg(id)}`,
  // course-admin (and media)
  adminCourses: '/v1/courses/admin',
  adminCourse: (id: string) => `/v1/courses/admin/${seg(id)}`,
  adminCourseModules: (id: string) => `/v1/courses/admin/${seg(id)}/modules`,
  adminCourseModulesOrder: (id: string) => `/v1/courses/admin/${seg(id)}/modules/order`,
  adminCourseModule: (id: string, moduleId: string) => `/v1/courses/admin/${seg(id)}/modules/${seg(moduleId)}`,
  adminCourseModuleLessons: (id: string, moduleId: string) => `/v1/courses/admin/${seg(id)}/modules/${seg(moduleId)}/lessons`,
  adminCourseModuleLessonsOrder: (id: string, moduleId: string) => `/v1/courses/admin/${seg(id)}/modules/${seg(moduleId)}/lessons/order`,
  adminCourseLesson: (id: string, lessonId: string) => `/v1/courses/admin/${seg(id)}/lessons/${seg(lessonId)}`,
  adminCourseLessonMove: (id: string, lessonId: string) => `/v1/courses/admin/${seg(id)}/lessons/${seg(lessonId)}/move`,
  courseStats: '/v1/courses/stats',
  media: '/v1/media',
  // learning (and certificates, sync)
  courseLms: (id: string) => `/v1/courses/${seg(id)}/lms`,
  enroll: (courseId: string) => `/v1/courses/${seg(courseId)}/enroll`,
  nextLesson: (courseId: string) => `/v1/courses/${seg(courseId)}/next`,
  lesson: (courseId: string, lessonId: string) => `/v1/courses/${seg(courseId)}/lessons/${seg(lessonId)}`,
  lessonPosition: (courseId: string, lessonId: string) => `/v1/courses/${seg(courseId)}/lessons/${seg(lessonId)}/position`,
  lessonAttempts: (courseId: string, lessonId: string) => `/v1/courses/${seg(courseId)}/lessons/${seg(lessonId)}/attempts`,
  enrolments: '/v1/enrolments',
  certificate: (code: string) => `/v1/certificates/${seg(code)}`,
  sync: '/v1/sync',
  // field practicals
  practicalSubmissions: (courseId: string, lessonId: string) =>
    `/v1/courses/${seg(courseId)}/lessons/${seg(lessonId)}/practical-submissions`,
  practicalPhoto: (submissionId: string, photoId: string) => `/v1/practical-submissions/${seg(submissionId)}/photos/${seg(photoId)}`,
  practicalVoiceNote: (submissionId: string) => `/v1/practical-submissions/${seg(submissionId)}/voice-note`,
  practicalSubmissionFromUploads: (courseId: string, lessonId: string) =>
    `/v1/courses/${seg(courseId)}/lessons/${seg(lessonId)}/practical-submissions/from-uploads`,
  practicalUploads: '/v1/practical-uploads',
  practicalUpload: (uploadId: string) => `/v1/practical-uploads/${seg(uploadId)}`,
  // offline-package
  courseOfflinePackage: (courseId: string) => `/v1/courses/${seg(courseId)}/offline`,
  // batches and progress
  batches: '/v1/batches',
  batch: (id: string) => `/v1/batches/${seg(id)}`,
  batchCourse: (id: string, courseId: string) => `/v1/batches/${seg(id)}/courses/${seg(courseId)}`,
  batchMembers: (id: string) => `/v1/batches/${seg(id)}/members`,
  batchMember: (id: string, userId: string) => `/v1/batches/${seg(id)}/members/${seg(userId)}`,
  batchProgress: (id: string) => `/v1/batches/${seg(id)}/progress`,
  batchProgressExport: (id: string) => `/v1/batches/${seg(id)}/progress/export`,
  userProgress: (id: string) => `/v1/user/${seg(id)}/progress`,
  // reports
  reports: '/v1/reports',
  reportsExport: '/v1/reports/export',
  // translations (and languages)
  translationsFrontend: '/v1/translations/frontend',
  translations: '/v1/translations',
  translation: (id: string) => `/v1/translations/${seg(id)}`,
  translationHierarchy: '/v1/translations/hierarchy',
  translationsBulk: (page: string) => `/v1/translations/bulk/${seg(page)}`,
  languages: '/v1/languages',
  language: (code: string) => `/v1/languages/${seg(code)}`,
  // alerts
  currentAlert: '/v1/alerts/current',
  alerts: '/v1/alerts',
  alert: (id: string) => `/v1/alerts/${seg(id)}`,
  alertToggle: (id: string) => `/v1/alerts/${seg(id)}/toggle`,
  // notifications
  notifications: '/v1/notifications',
  notificationsRead: '/v1/notifications/read',
  // audit-log
  auditLog: '/v1/admin/audit-log',
  auditLogCsv: '/v1/admin/audit-log.csv',
  // contact, demo-mode
  contact: '/v1/contact',
  demoAccounts: '/v1/demo-mode',
  demoMode: '/v1/admin/demo-mode',
  endDemoMode: '/v1/admin/demo-mode/end',
  // reviewing field practicals
  practicalReviews: '/v1/practical-reviews',
  practicalReview: (submissionId: string) => `/v1/practical-reviews/${seg(submissionId)}`,
  // the base map under a practical's place (read by reviewers, loaded by administrators)
  mapTiles: '/v1/map-tiles',
  mapTilesArchive: (archiveId: string) => `/v1/map-tiles/archives/${seg(archiveId)}`,
} as const;

/** The web pages of the learner import: the manager's import page, and the learner's first password. */
export const LEARNER_IMPORT_PATHS = { importPage: '/dashboard/users/import', setPassword: '/set-password' } as const;
