import { expect, test } from '@playwright/test';
import { enhanceRequest } from '../src/features/scan/measurement/enhancement.ts';
import type { TraceWithMeta } from '../src/features/scan/store/scanTypes.ts';
import { cameraTrackStates, carriesImageData, fakeCameraLaunch, watchCameraTracks } from './support/fakeCamera.ts';
import { gotoHydrated } from './support/hydration.ts';

const { truth, launchOptions } = fakeCameraLaunch('calm-light');
test.use({ launchOptions });

test('a full 35 s scan of a synthetic face ends on the results with the true heart rate, sending no image', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { core } = (await (await request.get('/api/health')).json()) as { core: string };
  const imageRequests: string[] = [];
  const posted: string[] = [];
  page.on('request', (r) => {
    if (carriesImageData(r)) imageRequests.push(`${r.method()} ${r.url()}`);
    if (r.method() !== 'GET') posted.push(new URL(r.url()).pathname);
  });
  await watchCameraTracks(page);

  await gotoHydrated(page, '/app');
  await page.getByRole('button', { name: 'Start Measurement' }).first().click();
  await expect(page.getByText('Contactless BP Measurement')).toBeVisible();
  await expect(page.getByText('Face detected! Stay still for accurate measurement')).toBeVisible({ timeout: 20_000 });

  // The live tile through the scan: 'reading…' until the core pins the rate within ±5 bpm, then that rate.
  const liveRates: number[] = [];
  const complete = page.getByRole('heading', { name: 'Measurement Complete' });
  for (const started = Date.now(); !(await complete.isVisible()) && Date.now() - started < 90_000; ) {
    // Not textContent(): it waits for the tile, which is gone once the results replace the scan.
    const [text = ''] = await page.getByTestId('live-heart-rate').allTextContents();
    const rate = /(\d+) bpm/.exec(text);
    if (rate) liveRates.push(Number(rate[1]));
    await page.waitForTimeout(250);
  }
  await expect(complete).toBeVisible();
  const heartRate = Number(await page.locator('[data-metric="heartRate"]').first().getAttribute('data-value'));
  console.log(`e2e heart rate ${heartRate} bpm, truth ${truth.heartRateBpm} bpm; live ${liveRates.length} refreshes`);
  expect(Math.abs(heartRate - truth.heartRateBpm)).toBeLessThanOrEqual(3);
  // Every number the live tile showed was the model's exact reading of the scan so far, and the last one
  // is the final reading but for the frames after it (the same model on the same trace).
  expect(liveRates.length).toBeGreaterThan(0);
  expect(liveRates.filter((r) => Math.abs(r - truth.heartRateBpm) > 5)).toEqual([]);
  expect(Math.abs((liveRates.at(-1) as number) - heartRate)).toBeLessThanOrEqual(2);

  // The worker ran the same WASM core as the server, with the face model, on real frame times.
  const trace = (await page.evaluate(() => window.__AI_DOCTOR__?.lastTrace() ?? null)) as TraceWithMeta | null;
  expect(trace?.meta).toMatchObject({ coreVersion: core, faceMode: 'face-model' });
  // The recording spans the scan, on the camera's capture clock (frame counts vary with machine load).
  const times = trace?.timestampsMs ?? [];
  expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThan(30_000);
  // The scan's place in the camera stream (how far into the clip it began) is known, on the same clock.
  const streamStartMs = trace?.meta.pump?.streamStartMs ?? Number.NaN;
  expect((times[0] ?? 0) - streamStartMs).toBeGreaterThanOrEqual(0);
  expect((times[0] ?? 0) - streamStartMs).toBeLessThan(20_000);
  expect(trace?.rois.map((r) => r.name)).toEqual(['forehead', 'rightCheek', 'leftCheek', 'face']);
  // The lips found in the camera's frames stand in the mouth slot of the detection frames (face/lips.ts).
  const marks = Array.from(trace?.landmarks ?? [], Number);
  const frames = Array.from({ length: marks.length / 12 }, (_, i) => marks.slice(12 * i, 12 * i + 12));
  const detections = frames.filter((f) => Number.isFinite(f[0]));
  const withLips = detections.filter((f) => Number.isFinite(f[6]) && Number.isFinite(f[7]));
  console.log(`e2e lips found on ${withLips.length} of ${detections.length} detection frames`);
  expect(withLips.length).toBeGreaterThan(0.9 * detections.length);

  // The enhancement body the app would send is accepted by the real server and gives the same pulse.
  const enhanced = await request.post('/api/enhance-rppg', { data: enhanceRequest(trace as TraceWithMeta) });
  expect(enhanced.status()).toBe(200);
  const refined = (await enhanced.json()) as { heartRate: number };
  console.log(`e2e enhanced heart rate ${refined.heartRate} bpm`);
  expect(Math.abs(refined.heartRate - truth.heartRateBpm)).toBeLessThanOrEqual(3);

  // Privacy: nothing carried image data; the only possible scan upload is the numeric trace.
  expect(imageRequests).toEqual([]);
  expect(posted.filter((p) => p !== '/api/enhance-rppg' && p !== '/api/wellness-diagnosis')).toEqual([]);
  // The camera is off once the scan is over.
  const states = await cameraTrackStates(page);
  expect(states.length).toBeGreaterThan(0);
  expect(states.every((s) => s === 'ended')).toBe(true);
});
