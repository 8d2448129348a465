import type { CertificateVerification } from '@jal/contracts';
import type { CertificateRow } from '../../db/rows.js';

export function presentVerification(row: CertificateRow): CertificateVerification {
  return {
    code: row.code,
    status: row.revokedAt ? 'revoked' : 'valid',
    learnerName: row.learnerName,
    learnerNameHindi: row.learnerNameHi,
    nameRemoved: row.nameRemovedAt !== null,
    courseTitle: row.courseTitle,
    courseTitleTranslations: row.courseTitleTranslations,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    practicals: row.practicals.map(({ title, titleTranslations, acceptedAt }) => ({ title, titleTranslations, acceptedAt })),
  };
}
