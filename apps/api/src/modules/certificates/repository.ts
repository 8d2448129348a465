import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/queries.js';
import type { CertificateRow } from '../../db/rows.js';
import { certificates } from '../../db/schema.js';

/** Inserts a certificate unless the learner has one for the course already or the code is taken; whether it did. */
export async function insertCertificate(db: Db, values: typeof certificates.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(certificates).values(values).onConflictDoNothing().returning({ id: certificates.id });
  return inserted.length > 0;
}

/** The learner's certificate for a course, if issued. */
export function findLearnerCertificate(db: Db, userId: string, courseId: string): Promise<CertificateRow | undefined> {
  return firstRow(
    db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
      .limit(1),
  );
}

/** The certificate with this code (as stored: upper case). */
export function findCertificate(db: Db, code: string): Promise<CertificateRow | undefined> {
  return firstRow(db.select().from(certificates).where(eq(certificates.code, code)).limit(1));
}

/** Revokes a certificate (idempotent: the first revocation time is kept). */
export async function revokeCertificate(db: Db, code: string): Promise<CertificateRow | undefined> {
  const row = await findCertificate(db, code);
  if (!row || row.revokedAt) return row;
  const [updated] = await db.update(certificates).set({ revokedAt: new Date() }).where(eq(certificates.id, row.id)).returning();
  return updated;
}

/** Replaces the field practicals a certificate lists. */
export async function setCertificatePracticals(db: Db, id: string, practicals: CertificateRow['practicals']) {
  await db.update(certificates).set({ practicals }).where(eq(certificates.id, id));
}

/** The learner's names leave their certificates, which stay verifiable as issued (an erased account). */
export async function removeLearnerNames(db: Db, userId: string, now: Date) {
  await db.update(certificates).set({ learnerName: '', learnerNameHi: null, nameRemovedAt: now }).where(eq(certificates.userId, userId));
}
