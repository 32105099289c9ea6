import type { BenchmarkResult } from '../model/rows.ts';
import { deviceCells, scanCells, summaryCells, timingLine } from '../model/table.ts';
import { CellTable } from './CellTable.tsx';
import { MethodPlots } from './MethodPlots.tsx';

/**
 * A benchmark's results as one page body: the metrics per method, every scan's estimates, the core's
 * time, what could not be read, and each method's pictures. Plain elements and inline SVG only, so the
 * command line's static report and the app's `/benchmark` page show the same thing.
 */
export function BenchmarkReport({ result }: { result: BenchmarkResult }) {
  return (
    <div className="benchmark-report">
      <CellTable
        cells={summaryCells(result.summary)}
        caption="Per method (± standard error, as rPPG-Toolbox prints them)"
      />
      <CellTable cells={scanCells(result)} caption="Per scan: estimate (error) in bpm" />
      {result.timing && <p className="timing">{timingLine(result.timing)}</p>}
      {result.device && result.device.length > 0 && (
        <CellTable
          cells={deviceCells(result.device)}
          caption="On this device: the scan worker's time per frame over each scan's last 10 s (median, p95)"
        />
      )}
      {result.problems.length > 0 && (
        <section className="problems">
          <h2>Not read</h2>
          <ul>
            {result.problems.map((p) => (
              <li key={`${p.path}:${p.message}`}>
                <code>{p.path}</code>: {p.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.methods.map((m) => (
        <MethodPlots key={m} rows={result.rows} method={m} />
      ))}
    </div>
  );
}
