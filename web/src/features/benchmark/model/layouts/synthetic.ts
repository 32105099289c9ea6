/**
 * Our synthetic clips (`fixtures/`, `pnpm --filter @ai-doctor/fixtures generate`): `<name>.y4m` beside
 * `<name>.truth.json`, whose `beatTimesMs` are the drawn pulse's systolic peaks.
 */
import { type Layout, pairFiles } from '../dataset.ts';

export const synthetic: Layout = {
  name: 'synthetic',
  find: (listing) =>
    pairFiles('synthetic', listing, (file, files) => {
      const name = file.endsWith('.y4m') ? file.slice(0, -'.y4m'.length) : null;
      return name !== null && files.includes(`${name}.truth.json`) ? { name, truth: `${name}.truth.json` } : null;
    }),
  readTruth(text) {
    const beats = (JSON.parse(text) as { beatTimesMs?: unknown }).beatTimesMs;
    if (!Array.isArray(beats) || !beats.every((b) => typeof b === 'number')) throw new Error('no beatTimesMs');
    return { kind: 'beats', timesS: beats.map((b: number) => b / 1000) };
  },
};
