import type { CSSProperties } from 'react';

/**
 * A text read by a store hook, rendered and laid out on its own: when the store ticks, only this text
 * renders, not the Mantine components around it, and it sits in a one-line box of a fixed `width` that
 * nothing inside can resize (`contain: strict`), so the browser lays out and repaints that box alone,
 * not the page (main-thread time a slow phone needs for its camera frames). `width` must hold the
 * longest text. `read` must be the same hook on every render (a module-level function).
 */
export function SubscribedText({
  read,
  width,
  align = 'left',
}: {
  read: () => string;
  width: string;
  align?: 'left' | 'right';
}) {
  const box: CSSProperties = {
    display: 'inline-block',
    verticalAlign: 'top',
    width,
    height: '1lh',
    contain: 'strict',
    textAlign: align,
    whiteSpace: 'nowrap',
  };
  return <span style={box}>{read()}</span>;
}
