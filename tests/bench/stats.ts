export interface Figure {
  figure: string;
  /** Median of the runs (or the single value). */
  value: number;
  unit: string;
  target: string;
  /** Spread: [min, max] of the runs, or [p50, p95] where noted. */
  spread?: string;
  note?: string;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[i]!;
}

export const median = (v: number[]) => percentile(v, 50);
export const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

/** `min … / max … (n=…)` for a set of runs. */
export const spreadOf = (v: number[], d = 1) =>
  v.length ? `min ${round(Math.min(...v), d)} / max ${round(Math.max(...v), d)} (n=${v.length})` : 'no runs';

/** BENCH_QUICK=1 cuts repetitions (a quick look, not a measurement to report). */
export const QUICK = process.env.BENCH_QUICK === '1';
export const reps = (full: number, quick = 1) => (QUICK ? quick : full);
