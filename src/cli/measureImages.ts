import { imageSize } from 'image-size';
import type { ImageMeasurement } from '../io/readiness';
import { mapLimit } from './mapLimit';

/** Long enough for a CDN, short enough that a dead host does not stall a CI job. */
export const IMAGE_TIMEOUT_MS = 5_000;
/** A pass image is a few MB at most; anything larger is not read to the end. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

async function measure(uri: string, timeoutMs: number): Promise<ImageMeasurement> {
  if (!/^https?:\/\//i.test(uri)) return 'failed';
  try {
    const response = await fetch(uri, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'follow',
    });
    if (!response.ok || !response.body) return 'failed';
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_IMAGE_BYTES) return 'failed';
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength > MAX_IMAGE_BYTES) return 'failed';
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : 'failed';
  } catch {
    // Network errors, timeouts and bytes that are no PNG/JPEG/GIF/WebP all mean "did not load".
    return 'failed';
  }
}

/** Fetches each distinct image once (a few at a time) and reads its natural size. */
export async function measureImages(
  uris: readonly string[],
  timeoutMs = IMAGE_TIMEOUT_MS,
): Promise<Map<string, ImageMeasurement>> {
  const distinct = [...new Set(uris)];
  const sizes = await mapLimit(distinct, 6, (uri) => measure(uri, timeoutMs));
  return new Map(distinct.map((uri, i) => [uri, sizes[i]!]));
}
