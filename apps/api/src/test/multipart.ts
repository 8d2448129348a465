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
