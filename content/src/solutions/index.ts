/**
 * The six business solutions (ADR-24). `solutions.json` summarises them
 * in the order of the /solutions page, for its cards, the routes and the head tags (the web app's main
 * bundle carries it); each solution's page is a file of its own, `{slug}.json`, read through
 * `@ai-doctor/content/solution-pages`.
 */
import list from './solutions.json' with { type: 'json' };
import type { SolutionSummary } from './types.ts';

export * from './types.ts';

/** Checked against its schema by the package's tests. */
export const SOLUTION_SUMMARIES = list as readonly SolutionSummary[];
