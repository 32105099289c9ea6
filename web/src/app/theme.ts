import { type CSSVariablesResolver, createTheme, Title } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  // The darkest shade keeps white-on-colour and colour-on-white text above WCAG AA contrast.
  primaryShade: { light: 9, dark: 9 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    // ADR-19: tooltips open after 700 ms. A plain entry, not `Tooltip.extend`: importing Tooltip here
    // would put it (and floating-ui) into every page's first load, though only the scan screens use it.
    Tooltip: { defaultProps: { openDelay: 700 } },
    // One long word in a large heading ('Photoplethysmography') is wider than a 360 px phone.
    Title: Title.extend({ styles: { root: { overflowWrap: 'break-word' } } }),
  },
});

/**
 * WCAG AA contrast in light mode: secondary ("dimmed") text one shade darker than Mantine's default, and
 * teal text on teal-tinted backgrounds (light buttons, badges, the active nav item) darker than teal 9.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  // Error text (field errors, a due refill): red 9 on light surfaces and red 5 on dark ones are above AA.
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-teal-light-color': '#066b4c',
    '--mantine-color-error': t.colors.red[9],
  },
  dark: { '--mantine-color-dimmed': t.colors.dark[1], '--mantine-color-error': t.colors.red[5] },
});
