import { describe, expect, it } from 'vitest';
import { referenceBpm } from '../dataset.ts';
import { contactPpg, ubfcGroundTruthText } from '../datasetFakes.ts';
import { findClips, layoutNamed } from './index.ts';
import { pureFrameTimesMs } from './pure.ts';

const read = (layout: Parameters<typeof layoutNamed>[0], text: string) =>
  layoutNamed(layout).readTruth(text, { name: 'x', layout, video: { kind: 'file', path: 'x' }, truthPath: 'x' });

describe('finding clips by layout', () => {
  it('reads a folder with every layout side by side, sorted by name', () => {
    const { clips, problems } = findClips(
      [
        'ubfc/subject1/vid.avi',
        'ubfc/subject1/ground_truth.txt',
        'ubfc/subject1/reference.json',
        'phys/vid_s1_T1.avi',
        'phys/bvp_s1_T1.csv',
        'phys/vid_s2_T1.avi',
        'pure/01-01.json',
        'pure/01-01/Image1392643993700000000.png',
        'pure/01-01/Image1392643993666000000.png',
        'mine/walk.mp4',
        'mine/walk.csv',
        'mine/notes.txt',
        'mine/orphan.webm',
      ],
      'data',
    );
    expect(clips.map((c) => [c.name, c.layout])).toEqual([
      ['01-01', 'PURE'],
      ['s1_T1', 'UBFC-Phys'],
      ['subject1', 'UBFC-rPPG'],
      ['walk', 'generic'],
    ]);
    const pure = clips[0];
    expect(pure?.video).toEqual({
      kind: 'frames',
      paths: ['pure/01-01/Image1392643993666000000.png', 'pure/01-01/Image1392643993700000000.png'],
    });
    expect(clips[2]).toMatchObject({
      video: { path: 'ubfc/subject1/vid.avi' },
      truthPath: 'ubfc/subject1/ground_truth.txt',
    });
    expect(problems).toEqual([
      { path: 'phys/vid_s2_T1.avi', message: 'no bvp_s2_T1.csv beside it (UBFC-Phys)' },
      { path: 'mine/orphan.webm', message: expect.stringMatching(/^no ground truth beside it; expected UBFC-rPPG/) },
    ]);
  });

  it('names a clip at the folder’s root after the folder, and keeps two of one name apart', () => {
    expect(findClips(['vid.mp4', 'ground_truth.txt'], 'subject7').clips[0]?.name).toBe('subject7');
    const twins = findClips(['a/vid.mp4', 'a/ground_truth.txt', 'b/vid.mp4', 'b/ground_truth.txt'], 'x').clips;
    expect(twins.map((c) => c.name)).toEqual(['a', 'b']);
    const files = findClips(['x.mp4', 'x.csv', 'y/x.mp4', 'y/x.csv'], 'x').clips;
    expect(files.map((c) => c.name)).toEqual(['x.mp4', 'y/x.mp4']);
  });
});

describe('reading each layout’s ground truth', () => {
  it('UBFC-rPPG: the PPG line and the time line, frame-aligned', () => {
    const truth = read('UBFC-rPPG', ubfcGroundTruthText(72, 30, 40, 5));
    expect(truth).toMatchObject({ kind: 'ppg', frameAligned: true });
    expect(truth.kind === 'ppg' && truth.timesS[0]).toBe(0);
    expect(referenceBpm(truth, 0, 35, 30)).toBeCloseTo(72, 0);
    expect(() => read('UBFC-rPPG', '1 2 3\n4 5 6\n')).toThrow(/expected 3 lines/);
  });

  it('PURE: the oximeter’s waveform at its own times from the first frame', () => {
    const { timesS, values } = contactPpg(96, 60, 40);
    const t0 = 1392643993642815000;
    const json = JSON.stringify({
      '/FullPackage': timesS.map((t, i) => ({
        Timestamp: t0 + t * 1e9,
        Value: { waveform: values[i], pulseRate: 96 },
      })),
      '/Image': Array.from({ length: 1200 }, (_, i) => ({ Timestamp: t0 + (i * 1e9) / 30 })),
    });
    const plan = {
      name: 'p',
      layout: 'PURE' as const,
      video: { kind: 'frames' as const, paths: Array(1200).fill('f.png') },
      truthPath: 'p.json',
    };
    const truth = layoutNamed('PURE').readTruth(json, plan);
    expect(truth.kind === 'ppg' && truth.timesS[0]).toBeCloseTo(0, 9);
    expect(referenceBpm(truth, 2, 30, 30)).toBeCloseTo(96, 0);
    expect(pureFrameTimesMs(json)[30]).toBeCloseTo(1000, 6);
    expect(() => layoutNamed('PURE').readTruth(json, { ...plan, video: { kind: 'frames', paths: ['f.png'] } })).toThrow(
      /1200 \/Image timestamps for 1 frames/,
    );
    expect(() => layoutNamed('PURE').readTruth('{"/Image": []}', plan)).toThrow(/no \/Image timestamps/);
    expect(() => layoutNamed('PURE').readTruth('{', plan)).toThrow(/not JSON/);
  });

  it('UBFC-Phys: one BVP sample a line at 64 Hz', () => {
    const { values } = contactPpg(84, 64, 40);
    const truth = read('UBFC-Phys', `${values.join('\n')}\n`);
    expect(truth.kind === 'ppg' && truth.timesS[64]).toBe(1);
    expect(referenceBpm(truth, 0, 35, 35)).toBeCloseTo(84, 0);
    expect(() => read('UBFC-Phys', '1\n2,3\n')).toThrow(/line 2 is not one number/);
  });

  it('generic: time_s,ppg or time_s,hr under a header', () => {
    const { timesS, values } = contactPpg(110, 50, 40);
    const ppg = read('generic', `time_s,ppg\n${timesS.map((t, i) => `${t},${values[i]}`).join('\n')}`);
    expect(referenceBpm(ppg, 1, 35, 30)).toBeCloseTo(110, 0);
    const hr = read('generic', 'Time_s, HR\n0,70\n10,72\n20,74\n40,90\n');
    expect(referenceBpm(hr, 0, 35, 30)).toBe(72);
    expect(() => read('generic', 'time,bpm\n0,1\n')).toThrow(/header row time_s,ppg or time_s,hr/);
    expect(() => read('generic', 'time_s,hr\n0,70\n1,71\n0.5,72\n')).toThrow(/row 4: the time goes back/);
    expect(read('generic', 'time_s,hr\n0,70\n0,71\n')).toEqual({ kind: 'hr', timesS: [0, 0], bpm: [70, 71] });
    expect(() => read('generic', 'time_s,hr\n0,seventy\n')).toThrow(/row 2 is not two numbers/);
    expect(() => referenceBpm(hr, 50, 35, 30)).toThrow(/no heart-rate reading/);
  });

  it('synthetic: the drawn beats', () => {
    const truth = read('synthetic', JSON.stringify({ beatTimesMs: [0, 1000, 2000, 3000, 3500] }));
    // 4 intervals over 3.5 s.
    expect(referenceBpm(truth, 0, 35, 30)).toBeCloseTo((60 * 4) / 3.5, 12);
    expect(() => read('synthetic', '{}')).toThrow(/no beatTimesMs/);
  });
});
