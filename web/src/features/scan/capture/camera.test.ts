import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMERA_CONSTRAINTS } from '../constants.ts';
import { AUTO_CONTROLS_SETTLE_MS, cameraErrorMessage, openFrontCamera, stopCamera } from './camera.ts';

function fakeTrack(capabilities: Record<string, unknown>, refuse: string[] = []) {
  const settings: Record<string, unknown> = {
    width: 640,
    height: 480,
    frameRate: 30,
    facingMode: 'user',
    exposureMode: 'continuous',
  };
  return {
    stop: vi.fn(),
    getCapabilities: () => capabilities,
    getSettings: () => ({ ...settings }),
    applyConstraints: vi.fn(async (c: { advanced: Record<string, string>[] }) => {
      const [entry] = Object.entries(c.advanced[0] ?? {});
      if (!entry || refuse.includes(entry[0])) throw new Error('OverconstrainedError');
      settings[entry[0]] = entry[1];
    }),
  };
}

function media(track: ReturnType<typeof fakeTrack>) {
  const stream = { getVideoTracks: () => [track], getTracks: () => [track] };
  return { getUserMedia: vi.fn(async () => stream) } as unknown as MediaDevices;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('openFrontCamera', () => {
  it('asks for the front camera at the ideal 640×480@30 and reads the settings back', async () => {
    const track = fakeTrack({});
    const devices = media(track);
    const { settings } = await openFrontCamera(devices);
    expect(devices.getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS);
    expect(settings).toMatchObject({ width: 640, height: 480, frameRate: 30, facingMode: 'user', locked: [] });
    expect(track.applyConstraints).not.toHaveBeenCalled();
  });

  it('locks exposure and white balance after they settle, where the camera offers manual modes', async () => {
    vi.useFakeTimers();
    const track = fakeTrack({ exposureMode: ['continuous', 'manual'], whiteBalanceMode: ['continuous', 'manual'] }, [
      'whiteBalanceMode',
    ]);
    const opening = openFrontCamera(media(track));
    await vi.advanceTimersByTimeAsync(AUTO_CONTROLS_SETTLE_MS - 1);
    expect(track.applyConstraints).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const { settings } = await opening;
    expect(settings.locked).toEqual(['exposureMode']);
    expect(settings.exposureMode).toBe('manual');
  });
});

describe('cameraErrorMessage (spec 01 §8)', () => {
  it('maps errors to the spec texts', () => {
    expect(cameraErrorMessage(new DOMException('denied', 'NotAllowedError'))).toBe(
      'Camera access denied or not available',
    );
    expect(cameraErrorMessage(new TypeError('no mediaDevices'))).toBe('Camera access denied or not available');
    expect(cameraErrorMessage('weird')).toBe('Failed to access camera');
    expect(cameraErrorMessage(undefined)).toBe('Failed to access camera');
  });
});

describe('stopCamera', () => {
  it('stops every track', () => {
    const track = fakeTrack({});
    stopCamera({ getTracks: () => [track] } as unknown as MediaStream);
    expect(track.stop).toHaveBeenCalled();
  });
});
