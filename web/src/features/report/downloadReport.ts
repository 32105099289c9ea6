import { downloadFile } from '../../shared/download/downloadFile.ts';
import { type ReportReading, reportFileName, reportHtml } from './reportHtml.ts';

/** Saves the reading's report as an HTML file through the browser's download. */
export function downloadReport(reading: ReportReading): void {
  downloadFile(
    reportFileName(reading),
    new Blob([reportHtml(reading, new Date())], { type: 'text/html;charset=utf-8' }),
  );
}
