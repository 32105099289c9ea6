// What the completion tests run on: a short recorded trace, a browser result and a completion's input.
import type { MeasurementResult } from '@ai-doctor/rppg-core/vitals';
import { vi } from 'vitest';
import type { RecordedTrace } from '../worker/traceRecorder.ts';
import type { CompletionInput } from './completion.ts';

export const trace: RecordedTrace = {
  timestampsMs: [0, 33.3, 66.7],
  rois: [{ name: 'forehead', rgb: [150, 100, 80, 151, 101, 80, 150, 100, 81] }],
  facePresent: [1, 1, 0],
  landmarks: new Array(36).fill(Number.NaN),
  timeSeriesData: [
    [150, 100, 80],
    [151, 101, 80],
    [150, 100, 81],
  ],
};

export function browserResult(over: Partial<MeasurementResult> = {}): MeasurementResult {
  return {
    heartRate: 71,
    systolic: 118,
    diastolic: 76,
    confidence: 0.9,
    prq: 85,
    source: 'browser',
    reliable: true,
    withheld: {},
    atLimit: {},
    ...over,
  } as MeasurementResult;
}

export function input(over: Partial<CompletionInput> = {}): CompletionInput & { logs: string[] } {
  const logs: string[] = [];
  return {
    service: { finish: async () => browserResult(), trace: async () => trace },
    facePresentShare: 0.8,
    live: null,
    enhance: vi.fn(async () => ({ heartRate: 74, systolic: 121, diastolic: 79, confidence: 0.82, signalQuality: 77 })),
    log: (m: string) => logs.push(m),
    logs,
    ...over,
  };
}
