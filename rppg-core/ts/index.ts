export { loadRppgCore, RppgCore, type WasmSource } from './core.ts';
