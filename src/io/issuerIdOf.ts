/**
 * The issuer ID an id starts with: its digits before the first dot ("3388000000012345678" of
 * "3388000000012345678.spring-coffee-offer"); undefined for anything else.
 */
export const issuerIdOf = (id: unknown): string | undefined =>
  typeof id === 'string' ? /^(\d+)\./.exec(id)?.[1] : undefined;
