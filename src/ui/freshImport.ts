let retries = 0;

/**
 * The module a failed dynamic import named, asked for again at a new URL: Chromium keeps the
 * failure of an `import()` for its URL, so the same call would fail again without a request.
 * Null when the error names no module (the caller then simply calls its import again).
 */
export function freshImport<M>(error: unknown): Promise<M> | null {
  const message = error instanceof Error ? error.message : String(error);
  const url = /https?:\/\/[^\s'"]+/.exec(message)?.[0];
  if (!url) return null;
  retries += 1;
  const fresh = `${url}${url.includes('?') ? '&' : '?'}retry=${retries}`;
  return import(/* @vite-ignore */ fresh) as Promise<M>;
}
