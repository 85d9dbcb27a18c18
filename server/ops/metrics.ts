import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface MetricsSources {
  openSockets(): number;
  listening(): boolean;
  pool(): { total: number; idle: number; waiting: number } | null;
}

/**
 * The node's Prometheus metrics, in a registry of its own (tests run several apps in one process).
 * Names follow Prometheus conventions: a unit suffix, `_total` for counters.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let sources: MetricsSources | null = null;

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route (the route pattern, not the URL), method and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const eventsPublished = new Counter({
    name: 'live_events_published_total',
    help: 'Order events published by this node (sent to every node through PostgreSQL NOTIFY).',
    registers: [registry],
  });
  const framesSent = new Counter({
    name: 'live_socket_frames_sent_total',
    help: 'Order event frames this node wrote to tablet sockets (one event fans out to every tablet of the store).',
    registers: [registry],
  });
  const outbox = new Counter({
    name: 'outbox_writes_total',
    help: 'Writes carrying an Idempotency-Key (the tablet outbox): applied the first time, replayed (the stored answer), or rejected.',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'ws_open_sockets',
    help: 'Tablet sockets open on this node.',
    registers: [registry],
    collect() {
      this.set(sources?.openSockets() ?? 0);
    },
  });
  new Gauge({
    name: 'live_listen_up',
    help: '1 while this node hears other nodes\u2019 order events (the LISTEN connection is up).',
    registers: [registry],
    collect() {
      this.set(sources?.listening() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const p = sources?.pool();
      if (!p) return;
      this.set({ state: 'total' }, p.total);
      this.set({ state: 'idle' }, p.idle);
      this.set({ state: 'waiting' }, p.waiting);
    },
  });

  return {
    registry,
    bind(s: MetricsSources) {
      sources = s;
    },
    observeRequest(method: string, route: string, status: number, seconds: number) {
      httpDuration.observe({ method, route, status_code: String(status) }, seconds);
    },
    eventPublished() {
      eventsPublished.inc();
    },
    framesSent(n: number) {
      framesSent.inc(n);
    },
    outboxWrite(result: 'applied' | 'replayed' | 'rejected') {
      outbox.inc({ result });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
