import ipaddr from 'ipaddr.js';

/** ipaddr.js's range names in words; a range not named here is "a special-purpose" one. */
const RANGE_WORDS: Record<string, string> = {
  unspecified: 'an unspecified',
  broadcast: 'a broadcast',
  multicast: 'a multicast',
  linkLocal: 'a link-local',
  loopback: 'a loopback',
  private: 'a private',
  uniqueLocal: 'a unique-local',
  carrierGradeNat: 'a shared (carrier-grade NAT)',
  reserved: 'a reserved',
};

export interface AddressPolicy {
  /** Test-only: loopback addresses pass, for tests of fetches from a local server. */
  allowLoopback?: boolean;
}

/**
 * What kind of address `address` (an IPv4 or IPv6 literal, without brackets) is, in words ("a
 * loopback address"), when an image check must not connect to it; undefined for a public
 * unicast address. Anything ipaddr.js does not call plain
 * unicast is refused, and so is IPv6 outside 2000::/3 (IANA's global unicast block), which
 * ipaddr.js calls unicast too (the deprecated IPv4-compatible ::a.b.c.d among them). An
 * IPv4-mapped address (::ffff:127.0.0.1) is judged as the IPv4 address it maps.
 */
export function addressProblem(address: string, policy: AddressPolicy = {}): string | undefined {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (range === 'loopback' && policy.allowLoopback) return undefined;
  if (range === 'unicast') {
    if (parsed.kind() === 'ipv4' || parsed.match(ipaddr.parse('2000::'), 3)) return undefined;
    return 'an address outside the global unicast block (2000::/3)';
  }
  return `${RANGE_WORDS[range] ?? 'a special-purpose'} address`;
}
