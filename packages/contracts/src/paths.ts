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

/** API paths below the `/api` base. */
export const API = {
  health: '/health',
  healthReady: '/health/ready',
  login: '/v1/user/login',
  signin: '/v1/auth/signin',
  logout: '/v1/user/logout',
  authLogout: '/v1/auth/logout',
  verify: '/v1/auth/verify',
  signup: '/v1/auth/signup',
  me: '/v1/user/me',
  changePassword: '/v1/user/change-password',
  myData: '/v1/user/me/data',
  forgotPassword: '/v1/auth/forgot-password',
  resetPassword: '/v1/auth/reset-password',
  courses: '/v1/courses',
  courseCategories: '/v1/courses/categories',
  course: (id: string) => `/v1/courses/${encodeURIComponent(id)}`,
  courseLms: (id: string) => `/v1/courses/${encodeURIComponent(id)}/lms`,
  enrolments: '/v1/enrolments',
  translationsFrontend: '/v1/translations/frontend',
  currentAlert: '/v1/alerts/current',
  contact: '/v1/contact',
  demoAccounts: '/v1/demo-mode',
  demoMode: '/v1/admin/demo-mode',
  endDemoMode: '/v1/admin/demo-mode/end',
} as const;

/** The web pages of the learner import: the manager's import page, and the learner's first password. */
export const LEARNER_IMPORT_PATHS = { importPage: '/dashboard/users/import', setPassword: '/set-password' } as const;

/** API paths of two-step sign-in (TOTP from an authenticator app, with single-use recovery codes). */
export const SECOND_FACTOR_API = {
  /** The sign-in's second step: the challenge from the password step and a code. */
  signIn: '/v1/auth/second-factor',
  /** A staff account that must have a second factor and has none: enrol with the challenge, then sign in. */
  challengeEnrolment: '/v1/auth/second-factor/enrolment',
  challengeEnrolmentConfirm: '/v1/auth/second-factor/enrolment/confirm',
  /** The signed-in account's own second factor. */
  status: '/v1/account/second-factor',
  enrolment: '/v1/account/second-factor/enrolment',
  enrolmentConfirm: '/v1/account/second-factor/enrolment/confirm',
  disable: '/v1/account/second-factor/disable',
} as const;
