/**
 * Who writes each table: one owner each, a module (`modules/<name>`) or, for the tables the
 * layers below the modules keep, that folder or file. Every other module calls the owner's
 * service; `npm run lint` (scripts/check-module-edges.mjs) fails on a write by anyone else.
 * See docs/decisions/142-table-owners-and-commands.md.
 */
export const TABLE_OWNERS: Record<string, string> = {
  organizations: 'modules/organizations',
  users: 'modules/users',
  sessions: 'sessions',
  languages: 'modules/translations',
  translations: 'modules/translations',
  courses: 'modules/courses',
  course_modules: 'modules/courses',
  lessons: 'modules/courses',
  alerts: 'modules/alerts',
  contact_messages: 'modules/contact',
  consents: 'modules/account',
  lesson_audio: 'modules/lesson-audio',
  enrolments: 'modules/enrolments',
  lesson_progress: 'modules/learning',
  quiz_attempts: 'modules/learning',
  certificates: 'modules/certificates',
  media_files: 'modules/media',
  media_variants: 'modules/media',
  media_objects: 'db/media-database-store.ts',
  media_chunks: 'db/media-database-store.ts',
  offline_downloads: 'modules/offline-package',
  sync_receipts: 'modules/sync',
  batches: 'modules/batches',
  batch_courses: 'modules/batches',
  batch_members: 'modules/batches',
  notifications: 'modules/notifications',
  second_factors: 'modules/second-factor',
  second_factor_recovery_codes: 'modules/second-factor',
  second_factor_challenges: 'modules/second-factor',
  platform_settings: 'modules/demo-mode',
  throttle_counters: 'throttling',
  password_reset_tokens: 'modules/password-reset',
  audit_log: 'db/audit-log.ts',
  jobs: 'modules/jobs',
  practical_submissions: 'modules/practicals',
  practical_photos: 'modules/practicals',
  practical_uploads: 'modules/practicals',
  map_tiles: 'modules/map-tiles',
  // Only the triggers of migration 0012 write it; this file reads it.
  change_counters: 'db/kept-until-changed.ts',
};

/**
 * A read of tables another unit owns, allowed where one query must join them (reports, exports,
 * the hottest reads); `why` says why. Any other read goes through the owner's service.
 */
export type SharedRead = { reader: string; tables: readonly string[]; why: string };

export const SHARED_READS: readonly SharedRead[] = [
  {
    reader: 'modules/learning',
    tables: ['enrolments', 'certificates', 'courses', 'course_modules', 'lessons', 'batch_courses', 'batch_members'],
    why: "The course page's state (the hottest read) takes the enrolment, progress and certificate in one query; My learning takes the enrolled courses with their lessons, certificates and batch due dates in a few.",
  },
  {
    reader: 'modules/progress',
    tables: [
      'courses',
      'course_modules',
      'lessons',
      'enrolments',
      'lesson_progress',
      'quiz_attempts',
      'certificates',
      'batches',
      'batch_courses',
      'batch_members',
    ],
    why: "A report: a batch's learners by its courses, and one learner's courses, lessons, attempts and certificates.",
  },
  {
    reader: 'modules/reports',
    tables: ['enrolments', 'certificates', 'users', 'courses', 'organizations'],
    why: 'A report: enrolments, completions and certificates counted in SQL over hundreds of thousands of rows, by period, course or organization.',
  },
  {
    reader: 'modules/account',
    tables: [
      'users',
      'organizations',
      'enrolments',
      'courses',
      'course_modules',
      'lessons',
      'lesson_progress',
      'quiz_attempts',
      'certificates',
    ],
    why: 'Download my data: everything kept about one person, each query filtered by their id alone.',
  },
  {
    reader: 'modules/notifications',
    tables: ['batches', 'batch_courses', 'batch_members', 'courses', 'enrolments', 'users'],
    why: 'Due-soon reminders find every batch course due and not complete in one query; a notice is emailed to the address its person has now.',
  },
  {
    reader: 'modules/lesson-audio',
    tables: ['courses', 'course_modules', 'lessons'],
    why: 'Which text lessons of published courses need audio, and the course of a lesson (its audio address names it), each in one join.',
  },
  {
    reader: 'modules/media',
    tables: ['courses', 'course_modules', 'lessons'],
    why: 'Whether a published course uses a file, read through the index of the ids each lesson names (every public file request asks).',
  },
  { reader: 'modules/organizations', tables: ['users'], why: "Each organization's users, counted." },
  {
    reader: 'modules/users',
    tables: ['organizations'],
    why: "The user list shows each user's organization, searched and paged at scale in one query.",
  },
  {
    reader: 'modules/learner-import',
    tables: ['users', 'organizations', 'batches'],
    why: 'The accounts, organizations and batches a spreadsheet names, thousands at once in a few queries.',
  },
  {
    reader: 'modules/practicals',
    tables: ['users', 'courses', 'lessons', 'batch_members'],
    why: "The review queue: each submission with its learner's name and its course's and lesson's titles, filtered by batch, paged in one query.",
  },
  { reader: 'modules/audit-log', tables: ['audit_log'], why: 'The audit log read and exported; db/audit-log.ts only appends to it.' },
  {
    reader: 'sessions',
    tables: ['users', 'organizations'],
    why: "Every signed-in request finds its session's user, and whether their organization is active, in one query.",
  },
  {
    reader: 'public-content',
    tables: ['alerts', 'languages', 'translations'],
    why: "The public cached reads (the current alert, the site's strings), below the modules so that the plugins serve them too.",
  },
];
