import type { ComponentProps } from 'react';
import { preloadable } from '../../ui/preloadable';
import type { EmbeddedClassNote } from './EmbeddedClassNote';
import type { PairBanner } from './PairBanner';

// A class and its passes open together are the exception: their banner and note load when a
// pair first shows (or once the page is idle), not with the editor.

/** The line under the toolbar of a paired class or pass (PairBanner), loaded on first use. */
export const LazyPairBanner = preloadable<ComponentProps<typeof PairBanner>>(() =>
  import('./PairBanner').then((module) => module.PairBanner),
);

/** The note beside an offer object's embedded class (EmbeddedClassNote), loaded on first use. */
export const LazyEmbeddedClassNote = preloadable<ComponentProps<typeof EmbeddedClassNote>>(() =>
  import('./EmbeddedClassNote').then((module) => module.EmbeddedClassNote),
);
