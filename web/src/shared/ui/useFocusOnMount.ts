import { useEffect, useRef } from 'react';

/**
 * Moves keyboard and screen-reader focus to an element (give it tabIndex={-1}) when it appears, so a
 * screen that replaces another (intro → scan → results) is announced instead of focus dropping to <body>.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
