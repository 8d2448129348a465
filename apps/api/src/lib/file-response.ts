import { z } from 'zod';

/**
 * A response whose body is a file rather than the JSON envelope (a PDF, a CSV table, a video), as
 * the API document describes it. Sent bodies (buffers, streams, text) are not serialized again.
 */
export function fileResponse(contentType: string, description: string) {
  const schema = contentType.startsWith('text/') ? z.string() : z.string().meta({ format: 'binary' });
  return { description, content: { [contentType]: { schema } } };
}
