import { describe, expect, it } from 'vitest';
import { makeResult } from '../../readings/testing/measurementResult.ts';
import { elapsedLabel, flowView, remainingSeconds, scanFailed, signalDotColor } from './scanScreenModel.ts';

describe('page flow view', () => {
  const results = makeResult();
  it('shows the intro when idle, the scan while initializing or active, the results when complete', () => {
    expect(flowView({ phase: 'idle', cameraError: null, results: null })).toBe('intro');
    expect(flowView({ phase: 'initializing', cameraError: null, results: null })).toBe('scanning');
    expect(flowView({ phase: 'active', cameraError: null, results: null })).toBe('scanning');
    expect(flowView({ phase: 'complete', cameraError: null, results })).toBe('results');
  });

  it('shows the camera card whenever the camera failed', () => {
    const cameraError = 'Camera access denied or not available';
    expect(flowView({ phase: 'idle', cameraError, results: null })).toBe('camera-error');
    expect(flowView({ phase: 'initializing', cameraError, results: null })).toBe('camera-error');
  });

  it('returns to the intro, flagged as failed, when a scan completes without results', () => {
    const state = { phase: 'complete' as const, cameraError: null, results: null };
    expect(flowView(state)).toBe('intro');
    expect(scanFailed(state)).toBe(true);
    expect(scanFailed({ ...state, results })).toBe(false);
  });
});

describe('signal-quality dot', () => {
  it('is orange without a face, whatever the quality', () => {
    expect(signalDotColor(null)).toBe('orange');
    expect(signalDotColor({ faceDetected: false, signalQuality: 95 })).toBe('orange');
  });

  it('is red at 40 or below, yellow above 40, green above 70', () => {
    const dot = (signalQuality: number) => signalDotColor({ faceDetected: true, signalQuality });
    expect(dot(0)).toBe('red');
    expect(dot(40)).toBe('red');
    expect(dot(40.5)).toBe('yellow');
    expect(dot(70)).toBe('yellow');
    expect(dot(70.1)).toBe('green');
  });
});

describe('scan timer', () => {
  it('counts whole seconds left down to zero', () => {
    expect(remainingSeconds(0)).toBe(35);
    expect(remainingSeconds(100)).toBe(35);
    expect(remainingSeconds(1000)).toBe(34);
    expect(remainingSeconds(34_900)).toBe(1);
    expect(remainingSeconds(40_000)).toBe(0);
  });

  it('shows elapsed over the scan length', () => {
    expect(elapsedLabel(0)).toBe('0s / 35s');
    expect(elapsedLabel(12_950)).toBe('12s / 35s');
    expect(elapsedLabel(36_000)).toBe('35s / 35s');
  });
});
