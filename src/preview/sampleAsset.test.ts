import { describe, expect, it } from 'vitest';
import { appImageSrc, sampleAssetSrc } from './sampleAsset';

describe('sampleAssetSrc', () => {
  it.each([
    [
      'https://pass-studio.example/samples/images/lindenbahn-logo.png',
      '/',
      '/samples/images/lindenbahn-logo.png',
    ],
    [
      'https://pass-studio.example/samples/images/kaffeehaus-hero.png',
      '/studio/',
      '/studio/samples/images/kaffeehaus-hero.png',
    ],
    ['https://pass-studio.example/samples/images/a.png', '/studio', '/studio/samples/images/a.png'],
    // Only plain file names in that one folder: nothing else becomes an app URL.
    ['https://pass-studio.example/samples/images/../../index.html', '/', null],
    ['https://pass-studio.example/samples/images/sub/x.png', '/', null],
    ['https://pass-studio.example/samples/images/x.png?v=1', '/', null],
    ['https://pass-studio.example/samples/images/x.svg', '/', null],
    ['https://pass-studio.example/samples/transit-class.json', '/', null],
    ['http://pass-studio.example/samples/images/x.png', '/', null],
    ['https://pass-studio.example.com/samples/images/x.png', '/', null],
    ['https://static.lindenbahn.example.com/wallet/logo.png', '/', null],
  ])('%s with base %s gives %s', (uri, base, expected) => {
    expect(sampleAssetSrc(uri, base)).toBe(expected);
  });
});

describe('appImageSrc', () => {
  it.each([
    [
      'https://pass-studio.example/samples/images/lindenbahn-logo.png',
      '/samples/images/lindenbahn-logo.png',
    ],
    ['https://cdn.example.com/logo.png', 'https://cdn.example.com/logo.png'],
    ['javascript:alert(1)', null],
    ['/samples/images/lindenbahn-logo.png', null],
    [42, null],
  ])('%s loads from %s', (uri, expected) => {
    expect(appImageSrc(uri)).toBe(expected);
  });
});
