/** What a test needs of a raw RFC 822 message: its headers, subject and text, decoded. */
export type ReadMessage = { headers: Map<string, string>; subject: string; text: string };

/** Joins the encoded words (RFC 2047) of a header: nodemailer splits long non-ASCII subjects into several. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/(?:=\?UTF-8\?([BQ])\?([^?]*)\?=)+/gi, (words) => {
    const bytes = [...words.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)].flatMap(([, kind, data = '']) =>
      kind?.toUpperCase() === 'B' ? [...Buffer.from(data, 'base64')] : [...quotedPrintableBytes(data.replace(/_/g, ' '))],
    );
    return Buffer.from(bytes).toString('utf8');
  });
}

function quotedPrintableBytes(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  return Buffer.from(
    soft.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintableBytes(body).toString('utf8');
  return body;
}

/** Reads a message as a mail program would show it: for a multipart message, its text/plain part. */
export function readMessage(raw: string): ReadMessage {
  const { headers, body } = splitHead(raw);
  const subject = decodeHeader(headers.get('subject') ?? '');
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return { headers, subject, text: decodeBody(headers, body) };
  for (const part of body.split(`--${boundary}`)) {
    // The line break before each boundary belongs to the boundary, not to the part.
    const { headers: partHeaders, body: partBody } = splitHead(part.replace(/^\r?\n/, ''));
    if (partHeaders.get('content-type')?.startsWith('text/plain'))
      return { headers, subject, text: decodeBody(partHeaders, partBody.replace(/\r?\n$/, '')) };
  }
  return { headers, subject, text: '' };
}
