import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../db';
import type { Hub } from '../live/hub';
import type { Metrics } from './metrics';

export interface OperationsDeps {
  database: Database;
  hub: Hub;
  metrics: Metrics;
  lifecycle: { shuttingDown: boolean };
  metricsToken?: string;
}

/** How long /readyz waits for the database before calling it down (the issue asks 503 within 5 s). */
const READY_DB_TIMEOUT_MS = 2_000;

/**
 * What a load balancer, an orchestrator and Prometheus ask of a node:
 * - GET /healthz — the process runs and its event loop turns (200; touches nothing else, so a database
 *   outage never gets healthy nodes restarted);
 * - GET /readyz — 200 only while the database answers, every migration is applied and live events
 *   are heard (the LISTEN connection); 503 otherwise and from the moment shutdown starts;
 * - GET /metrics — Prometheus text; with METRICS_TOKEN set it wants that bearer token.
 * Request metrics are observed for every route by its pattern (never the URL, which carries ids).
 */
export function operationsRoutes(app: FastifyInstance, deps: OperationsDeps) {
  const { database, hub, metrics, lifecycle } = deps;
  metrics.bind({
    openSockets: () => hub.count(),
    listening: () => hub.listening,
    pool: () => database.poolStats(),
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.observeRequest(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  const noStore = { 'Cache-Control': 'no-store' };

  app.get('/healthz', async (_req, reply) => reply.headers(noStore).send({ status: 'ok' }));

  app.get('/readyz', async (_req, reply) => {
    const checks: Record<string, string> = {};
    if (lifecycle.shuttingDown) checks.shutdown = 'in progress';
    try {
      await database.ping(READY_DB_TIMEOUT_MS);
      checks.database = 'ok';
      checks.migrations = (await database.migrationsApplied()) ? 'ok' : 'pending';
    } catch (err) {
      checks.database = `down: ${(err as Error).message}`;
    }
    checks.live_events = hub.listening ? 'ok' : 'down';
    const ready =
      !lifecycle.shuttingDown &&
      checks.database === 'ok' &&
      checks.migrations === 'ok' &&
      checks.live_events === 'ok';
    return reply
      .status(ready ? 200 : 503)
      .headers(noStore)
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });

  app.get('/metrics', async (req, reply) => {
    if (deps.metricsToken) {
      const given = Buffer.from(String(req.headers.authorization ?? ''));
      const expected = Buffer.from(`Bearer ${deps.metricsToken}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply
          .status(401)
          .header('WWW-Authenticate', 'Bearer')
          .headers(noStore)
          .send({ status: 'unauthorized' });
      }
    }
    return reply
      .headers(noStore)
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
