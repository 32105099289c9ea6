import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridColumns, GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { extent, type PlotData } from '../model/plots.ts';
import type { EstimateStatus } from '../model/rows.ts';

export const PLOT_WIDTH = 300;
export const PLOT_HEIGHT = 240;
const MARGIN = { top: 28, right: 12, bottom: 40, left: 54 };

/** A point's colour by how its method answered: the engine's exact readings dark, ranges amber, withheld grey. */
export const STATUS_COLOUR: Record<EstimateStatus, string> = {
  exact: '#1864ab',
  read: '#1864ab',
  approximate: '#e8590c',
  withheld: '#adb5bd',
  failed: '#adb5bd',
};

export interface ScatterPlotProps {
  title: string;
  xLabel: string;
  yLabel: string;
  data: PlotData;
}

/**
 * One of the benchmark's pictures as plain SVG (visx scales and axes, no script, no external style), so
 * it renders the same in the app and in a static report: points with their scan as a tooltip, and the
 * reference lines (a bias and its limits, a threshold, the identity).
 */
export function ScatterPlot({ title, xLabel, yLabel, data }: ScatterPlotProps) {
  const innerWidth = PLOT_WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = PLOT_HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleLinear({ domain: extent(data, 'x'), range: [0, innerWidth], nice: true });
  const y = scaleLinear({ domain: extent(data, 'y'), range: [innerHeight, 0], nice: true });
  const ink = '#495057';
  const [x0, x1] = x.domain() as [number, number];
  return (
    <svg
      width={PLOT_WIDTH}
      height={PLOT_HEIGHT}
      viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`}
      role="img"
      aria-label={`${title}: ${data.points.length} scans`}
      fontFamily="system-ui, sans-serif"
    >
      <text x={MARGIN.left} y={16} fontSize={12} fontWeight={600} fill="#212529">
        {title}
      </text>
      <Group left={MARGIN.left} top={MARGIN.top}>
        <GridRows scale={y} width={innerWidth} stroke="#e9ecef" numTicks={5} />
        <GridColumns scale={x} height={innerHeight} stroke="#f1f3f5" numTicks={5} />
        {data.lines.map((line) =>
          line.kind === 'identity' ? (
            <line key={line.label} x1={x(x0)} y1={y(x0)} x2={x(x1)} y2={y(x1)} stroke="#868e96" strokeDasharray="4 3">
              <title>{line.label}</title>
            </line>
          ) : (
            <g key={line.label}>
              <line x1={0} x2={innerWidth} y1={y(line.y)} y2={y(line.y)} stroke="#868e96" strokeDasharray="4 3" />
              <text x={innerWidth - 2} y={y(line.y) - 3} fontSize={9} fill="#868e96" textAnchor="end">
                {line.label}
              </text>
            </g>
          ),
        )}
        {data.points.map((p) => (
          <circle
            key={`${p.label}:${p.x}:${p.y}`}
            cx={x(p.x)}
            cy={y(p.y)}
            r={3.5}
            fill={STATUS_COLOUR[p.status]}
            fillOpacity={0.85}
          >
            <title>{`${p.label}: ${p.x.toFixed(1)}, ${p.y.toFixed(1)} (${p.status})`}</title>
          </circle>
        ))}
        <AxisLeft
          scale={y}
          numTicks={5}
          stroke={ink}
          tickStroke={ink}
          tickLabelProps={{ fill: ink, fontSize: 10 }}
          label={yLabel}
          labelOffset={30}
          labelProps={{ fill: ink, fontSize: 10, textAnchor: 'middle' }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          numTicks={5}
          stroke={ink}
          tickStroke={ink}
          tickLabelProps={{ fill: ink, fontSize: 10, textAnchor: 'middle' }}
          label={xLabel}
          labelProps={{ fill: ink, fontSize: 10, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}
