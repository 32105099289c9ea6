/**
 * "Measure from a video": video files made from a fixture clip at test time (ffmpeg, into a temp dir,
 * never committed) go through the /app file chooser and the scan's own pipeline.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureFixture } from '@ai-doctor/fixtures';
import { expect, type Page, test } from '@playwright/test';
import { VIDEO_NO_FACE, VIDEO_TOO_SHORT, VIDEO_UNREADABLE } from '../src/features/scan/capture/videoFileSource.ts';
import type { TraceWithMeta } from '../src/features/scan/store/scanTypes.ts';
import { carriesImageData, fakeCameraLaunch } from './support/fakeCamera.ts';
import { gotoHydrated } from './support/hydration.ts';

const CLIP = 'calm-light';
const { truth, launchOptions } = fakeCameraLaunch(CLIP);
test.use({ launchOptions });

const dir = mkdtempSync(join(tmpdir(), 'ai-doctor-video-'));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs ffmpeg, writing `name` in the temp dir. */
function ffmpeg(name: string, args: string[]): string {
  const out = join(dir, name);
  const res = spawnSync('ffmpeg', ['-y', '-v', 'error', ...args, out], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`ffmpeg ${name}: ${res.stderr}`);
  return out;
}

/** How many frames of `file` start before `seconds` (ffprobe reads the file's own timestamps). */
function framesBefore(file: string, seconds: number): number {
  const res = spawnSync(
    'ffprobe',
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'frame=pts_time', '-of', 'csv=p=0', file],
    { encoding: 'utf8' },
  );
  // A line may carry a trailing comma (side data): the time is its leading number.
  return res.stdout
    .split('\n')
    .map((line) => Number.parseFloat(line))
    .filter((t) => t < seconds).length;
}

/** The bench's stand-in for a cheap phone (CDP `Emulation.setCPUThrottlingRate`). */
const CPU_THROTTLE = 4;

/** The fixture clip the fake camera plays, as an H.264 MP4 (what a phone records), `seconds` long. */
function fixtureMp4(name: string, seconds: number): string {
  return ffmpeg(name, [
    ...['-i', ensureFixture(CLIP).y4mPath, '-t', String(seconds)],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '12', '-pix_fmt', 'yuv420p'],
  ]);
}

async function chooseVideo(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Measure from a video' }).click();
  await (await chooser).setFiles(file);
}

async function shownHeartRate(page: Page): Promise<number> {
  await expect(page.getByRole('heading', { name: 'Measurement Complete' })).toBeVisible({ timeout: 300_000 });
  return Number(await page.locator('[data-metric="heartRate"]').first().getAttribute('data-value'));
}

const lastTrace = (page: Page) =>
  page.evaluate(() => window.__AI_DOCTOR__?.lastTrace() ?? null) as Promise<TraceWithMeta | null>;

// The file is read from its start, so its reference is the truth over the first 35 s (`heartRateBpm`); a
// fake-camera scan starts wherever the looping camera is when a face is found, over other seconds of a
// rate that breathes, so the two paths are compared through the truth each read, not with each other.
test('a chosen video ends on the results, from a video, with the clip’s heart rate within 1 bpm, on a slow CPU too', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const video = fixtureMp4('calm.mp4', 36);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (carriesImageData(r)) uploads.push(`${r.method()} ${r.url()}`);
  });
  await gotoHydrated(page, '/app');

  await chooseVideo(page, video);
  await expect(page.getByTestId('scan-screen')).toBeVisible();
  const videoRate = await shownHeartRate(page);
  await expect(page.getByTestId('results-origin')).toHaveText('Measured just now from a video');
  console.log(`e2e video file ${videoRate} bpm, truth ${truth.heartRateBpm} bpm`);
  expect(Math.abs(videoRate - truth.heartRateBpm)).toBeLessThanOrEqual(1);

  // The trace is on the file's own clock: media times from its start, over the 35 s read, every frame.
  const trace = await lastTrace(page);
  const times = Array.from(trace?.timestampsMs ?? []);
  expect(times[0]).toBe(0);
  expect(times.at(-1)).toBeGreaterThan(34_000);
  expect(times.at(-1)).toBeLessThan(35_000);
  expect(times).toHaveLength(framesBefore(video, 35));
  expect(trace?.meta.faceMode).toBe('face-model');
  // The video never left the device.
  expect(uploads).toEqual([]);

  // On a ×4 slower CPU the workers take longer per frame: the file waits for them instead of dropping
  // frames, so the scan reads the same frames at the same media times and gives the same heart rate.
  await gotoHydrated(page, '/app');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  await chooseVideo(page, video);
  const slowRate = await shownHeartRate(page);
  const slowTrace = await lastTrace(page);
  console.log(
    `e2e video file on a ×${CPU_THROTTLE} CPU: ${slowRate} bpm, ${slowTrace?.timestampsMs.length} of ${times.length} frames`,
  );
  expect(Array.from(slowTrace?.timestampsMs ?? [])).toEqual(times);
  expect(slowTrace?.meta.pump).toMatchObject({ dropped: 0, delivered: times.length });
  expect(slowRate).toBe(videoRate);
});

test('too short, undecodable and faceless videos each get their message, and nothing is saved', async ({ page }) => {
  test.setTimeout(240_000);
  const short = fixtureMp4('short.mp4', 8);
  // MPEG-4 Part 2 in an MP4: a codec Chromium does not decode.
  const undecodable = ffmpeg('old-codec.mp4', [
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=30',
    '-t',
    '25',
    '-c:v',
    'mpeg4',
  ]);
  const faceless = ffmpeg('no-face.mp4', [
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x480:rate=30', '-t', '25'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  ]);
  await gotoHydrated(page, '/app');
  const error = page.getByTestId('video-error');

  await chooseVideo(page, short);
  await expect(error).toContainText(VIDEO_TOO_SHORT);

  await chooseVideo(page, undecodable);
  await expect(error).toContainText(VIDEO_UNREADABLE);

  await chooseVideo(page, faceless);
  await expect(page.getByTestId('scan-screen')).toBeVisible();
  await expect(error).toContainText(VIDEO_NO_FACE, { timeout: 60_000 });

  await expect(page.getByRole('heading', { name: 'Measurement Complete' })).toHaveCount(0);
  await expect(page.getByTestId('recent-readings').getByRole('listitem')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('bp_measurements') ?? '[]'))).toEqual([]);
});
