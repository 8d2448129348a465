import { randomBytes } from 'node:crypto';
import { isAdminRole } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { CertificateRow, CourseRow, UserRow } from '../../db/rows.js';
import type { CertificatePractical, NotificationRow } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { notify } from '../notifications/service.js';
import { findCertificate, findLearnerCertificate, insertCertificate, revokeCertificate, setCertificatePracticals } from './repository.js';

// No 0/O, 1/I/L: a code read aloud over a phone or typed from paper is not misread.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `JS-XXXX-XXXX`: 8 characters from the crypto generator (about 2^39 codes). */
export function newCertificateCode(): string {
  const chars: string[] = [];
  while (chars.length < 8) {
    for (const byte of randomBytes(16)) {
      // Rejection sampling keeps every character equally likely (31 does not divide 256).
      if (byte >= 248 || chars.length >= 8) continue;
      chars.push(ALPHABET[byte % ALPHABET.length] ?? 'A');
    }
  }
  return `JS-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

const UNKNOWN = 'No certificate has this code.';

/** A certificate by its code, or 404. */
export async function certificateByCode(db: Db, code: string): Promise<CertificateRow> {
  const row = await findCertificate(db, normalizeCode(code));
  if (!row) throw notFound(UNKNOWN);
  return row;
}

/** The certificate for its PDF: only its learner or an administrator may have it. */
export async function certificateForPdf(db: Db, user: UserRow, code: string): Promise<CertificateRow> {
  const row = await certificateByCode(db, code);
  if (row.userId !== user.id && !isAdminRole(user.role)) throw forbidden('This certificate belongs to another learner.');
  return row;
}

/** Revokes a certificate; its verification then says revoked (revoking again changes nothing). */
export async function revoke(db: Db, code: string): Promise<CertificateRow> {
  const row = await revokeCertificate(db, normalizeCode(code));
  if (!row) throw notFound(UNKNOWN);
  return row;
}

/**
 * Issues the learner's certificate for a course once: a second call returns the first one.
 * `practicals` are the course's field practicals the learner had accepted by then, listed on it.
 * The unique (user, course) index makes this safe when two completions race. `notice` is the
 * learner's bell notice when this call issued it (to be emailed once the caller has committed).
 */
export async function issueCertificate(
  db: Db,
  user: UserRow,
  course: CourseRow,
  practicals: CertificatePractical[] = [],
): Promise<{ certificate: CertificateRow; notice: NotificationRow | null }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const issued = await insertCertificate(db, {
      code: newCertificateCode(),
      userId: user.id,
      courseId: course.id,
      learnerName: user.name,
      learnerNameHi: user.nameVariants?.hindi?.trim() || null,
      courseTitle: course.title,
      courseTitleTranslations: { en: course.title, ...course.titleTranslations },
      practicals,
    });
    const row = await findLearnerCertificate(db, user.id, course.id);
    // No row only when the random code collided with another certificate's: draw again.
    if (!row) continue;
    // Told once, by the completion that issued it (not by a retried or racing one).
    const notice = issued
      ? await notify(db, user.id, 'certificate', {
          courseId: course.id,
          courseSlug: course.slug,
          courseTitle: row.courseTitle,
          courseTitleTranslations: row.courseTitleTranslations,
          code: row.code,
        })
      : null;
    return { certificate: row, notice };
  }
  throw new Error('could not issue a certificate code');
}

/**
 * A field practical accepted after the learner's certificate for its course was issued (a practical
 * added to the course later) joins the ones it lists; nothing changes without a certificate, or
 * when it lists the practical already.
 */
export async function listPracticalOnCertificate(db: Db, userId: string, courseId: string, practical: CertificatePractical) {
  const row = await findLearnerCertificate(db, userId, courseId);
  if (!row || row.practicals.some((listed) => listed.lessonId === practical.lessonId)) return;
  await setCertificatePracticals(db, row.id, [...row.practicals, practical]);
}

// An erased account's names leave its certificates.
export { removeLearnerNames } from './repository.js';
export type { CertificatePractical };
