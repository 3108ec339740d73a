import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safeHttpUrl';

describe('safeHttpUrl: only http(s) becomes the "Open" link of a URI field', () => {
  it.each([
    ['https://example.com/a b', 'https://example.com/a%20b'],
    ['HTTP://Example.com', 'http://example.com/'],
  ])('%j links to %j', (value, href) => {
    expect(safeHttpUrl(value)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:a@example.com',
    '//example.com',
    'https:alert(1)',
    'http://',
    '',
    42,
    null,
    { href: 'https://example.com' },
  ])('%j is no link', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });
});
