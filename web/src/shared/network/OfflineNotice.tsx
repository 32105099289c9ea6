import { Alert } from '@mantine/core';
import { useOnline } from './useOnline.ts';

/**
 * On a page that needs the server (sending a message, booking): says so while the device is offline,
 * instead of letting the form fail. The app and the scan work offline; these do not.
 */
export function OfflineNotice({ what }: { what: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert color="yellow" variant="light" title="You are offline" role="status" mb="md" data-testid="offline-notice">
      {what} needs a connection. The scan and your saved readings work offline.
    </Alert>
  );
}
