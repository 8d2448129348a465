import { and, eq, isNull } from 'drizzle-orm';
import type { CertificateVerification } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { certificates, enrolments } from '../../db/schema.js';
import type { CourseRow } from '../courses/presenter.js';
import type { UserRow } from '../users/presenter.js';
import type { CertificateRow } from '../learning/progress-repository.js';
import { newCertificateCode, normalizeCode } from './code.js';

/**
 * Issues the learner's certificate for a course once: a second call returns the first one.
 * The unique (user, course) index makes this safe when two completions race.
 */
export async function issueCertificate(db: Db, user: UserRow, course: CourseRow): Promise<CertificateRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await db
      .insert(certificates)
      .values({
        code: newCertificateCode(),
        userId: user.id,
        courseId: course.id,
        learnerName: user.name,
        learnerNameHi: user.nameVariants?.hindi?.trim() || null,
        courseTitle: course.title,
        courseTitleTranslations: { en: course.title, ...course.titleTranslations },
      })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, user.id), eq(certificates.courseId, course.id)))
      .limit(1);
    // No row only when the random code collided with another certificate's: draw again.
    if (row) return row;
  }
  throw new Error('could not issue a certificate code');
}

export async function findCertificate(db: Db, code: string): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.code, normalizeCode(code)))
    .limit(1);
  return row;
}

/** Revokes a certificate (idempotent: the first revocation time is kept). */
export async function revokeCertificate(db: Db, code: string): Promise<CertificateRow | undefined> {
  const row = await findCertificate(db, code);
  if (!row || row.revokedAt) return row;
  const [updated] = await db.update(certificates).set({ revokedAt: new Date() }).where(eq(certificates.id, row.id)).returning();
  return updated;
}

/** Marks the enrolment complete when its certificate is issued. */
export async function markEnrolmentComplete(db: Db, userId: string, courseId: string) {
  await db
    .update(enrolments)
    .set({ completedAt: new Date(), currentLessonId: null })
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId), isNull(enrolments.completedAt)));
}

export function presentVerification(row: CertificateRow): CertificateVerification {
  return {
    code: row.code,
    status: row.revokedAt ? 'revoked' : 'valid',
    learnerName: row.learnerName,
    learnerNameHindi: row.learnerNameHi,
    courseTitle: row.courseTitle,
    courseTitleTranslations: row.courseTitleTranslations,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
