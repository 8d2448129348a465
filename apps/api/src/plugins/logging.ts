import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go: standard output when served, a test's own collector in tests. */
export type LogStream = { write: (line: string) => void };

/**
 * On a terminal, log lines a person reads (time, level in colour, message, then the fields);
 * anywhere else (systemd's journal, a file, a log collector) undefined: one JSON object a line.
 * pino-pretty is loaded only for a terminal.
 */
export async function terminalLogStream(stdout: { isTTY?: boolean } = process.stdout): Promise<LogStream | undefined> {
  if (!stdout.isTTY) return undefined;
  const { default: pretty } = await import('pino-pretty');
  // Written at once: the last lines before an exit are not lost.
  return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true });
}

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * Properties of an error that say what failed without saying what was sent: the database's SQL
 * (its placeholders, never their values), the constraint and table, codes. Everything else (the
 * query's parameters, PostgreSQL's `detail` with the failing row, a validation's input) may
 * hold a request body, a password or its hash, and is left out.
 */
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'query', 'constraint', 'table', 'column', 'routine', 'severity'] as const;

/** Drizzle puts the parameters into its message too ("Failed query: … params: …"): cut them off. */
const withoutParameters = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [not logged]');

/** An error as logged: its kind, message and stack, the safe fields, and its causes the same way. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A value that is not an Error was thrown.', stack: '' };
  const logged: LoggedError = {
    type: error.constructor.name,
    message: withoutParameters(error.message),
    stack: withoutParameters(error.stack ?? ''),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS)
    if (typeof fields[field] === 'string' || typeof fields[field] === 'number') logged[field] = fields[field];
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** A request as logged: the query's names stay (they say which form was used), its values do not (they may be tokens). */
export function serializeRequest(request: FastifyRequest) {
  const [path = '', query] = request.url.split('?');
  const names = query
    ?.split('&')
    .map((pair) => pair.split('=')[0])
    .filter(Boolean);
  return {
    method: request.method,
    url: names?.length ? `${path}?${names.map((name) => `${name}=…`).join('&')}` : path,
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * The server's logger. No line carries a request body, a password or a hash: requests are
 * logged by method and path, errors through `serializeError`, and anything logged by hand
 * under a body- or password-like name is replaced before it is written.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: serializeRequest, err: serializeError },
    redact: {
      paths: [
        'body',
        'payload',
        'password',
        'passwordHash',
        '*.body',
        '*.payload',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.passwordHash',
        '*.params',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      censor: '[not logged]',
    },
  };
}
