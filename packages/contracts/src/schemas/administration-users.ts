import { z } from 'zod';
import { ASSIGNABLE_ROLES, ROLES } from '../roles.js';
import { normaliseMobile } from '../mobile-number.js';
import { emailField, MOBILE_INVALID, nameField, newPasswordField } from './auth.js';
import { text } from './text.js';
import { pageQuery } from './common.js';
import { searchQuery } from './administration-common.js';
import { nameVariants, USER_STATUSES } from './user.js';

const organizationId = z.uuid({ error: 'Choose a valid organization.' }).nullable().optional();
const roleField = z.enum(ASSIGNABLE_ROLES, { error: 'Choose a role: USER, ADMIN, SUPER_ADMIN, ORGANIZATION or TRAINER.' });
const passwordField = newPasswordField();

/**
 * Added: a learner's optional 10-digit Indian mobile number, written as people write it (+91, a
 * leading 0, spaces; the server keeps its 10 digits: normaliseMobile); blank or null for none.
 */
export const optionalMobileField = text('Mobile number')
  .trim()
  .max(20, { error: MOBILE_INVALID })
  .refine((value) => value === '' || normaliseMobile(value) !== null, { error: MOBILE_INVALID })
  .nullable();

/** POST /v1/user: an organization manager's new users are always learners of its organization. */
export const createUserBody = z.strictObject({
  name: nameField,
  email: emailField,
  password: passwordField,
  role: roleField.default('USER'),
  organizationId,
  mobile: optionalMobileField.optional(),
});
export type CreateUserBody = z.input<typeof createUserBody>;

export const updateUserBody = z.strictObject({
  name: nameField.optional(),
  email: emailField.optional(),
  role: roleField.optional(),
  organizationId,
  /** Added: null (or blank) removes the number, unless it is the account's only way to sign in. */
  mobile: optionalMobileField.optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBody>;

export const userStatusBody = z.strictObject({ status: z.enum(USER_STATUSES, { error: 'status must be active or disabled.' }) });

/** Without a password the server makes one and returns it, once. */
export const resetPasswordBody = z.strictObject({ password: passwordField.optional() });
export const resetPasswordResult = z.object({ temporaryPassword: z.string() });

export const userListQuery = z.object({
  ...pageQuery,
  search: searchQuery,
  role: z.enum(ROLES, { error: 'role is not a known role.' }).optional(),
  organizationId: z.uuid({ error: 'organizationId must be a valid identifier.' }).optional(),
  status: z.enum(USER_STATUSES, { error: 'status must be active or disabled.' }).optional(),
});
export type UserListQuery = z.input<typeof userListQuery>;

/** A user in the dashboard: the public shape plus the organization's name and what the caller may do. */
export const adminUser = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  /** Added: the name in other scripts (the Hindi one shown on Hindi pages), or null, as in `PublicUser`. */
  nameVariants: nameVariants.nullable(),
  /** Empty ('') for a learner who has a mobile number only. */
  email: z.string(),
  /** Added: the 10-digit mobile number, or null. */
  mobile: z.string().nullable(),
  role: z.enum(ROLES),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  canManage: z.boolean(),
  /** Added: the password was set by someone else (a one-time password) and its holder has not chosen their own yet. */
  mustChangePassword: z.boolean(),
  /** Added: when that password stops working (ISO 8601), or null. */
  passwordExpiresAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;
