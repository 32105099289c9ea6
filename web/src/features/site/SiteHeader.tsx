import { Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { PRIMARY_NAV, PRODUCT_NAME } from './navigation.ts';
import classes from './SiteHeader.module.css';

function NavLinks() {
  return PRIMARY_NAV.map((link) => (
    <NavLink key={link.to} to={link.to} end className={classes.link}>
      {link.label}
    </NavLink>
  ));
}

/** Top navigation (spec 02 §2): the active item is highlighted; a burger toggles it on small screens. */
export function SiteHeader() {
  const [menuOpen, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the route changes
  useEffect(() => menu.close(), [pathname]);

  return (
    <header className={classes.header}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <Container size="lg" h={60}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/" className={classes.brand}>
            {PRODUCT_NAME}
          </Link>
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
            <NavLinks />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/app" size="sm" visibleFrom="xs">
              Start Scan
            </Button>
            <ColorSchemeToggle />
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom="md"
              aria-label={menuOpen ? 'Close navigation' : 'Open navigation'}
              aria-expanded={menuOpen}
              aria-controls="mobile-navigation"
            />
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={menuOpen}
        onClose={menu.close}
        hiddenFrom="md"
        size="xs"
        padding="md"
        title={PRODUCT_NAME}
        id="mobile-navigation"
      >
        <Stack component="nav" aria-label="Main" gap={4}>
          <NavLinks />
          <Button component={Link} to="/app" mt="md">
            Start Scan
          </Button>
        </Stack>
      </Drawer>
    </header>
  );
}
