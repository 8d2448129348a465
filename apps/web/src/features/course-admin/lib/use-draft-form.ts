import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

/**
 * The form of a course, module or lesson being edited. It tells the page whether there is unsaved
 * work, for its leave warning. The first problem is focused by the form itself, not by
 * react-hook-form: it may sit in the language a phone is not showing, or be listed above the form.
 */
export function useDraftForm<Values extends FieldValues>(
  initial: Values,
  resolver: Resolver<Values, unknown, unknown>,
  onDirty: (dirty: boolean) => void,
) {
  const form = useForm<Values, unknown, unknown>({ defaultValues: initial as DefaultValues<Values>, resolver, shouldFocusError: false });
  const { isDirty } = form.formState;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  return form;
}
