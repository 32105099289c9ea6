/** The health report, the front door: a reading saved as a self-contained HTML file. */
export { downloadReport } from './downloadReport.ts';
