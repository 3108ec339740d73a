import { describe, expect, it } from 'vitest';
import { addressProblem } from './addressProblem';

describe('addressProblem', () => {
  it.each([
    ['127.0.0.1', /^a loopback address$/],
    ['127.255.0.9', /loopback/],
    ['::1', /^a loopback address$/],
    ['::ffff:7f00:1', /^a loopback address$/],
    ['::ffff:127.0.0.1', /loopback/],
    ['10.0.0.1', /^a private address$/],
    ['172.16.0.1', /private/],
    ['192.168.1.1', /private/],
    ['::ffff:a00:1', /private/],
    ['169.254.169.254', /^a link-local address$/],
    ['fe80::1', /link-local/],
    ['fd00::1', /^a unique-local address$/],
    ['fc00::1', /unique-local/],
    ['224.0.0.1', /multicast/],
    ['ff02::1', /multicast/],
    ['0.0.0.0', /^an unspecified address$/],
    ['::', /unspecified/],
    ['100.64.0.1', /carrier-grade NAT/],
    ['255.255.255.255', /broadcast/],
    ['192.0.2.1', /reserved/],
    ['2001:db8::1', /reserved/],
    ['::7f00:1', /outside the global unicast block/],
    ['64:ff9b::7f00:1', /special-purpose/],
    ['2002:7f00:1::', /special-purpose/],
    ['example.com', /not an IP address/],
  ])('refuses %s', (address, reason) => {
    expect(addressProblem(address)).toMatch(reason);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:5db8:d822'])(
    'allows the public address %s',
    (address) => expect(addressProblem(address)).toBeUndefined(),
  );

  it.each([
    ['127.0.0.1', undefined],
    ['::1', undefined],
    ['::ffff:127.0.0.1', undefined],
    ['10.0.0.1', /private/],
    ['169.254.169.254', /link-local/],
  ])('with the test-only loopback switch, %s → %s', (address, reason) => {
    const problem = addressProblem(address, { allowLoopback: true });
    if (reason === undefined) expect(problem).toBeUndefined();
    else expect(problem).toMatch(reason);
  });
});
