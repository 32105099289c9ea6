/** The app's one scan store, built on the browser's camera, worker and server, with its page hook installed. */
import { browserScanDeps } from './browserDeps.ts';
import { installPageHook } from './pageHook.ts';
import { createScanStore } from './scanStore.ts';

export const useScanStore = createScanStore(browserScanDeps());
installPageHook(useScanStore);
