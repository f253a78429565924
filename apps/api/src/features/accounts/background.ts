/**
 * Work done after the answer has gone (mail whose timing must not show in the answer time). The plugin waits for it
 * on close, so no task outlives the database; tests await `idle()` before reading the outbox.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  run(task: () => Promise<void>, onError: (error: unknown) => void): void {
    const promise: Promise<void> = Promise.resolve()
      .then(task)
      .catch(onError)
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  /** Resolves when every task started so far (and any they started) has settled. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
