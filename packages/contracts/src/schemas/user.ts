import { z } from 'zod';
import { ROLES } from '../roles.js';

export const nameVariants = z.object({
  english: z.string().nullable().optional(),
  hinglish: z.string().nullable().optional(),
  hindi: z.string().nullable().optional(),
});

export const USER_STATUSES = ['active', 'disabled'] as const;

/** A user as the API sends it: never a password hash or a session. */
export const publicUser = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  nameVariants: nameVariants.nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  organizationId: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const loginResult = z.object({ token: z.string(), user: publicUser, role: z.enum(ROLES) });
export type LoginResult = z.infer<typeof loginResult>;
