import { describe, expect, it } from 'vitest';
import { safeImageSrc, safeLinkHref } from './safeUrl';

describe('safeLinkHref and safeImageSrc', () => {
  it.each([
    // uri, link, image
    ['https://example.com/a.png', 'https://example.com/a.png', 'https://example.com/a.png'],
    ['HTTP://Example.com/a', 'http://example.com/a', 'http://example.com/a'],
    ['  https://example.com/  ', 'https://example.com/', 'https://example.com/'],
    ['mailto:help@example.com', 'mailto:help@example.com', null],
    ['tel:+15551234', 'tel:+15551234', null],
    ['javascript:alert(1)', null, null],
    ['JAVASCRIPT:alert(1)', null, null],
    [' javascript:alert(1)', null, null],
    ['java\tscript:alert(1)', null, null],
    ['java\nscript:alert(1)', null, null],
    ['\u0000javascript:alert(1)', null, null],
    ['data:image/png;base64,AAAA', null, null],
    ['data:text/html,<script>alert(1)</script>', null, null],
    ['vbscript:msgbox(1)', null, null],
    ['file:///etc/passwd', null, null],
    ['blob:https://example.com/0c1d', null, null],
    ['ftp://example.com/a', null, null],
    ['//evil.example/a.png', null, null],
    ['/relative.png', null, null],
    ['relative/path.png', null, null],
    ['#fragment', null, null],
    ['', null, null],
    ['https://', null, null],
  ])('%j: link %j, image %j', (uri, link, image) => {
    expect(safeLinkHref(uri)).toBe(link);
    expect(safeImageSrc(uri)).toBe(image);
  });

  it.each([undefined, null, 42, {}, ['https://example.com']])(
    'refuses the non-string %j',
    (value) => {
      expect(safeLinkHref(value)).toBeNull();
      expect(safeImageSrc(value)).toBeNull();
    },
  );
});
