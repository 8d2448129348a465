const BOUNDARY = '----jal-test-boundary';

/** The content-type header of a body that `multipartFile` built. */
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * One file as a browser's form upload sends it: the body and its content-type header. `field`
 * names the form field, `partType` the content type the browser gives the file.
 */
export function multipartFile(filename: string, content: Buffer, { field = 'file', partType = 'application/octet-stream' } = {}) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${partType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': MULTIPART_TYPE } };
}

/** One part of a form: a field's value, or a file with its name and content. */
export type FormPart = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

/** A form of several parts, in order, as a browser's FormData sends it: the body and its content-type header. */
export function multipartForm(parts: FormPart[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': MULTIPART_TYPE } };
}
