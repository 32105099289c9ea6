/**
 * Systolic and diastolic trend, oldest → newest, 'Reading 1..n', y axis 60–160 mmHg (ADR-13).
 * Loaded on demand (React.lazy), so visx stays out of the main bundle.
 */
import { ParentSize } from '@visx/responsive';
import { Chart, HEIGHT, SERIES } from './Chart.tsx';
import type { ChartPoint } from './chartData.ts';

export default function ReadingsChart({ points }: { points: ChartPoint[] }) {
  return (
    <div data-testid="readings-chart">
      <div style={{ display: 'flex', gap: 16, fontSize: 13, marginBottom: 4 }}>
        {SERIES.map((s) => (
          <span key={s.key} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <span aria-hidden="true" style={{ width: 12, height: 3, background: s.color, display: 'inline-block' }} />
            {s.label}
          </span>
        ))}
      </div>
      {/* ParentSize fills its parent (absolutely positioned), so the parent carries the chart's height. */}
      <div style={{ height: HEIGHT }}>
        <ParentSize debounceTime={50}>
          {({ width }) => (width > 0 ? <Chart points={points} width={width} /> : null)}
        </ParentSize>
      </div>
    </div>
  );
}
