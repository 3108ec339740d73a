import { safeImageSrc } from '../io';

/**
 * The sample passes name their images on a reserved domain (RFC 2606 `.example`, never
 * registered), so the JSON stays valid Google input with absolute https URIs. The preview shows
 * those files from the app's own `samples/images/` folder instead: offline, and from the app's
 * origin, so exported PNGs are never tainted. Any other URI is left alone.
 */
export const sampleAssetBase = 'https://pass-studio.example/samples/images/';

const fileName = /^[a-z0-9][a-z0-9-]*\.png$/;

/** The app's own URL for a sample-asset URI (`appBase` is Vite's BASE_URL), else null. */
export function sampleAssetSrc(uri: string, appBase: string): string | null {
  if (!uri.startsWith(sampleAssetBase)) return null;
  const name = uri.slice(sampleAssetBase.length);
  if (!fileName.test(name)) return null;
  return `${appBase.endsWith('/') ? appBase : `${appBase}/`}samples/images/${name}`;
}

/**
 * Where the app loads an image URI from: the sample assets from the app itself, any other
 * http(s) URI as it is, anything else not at all (null). The preview and the editor's image
 * measurements both use it, so they agree on what loads.
 */
export function appImageSrc(uri: unknown): string | null {
  const safe = safeImageSrc(uri);
  return safe && (sampleAssetSrc(safe, import.meta.env.BASE_URL) ?? safe);
}
