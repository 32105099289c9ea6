/**
 * Face tracks of recorded clips: the app's own face detector (see face-track/tracker.worker.ts) run once per
 * clip on every frame in headless Chromium, then cached, so the loop over region sampling and analysis
 * runs in Node in seconds. The cache key covers the clip file and the detector's code and packages.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import type { DetectedFace } from '../../src/features/scan/worker/scanSession.ts';
import { faceDetectorAssets } from '../face-model/vite-plugin.ts';
import { type ClipInfo, decodeFrames } from './clipFrames.ts';

const webRoot = join(import.meta.dirname, '..', '..');
const pageRoot = join(import.meta.dirname, 'face-track');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const require = createRequire(import.meta.url);

/** What the detections depend on besides the clip: its decoding, the page, the detector module, its runtime and model. */
function detectorFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of [
    join(import.meta.dirname, 'clipFrames.ts'),
    join(pageRoot, 'tracker.worker.ts'),
    join(webRoot, 'src/features/scan/worker/faceDetector.ts'),
    join(webRoot, 'src/features/scan/worker/detectorInput.ts'),
    require.resolve('@mediapipe/tasks-vision/vision_wasm_module_internal.wasm'),
    require.resolve('@mediapipe/face_detection/face_detection_short_range.tflite'),
  ]) {
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

function cacheFile(cacheDir: string, name: string, videoPath: string): string {
  const stat = statSync(videoPath);
  const key = createHash('sha256')
    .update(`${videoPath}\0${stat.size}\0${stat.mtimeMs}\0${detectorFingerprint()}`)
    .digest('hex')
    .slice(0, 12);
  return join(cacheDir, `${name}-${key}.faces.json`);
}

export function cachedFaceTrack(cacheDir: string, name: string, videoPath: string): (DetectedFace | null)[] | null {
  const file = cacheFile(cacheDir, name, videoPath);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as (DetectedFace | null)[]) : null;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
};

/** Runs the face detector over every frame of the clips that have no cached track yet. */
export async function trackFaces(
  cacheDir: string,
  clips: { name: string; videoPath: string; info: ClipInfo }[],
): Promise<void> {
  const todo = clips.filter((c) => !cachedFaceTrack(cacheDir, c.name, c.videoPath));
  if (todo.length === 0) return;
  const outDir = mkdtempSync(join(tmpdir(), 'ai-doctor-face-track-'));
  await build({
    root: pageRoot,
    configFile: false,
    logLevel: 'warn',
    worker: { format: 'es', plugins: () => [faceDetectorAssets()] },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  let frames: AsyncGenerator<Uint8ClampedArray> | null = null;
  let next = 0;
  const server = createServer(async (req, res) => {
    const url = req.url ?? '/';
    const frame = /^\/frame\/(\d+)$/.exec(url);
    if (frame) {
      // Frames are decoded as a stream, so the page asks for them in order.
      const got = frames && Number(frame[1]) === next ? await frames.next() : null;
      if (!got || got.done) return res.writeHead(404).end();
      next += 1;
      const { buffer, byteOffset, byteLength } = got.value;
      return res
        .writeHead(200, { 'content-type': 'application/octet-stream' })
        .end(Buffer.from(buffer, byteOffset, byteLength));
    }
    const file = join(outDir, url === '/' ? 'index.html' : url.replace(/^\/+/, ''));
    if (!file.startsWith(outDir) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-quic'],
  });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(0);
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => typeof window.trackFaces === 'function');
    for (const clip of todo) {
      // Another run sharing the cache may have tracked it meanwhile.
      if (cachedFaceTrack(cacheDir, clip.name, clip.videoPath)) continue;
      const started = performance.now();
      frames = decodeFrames(clip.videoPath, clip.info);
      next = 0;
      const { frames: count, width, height, fps } = clip.info;
      const faces = await page.evaluate((request) => window.trackFaces(request), { frames: count, width, height, fps });
      await frames.return(undefined);
      const file = cacheFile(cacheDir, clip.name, clip.videoPath);
      writeFileSync(`${file}.part`, JSON.stringify(faces));
      renameSync(`${file}.part`, file);
      const found = faces.filter(Boolean).length;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`  face track ${clip.name}: ${found}/${faces.length} frames with a face (${seconds} s, cached)`);
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
