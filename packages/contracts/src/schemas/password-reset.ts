import { z } from 'zod';
import { emailField, newPasswordField } from './auth.js';
import { text } from './text.js';

/** "Forgot password": where to send the link, and in which language to write the message. */
export const forgotPasswordBody = z.strictObject({
  email: emailField,
  /** The page's language; without it the Accept-Language header decides. */
  language: text('language', 'language must be text.')
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, { error: 'language must be a language code such as en or hi.' })
    .optional(),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** Sets a new password with the token from a reset link. */
export const resetPasswordWithLinkBody = z.strictObject({
  token: text('token', 'token is required.').min(1, { error: 'token is required.' }).max(200, { error: 'This link is not valid.' }),
  password: newPasswordField(),
});
export type ResetPasswordWithLinkBody = z.infer<typeof resetPasswordWithLinkBody>;
