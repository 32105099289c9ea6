export * from './evidence.ts';
export * from './types.ts';
