import type { LinkPass } from './decodeSaveLink';

export interface FieldCost {
  /** Index in the link's passes. */
  pass: number;
  field: string;
  /** Characters of the JWT this field takes: its JSON (`"key":value,`) in base64url. */
  characters: number;
}

const encoder = new TextEncoder();

/**
 * The top-level fields of the link's passes that take most of its length, largest first: what
 * to shorten or move (to the class, or out of the link with the short form) when it is too long.
 */
export function linkCost(passes: readonly LinkPass[], top = 3): FieldCost[] {
  const costs: FieldCost[] = [];
  passes.forEach((pass, index) => {
    for (const [field, value] of Object.entries(pass.document)) {
      const bytes = encoder.encode(`${JSON.stringify(field)}:${JSON.stringify(value)},`).length;
      costs.push({ pass: index, field, characters: Math.ceil((bytes * 4) / 3) });
    }
  });
  return costs.sort((a, b) => b.characters - a.characters).slice(0, top);
}
