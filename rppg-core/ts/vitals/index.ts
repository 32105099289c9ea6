export * from './bands.ts';
export * from './defaults.ts';
export * from './evidence.ts';
export * from './heartRate.ts';
export * from './reasons.ts';
export * from './types.ts';
export * from './wellness.ts';
export * from './withheld.ts';
