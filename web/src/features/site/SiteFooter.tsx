import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { COPYRIGHT_YEAR, FOOTER_LINKS, PRODUCT_NAME } from './navigation.ts';

/** Footer (ADR-22): legal and company links, 'Made in London, UK', the 2025 copyright line. */
export function SiteFooter() {
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" py="xl">
        <Stack gap="sm">
          <Group component="nav" aria-label="Footer" gap="md">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            Made in London, UK
          </Text>
          <Text size="sm" c="dimmed">
            © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved. Informational only; not a replacement for a doctor.
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
