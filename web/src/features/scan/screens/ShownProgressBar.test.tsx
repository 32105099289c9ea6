import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShownPercent } from './ShownPercent.tsx';
import { ShownProgressBar } from './ShownProgressBar.tsx';

/** Server-side render, at the store's first state (no progress yet). */
const render = (ui: React.ReactElement) => renderToStaticMarkup(<MantineProvider>{ui}</MantineProvider>);

describe('the scan progress bar and percent, rendered', () => {
  it('announce one progress bar, at the shown percent', () => {
    const html = render(<ShownProgressBar sectionLabel={{ 'aria-label': 'Scan progress' }} />);
    expect(html.match(/role="progressbar"/g)).toHaveLength(1);
    expect(html).toContain('aria-valuenow="0"');
    expect(html).toContain('aria-label="Scan progress"');
    expect(html).toContain('transform:translateX(-100%)');
  });

  it('write the percent into a fixed box that nothing inside resizes', () => {
    expect(render(<ShownPercent />)).toMatch(/<span style="[^"]*width:5ch[^"]*contain:strict[^"]*">0%<\/span>/);
  });
});
