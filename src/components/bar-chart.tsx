import { Box } from '@chakra-ui/react';

export interface ChartPoint {
  label: string;
  value: number;
  /** An optional second series, drawn as a line over the bars (e.g. cancelled amounts). */
  line?: number;
}

export interface BarChartProps {
  data: readonly ChartPoint[];
  /** Accessible name, e.g. "일별 매출". */
  title: string;
  formatValue(value: number): string;
  /** Axis labels (default formatValue), e.g. a compact 120만. */
  formatTick?(value: number): string;
  height?: number;
  barColor?: string;
  lineColor?: string;
  /** Legend words for the bar and line series. */
  barLabel?: string;
  lineLabel?: string;
}

const W = 960;
const PAD = { top: 16, right: 12, bottom: 44, left: 84 };

/** A 1-2-5 "nice" ceiling for the axis. */
function niceMax(v: number): number {
  if (v <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 2.5, 5, 10]) if (v <= m * p) return m * p;
  return 10 * p;
}

/**
 * A plain SVG bar chart (no chart package: the money screens are lazy-loaded and stay small). It
 * scales to its container's width; each bar carries a <title> for a hover/long-press readout.
 */
export function BarChart({
  data,
  title,
  formatValue,
  formatTick = formatValue,
  height = 260,
  barColor = '#0d9488',
  lineColor = '#dc2626',
  barLabel,
  lineLabel,
}: BarChartProps) {
  const H = height;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const max = niceMax(Math.max(0, ...data.map((d) => Math.max(d.value, d.line ?? 0))));
  const step = data.length > 0 ? innerW / data.length : innerW;
  const barW = Math.max(2, Math.min(48, step * 0.7));
  const y = (v: number) => PAD.top + innerH - (Math.max(0, v) / max) * innerH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);
  // Every label fits up to ~16 bars; beyond that show every n-th one.
  const labelEvery = Math.max(1, Math.ceil(data.length / 16));
  const hasLine = data.some((d) => d.line !== undefined);
  const linePath = hasLine
    ? data
        .map(
          (d, i) =>
            `${i === 0 ? 'M' : 'L'}${(PAD.left + step * i + step / 2).toFixed(1)},${y(d.line ?? 0).toFixed(1)}`,
        )
        .join(' ')
    : '';

  return (
    <Box as="figure" w="full" m="0">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={title}
        data-testid="bar-chart"
        style={{ display: 'block' }}
      >
        {/* Text and grid lines from the styles/base.css variables: the chart follows the night theme. */}
        <title>{title}</title>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} style={{ stroke: 'var(--border)' }} />
            <text
              x={PAD.left - 8}
              y={y(t)}
              dy="0.32em"
              textAnchor="end"
              fontSize="13"
              style={{ fill: 'var(--fg-muted)' }}
            >
              {formatTick(t)}
            </text>
          </g>
        ))}
        {data.map((d, i) => {
          const x = PAD.left + step * i + (step - barW) / 2;
          const top = y(d.value);
          return (
            <g key={`${d.label}-${i}`}>
              <rect
                x={x}
                y={top}
                width={barW}
                height={PAD.top + innerH - top}
                fill={barColor}
                rx="2"
                data-value={d.value}
              >
                <title>{`${d.label}: ${formatValue(d.value)}${d.line !== undefined && lineLabel ? ` · ${lineLabel} ${formatValue(d.line)}` : ''}`}</title>
              </rect>
              {i % labelEvery === 0 ? (
                <text
                  x={PAD.left + step * i + step / 2}
                  y={H - PAD.bottom + 20}
                  textAnchor="middle"
                  fontSize="13"
                  style={{ fill: 'var(--fg)' }}
                >
                  {d.label}
                </text>
              ) : null}
            </g>
          );
        })}
        {hasLine ? <path d={linePath} fill="none" stroke={lineColor} strokeWidth="2" /> : null}
        <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} stroke="#9ca3af" />
      </svg>
      {barLabel || lineLabel ? (
        <Box as="figcaption" display="flex" gap="4" justifyContent="center" fontSize="sm" color="fg.muted">
          {barLabel ? (
            <span>
              <span
                style={{
                  display: 'inline-block',
                  width: 12,
                  height: 12,
                  background: barColor,
                  marginRight: 6,
                  verticalAlign: 'middle',
                }}
              />
              {barLabel}
            </span>
          ) : null}
          {lineLabel && hasLine ? (
            <span>
              <span
                style={{
                  display: 'inline-block',
                  width: 14,
                  height: 2,
                  background: lineColor,
                  marginRight: 6,
                  verticalAlign: 'middle',
                }}
              />
              {lineLabel}
            </span>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
