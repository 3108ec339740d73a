import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { addressProblem, type AddressPolicy } from './addressProblem';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface CheckOptions extends AddressPolicy {
  signal: AbortSignal;
  /** How a host name becomes addresses: every address the system resolver gives, by default. */
  resolve?: (hostname: string) => Promise<readonly ResolvedAddress[]>;
}

const systemResolve = (hostname: string) => lookup(hostname, { all: true });

/**
 * The addresses of an image's host, each checked: an IP literal as it is, a name resolved once.
 * Any address an image check must not contact refuses the host, with the reason in words.
 * Rejects only when `signal` ends it (a resolver that does not answer).
 */
export async function checkedAddresses(
  hostname: string,
  options: CheckOptions,
): Promise<{ addresses: readonly ResolvedAddress[] } | { failed: string }> {
  if (isIP(hostname)) {
    const problem = addressProblem(hostname, options);
    return problem
      ? { failed: `its host ${hostname} is ${problem}, which image checks never contact` }
      : { addresses: [{ address: hostname, family: isIP(hostname) }] };
  }
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = await whileRunning((options.resolve ?? systemResolve)(hostname), options.signal);
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason;
    return { failed: `its host ${hostname} does not resolve (${errorCode(error)})` };
  }
  for (const { address } of addresses) {
    const problem = addressProblem(address, options);
    if (problem)
      return {
        failed: `its host ${hostname} resolves to ${address}, ${problem}, which image checks never contact`,
      };
  }
  return addresses.length > 0 ? { addresses } : { failed: `its host ${hostname} has no address` };
}

function whileRunning<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** A Node error's code, else its message. */
export const errorCode = (error: unknown) =>
  (error as NodeJS.ErrnoException).code ?? (error as Error).message;
