/**
 * Typed wrapper over the core's C ABI. Hides every pointer: callers pass typed arrays and get
 * plain objects back; whatever the wrapper allocates in linear memory it frees.
 */

/** The raw exports of `rppg_core.wasm`. */
interface CoreExports {
  memory: WebAssembly.Memory;
  rppg_alloc(len: number): number;
  rppg_free(ptr: number, len: number): void;
  rppg_version_ptr(): number;
  rppg_version_len(): number;
}

/** Anything the module can be instantiated from, in a browser worker or in Node. */
export type WasmSource = BufferSource | WebAssembly.Module | Response | PromiseLike<Response>;

export class RppgCore {
  readonly #exports: CoreExports;

  constructor(exports: CoreExports) {
    this.#exports = exports;
  }

  /** Version of the Rust crate the module was built from. */
  version(): string {
    const e = this.#exports;
    const bytes = new Uint8Array(e.memory.buffer, e.rppg_version_ptr(), e.rppg_version_len());
    return new TextDecoder().decode(bytes);
  }

  /** Size of the module's linear memory in bytes (the scan's WASM memory budget is 32 MB). */
  memoryBytes(): number {
    return this.#exports.memory.buffer.byteLength;
  }
}

async function instantiate(source: WasmSource): Promise<WebAssembly.Instance> {
  if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, {});
  if (typeof Response !== 'undefined' && (source instanceof Response || 'then' in source)) {
    const response = await source;
    return (await WebAssembly.instantiateStreaming(response, {})).instance;
  }
  return (await WebAssembly.instantiate(source as BufferSource, {})).instance;
}

/** Instantiates the core from a fetched response, compiled module or raw bytes. */
export async function loadRppgCore(source: WasmSource): Promise<RppgCore> {
  const instance = await instantiate(source);
  return new RppgCore(instance.exports as unknown as CoreExports);
}
