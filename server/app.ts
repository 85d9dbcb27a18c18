import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../src/contract';
import { openDatabase, type Database } from './db';
import { settings } from './db/schema';
import { ensureSeedImages, seedIfEmpty } from './db/seed';
import { TokenService } from './auth/token';
import { Hub } from './live/hub';
import { ApiFailure } from './lib/errors';
import type { AppContext } from './lib/context';
import { routeModules } from './routes';
import { socketRoute } from './live/socket-route';

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
  logger?: boolean;
  /** Origins allowed to call the API from another site (a PWA built with VITE_API_BASE pointing here). */
  corsOrigins?: string[];
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

export async function buildApp(opts: BuildOptions): Promise<BuiltApp> {
  const dataDir = resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  const database = await openDatabase({ dataDir, databaseUrl: opts.databaseUrl });
  if (opts.seed !== false) {
    await seedIfEmpty(database);
    ensureSeedImages(uploadsDir);
  }
  const secret = opts.tokenSecret ?? (await storedSecret(database));
  const tokens = new TokenService(secret, opts.tokenTtlSeconds ?? 12 * 3600);
  const hub = new Hub(database);
  await hub.start();

  const distDir = opts.distDir === undefined ? null : opts.distDir;
  const ctx: AppContext = { database, db: database.db, tokens, hub, config: { dataDir, uploadsDir, distDir } };

  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    bodyLimit: 1024 * 1024,
    // Tablets behind one shop router share an address; the rate limiter keys on it.
    trustProxy: false,
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof ApiFailure) {
      return reply
        .status(err.status)
        .send({ code: err.code, message: err.message, ...(err.extra.fields ? { fields: err.extra.fields } : {}), ...(err.extra.current !== undefined ? { current: err.extra.current } : {}) });
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
    req.log.error(err);
    console.error('[api] unexpected error', req.url, err);
    return reply.status(500).send({ code: ErrorCode.SERVER, message: '일시적인 서버 오류입니다. 잠시 후 다시 시도해 주세요.' });
  });

  // Security headers on every answer; the app page also gets a Content-Security-Policy with no inline
  // or foreign scripts (Emotion injects styles at runtime, hence 'unsafe-inline' for styles only).
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      reply.header('X-Frame-Options', 'DENY');
    }
    return payload;
  });

  // CORS only for the origins named in CORS_ORIGINS: the app served by this server needs none.
  const corsOrigins = new Set(opts.corsOrigins ?? []);
  if (corsOrigins.size) {
    app.addHook('onRequest', async (req, reply) => {
      const origin = req.headers.origin;
      if (!origin || !corsOrigins.has(origin) || !req.url.startsWith('/api/')) return;
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        reply.header('Access-Control-Allow-Methods', 'POST');
        reply.header('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key');
        reply.header('Access-Control-Max-Age', '600');
        return reply.status(204).send();
      }
    });
  }

  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  socketRoute(app, ctx);

  for (const register of routeModules) register(app, ctx);

  app.all('/api/*', async (_req, reply) =>
    reply.status(404).send({ code: ErrorCode.NOT_FOUND, message: '없는 API입니다.' }),
  );

  await app.register(fastifyStatic, { root: uploadsDir, prefix: '/uploads/', decorateReply: false, index: false });

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
    async close() {
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
