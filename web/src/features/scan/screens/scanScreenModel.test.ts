import { describe, expect, it } from 'vitest';
import { makeResult } from '../../../shared/testing/measurementResult.ts';
import {
  elapsedLabel,
  flowView,
  liveHeartRateText,
  liveTilesView,
  remainingSeconds,
  scanFailed,
  signalDotColor,
} from './scanScreenModel.ts';

describe('page flow view', () => {
  const results = makeResult();
  it('shows the intro when idle, the scan while initializing or active, the results when complete', () => {
    expect(flowView({ phase: 'idle', cameraError: null, results: null, noFaceFound: false })).toBe('intro');
    expect(flowView({ phase: 'initializing', cameraError: null, results: null, noFaceFound: false })).toBe('scanning');
    expect(flowView({ phase: 'active', cameraError: null, results: null, noFaceFound: false })).toBe('scanning');
    expect(flowView({ phase: 'complete', cameraError: null, results, noFaceFound: false })).toBe('results');
  });

  it('shows the camera card whenever the camera failed', () => {
    const cameraError = 'Camera access denied or not available';
    expect(flowView({ phase: 'idle', cameraError, results: null, noFaceFound: false })).toBe('camera-error');
    expect(flowView({ phase: 'initializing', cameraError, results: null, noFaceFound: false })).toBe('camera-error');
  });

  it('returns to the intro, flagged as failed, when a scan completes without results', () => {
    const state = { phase: 'complete' as const, cameraError: null, results: null, noFaceFound: false };
    expect(flowView(state)).toBe('intro');
    expect(scanFailed(state)).toBe(true);
    expect(scanFailed({ ...state, results })).toBe(false);
  });

  it('shows the no-face state, not a failure, when a scan ended without enough time with a face', () => {
    const state = { phase: 'complete' as const, cameraError: null, results: null, noFaceFound: true };
    expect(flowView(state)).toBe('no-face');
    expect(scanFailed(state)).toBe(false);
  });
});

describe('live heart rate tile', () => {
  const live = { faceDetected: true, heartRate: 102, signalQuality: 20 };
  it("shows the rate the session reports (the core's exact ones), 'reading…' until then, '--' without a face", () => {
    expect(liveHeartRateText(live)).toBe('102 bpm');
    expect(liveHeartRateText({ ...live, heartRate: 0 })).toBe('reading…');
    expect(liveHeartRateText({ ...live, faceDetected: false })).toBe('--');
    expect(liveHeartRateText(null)).toBe('--');
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

describe('live tiles view', () => {
  it('shows dashes and the orange dot without a face', () => {
    expect(liveTilesView(null)).toEqual({ heartRate: '--', quality: '--', dot: 'orange' });
    expect(liveTilesView({ faceDetected: false, heartRate: 72, signalQuality: 80 })).toEqual({
      heartRate: '--',
      quality: '--',
      dot: 'orange',
    });
  });

  it('rounds the rate and the quality', () => {
    expect(liveTilesView({ faceDetected: true, heartRate: 71.6, signalQuality: 70.4 })).toEqual({
      heartRate: '72 bpm',
      quality: '70%',
      dot: 'green',
    });
    expect(liveTilesView({ faceDetected: true, heartRate: 0, signalQuality: 12.6 })).toEqual({
      heartRate: 'reading…',
      quality: '13%',
      dot: 'red',
    });
  });
});
