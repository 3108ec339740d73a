import { useMemo, type ReactNode } from 'react';
import type { ResourceKind } from '../schema';
import { preloadable } from '../ui/preloadable';
import type { AppleViewProps } from './AppleView';
import type { AppleSourceOptions } from './appleCardModel';
import { usePlatform } from './platformContext';
import type { PreviewView } from './ViewSwitch';

// The Apple device and the conversion behind it load when the device is first chosen.
const AppleView = preloadable<AppleViewProps>(
  () => import('./AppleView').then((module) => module.AppleView),
  () => (
    <p className="pp-apple-stage__loading" role="status">
      Loading the Apple pass…
    </p>
  ),
);

interface PlatformViewsProps extends AppleSourceOptions {
  kind: ResourceKind;
  document: unknown;
  view: PreviewView;
  /** Google's views of the pass, drawn on Android and the web. */
  children: ReactNode;
}

/** Google's views on Android and the web; the Apple pass of the same document on Apple. */
export function PlatformViews({
  kind,
  document,
  view,
  language,
  sampleTrip,
  sampleOffer,
  pairedClass,
  children,
}: PlatformViewsProps) {
  const platform = usePlatform();
  const options = useMemo(
    () => ({ language, sampleTrip, sampleOffer, pairedClass }),
    [language, sampleTrip, sampleOffer, pairedClass],
  );
  if (platform !== 'apple') return children;
  return <AppleView kind={kind} document={document} options={options} view={view} />;
}
