import { useComputedColorScheme } from '@mantine/core';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { CHART_Y_DOMAIN, type ChartPoint } from './chartData.ts';

export const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 36, left: 40 };
export const SERIES = [
  { key: 'systolic', label: 'Systolic', color: '#e03131' },
  { key: 'diastolic', label: 'Diastolic', color: '#1971c2' },
] as const;

/** The trend plot at a given width: grid, a line with dots per series and both axes, labelled with every reading. */
export function Chart({ points, width }: { points: ChartPoint[]; width: number }) {
  const dark = useComputedColorScheme('light') === 'dark';
  const ink = dark ? '#c9c9c9' : '#495057';
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scalePoint({ domain: points.map((p) => p.label), range: [0, innerWidth], padding: 0.3 });
  const y = scaleLinear({ domain: [...CHART_Y_DOMAIN], range: [innerHeight, 0] });
  const xOf = (p: ChartPoint) => x(p.label) ?? 0;
  const summary = points.map((p) => `${p.label}: ${p.systolic}/${p.diastolic}`).join('; ');

  return (
    <svg width={width} height={HEIGHT} role="img" aria-label={`Blood pressure trend, mmHg. ${summary}`}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        <GridRows scale={y} width={innerWidth} stroke={dark ? '#373a40' : '#e9ecef'} numTicks={5} />
        {SERIES.map((s) => (
          <g key={s.key} data-series={s.key}>
            <LinePath data={points} x={xOf} y={(p) => y(p[s.key])} stroke={s.color} strokeWidth={2} />
            {points.map((p) => (
              <circle key={p.label} cx={xOf(p)} cy={y(p[s.key])} r={3.5} fill={s.color} />
            ))}
          </g>
        ))}
        <AxisLeft scale={y} numTicks={5} stroke={ink} tickStroke={ink} tickLabelProps={{ fill: ink, fontSize: 11 }} />
        <AxisBottom
          top={innerHeight}
          scale={x}
          stroke={ink}
          tickStroke={ink}
          tickLabelProps={{ fill: ink, fontSize: 11, textAnchor: 'middle' }}
          numTicks={points.length}
        />
      </Group>
    </svg>
  );
}
