/**
 * State changes held back until the page draws its next frame, then set together. A running scan's
 * progress tick and live refresh so make one render and one layout a frame at most, inside the frame's
 * own rendering, not a task each (a slow phone's main thread has its camera frames to take). Changes are
 * held for one owner (the scan run): an owner's are dropped when it ends and never shown for another.
 */
export class FrameBatch<K, S> {
  #held: { owner: K; state: Partial<S> } | null = null;

  /**
   * @param nextFrame calls back once before the page's next frame
   * @param apply sets the held changes
   */
  constructor(
    readonly nextFrame: (callback: () => void) => void,
    readonly apply: (owner: K, state: Partial<S>) => void,
  ) {}

  /** Holds `state` for the next frame, over what `owner` changed since the last. */
  add(owner: K, state: Partial<S>): void {
    if (this.#held?.owner === owner) {
      Object.assign(this.#held.state, state);
      return;
    }
    this.#held = { owner, state: { ...state } };
    this.nextFrame(() => this.flush(owner));
  }

  /** Sets what is held for `owner` now, not waiting for the frame. */
  flush(owner: K): void {
    const held = this.#held;
    if (held?.owner !== owner) return;
    this.#held = null;
    this.apply(owner, held.state);
  }

  /** Forgets what is held for `owner`. */
  drop(owner: K): void {
    if (this.#held?.owner === owner) this.#held = null;
  }
}
