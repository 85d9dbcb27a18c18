/**
 * What the socket and start benches read of the processes they run, on Linux: CPU time and resident
 * memory from /proc, and a node's own figures from its Prometheus text (/metrics).
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time (user + system, ms) a process has used so far; NaN where there is none. */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

/** Resident set size (MB) of a process now; NaN where there is none. */
export function rssMb(pid: number | undefined): number {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** CPU time (ms) so far of every PostgreSQL backend serving database `db` (its process title names it). */
export function pgBackendsCpuMs(db: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${db} `))
        out.set(Number(entry), cpuMs(Number(entry)));
    } catch {
      /* gone, or not ours to read */
    }
  }
  return out;
}

/** CPU ms the backends in `after` used since `before` (a backend that exited takes its time with it). */
export function pgCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, t] of after) ms += t - (before.get(pid) ?? 0);
  return ms;
}

/** Busy and total jiffies of the whole machine, from /proc/stat. */
export function machineTicks(): { busy: number; total: number } {
  const t = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = t[3]! + t[4]!;
  const total = t.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** The node's Prometheus text as name → value (the first sample of each unlabelled metric). */
export async function scrapeMetrics(url: string): Promise<Map<string, number>> {
  const res = await fetch(`${url}/metrics`);
  if (!res.ok) throw new Error(`/metrics: HTTP ${res.status}`);
  const out = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    const m = /^([a-z_:][a-z0-9_:]*) (\S+)$/i.exec(line);
    if (m && !out.has(m[1]!)) out.set(m[1]!, Number(m[2]));
  }
  return out;
}
