import { forwardRef } from 'react';
import { FormField, type FormFieldProps } from './form-field';

type AccountFieldProps = Omit<FormFieldProps, 'type'>;

/** A person's required full name, which the browser may fill in from the saved one. */
export const NameField = forwardRef<HTMLInputElement, AccountFieldProps>(function NameField(props, ref) {
  return <FormField ref={ref} autoComplete="name" required {...props} />;
});

/** A required email address: the email keyboard on phones and the browser's saved address. */
export const EmailField = forwardRef<HTMLInputElement, AccountFieldProps>(function EmailField(props, ref) {
  return <FormField ref={ref} type="email" autoComplete="email" inputMode="email" required {...props} />;
});

/**
 * A required password, typed hidden. A new one (`isNew`) lets the browser suggest a strong password;
 * otherwise the browser offers the saved one.
 */
export const PasswordField = forwardRef<HTMLInputElement, AccountFieldProps & { isNew?: boolean }>(function PasswordField(
  { isNew = false, ...props },
  ref,
) {
  return <FormField ref={ref} type="password" autoComplete={isNew ? 'new-password' : 'current-password'} required {...props} />;
});
