// The row types of the tables, as the queries return them: one place for every module to name them.
import type {
  alerts,
  auditLog,
  certificates,
  consents,
  lessonAudio,
  practicalPhotos,
  practicalSubmissions,
  practicalUploads,
  courseModules,
  courses,
  enrolments,
  languages,
  lessonProgress,
  lessons,
  mediaFiles,
  mediaVariants,
  syncReceipts,
  organizations,
  passwordResetTokens,
  sessions,
  throttleCounters,
  translations,
  users,
} from './schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganizationRow = typeof organizations.$inferInsert;
export type LanguageRow = typeof languages.$inferSelect;
export type TranslationRow = typeof translations.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;
export type ModuleRow = typeof courseModules.$inferSelect;
export type NewModuleRow = typeof courseModules.$inferInsert;
export type LessonRow = typeof lessons.$inferSelect;
export type AlertRow = typeof alerts.$inferSelect;
export type NewAlertRow = typeof alerts.$inferInsert;
export type EnrolmentRow = typeof enrolments.$inferSelect;
export type ProgressRow = typeof lessonProgress.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;
export type MediaRow = typeof mediaFiles.$inferSelect;
export type NewMediaRow = typeof mediaFiles.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type ThrottleCounterRow = typeof throttleCounters.$inferSelect;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
export type MediaVariantRow = typeof mediaVariants.$inferSelect;
export type SyncReceiptRow = typeof syncReceipts.$inferSelect;
export type ConsentRow = typeof consents.$inferSelect;
export type LessonAudioRow = typeof lessonAudio.$inferSelect;

export type PracticalSubmissionRow = typeof practicalSubmissions.$inferSelect;
export type PracticalPhotoRow = typeof practicalPhotos.$inferSelect;
export type PracticalUploadRow = typeof practicalUploads.$inferSelect;
