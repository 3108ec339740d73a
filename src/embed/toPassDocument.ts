import type { PassDocument } from './backend/passBackend';

function describe(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

/**
 * `value` as a plain JSON copy, so the caller and the editor never share objects. A pass
 * document is a JSON object: anything else is a TypeError naming `where` and what came.
 */
export function toPassDocument(value: unknown, where: string): PassDocument {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`${where}: a pass document is a JSON object, got ${describe(value)}`);
  }
  return JSON.parse(JSON.stringify(value)) as PassDocument;
}
