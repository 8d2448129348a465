import type { RoutesInstance } from '../../lib/define-routes.js';
import { badRequest, HttpError } from '../../lib/http-error.js';

/**
 * What the multipart parser says of a body it cannot read: no boundary in the content type, or
 * a body that ends before its closing boundary (a cut-off upload, a wrong boundary). Those are
 * the sender's mistakes, so they answer 400; any other failure (the disk) stays a server error.
 */
const MALFORMED = [/^Multipart: Boundary not found$/, /unexpected end of multipart data$/i];

export const MALFORMED_UPLOAD_MESSAGE =
  'The upload is not a complete multipart/form-data body (its boundary is missing or the file was cut off). Send the file again.';

export const NOT_MULTIPART_MESSAGE = 'Send the file as multipart/form-data in a field named file.';

/** The 400 for a body the parser could not read, or the error unchanged. */
export function asMalformedUpload(error: unknown): unknown {
  return error instanceof Error && MALFORMED.some((pattern) => pattern.test(error.message))
    ? badRequest(MALFORMED_UPLOAD_MESSAGE).coded('UPLOAD_INCOMPLETE')
    : error;
}

/**
 * A body of any other type on the upload route is refused as such, with what to send instead,
 * rather than with the general "send JSON" of the rest of the API.
 */
export function refuseNonMultipartBodies(app: RoutesInstance) {
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(new HttpError(415, NOT_MULTIPART_MESSAGE));
  });
}
