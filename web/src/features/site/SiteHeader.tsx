import { Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { NavLinks } from './NavLinks.tsx';
import { PRODUCT_NAME } from './navigation.ts';
import classes from './SiteHeader.module.css';

// The drawer (with its focus trap, scroll lock and transitions) stays out of the landing page's first load.
const MobileMenu = lazy(() => import('./MobileMenu.tsx').then((m) => ({ default: m.MobileMenu })));

/** Top navigation (ADR-22): the active item is highlighted; a burger toggles it on small screens. */
export function SiteHeader() {
  const [menuOpen, menu] = useDisclosure(false);
  // Mounted from the first press on, so closing it still animates.
  const [menuWanted, setMenuWanted] = useState(false);
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
              onClick={() => {
                setMenuWanted(true);
                menu.toggle();
              }}
              hiddenFrom="md"
              aria-label={menuOpen ? 'Close navigation' : 'Open navigation'}
              aria-expanded={menuOpen}
              aria-controls="mobile-navigation"
            />
          </Group>
        </Group>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} links={<NavLinks />} />
        </Suspense>
      )}
    </header>
  );
}
