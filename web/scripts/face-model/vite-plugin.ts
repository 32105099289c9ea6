/**
 * Vite plugin: serves the face detector's files from the app's own origin, built from node_modules.
 *
 * The scan worker imports `virtual:face-detector-assets` and gets the URLs of
 * - the MediaPipe Tasks vision WebAssembly (module build: the scan worker is a module worker), and
 * - BlazeFace short-range (`@mediapipe/face_detection`), patched with the NormalizationOptions
 *   metadata MediaPipe Tasks needs (see tflite-metadata.ts).
 * In a build they are emitted as hashed assets; in dev they are served by a middleware. Nothing is
 * committed and nothing is fetched from a CDN.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { addNormalizationMetadata } from './tflite-metadata.ts';

const VIRTUAL_ID = 'virtual:face-detector-assets';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_PREFIX = '/@face-detector/';

/** BlazeFace expects RGB scaled to [-1, 1]. */
const BLAZEFACE_NORMALIZATION = { mean: [127.5], std: [127.5], modelName: 'BlazeFace short-range' };

interface Asset {
  /** Export name in the virtual module. */
  key: 'wasmLoaderUrl' | 'wasmBinaryUrl' | 'modelUrl';
  fileName: string;
  read(): Uint8Array;
}

const require = createRequire(import.meta.url);
const packageFile = (specifier: string) => () => new Uint8Array(readFileSync(require.resolve(specifier)));

const ASSETS: Asset[] = [
  {
    key: 'wasmLoaderUrl',
    fileName: 'vision_wasm_module_internal.js',
    read: packageFile('@mediapipe/tasks-vision/vision_wasm_module_internal.js'),
  },
  {
    key: 'wasmBinaryUrl',
    fileName: 'vision_wasm_module_internal.wasm',
    read: packageFile('@mediapipe/tasks-vision/vision_wasm_module_internal.wasm'),
  },
  {
    key: 'modelUrl',
    fileName: 'face_detection_short_range.tflite',
    read: () =>
      addNormalizationMetadata(
        packageFile('@mediapipe/face_detection/face_detection_short_range.tflite')(),
        BLAZEFACE_NORMALIZATION,
      ),
  },
];

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript',
  wasm: 'application/wasm',
  tflite: 'application/octet-stream',
};

export function faceDetectorAssets(): Plugin {
  let serving = false;
  return {
    name: 'ai-doctor:face-detector-assets',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const lines = ASSETS.map((asset) => {
        if (serving) return `export const ${asset.key} = ${JSON.stringify(DEV_PREFIX + asset.fileName)};`;
        const ref = this.emitFile({ type: 'asset', name: asset.fileName, source: asset.read() });
        return `export const ${asset.key} = import.meta.ROLLUP_FILE_URL_${ref};`;
      });
      return lines.join('\n');
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const asset = ASSETS.find((a) => req.url === DEV_PREFIX + a.fileName);
        if (!asset) return next();
        res.setHeader(
          'Content-Type',
          CONTENT_TYPES[asset.fileName.split('.').pop() ?? ''] ?? 'application/octet-stream',
        );
        res.end(asset.read());
      });
    },
  };
}
