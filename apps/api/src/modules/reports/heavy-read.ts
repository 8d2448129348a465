import { HttpError } from '../../lib/http-error.js';

/** PostgreSQL's code for a statement stopped by its time limit. */
const STATEMENT_TIMEOUT = '57014';

function timedOut(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  if ((error as { code?: unknown }).code === STATEMENT_TIMEOUT) return true;
  return timedOut((error as { cause?: unknown }).cause, depth + 1);
}

/** A heavy read, its time limit answered as 503 with what to ask for instead. */
export async function heavyRead<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (timedOut(error)) {
      throw new HttpError(503, 'This report took too long to count: choose a shorter range, one organization or one course.', {
        'retry-after': '30',
      }).coded('REPORT_TOO_SLOW');
    }
    throw error;
  }
}
