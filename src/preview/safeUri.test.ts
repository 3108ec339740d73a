import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc } from './safeUri';

describe('safe URIs', () => {
  it.each([
    ['https://example.com/a.png', true, true],
    ['http://example.com/a.png', true, true],
    ['mailto:help@example.com', false, true],
    ['tel:+15551234', false, true],
    ['javascript:alert(1)', false, false],
    [' JavaScript:alert(1)', false, false],
    ['data:image/png;base64,AAAA', false, false],
    ['vbscript:msgbox', false, false],
    ['/relative.png', false, false],
    ['', false, false],
  ])('%j: image %s, link %s', (uri, image, link) => {
    expect(safeImageSrc(uri) !== undefined).toBe(image);
    expect(safeHref(uri) !== undefined).toBe(link);
  });
});
