import { type ReportReading, reportFileName, reportHtml } from './reportHtml.ts';

/** Saves the reading's report as an HTML file through the browser's download. */
export function downloadReport(reading: ReportReading): void {
  const blob = new Blob([reportHtml(reading, new Date())], { type: 'text/html;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName(reading);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; the download keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
