const rules = new Intl.PluralRules('en');

/**
 * A count and its noun, as English says it: "1 error", "0 errors", "2 Google warnings". `other`
 * for a noun whose plural is not the singular with an "s" ("1 entry", "3 entries").
 */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count} ${rules.select(count) === 'one' ? one : other}`;
}
