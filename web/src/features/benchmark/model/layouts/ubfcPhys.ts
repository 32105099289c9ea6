/**
 * UBFC-Phys (Meziati Sabour et al., "UBFC-Phys: a multimodal database for psychophysiological studies
 * of social stress", IEEE Trans. Affective Computing 2021): per subject and task `vid_<id>.avi` (35 fps)
 * beside `bvp_<id>.csv`, the contact blood-volume pulse at 64 Hz, one sample a line.
 */
import { type Layout, numbersOf, pairFiles } from '../dataset.ts';

/** The BVP's sampling rate, Hz (the Empatica E4's). */
export const UBFC_PHYS_BVP_HZ = 64;

export const ubfcPhys: Layout = {
  name: 'UBFC-Phys',
  find: (listing) =>
    pairFiles('UBFC-Phys', listing, (file, files) => {
      if (!/^vid_.+\.avi$/i.test(file)) return null;
      const id = file.slice('vid_'.length, file.lastIndexOf('.'));
      const truth = `bvp_${id}.csv`;
      return files.includes(truth) ? { name: id, truth } : { problem: `no ${truth} beside it (UBFC-Phys)` };
    }),
  readTruth(text) {
    const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
    const values = lines.map((line, i) => {
      const v = numbersOf(line);
      if (v?.length !== 1) throw new Error(`line ${i + 1} is not one number`);
      return v[0] as number;
    });
    if (values.length === 0) throw new Error('empty');
    return { kind: 'ppg', timesS: values.map((_, i) => i / UBFC_PHYS_BVP_HZ), values, frameAligned: false };
  },
};
