import { Button, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from './navigation.ts';

/** The navigation drawer of small screens; its own chunk, loaded when the burger is first pressed. */
export function MobileMenu({ opened, onClose, links }: { opened: boolean; onClose(): void; links: ReactNode }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      hiddenFrom="md"
      size="xs"
      padding="md"
      title={PRODUCT_NAME}
      id="mobile-navigation"
    >
      <Stack component="nav" aria-label="Main" gap={4}>
        {links}
        <Button component={Link} to="/app" mt="md">
          Start Scan
        </Button>
      </Stack>
    </Drawer>
  );
}
