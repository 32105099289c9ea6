/**
 * A camera that never shows a face: a plain wall, made with ffmpeg at test time (a 2 s clip the fake
 * camera loops), in a grey-blue no skin-colour rule takes for skin.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';
import { fakeCameraArgs } from './fakeCamera.ts';

const WALL_COLOUR = '0x8c9aa8';

/** Launch options for a spec file whose camera shows a plain wall at 640×480, 30 fps. */
export function plainWallLaunch(): { executablePath: string; args: string[] } {
  const dir = join(process.env.AI_DOCTOR_FIXTURES_CACHE ?? tmpdir(), 'plain-wall');
  const y4mPath = join(dir, `wall-${WALL_COLOUR}.y4m`);
  if (!existsSync(y4mPath)) {
    mkdirSync(dir, { recursive: true });
    const source = `color=c=${WALL_COLOUR}:s=640x480:r=30:d=2`;
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, '-pix_fmt', 'yuv420p', y4mPath]);
  }
  return { executablePath: chromiumPath, args: [...chromiumArgs, ...fakeCameraArgs(y4mPath)] };
}
