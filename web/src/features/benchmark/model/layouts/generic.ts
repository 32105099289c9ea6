/**
 * A generic pair: any video ffmpeg (or, on the device, the browser) reads, `<name>.<ext>`, beside
 * `<name>.csv` with a header row `time_s,ppg` (a contact PPG) or `time_s,hr` (heart-rate readings in
 * bpm), times in seconds from the video's first frame.
 */
import { isVideo, type Layout, numbersOf, pairFiles } from '../dataset.ts';

const stem = (name: string) => name.slice(0, name.lastIndexOf('.'));

export const generic: Layout = {
  name: 'generic',
  find: (listing) =>
    pairFiles('generic', listing, (file, files) =>
      isVideo(file) && files.includes(`${stem(file)}.csv`) ? { name: stem(file), truth: `${stem(file)}.csv` } : null,
    ),
  readTruth(text) {
    const [header = '', ...rows] = text.split(/\r?\n/).filter((l) => l.trim() !== '');
    const columns = header
      .trim()
      .toLowerCase()
      .split(/\s*[,;\t]\s*/);
    const kind = columns[1];
    if (columns.length !== 2 || columns[0] !== 'time_s' || (kind !== 'ppg' && kind !== 'hr')) {
      throw new Error(`expected a header row time_s,ppg or time_s,hr, found '${header.trim().slice(0, 40)}'`);
    }
    const timesS: number[] = [];
    const values: number[] = [];
    rows.forEach((row, i) => {
      const v = numbersOf(row);
      if (v?.length !== 2) throw new Error(`row ${i + 2} is not two numbers`);
      timesS.push(v[0] as number);
      values.push(v[1] as number);
    });
    if (values.length === 0) throw new Error('no rows under the header');
    // A repeated time is kept (recorders stamp samples to the millisecond); one that goes back is an error.
    const back = timesS.findIndex((t, i) => i > 0 && t < (timesS[i - 1] as number));
    if (back > 0) throw new Error(`row ${back + 2}: the time goes back`);
    return kind === 'ppg' ? { kind, timesS, values, frameAligned: false } : { kind, timesS, bpm: values };
  },
};
