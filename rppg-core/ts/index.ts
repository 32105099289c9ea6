export { LANDMARK_VALUES, loadRppgCore, RppgCore, type WasmSource } from './core.ts';
export { RppgError, type RppgErrorCode } from './errors.ts';
export * from './types.ts';
