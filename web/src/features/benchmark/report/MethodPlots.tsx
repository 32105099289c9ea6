import { blandAltman, errorAgainstQuality, estimateAgainstReference } from '../model/plots.ts';
import { type BenchmarkMethod, QUALITY_LABEL, type ScanRow, SUMMARY_LABEL } from '../model/rows.ts';
import { ScatterPlot } from './ScatterPlot.tsx';

/** One method's three pictures side by side: Bland–Altman, estimate against reference, error against quality. */
export function MethodPlots({ rows, method }: { rows: readonly ScanRow[]; method: BenchmarkMethod }) {
  const name = method === 'engine' ? 'Engine (every estimate)' : SUMMARY_LABEL[method];
  return (
    <section className="method-plots" data-method={method}>
      <h2>{name}</h2>
      <div className="plots">
        <ScatterPlot
          title="Bland–Altman"
          xLabel="mean of estimate and reference (bpm)"
          yLabel="estimate − reference (bpm)"
          data={blandAltman(rows, method)}
        />
        <ScatterPlot
          title="Estimate against reference"
          xLabel="reference (bpm)"
          yLabel="estimate (bpm)"
          data={estimateAgainstReference(rows, method)}
        />
        <ScatterPlot
          title={`Error against ${QUALITY_LABEL[method]}`}
          xLabel={QUALITY_LABEL[method]}
          yLabel="|error| (bpm)"
          data={errorAgainstQuality(rows, method)}
        />
      </div>
    </section>
  );
}
