import type { FastifyServerOptions } from 'fastify';

/**
 * Request logs. Production (NODE_ENV=production): pino's JSON lines at LOG_LEVEL (default info), what a
 * log shipper expects. Development: quiet, or readable lines with LOG=1. LOG=0 silences both.
 * Nothing that grants access is written: the socket's token and an upload's signature ride in URLs,
 * so URLs are redacted; the Authorization header and bodies are never serialised.
 */
export function loggerOptions(env: NodeJS.ProcessEnv): FastifyServerOptions['logger'] {
  const production = env.NODE_ENV === 'production';
  if (env.LOG === '0' || (!production && env.LOG !== '1')) return false;
  return {
    level: env.LOG_LEVEL || 'info',
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'err.params'],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
    ...(production
      ? {}
      : {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }),
  };
}

const SECRET_PARAMS = /([?&](?:token|sig|X-Amz-Signature|X-Amz-Credential|X-Amz-Security-Token)=)[^&#]*/gi;

/** `/ws?storeId=1&token=eyJ…` → `/ws?storeId=1&token=[REDACTED]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[REDACTED]');
}

/**
 * What may be logged of an unexpected error. Drizzle's query errors carry the statement's parameters
 * in `params` and in their message (a new password's hash, a customer's phone); PostgreSQL's `detail`
 * can quote row values. Keep the statement text, the codes and the stack, never the values.
 */
export function safeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const e = err as Error & { query?: string; params?: unknown; cause?: unknown; code?: unknown };
  if (typeof e.query === 'string' && 'params' in e) {
    return {
      type: e.name,
      message: 'Failed query',
      query: e.query,
      cause: e.cause ? safeCause(e.cause) : undefined,
      stack: stackOnly(e.stack),
    };
  }
  return { type: e.name, message: e.message, code: e.code, stack: e.stack };
}

function safeCause(cause: unknown): Record<string, unknown> {
  if (!(cause instanceof Error)) return { message: 'unknown cause' };
  const c = cause as Error & {
    code?: string;
    constraint?: string;
    table?: string;
    column?: string;
    routine?: string;
  };
  return {
    type: c.name,
    message: c.message,
    code: c.code,
    constraint: c.constraint,
    table: c.table,
    column: c.column,
  };
}

/** A stack without its first line (which repeats the message, parameters included). */
function stackOnly(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((l) => l.trimStart().startsWith('at '))
    .join('\n');
}

/** Errors that mean "the database cannot be reached right now" (down, restarting, pool exhausted). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'ETIMEDOUT',
        'EPIPE',
        'ENOTFOUND',
        '57P01',
        '57P02',
        '57P03',
        '08006',
        '08001',
        '08003',
      ].includes(code)
    )
      return true;
    if (
      /timeout exceeded when trying to connect|Connection terminated|connection is closed|Client has encountered a connection error/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}
