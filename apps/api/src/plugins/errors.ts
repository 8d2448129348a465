import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { statusErrorCode } from '@jal/contracts';
import { HttpError } from '../lib/http-error.js';

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { code?: string; keys?: string[] } } };

/** Field name → message, so a form can show each message beside its field. */
function fieldErrors(issues: ValidationIssue[], context: string | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const unknownKeys =
      issue.params?.issue?.keys ??
      /^Unrecognized keys?: (.+)$/
        .exec(issue.message ?? '')?.[1]
        ?.match(/"([^"]+)"/g)
        ?.map((quoted) => quoted.slice(1, -1));
    if (unknownKeys?.length) {
      for (const key of unknownKeys) errors[key] ??= `${key} is not an accepted field.`;
      continue;
    }
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || context || 'body';
    errors[field] ??= issue.message ?? 'Invalid value.';
  }
  return errors;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Invalid input.',
  401: 'Please log in.',
  403: 'Access denied.',
  404: 'Resource not found.',
  413: 'The request is too large.',
  415: 'Unsupported content type: send JSON.',
  429: 'Too many requests. Please wait and try again.',
};

/**
 * The one error handler: every failure leaves as the `{ code, errorCode, message, data }` envelope
 * with a message a person can act on and a code a program can (see ERROR_CODES in the contracts); unexpected errors are logged with the request id and never leak.
 * The log holds no request body (see logging.ts for how errors and requests are written).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A route may have set caching for what it meant to send (a file kept for a year): an error
    // is never kept, or a cache in front would answer it long after the cause is gone.
    if (reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation, error.validationContext);
      const details = Object.entries(errors)
        .map(([field, message]) => `${field}: ${message}`)
        .join(' ');
      return reply.code(400).send({ code: 400, errorCode: 'VALIDATION_FAILED', message: `Invalid input. ${details}`, data: null, errors });
    }
    if (error instanceof HttpError) {
      const errors = error.fieldErrors ? { errors: error.fieldErrors } : {};
      const params = error.errorParams ? { errorParams: error.errorParams } : {};
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ code: error.statusCode, errorCode: error.errorCode, message: error.message, data: null, ...errors, ...params });
    }
    if (isResponseSerializationError(error)) {
      // Where and why only: an issue may carry part of the data it was about.
      const issues = error.cause.issues.map(({ path, code, message }) => ({ path, code, message }));
      request.log.error({ err: error, issues }, 'response did not match its schema');
    } else {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const malformedJson = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
        const message = malformedJson
          ? 'The request body is not valid JSON.'
          : error.code?.startsWith('FST_')
            ? (STATUS_MESSAGES[status] ?? error.message)
            : error.message || STATUS_MESSAGES[status] || 'An error occurred.';
        const errorCode = malformedJson ? 'MALFORMED_JSON' : statusErrorCode(status);
        return reply.code(status).send({ code: status, errorCode, message, data: null });
      }
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.code(500).send({ code: 500, errorCode: 'INTERNAL_ERROR', message: 'Something went wrong.', data: null });
  });
}
