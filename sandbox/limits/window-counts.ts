type Window = { start: number; count: number };

/**
 * Counts per key in fixed windows of `windowMs`, for at most `maxKeys` keys. Windows are kept in the order they
 * started, so ended ones are dropped from the front; when every kept window is still running, the oldest goes
 * (it is the nearest to its end anyway).
 */
export class WindowCounts {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The count in the running window of `key` (0 when none runs). */
  count(key: string): number {
    const w = this.windows.get(key);
    return w && this.now() - w.start < this.windowMs ? w.count : 0;
  }

  /** Counts one more for `key`; returns the count in its running window. */
  add(key: string): number {
    const now = this.now();
    const w = this.windows.get(key);
    if (w && now - w.start < this.windowMs) return ++w.count;
    this.windows.delete(key);
    this.dropEnded(now);
    if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
    this.windows.set(key, { start: now, count: 1 });
    return 1;
  }

  /** Whole seconds until the running window of `key` ends (at least 1). */
  retryAfter(key: string): number {
    const w = this.windows.get(key);
    return Math.max(1, Math.ceil(((w?.start ?? this.now()) + this.windowMs - this.now()) / 1000));
  }

  forget(key: string) {
    this.windows.delete(key);
  }

  private dropEnded(now: number) {
    for (const [key, w] of this.windows) {
      if (now - w.start < this.windowMs) return;
      this.windows.delete(key);
    }
  }
}
