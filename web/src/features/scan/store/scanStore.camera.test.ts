import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeService, fakeStream, setup } from './scanStoreFakes.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('camera errors (spec 01 §8)', () => {
  it("an Error from getUserMedia → 'Camera access denied or not available'", async () => {
    const t = setup({
      openCamera: async () => {
        throw new DOMException('Permission denied', 'NotAllowedError');
      },
    });
    await t.store.getState().start();
    expect(t.store.getState()).toMatchObject({ phase: 'idle', cameraError: 'Camera access denied or not available' });
  });

  it("a non-Error failure → 'Failed to access camera'", async () => {
    const t = setup({ openCamera: () => Promise.reject('nope') });
    await t.store.getState().start();
    expect(t.store.getState().cameraError).toBe('Failed to access camera');
  });

  it('the camera ending mid-scan stops the scan and reports it', async () => {
    const t = setup();
    await t.store.getState().start();
    t.track.dispatchEvent(new Event('ended'));
    expect(t.store.getState()).toMatchObject({ phase: 'idle', cameraError: 'Camera access denied or not available' });
    expect(t.pump.stop).toHaveBeenCalled();
  });

  it('the page being hidden stops the scan and the camera', async () => {
    const t = setup();
    await t.store.getState().start();
    t.hide();
    expect(t.store.getState()).toMatchObject({ phase: 'idle', cameraError: 'Camera access denied or not available' });
    expect(t.track.stopped).toBe(true);
  });

  it('the page being hidden while the worker loads cancels the scan before it starts', async () => {
    const service = fakeService();
    let loaded: () => void = () => undefined;
    service.prepare.mockReturnValue(
      new Promise((resolve) => {
        loaded = () => resolve({ coreVersion: '0.1.0', faceMode: 'face-model', faceModelError: null });
      }),
    );
    const t = setup({}, service);
    const starting = t.store.getState().start();
    await vi.waitFor(() => expect(t.service.prepare).toHaveBeenCalled());
    t.hide();
    loaded();
    await starting;
    expect(t.store.getState()).toMatchObject({ phase: 'idle', cameraError: 'Camera access denied or not available' });
    expect(t.track.stopped).toBe(true);
    expect(t.deps.startPump).not.toHaveBeenCalled();
  });

  it('a page already hidden when the camera opens cancels the scan (no further event will come)', async () => {
    const t = setup({
      onHidden: (cb) => {
        cb();
        return () => undefined;
      },
    });
    await t.store.getState().start();
    expect(t.store.getState()).toMatchObject({ phase: 'idle', cameraError: 'Camera access denied or not available' });
    expect(t.track.stopped).toBe(true);
    expect(t.deps.startPump).not.toHaveBeenCalled();
  });

  it('a new start clears the camera error', async () => {
    let fail = true;
    const { stream } = fakeStream();
    const t = setup({
      openCamera: async () => {
        if (fail) throw new Error('busy');
        return { stream, settings: { locked: [] } };
      },
    });
    await t.store.getState().start();
    fail = false;
    await t.store.getState().start();
    expect(t.store.getState()).toMatchObject({ phase: 'active', cameraError: null });
  });
});
