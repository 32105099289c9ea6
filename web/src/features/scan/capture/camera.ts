/**
 * The front camera: opened at the product's ideal 640×480 @ 30 (ADR-19), with exposure and white balance locked
 * where the browser allows it (auto-exposure steps show up as fake pulses), settings read back.
 */
import { CAMERA_CONSTRAINTS } from '../constants.ts';

export const CAMERA_UNAVAILABLE = 'Camera access denied or not available';
export const CAMERA_FAILED = 'Failed to access camera';

/** ADR-18: an Error from the camera → 'Camera access denied or not available'; anything else → 'Failed to access camera'. */
export function cameraErrorMessage(error: unknown): string {
  return error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException)
    ? CAMERA_UNAVAILABLE
    : CAMERA_FAILED;
}

/** The camera's settings as read back, and which auto controls were locked. */
export interface CameraSettings {
  width?: number;
  height?: number;
  frameRate?: number;
  facingMode?: string;
  exposureMode?: string;
  whiteBalanceMode?: string;
  locked: string[];
}

export interface OpenCamera {
  stream: MediaStream;
  settings: CameraSettings;
}

/** Image-capture extensions of MediaTrackCapabilities / Settings (not in TypeScript's DOM lib). */
interface CaptureControls {
  exposureMode?: string | string[];
  whiteBalanceMode?: string | string[];
}

const LOCKABLE = ['exposureMode', 'whiteBalanceMode'] as const;
/** Time the camera's automatic exposure and white balance get to settle on the face before the lock. */
export const AUTO_CONTROLS_SETTLE_MS = 800;

/**
 * Switches continuous exposure / white balance to manual, keeping the values they settled on, where
 * the camera supports it.
 */
async function lockAutoControls(track: MediaStreamTrack): Promise<string[]> {
  const capabilities = (track.getCapabilities?.() ?? {}) as CaptureControls;
  const lockable = LOCKABLE.filter((control) => {
    const modes = capabilities[control];
    return Array.isArray(modes) && modes.includes('manual');
  });
  if (lockable.length === 0) return [];
  await new Promise((resolve) => setTimeout(resolve, AUTO_CONTROLS_SETTLE_MS));
  const locked: string[] = [];
  for (const control of lockable) {
    try {
      await track.applyConstraints({ advanced: [{ [control]: 'manual' } as MediaTrackConstraintSet] });
      locked.push(control);
    } catch {
      // Some cameras list 'manual' yet refuse it; the scan works with auto controls too.
    }
  }
  return locked;
}

export async function openFrontCamera(media: MediaDevices = navigator.mediaDevices): Promise<OpenCamera> {
  if (!media?.getUserMedia) throw new Error('getUserMedia is not available');
  const stream = await media.getUserMedia(CAMERA_CONSTRAINTS);
  const [track] = stream.getVideoTracks();
  if (!track) {
    stopCamera(stream);
    throw new Error('The camera gave no video track');
  }
  const locked = await lockAutoControls(track);
  const s = track.getSettings() as MediaTrackSettings & CaptureControls;
  return {
    stream,
    settings: {
      width: s.width,
      height: s.height,
      frameRate: s.frameRate,
      facingMode: s.facingMode,
      exposureMode: typeof s.exposureMode === 'string' ? s.exposureMode : undefined,
      whiteBalanceMode: typeof s.whiteBalanceMode === 'string' ? s.whiteBalanceMode : undefined,
      locked,
    },
  };
}

/** Stops every track, so the camera light goes off. */
export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
