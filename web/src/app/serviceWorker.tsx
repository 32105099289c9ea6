/**
 * The service worker (`dist/sw.js`, written by `scripts/service-worker.ts`): registered once the page
 * has loaded, so it costs the first visit nothing but this module, and Workbox's page half is loaded
 * only then. When a new version has installed and waits, a lasting toast offers "Reload": the waiting
 * worker takes over and the page reloads on the new files. Without the click, the new version starts
 * on the next visit after every tab of the site has closed; a page never runs on a mix of the two.
 */
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** The toast's id, so a second waiting version does not stack a second toast. */
const UPDATE_TOAST_ID = 'app-update';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const worker = new Workbox('/sw.js');
    worker.addEventListener('waiting', () => {
      // A page the old version does not serve (the first visit) loaded its files from the network, and
      // the new version takes over without waiting for it: nothing to reload.
      if (!navigator.serviceWorker.controller) return;
      const reload = () => {
        worker.addEventListener('controlling', () => window.location.reload());
        worker.messageSkipWaiting();
      };
      notifications.show({
        id: UPDATE_TOAST_ID,
        title: 'A new version of AI Doctor is ready',
        message: (
          <Button size="xs" mt={6} onClick={reload}>
            Reload
          </Button>
        ),
        autoClose: false,
      });
    });
    await worker.register();
  };
  // The site works without it (only offline use is lost), so a browser that refuses it is a warning.
  const registerLogged = () =>
    register().catch((e: unknown) => console.warn('The service worker could not be registered; no offline use', e));
  if (document.readyState === 'complete') void registerLogged();
  else window.addEventListener('load', () => void registerLogged(), { once: true });
}
