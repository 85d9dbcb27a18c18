import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../src/contract';
import { openDatabase, type Database } from './db';
import { settings } from './db/schema';
import { seedIfEmpty } from './db/seed';
import { contentSecurityPolicyWithS3, createImageStore, type S3Config } from './storage';
import { TokenService } from './auth/token';
import { Hub } from './live/hub';
import { PrintQueue, type PrintQueueOptions } from './print/queue';
import { printerAddressPolicy, type PrinterAddressOptions } from './print/address-policy';
import { ApiFailure } from './lib/errors';
import type { AppContext } from './lib/context';
import { routeModules } from './routes';
import { socketRoute } from './live/socket-route';
import { createMetrics } from './ops/metrics';
import { isDatabaseUnavailable, safeError } from './ops/logging';
import { operationsRoutes } from './ops/routes';
import { ChannelKeys, DEFAULT_CHANNEL_LIMITS, type ChannelLimits } from './auth/channel';
import { AuthThrottle } from './auth/throttle';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export interface BuildOptions {
  /** Where PGlite keeps its files and uploads are stored. */
  dataDir: string;
  /** PostgreSQL connection string; embedded PGlite when absent. */
  databaseUrl?: string;
  /** The built PWA to serve (with SPA fallback); null serves the API only. */
  distDir?: string | null;
  tokenSecret?: string;
  /** Session length; default 12 h (one shift). */
  tokenTtlSeconds?: number;
  seed?: boolean;
  /** Fastify/pino logger options (server/ops/logging.ts builds them from the environment); off by default. */
  logger?: FastifyServerOptions['logger'];
  /** Fastify's trustProxy: which proxies' X-Forwarded-For/-Proto to believe (TRUST_PROXY). */
  trustProxy?: boolean | string | ((address: string, hop: number) => boolean);
  /** Customer-channel rate limits (CHANNEL_ORDERS_PER_MINUTE); defaults in server/auth/channel.ts. */
  channelLimits?: ChannelLimits;
  /** When set, GET /metrics wants `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** Origins allowed to call the API from another site (a PWA built with VITE_API_BASE pointing here). */
  corsOrigins?: string[];
  /** An S3-compatible bucket for uploaded images (s3ConfigFromEnv); without it: PostgreSQL, or files in dataDir. */
  s3?: S3Config;
  /**
   * The print queue's timings and concurrency (tests shorten them), and which printer addresses this
   * node may connect to (PRINTER_NETWORKS, PRINTER_PORTS, PRINTER_ALLOW_LOOPBACK; server/print/address-policy.ts).
   */
  print?: PrintQueueOptions & PrinterAddressOptions;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** /readyz answers 503 from now on (the load balancer stops sending new work); nothing else changes. */
  beginShutdown(): void;
  /** Readiness off, sockets told to reconnect elsewhere (1012), in-flight requests answered, database closed. */
  close(): Promise<void>;
}

export async function buildApp(opts: BuildOptions): Promise<BuiltApp> {
  const dataDir = resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  // Without DATABASE_URL the node is the shop's own (embedded database): the shop's private ranges are
  // its printers' by default. A PostgreSQL node prints directly only to the networks it is given.
  // Checked before the database opens: a wrong PRINTER_NETWORKS or PRINTER_PORTS stops the start.
  const printerAddresses = printerAddressPolicy({
    networks: opts.print?.networks,
    ports: opts.print?.ports,
    allowLoopback: opts.print?.allowLoopback,
    embedded: !opts.databaseUrl,
  });
  const database = await openDatabase({ dataDir, databaseUrl: opts.databaseUrl });
  if (opts.seed !== false) {
    await seedIfEmpty(database);
  }
  const images = await createImageStore({ database, uploadsDir, s3: opts.s3 });
  const secret = opts.tokenSecret ?? (await storedSecret(database));
  const tokens = new TokenService(secret, opts.tokenTtlSeconds ?? 12 * 3600);
  const metrics = createMetrics();
  const hub = new Hub(database, {
    published: () => metrics.eventPublished(),
    delivered: (n) => metrics.framesSent(n),
  });
  await hub.start();
  const prints = new PrintQueue(database.db, hub, printerAddresses, opts.print);
  prints.start();

  const distDir = opts.distDir === undefined ? null : opts.distDir;
  const ctx: AppContext = {
    database,
    db: database.db,
    tokens,
    hub,
    metrics,
    images,
    prints,
    channel: new ChannelKeys(
      database,
      new AuthThrottle(database),
      opts.channelLimits ?? DEFAULT_CHANNEL_LIMITS,
    ),
    config: { dataDir, uploadsDir, distDir },
  };

  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Only proxies the operator names (TRUST_PROXY) may say who the client is and whether it used https.
    trustProxy: opts.trustProxy ?? false,
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof ApiFailure) {
      return reply.status(err.status).send({
        code: err.code,
        message: err.message,
        ...(err.extra.fields ? { fields: err.extra.fields } : {}),
        ...(err.extra.current !== undefined ? { current: err.extra.current } : {}),
      });
    }
    const e = err as { statusCode?: number; code?: string; message?: string };
    // Fastify's own 4xx (malformed JSON, body too large, wrong content type) stay 4xx with an envelope.
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      const message =
        e.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? '요청이 너무 큽니다.'
          : e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? '지원하지 않는 요청 형식입니다.'
            : '요청 형식이 올바르지 않습니다.';
      return reply.status(e.statusCode).send({ code: ErrorCode.VALIDATION, message, fields: {} });
    }
    // busboy's parse errors (no boundary, a cut-off or malformed part) carry no status code.
    if (/^(Multipart: |Unexpected end of (form|multipart)|Malformed part header)/.test(e.message ?? '')) {
      return reply
        .status(400)
        .send({ code: ErrorCode.VALIDATION, message: '파일 업로드 형식이 올바르지 않습니다.', fields: {} });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: safeError(err) }, 'database unavailable');
      return reply.status(503).send({
        code: ErrorCode.SERVER,
        message: '데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
      });
    }
    // Never the raw error: a failed query's message carries its parameters (server/ops/logging.ts).
    if (opts.logger) req.log.error({ err: safeError(err) }, 'unexpected error');
    else console.error('[api] unexpected error', req.method, req.routeOptions.url ?? '', safeError(err));
    return reply
      .status(500)
      .send({ code: ErrorCode.SERVER, message: '일시적인 서버 오류입니다. 잠시 후 다시 시도해 주세요.' });
  });

  // Security headers on every answer; the app page also gets a Content-Security-Policy with no inline
  // or foreign scripts (Emotion injects styles at runtime, hence 'unsafe-inline' for styles only).
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // Served over https (directly, or at a proxy named in TRUST_PROXY): browsers must never fall back to
    // plain http, where the bearer token would travel in the clear.
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000');
    reply.header('Referrer-Policy', 'same-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header(
        'Content-Security-Policy',
        opts.s3 ? contentSecurityPolicyWithS3(CONTENT_SECURITY_POLICY, opts.s3) : CONTENT_SECURITY_POLICY,
      );
      reply.header('X-Frame-Options', 'DENY');
    }
    return payload;
  });

  // CORS only for the origins named in CORS_ORIGINS: the app served by this server needs none. The
  // upload PUT and the images count too: the crop widget draws images into a canvas.
  const corsOrigins = new Set(opts.corsOrigins ?? []);
  if (corsOrigins.size) {
    app.addHook('onRequest', async (req, reply) => {
      const url = req.url;
      const methods = url.startsWith('/api/')
        ? 'POST'
        : url.startsWith('/uploads-put/')
          ? 'PUT'
          : url.startsWith('/uploads/')
            ? 'GET, HEAD'
            : null;
      if (!methods) return;
      // Caches must not hand one origin's answer (with or without the header) to another.
      reply.header('Vary', 'Origin');
      const origin = req.headers.origin;
      if (!origin || !corsOrigins.has(origin)) return;
      reply.header('Access-Control-Allow-Origin', origin);
      if (req.method === 'OPTIONS') {
        reply.header('Access-Control-Allow-Methods', methods);
        reply.header(
          'Access-Control-Allow-Headers',
          'Authorization, Content-Type, Idempotency-Key, X-Channel-Key',
        );
        reply.header('Access-Control-Max-Age', '600');
        return reply.status(204).send();
      }
    });
  }

  const lifecycle = { shuttingDown: false };
  operationsRoutes(app, { database, hub, metrics, lifecycle, metricsToken: opts.metricsToken });

  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  socketRoute(app, ctx);

  for (const register of routeModules) register(app, ctx);

  app.all('/api/*', async (_req, reply) =>
    reply.status(404).send({ code: ErrorCode.NOT_FOUND, message: '없는 API입니다.' }),
  );

  if (distDir && existsSync(join(distDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br/.gz copies of the text files (vite.config.ts): sent to browsers that take them.
      preCompressed: true,
      setHeaders(res, path) {
        // The service worker and the shell must be revalidated so updates are noticed; hashed assets are immutable.
        if (/\/assets\//.test(path)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/uploads/')) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir);
      }
      return reply.status(404).send({ code: ErrorCode.NOT_FOUND, message: '찾을 수 없습니다.' });
    });
  }

  return {
    app,
    ctx,
    beginShutdown() {
      lifecycle.shuttingDown = true;
    },
    async close() {
      lifecycle.shuttingDown = true;
      await prints.stop();
      await hub.stop();
      await app.close();
      await database.close();
    },
  };
}

/** The token secret for deployments that do not set TOKEN_SECRET: generated once, kept in the database. */
async function storedSecret(database: Database): Promise<string> {
  const rows = await database.db.select().from(settings).where(eq(settings.key, 'token_secret'));
  if (rows[0]) return rows[0].value;
  const value = randomBytes(32).toString('base64url');
  await database.db.insert(settings).values({ key: 'token_secret', value }).onConflictDoNothing();
  const again = await database.db.select().from(settings).where(eq(settings.key, 'token_secret'));
  return again[0]!.value;
}
