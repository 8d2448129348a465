import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { fieldOfIssue, issueMessage, type MessageOptions } from './validation-messages';

/**
 * The resolver of every form: checks the values with `schema` (the API's own, or one composed
 * from it) and words each problem in the page's language, under the form's own field name.
 */
export function formResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  options: MessageOptions = {},
): Resolver<Values, unknown, Output> {
  const worded = z.custom<Values>().transform(async (value, context) => {
    // With the input of each issue, an empty field reads "required" rather than "too short".
    const result = await schema.safeParseAsync(value, { reportInput: true });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const field = fieldOfIssue(issue, options);
      context.issues.push({
        ...issue,
        input: value,
        // A problem of the whole body is the form's own (react-hook-form's `root`).
        path: field ? field.split('.') : ['root'],
        message: issueMessage(issue, options),
      } as z.core.$ZodRawIssue);
    }
    return z.NEVER;
  });
  return zodResolver(worded);
}

/**
 * A schema for a form whose values are not yet the API's body (local times, an empty choice for
 * null): `toBody` makes the body, which the API's own schema then checks.
 */
export function bodySchema<Values, Output>(toBody: (values: Values) => unknown, schema: z.ZodType<Output>): z.ZodType<Output, Values> {
  return z.custom<Values>().transform(toBody).pipe(schema);
}
