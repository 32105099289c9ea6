/**
 * A text read by a store hook, rendered on its own: when the store ticks, only this text renders, not the
 * Mantine components around it (main-thread time a slow phone needs for its camera frames). `read` must be
 * the same hook on every render (a module-level function).
 */
export function SubscribedText({ read }: { read: () => string }) {
  return read();
}
