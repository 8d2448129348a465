import { statusErrorCode, type ErrorCode, type ErrorParams } from '@jal/contracts';

/**
 * An error whose message is safe to show the caller; the error handler sends it as is, with its
 * `errorCode` (by default the one of its status; `coded` names it more precisely).
 */
export class HttpError extends Error {
  errorCode: ErrorCode;
  errorParams: ErrorParams | undefined;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Field name → message, for a form to show beside the field (as validation failures do). */
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.errorCode = statusErrorCode(statusCode);
  }

  /** Gives the failure its own code, and the values its message was made with, for apps to say it their way. */
  coded(errorCode: ErrorCode, errorParams?: ErrorParams): this {
    this.errorCode = errorCode;
    this.errorParams = errorParams;
    return this;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in.') => new HttpError(401, message);
export const forbidden = (message = 'Access denied.') => new HttpError(403, message);
export const notFound = (message = 'Resource not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });
