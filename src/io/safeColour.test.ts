import { describe, expect, it } from 'vitest';
import { safeCssColour } from './safeColour';

describe('safeCssColour', () => {
  it.each([
    ['#fff', '#fff'],
    ['#FC0', '#FC0'],
    ['#1a73e8', '#1a73e8'],
    ['#1A73E8', '#1A73E8'],
    ['#ffff', null],
    ['#fffffff', null],
    ['#ff', null],
    ['#ggg', null],
    ['fff', null],
    ['1a73e8', null],
    [' #fff', null],
    ['#fff ', null],
    ['#fff\n', null],
    ['#fff;background:url(https://evil.example)', null],
    ['red', null],
    ['rgb(0,0,0)', null],
    ['expression(alert(1))', null],
    ['var(--x)', null],
    ['', null],
  ])('%j -> %j', (value, expected) => {
    expect(safeCssColour(value)).toBe(expected);
  });

  it.each([undefined, null, 0xffffff, {}, ['#fff']])('refuses the non-string %j', (value) => {
    expect(safeCssColour(value)).toBeNull();
  });
});
