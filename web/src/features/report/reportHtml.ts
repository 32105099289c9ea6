/**
 * The 'Export Report' document (ADR-14): a self-contained, printable HTML page of one reading
 * with every value, its evidence grade and caveat, the plain-language bands and the disclaimer.
 */
import { heartRateReading, heartRateText, METRIC_EVIDENCE } from '@ai-doctor/rppg-core/vitals';
import {
  bloodPressureCategoryText,
  bloodPressureRow,
  GROUP_TEXT,
  type MetricRow,
  overallHealthStatus,
  type ReadingLike,
  resultGroups,
  rowSentence,
} from '../readings/index.ts';

export type ReportReading = ReadingLike & { id: number; timestamp: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;max-width:760px;margin:24px auto;padding:0 16px;line-height:1.45}
h1{margin-bottom:4px}table{width:100%;border-collapse:collapse;margin:16px 0}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #dee2e6;vertical-align:top}
.grade{font-size:12px;text-transform:uppercase;letter-spacing:.04em}.caveat{color:#495057;font-size:13px}
.warn{background:#fff5f5;border:1px solid #ffa8a8;padding:8px 12px;border-radius:6px}
.muted{color:#495057;font-size:13px}@media print{button{display:none}}`;

/** The blood pressure in words: the estimate and its category, or not measured and why (ADR-27). */
function bloodPressureLine(reading: ReportReading): string {
  const row = bloodPressureRow(reading);
  if (row.withheldReason) return `not measured. ${row.withheldReason}`;
  const category = bloodPressureCategoryText(reading);
  return category ? `${row.display} (${category})` : row.display;
}

/** One metric's row: label, value with what it means, grade with its caveat. */
function metricRowHtml(row: MetricRow): string {
  const evidence = METRIC_EVIDENCE[row.evidence];
  const sentence = rowSentence(row);
  return `<tr><td>${esc(row.label)}</td><td><strong>${esc(row.display)}</strong>${
    sentence ? `<div class="caveat">${esc(sentence)}</div>` : ''
  }</td><td><span class="grade">${esc(evidence.grade)}</span><div class="caveat">${esc(evidence.caveat)}</div></td></tr>`;
}

/** The report for `reading`, its metrics in the order of their evidence (ADR-27); `generatedAt` is printed as the export time. */
export function reportHtml(reading: ReportReading, generatedAt: Date): string {
  const taken = new Date(reading.timestamp);
  const status = overallHealthStatus(reading);
  const groups = resultGroups(reading);
  const lead = [groups.heartRate, ...groups.quality].filter((row): row is MetricRow => row !== undefined);
  const sections = [
    { title: 'Measured', rows: lead },
    { title: GROUP_TEXT.derived.title, rows: groups.derived },
    { title: GROUP_TEXT.experimental.title, rows: groups.experimental },
    { title: GROUP_TEXT.cannotMeasure.title, rows: groups.cannotMeasure },
  ]
    .filter((section) => section.rows.length)
    .map(
      (section) => `<tr><th colspan="3">${esc(section.title)}</th></tr>\n${section.rows.map(metricRowHtml).join('\n')}`,
    )
    .join('\n');
  const unreliable =
    heartRateReading(reading).outcome === 'withheld'
      ? '<p class="warn"><strong>This measurement is not reliable — please retake.</strong> The pulse signal was too weak to read, so nothing read from it is given.</p>'
      : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>AI Doctor report — ${esc(taken.toLocaleString('en-GB'))}</title><style>${STYLE}</style></head>
<body>
<h1>AI Doctor health report</h1>
<p class="muted">Measured ${esc(taken.toLocaleString('en-GB'))} · exported ${esc(generatedAt.toLocaleString('en-GB'))}</p>
${unreliable}
<h2>Heart rate: ${esc(heartRateText(heartRateReading(reading)))}</h2>
<p>Blood pressure (experimental): ${esc(bloodPressureLine(reading))}</p>
<p><strong>Overall health status: ${esc(status.badge)}.</strong> ${esc(status.message)}</p>
<table><thead><tr><th>Metric</th><th>Value</th><th>Evidence</th></tr></thead><tbody>
${sections}
</tbody></table>
<p class="muted">Evidence grades: <em>measured</em> — read directly from the camera pulse signal; <em>derived</em> — computed from it;
<em>experimental</em> — an estimate without clinical validation; <em>illustrative</em> — a picture, not a measurement.</p>
<p class="muted">AI Doctor is for information only and is not a medical device. It does not diagnose, treat or prevent any
condition, and its estimates are not clinically validated. Always consult a healthcare professional about your health.</p>
<button onclick="window.print()">Print or save as PDF</button>
</body></html>
`;
}

/** A file name like 'ai-doctor-report-2025-03-10-0905.html' (local time of the reading). */
export function reportFileName(reading: Pick<ReportReading, 'timestamp'>): string {
  const d = new Date(reading.timestamp);
  const two = (n: number) => String(n).padStart(2, '0');
  return `ai-doctor-report-${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}.html`;
}
