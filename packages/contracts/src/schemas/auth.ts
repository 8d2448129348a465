import { z } from 'zod';
import { text } from './text.js';
import { PASSWORD, PRIVACY_NOTICE_VERSION } from '../constants.js';
import { normaliseMobile } from '../mobile-number.js';

const requiredText = (field: string) => text(field);

export const emailField = requiredText('Email')
  .trim()
  .min(1, { error: 'Email is required.' })
  .max(254, { error: 'Email must be at most 254 characters.' })
  .pipe(z.email({ error: 'Enter a valid email address.' }));

export const MOBILE_INVALID = 'Enter a 10-digit Indian mobile number.';

/** A 10-digit Indian mobile number, sent as people write it (+91, a leading 0, spaces) and read as its 10 digits. */
export const mobileField = requiredText('Mobile number')
  .trim()
  .min(1, { error: 'Mobile number is required.' })
  .max(20, { error: MOBILE_INVALID })
  .refine((value) => normaliseMobile(value) !== null, { error: MOBILE_INVALID })
  .transform((value) => normaliseMobile(value)!);

const signInPassword = requiredText('Password')
  .min(1, { error: 'Password is required.' })
  .max(PASSWORD.max, { error: `Password must be at most ${PASSWORD.max} characters.` });

/** The sign-in form with an email (the spec's form: an email-type field and the password). */
export const emailSignInBody = z.strictObject({ email: emailField, password: signInPassword });
export type EmailSignInBody = z.infer<typeof emailSignInBody>;

/** The sign-in form with a mobile number, for learners who have no email. */
export const mobileSignInBody = z.strictObject({ mobile: mobileField, password: signInPassword });
export type MobileSignInBody = z.input<typeof mobileSignInBody>;

/**
 * POST /v1/user/login: an email or (added) a mobile number, with the password. Clients that send
 * the email alone, as every client did before, are read exactly as before.
 */
export const loginBody = z
  .strictObject({ email: emailField.optional(), mobile: mobileField.optional(), password: signInPassword })
  .refine((body) => body.email !== undefined || body.mobile !== undefined, {
    error: 'Email is required.',
    path: ['email'],
    // Said beside the password's own problems too, as when the email was a plain required field.
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
  .refine((body) => body.email === undefined || body.mobile === undefined, {
    error: 'Send an email or a mobile number, not both.',
    path: ['mobile'],
  });
export type LoginBody = z.input<typeof loginBody>;

/**
 * A password someone chooses: 8 to 128 characters, not only spaces. The server also refuses the
 * most common passwords; that list stays on the server, so the form cannot check it.
 */
export const newPasswordField = (field = 'Password') =>
  requiredText(field)
    .min(PASSWORD.min, { error: `${field} must be at least ${PASSWORD.min} characters.` })
    .max(PASSWORD.max, { error: `${field} must be at most ${PASSWORD.max} characters.` })
    .refine((password) => password.trim() !== '', { error: `${field} must not be only spaces.` });

export const nameField = requiredText('Name')
  .trim()
  .min(2, { error: 'Name must be at least 2 characters.' })
  .max(100, { error: 'Name must be at most 100 characters.' });

// Devanagari letters and signs, the joiners that shape conjuncts, spaces and name punctuation.
const DEVANAGARI = /^(?:\p{Script_Extensions=Devanagari}|\u200C|\u200D|[ .'-])+$/u;

/** The learner's name in Devanagari, printed on the certificate beside the English one; empty means none. */
export const hindiNameField = text('Hindi name')
  .trim()
  .max(100, { error: 'Hindi name must be at most 100 characters.' })
  .refine((value) => value === '' || value.length >= 2, { error: 'Hindi name must be at least 2 characters.' })
  .refine((value) => value === '' || DEVANAGARI.test(value), { error: 'Hindi name must be written in Devanagari.' });

/**
 * Every client sends the name, email and password. The web form also sends the Hindi name (when
 * given) and the version of the privacy notice the person accepted: it must be the current one,
 * so the recorded consent is to what they actually read.
 */
export const signupBody = z.strictObject({
  name: nameField,
  email: emailField,
  password: newPasswordField(),
  nameHindi: hindiNameField.optional(),
  acceptedPrivacyNotice: z
    .literal(PRIVACY_NOTICE_VERSION, { error: 'The privacy notice has changed: read it again and accept it.' })
    .optional(),
});
export type SignupBody = z.infer<typeof signupBody>;

export const changePasswordBody = z
  .strictObject({
    currentPassword: requiredText('Current password').min(1, { error: 'Current password is required.' }).max(PASSWORD.max),
    newPassword: newPasswordField('New password'),
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    error: 'New password must differ from the current one.',
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** POST /v1/user/first-password: the password a person chooses after signing in with a one-time one. */
export const firstPasswordBody = z.strictObject({ newPassword: newPasswordField('New password') });
export type FirstPasswordBody = z.infer<typeof firstPasswordBody>;
