/**
 * Runs `run` when the browser is next idle, or after `timeoutMs` at the latest; returns what
 * cancels it. Where idle callbacks do not exist, after a short timer.
 */
export function runWhenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, Math.min(timeoutMs, 200));
  return () => clearTimeout(timer);
}
