import { z } from 'zod';
import { text } from './text.js';
import { loginResult } from './user.js';

/**
 * The password step's answer (202) when the account has a second factor ('code'), or must enrol
 * one first ('enrol'): no session yet, only a short-lived challenge for the next call.
 */
export const secondFactorChallenge = z.object({
  secondFactor: z.enum(['code', 'enrol']),
  challenge: z.string(),
  expiresAt: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

const challengeField = text('Challenge').min(1, { error: 'Challenge is required.' }).max(100, { error: 'Challenge is not valid.' });

/** Six digits from the authenticator app; spaces people type are ignored. */
export const totpCodeField = text('Code')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app.' }));

/** A recovery code as shown (xxxxx-xxxxx); letter case, spaces and dashes are ignored. */
export const recoveryCodeField = text('Recovery code')
  .max(40, { error: 'Enter a recovery code as it was shown, e.g. abcde-12345.' })
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { error: 'Enter a recovery code as it was shown, e.g. abcde-12345.' }));

/** The second step: the challenge and either a code or a recovery code. */
export const secondFactorSignInBody = z
  .strictObject({ challenge: challengeField, code: totpCodeField.optional(), recoveryCode: recoveryCodeField.optional() })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    error: 'Send a code or a recovery code.',
    path: ['code'],
  });
export type SecondFactorSignInBody = z.input<typeof secondFactorSignInBody>;

export const challengeBody = z.strictObject({ challenge: challengeField });
export const challengeEnrolmentConfirmBody = z.strictObject({ challenge: challengeField, code: totpCodeField });
export const enrolmentConfirmBody = z.strictObject({ code: totpCodeField });
export type EnrolmentConfirmBody = z.input<typeof enrolmentConfirmBody>;

/** Turning it off: the password, or a current code. */
export const disableSecondFactorBody = z
  .strictObject({ password: text('Password').min(1).max(128).optional(), code: totpCodeField.optional() })
  .refine((body) => body.password !== undefined || body.code !== undefined, {
    error: 'Enter your password or a code from your authenticator app.',
    path: ['password'],
  });
export type DisableSecondFactorBody = z.input<typeof disableSecondFactorBody>;

/** What an enrolment shows: the secret as a QR code (SVG) and as text, and the otpauth URI for apps. */
export const secondFactorEnrolment = z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() });
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolment>;

/** Shown once, when the enrolment takes effect. */
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodes>;

/** A restricted enrolment ends signed in, with the recovery codes to keep. */
export const challengeEnrolmentResult = loginResult.extend({ recoveryCodes: z.array(z.string()) });
export type ChallengeEnrolmentResult = z.infer<typeof challengeEnrolmentResult>;

export const secondFactorStatus = z.object({
  enabled: z.boolean(),
  /** Staff outside demo mode must keep it: they cannot turn it off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;
