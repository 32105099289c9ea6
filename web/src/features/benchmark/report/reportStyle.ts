/** The report's look as one stylesheet: inlined into the command line's static page, and set on the app's `/benchmark` page. */
export const REPORT_STYLE = `
.benchmark-report table.cells { border-collapse: collapse; margin: 16px 0; font-variant-numeric: tabular-nums; font-size: 14px; }
.benchmark-report .table-scroll { overflow-x: auto; }
.benchmark-report table.cells caption { text-align: left; font-weight: 600; padding-bottom: 6px; }
.benchmark-report table.cells th, .benchmark-report table.cells td { padding: 3px 10px; border-bottom: 1px solid #e9ecef; white-space: nowrap; }
.benchmark-report table.cells th { text-align: right; }
.benchmark-report table.cells th:first-child { text-align: left; }
.benchmark-report td.number { text-align: right; }
.benchmark-report h2 { font-size: 16px; margin: 24px 0 6px; }
.benchmark-report .plots { display: flex; flex-wrap: wrap; gap: 8px; }
.benchmark-report .plots svg { background: #fff; }
.benchmark-report .timing, .benchmark-report .problems { color: #495057; }
`;
