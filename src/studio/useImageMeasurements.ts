import { useEffect, useState } from 'react';
import type { DocumentSnapshots } from '../forms/documentSnapshots';
import type { ImageMeasurement, ImageMeasurements } from '../io';
import { imageUris } from '../io/readiness/imageUris';
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

type Part = Record<string, unknown> | readonly unknown[];
const isPart = (value: unknown): value is Part => typeof value === 'object' && value !== null;

/**
 * The image URIs of a snapshot, read again only in the parts an edit replaced: a snapshot keeps
 * the identity of what did not change, so each top-level value (and each row of a top-level
 * list) is walked once per version of it.
 */
function createImageUriReader(kind: ResourceKind) {
  const known = new WeakMap<Part, readonly string[]>();
  const urisOf = (value: unknown, whole: () => unknown): readonly string[] => {
    if (!isPart(value)) return imageUris(whole(), kind);
    const cached = known.get(value);
    if (cached) return cached;
    const uris = imageUris(whole(), kind);
    known.set(value, uris);
    return uris;
  };
  return (document: unknown): string[] => {
    if (!isPart(document) || Array.isArray(document)) return [];
    const uris = new Set<string>();
    for (const [key, value] of Object.entries(document)) {
      const rows: readonly unknown[] = Array.isArray(value) ? value : [value];
      for (const row of rows) {
        const whole = () => ({ [key]: Array.isArray(value) ? [row] : row });
        for (const uri of urisOf(row, whole)) uris.add(uri);
      }
    }
    return [...uris];
  };
}

/**
 * The natural size of every image of the document, once each has loaded ('failed' when it does
 * not): what the readiness rules google.image.size and google.image.load need. The map changes
 * only when a measurement arrives, so the warnings are recomputed only then.
 */
export function useImageMeasurements(
  snapshots: DocumentSnapshots,
  kind: ResourceKind,
): ImageMeasurements {
  const [images, setImages] = useState<ImageMeasurements>(() => new Map());
  useEffect(() => {
    let live = true;
    const readUris = createImageUriReader(kind);
    const read = (document: unknown) => {
      for (const uri of readUris(document)) {
        void measure(uri).then((size) => {
          if (!live) return;
          setImages((current) => {
            if (current.get(uri) === size) return current;
            return new Map(current).set(uri, size);
          });
        });
      }
    };
    read(snapshots.get().document);
    // Once a run of edits settles: a URL is typed letter by letter.
    const unsubscribe = snapshots.subscribeSettled(({ snapshot }) => read(snapshot.document));
    const unsubscribeOutside = snapshots.subscribe(({ document, origin }) => {
      if (origin === 'outside') read(document);
    });
    return () => {
      live = false;
      unsubscribe();
      unsubscribeOutside();
    };
  }, [snapshots, kind]);
  return images;
}
