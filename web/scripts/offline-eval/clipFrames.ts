/**
 * A recorded clip decoded by ffmpeg into RGBA frames, one after another, with the frame times the
 * camera would give them (frame i at i / fps: Chromium's fake camera plays a file at its own rate).
 */
import { spawn, spawnSync } from 'node:child_process';
import { rawFrames } from '@ai-doctor/fixtures';

export interface ClipInfo {
  width: number;
  height: number;
  fps: number;
  frames: number;
}

/** Size, frame rate and frame count of a clip's first video stream (ffprobe). */
export function probeClip(path: string): ClipInfo {
  const res = spawnSync(
    'ffprobe',
    [
      ...['-v', 'error', '-select_streams', 'v:0', '-count_packets'],
      ...['-show_entries', 'stream=width,height,r_frame_rate,nb_read_packets', '-of', 'json', path],
    ],
    { encoding: 'utf8' },
  );
  if (res.error) throw new Error(`ffprobe could not start (is ffmpeg installed?): ${res.error.message}`);
  if (res.status !== 0) throw new Error(`ffprobe ${path}: ${res.stderr.trim()}`);
  const stream = (JSON.parse(res.stdout).streams ?? [])[0];
  if (!stream) throw new Error(`${path}: no video stream`);
  const [num, den] = String(stream.r_frame_rate).split('/').map(Number) as [number, number];
  const info = {
    width: stream.width,
    height: stream.height,
    fps: num / (den || 1),
    frames: Number(stream.nb_read_packets),
  };
  if (!(info.width > 0 && info.height > 0 && info.fps > 0 && info.frames > 0)) {
    throw new Error(`${path}: cannot read size, frame rate or frame count`);
  }
  return info;
}

/**
 * The clip's frames as RGBA, decoded exactly as stored (no frame dropped or repeated). ffmpeg converts
 * YUV to RGB with the BT.601 matrix, as Chromium does for untagged video, and interpolates the chroma
 * planes bilinearly, as Chromium does too: with ffmpeg's default (each chroma sample over its 2×2
 * block) subject 3's face region read 1–1.5 units darker than in the browser, with it within 0.2.
 * `filter` (an ffmpeg filter chain that keeps every frame, e.g. `noise=alls=12:allf=t`) is applied to the
 * decoded picture first: harder conditions made from the same clip. The yielded buffer is reused.
 */
export async function* decodeFrames(path: string, info: ClipInfo, filter?: string): AsyncGenerator<Uint8ClampedArray> {
  const scale = 'scale=flags=bilinear+full_chroma_inp+full_chroma_int+accurate_rnd';
  const ffmpeg = spawn(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', path, '-fps_mode', 'passthrough'].concat([
      '-vf',
      filter ? `${filter},${scale}` : scale,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-',
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  ffmpeg.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => ffmpeg.on('close', resolve));
  try {
    yield* rawFrames(ffmpeg.stdout, info.width * info.height * 4);
  } finally {
    ffmpeg.kill();
  }
  const code = await exited;
  if (code !== 0 && code !== null && stderr) throw new Error(`ffmpeg ${path}: ${stderr.trim()}`);
}
