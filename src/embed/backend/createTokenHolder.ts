import type { TokenSource } from './createRestBackend';

/**
 * The host's bearer token, held in memory only (never in the address or storage): the backend
 * reads it as its `source`; the host sets it (`set`), and `askWith` says how to ask the host for
 * a fresh one after a 401. A refresh that yields none keeps the token there was.
 */
export function createTokenHolder() {
  let token: string | null = null;
  let ask: () => Promise<string | null> = () => Promise.resolve(null);
  const source: TokenSource = {
    current: () => token,
    refresh: async () => {
      const fresh = await ask();
      if (fresh !== null) token = fresh;
      return fresh;
    },
  };
  return {
    source,
    set: (next: string) => {
      token = next;
    },
    askWith: (next: () => Promise<string | null>) => {
      ask = next;
    },
  };
}
