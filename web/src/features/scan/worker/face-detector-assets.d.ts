/** URLs of the face detector's files, from scripts/face-model/vite-plugin.ts. */
declare module 'virtual:face-detector-assets' {
  export const wasmLoaderUrl: string;
  export const wasmBinaryUrl: string;
  export const modelUrl: string;
}
