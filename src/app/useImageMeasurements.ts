import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { imageUris, type ImageMeasurement, type ImageMeasurements } from '../io';
import { appImageSrc } from '../preview/sampleAsset';
import type { ResourceKind } from '../schema/resources';

/** Measured once per session: the same logo in ten documents is loaded and measured once. */
const measured = new Map<string, Promise<ImageMeasurement>>();

function measure(uri: string): Promise<ImageMeasurement> {
  const known = measured.get(uri);
  if (known) return known;
  // The samples' reserved-domain images are measured from the app's own copies, as shown.
  const src = appImageSrc(uri);
  const result = new Promise<ImageMeasurement>((resolve) => {
    if (!src) return resolve('failed');
    const image = new Image();
    image.onload = () =>
      resolve(
        image.naturalWidth > 0
          ? { width: image.naturalWidth, height: image.naturalHeight }
          : 'failed',
      );
    image.onerror = () => resolve('failed');
    image.src = src;
  });
  measured.set(uri, result);
  return result;
}

/** Quiet time after an edit before the image URLs are read again (a URL is typed letter by letter). */
const SETTLE_MS = 600;

/**
 * The natural size of every image of the document, once each has loaded ('failed' when it does
 * not): what the readiness rules google.image.size and google.image.load need. The map changes
 * only when a measurement arrives, so the warnings are recomputed only then.
 */
export function useImageMeasurements(form: UseFormReturn, kind: ResourceKind): ImageMeasurements {
  const [images, setImages] = useState<ImageMeasurements>(() => new Map());
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      const uris = imageUris(form.getValues(), kind);
      for (const uri of uris) {
        void measure(uri).then((size) => {
          if (!live) return;
          setImages((current) => {
            if (current.get(uri) === size) return current;
            return new Map(current).set(uri, size);
          });
        });
      }
    };
    read();
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer);
        timer = setTimeout(read, SETTLE_MS);
      },
    });
    return () => {
      live = false;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [form, kind]);
  return images;
}
