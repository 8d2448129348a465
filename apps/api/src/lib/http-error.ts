/** An error whose message is safe to show the caller; the error handler sends it as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Field name → message, for a form to show beside the field (as validation failures do). */
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in.') => new HttpError(401, message);
export const forbidden = (message = 'Access denied.') => new HttpError(403, message);
export const notFound = (message = 'Resource not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });
