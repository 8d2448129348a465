import { z } from 'zod';
import { text } from './text.js';
import { languageTextMap } from './common.js';

/**
 * A certificate as anyone checking it sees it.
 *
 * Endpoints (below /api):
 * - GET  /v1/certificates/{code}                     → CertificateVerification (public; 404 unknown)
 * - GET  /v1/certificates/{code}/pdf[?download=1]    → application/pdf (owner or admin)
 * - POST /v1/certificates/{code}/revoke              → CertificateVerification (admin only)
 */
export const certificateCodeParams = z.object({
  code: text('code')
    .trim()
    .regex(/^[A-Z0-9-]{6,40}$/i, { error: 'code must be a certificate code.' }),
});

/** A field practical the holder had accepted in the course, titled as it was then. */
export const certificatePractical = z.object({
  title: z.string(),
  titleTranslations: languageTextMap,
  /** When a reviewer accepted it. */
  acceptedAt: z.string(),
});
export type CertificatePractical = z.infer<typeof certificatePractical>;

export const certificateVerification = z.object({
  code: z.string(),
  status: z.enum(['valid', 'revoked']),
  /** Empty when the holder deleted their account (see nameRemoved). */
  learnerName: z.string(),
  /** The learner's name in Devanagari when their account has one (added; may be null). */
  learnerNameHindi: z.string().nullable(),
  /** Added: true when the holder deleted their account; the certificate stays valid as issued. */
  nameRemoved: z.boolean(),
  courseTitle: z.string(),
  courseTitleTranslations: languageTextMap,
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  /** Added: the course's field practicals the holder had accepted, in the course's order (empty when it has none). */
  practicals: z.array(certificatePractical),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;
