export { loadRppgCore, RppgCore, type WasmSource } from './core.ts';
export { RppgError, type RppgErrorCode } from './errors.ts';
export * from './types.ts';
