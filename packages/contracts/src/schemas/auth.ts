import { z } from 'zod';
import { text } from './text.js';
import { PASSWORD } from '../constants.js';

const requiredText = (field: string) => text(field);

export const emailField = requiredText('Email')
  .trim()
  .min(1, { error: 'Email is required.' })
  .max(254, { error: 'Email must be at most 254 characters.' })
  .pipe(z.email({ error: 'Enter a valid email address.' }));

export const loginBody = z.strictObject({
  email: emailField,
  password: requiredText('Password')
    .min(1, { error: 'Password is required.' })
    .max(PASSWORD.max, { error: `Password must be at most ${PASSWORD.max} characters.` }),
});
export type LoginBody = z.infer<typeof loginBody>;

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

export const signupBody = z.strictObject({
  name: nameField,
  email: emailField,
  password: newPasswordField(),
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
