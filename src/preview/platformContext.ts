import { createContext, useContext } from 'react';

/**
 * Where the pass is shown: Google documents a difference between the Android app and the web;
 * 'apple' shows the Apple Wallet pass the export makes of the same document.
 */
export type PreviewPlatform = 'android' | 'web' | 'apple';

export const PlatformContext = createContext<PreviewPlatform>('android');

export const usePlatform = (): PreviewPlatform => useContext(PlatformContext);
