import type { ImageMeasurement } from '../io/readiness';
import { fetchImageSize, type FetchImageOptions } from './fetchImageSize';
import { mapLimit } from './mapLimit';

/** Long enough for a CDN, short enough that a dead host does not stall a CI job. */
export const IMAGE_TIMEOUT_MS = 5_000;
/** One budget for a whole run, however many images its files name. */
export const IMAGE_BUDGET_MS = 30_000;
export const IMAGE_CONCURRENCY = 8;
/** A pass image is a few MB at most; a body is cut as it crosses this. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_REDIRECTS = 3;

export interface MeasureOptions extends Partial<Omit<FetchImageOptions, 'signal'>> {
  timeoutMs?: number;
  budgetMs?: number;
  concurrency?: number;
  /** Called as each image is done, for a progress line. */
  onProgress?: (done: number, total: number) => void;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

function isHttps(uri: string): boolean {
  try {
    return new URL(uri).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The distinct images that are fetched: https only. Anything else gets the readiness warning
 * about https and is never requested.
 */
export function fetchableImages(uris: readonly string[]): string[] {
  return [...new Set(uris)].filter(isHttps);
}

/**
 * Fetches each distinct https image once, a few at a time, and reads its natural size. Each image
 * has its own timeout and the run one budget: an image whose turn does not come, or whose fetch
 * is cut, before the budget ends is `{ notChecked }` with the reason. Other schemes get no entry.
 */
export async function measureImages(
  uris: readonly string[],
  options: MeasureOptions = {},
): Promise<Map<string, ImageMeasurement>> {
  const {
    timeoutMs = IMAGE_TIMEOUT_MS,
    budgetMs = IMAGE_BUDGET_MS,
    concurrency = IMAGE_CONCURRENCY,
    onProgress,
    ...fetchOptions
  } = options;
  const distinct = fetchableImages(uris);
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(), budgetMs);
  const ranOut = `the ${seconds(budgetMs)} for image checks ran out`;
  let done = 0;
  const measure = async (uri: string): Promise<ImageMeasurement> => {
    if (budget.signal.aborted) return { notChecked: `${ranOut} before its turn` };
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return await fetchImageSize(uri, {
        maxBytes: MAX_IMAGE_BYTES,
        maxRedirects: MAX_REDIRECTS,
        ...fetchOptions,
        signal: AbortSignal.any([budget.signal, timeout]),
      });
    } catch (error) {
      if (budget.signal.aborted) return { notChecked: `${ranOut} while it was loading` };
      if (timeout.aborted) return { failed: `no answer within ${seconds(timeoutMs)}` };
      return { failed: `it could not be fetched (${(error as Error).message})` };
    } finally {
      onProgress?.(++done, distinct.length);
    }
  };
  try {
    const sizes = await mapLimit(distinct, concurrency, measure);
    return new Map(distinct.map((uri, i) => [uri, sizes[i]!]));
  } finally {
    clearTimeout(timer);
  }
}
