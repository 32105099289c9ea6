import { Container, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { startScanWorker } from './worker/client.ts';

/** Wiring check: loads the WASM core in the scan worker and shows its version. */
export function CoreStatusPage() {
  const [version, setVersion] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const worker = startScanWorker();
    worker.api.coreVersion().then(setVersion, (e: unknown) => setError(String(e)));
    return () => worker.terminate();
  }, []);
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Facial rPPG Technology</Title>
      <Text data-testid="core-version">
        {version ? `Signal core ${version} ready` : (error ?? 'Loading signal core…')}
      </Text>
    </Container>
  );
}
