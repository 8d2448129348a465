import { z } from 'zod';
import { BUNDLED_LANGUAGES } from '../constants.js';
import { ROLES } from '../roles.js';

export const nameVariants = z.object({
  english: z.string().nullable().optional(),
  hinglish: z.string().nullable().optional(),
  hindi: z.string().nullable().optional(),
});

/**
 * What a person chose for themselves, kept with the account so that any device they sign in on
 * follows it. Null means "not chosen": the device's own setting (or the browser's wish) applies.
 */
export const userPreferences = z.object({
  language: z.enum(BUNDLED_LANGUAGES).nullable(),
  /** Root font size in px, as the text-size buttons set it. */
  fontSize: z.number().int().nullable(),
  lowData: z.boolean().nullable(),
});
export type UserPreferences = z.infer<typeof userPreferences>;

export const USER_STATUSES = ['active', 'disabled'] as const;

/** A user as the API sends it: never a password hash or a session. */
export const publicUser = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  nameVariants: nameVariants.nullable(),
  /** Empty ('') for a learner who has a mobile number only: clients that expect text still get text. */
  email: z.string(),
  /** Added: the 10-digit mobile number the person may sign in with, or null. */
  mobile: z.string().nullable(),
  /** Added: signed in with a one-time password; every other call is refused until they set their own. */
  mustChangePassword: z.boolean(),
  role: z.enum(ROLES),
  organizationId: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  /** Added: the person's own choices (all null until they choose). */
  preferences: userPreferences,
});
export type PublicUser = z.infer<typeof publicUser>;

export const loginResult = z.object({ token: z.string(), user: publicUser, role: z.enum(ROLES) });
export type LoginResult = z.infer<typeof loginResult>;
