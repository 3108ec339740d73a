import { createContext, useContext } from 'react';

/** Where the pass is shown: Google documents a difference between the Android app and the web. */
export type PreviewPlatform = 'android' | 'web';

export const PlatformContext = createContext<PreviewPlatform>('android');

export const usePlatform = (): PreviewPlatform => useContext(PlatformContext);
