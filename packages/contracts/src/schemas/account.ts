import { z } from 'zod';
import { BUNDLED_LANGUAGES, FONT_SIZE } from '../constants.js';
import { hindiNameField, nameField } from './auth.js';

import { text } from './text.js';

export const preferencesUpdate = z.strictObject({
  language: z.enum(BUNDLED_LANGUAGES, { error: 'Language must be en or hi.' }).nullable().optional(),
  fontSize: z
    .number({ error: 'Text size must be a number.' })
    .int({ error: 'Text size must be a whole number.' })
    .min(FONT_SIZE.min, { error: `Text size must be at least ${FONT_SIZE.min}.` })
    .max(FONT_SIZE.max, { error: `Text size must be at most ${FONT_SIZE.max}.` })
    .nullable()
    .optional(),
  lowData: z.boolean({ error: 'Low data must be true or false.' }).nullable().optional(),
});

/** PATCH /v1/user/me: only what is sent changes; an empty Hindi name removes it. */
export const profileUpdateBody = z
  .strictObject({
    name: nameField.optional(),
    nameHindi: hindiNameField.optional(),
    preferences: preferencesUpdate.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    error: 'Send at least one of name, nameHindi or preferences.',
    // Only for a body with nothing else wrong: an unknown field is already its own error.
    when: (payload) => payload.issues.length === 0,
  });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/** A consent given on sign-up: which version of the privacy notice, and when. */
export const consentRecord = z.object({ noticeVersion: z.string(), acceptedAt: z.string() });
export type ConsentRecord = z.infer<typeof consentRecord>;

export const DATA_EXPORT_FORMATS = ['json', 'csv'] as const;
export const dataExportQuery = z.strictObject({
  format: z.enum(DATA_EXPORT_FORMATS, { error: 'format must be json or csv.' }).default('json'),
});

/** DELETE /v1/user/me: the password, and the account's email typed again as the confirmation. */
export const deleteAccountBody = z.strictObject({
  password: text('Password').min(1, { error: 'Password is required.' }).max(200),
  confirmEmail: text('Email confirmation')
    .trim()
    .min(1, { error: 'Type your email address to confirm.' })
    .max(254, { error: 'Type your email address to confirm.' }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
