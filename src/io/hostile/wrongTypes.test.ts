import { describe, expect, it } from 'vitest';
import { introspect, nodeAt } from '../../schema/introspect';
import { resourceKinds, resourceSchemas } from '../../schema/resources';
import { toPointer } from '../issue';
import { parse } from '../parse';
import { samples } from '../samples';
import { expectWellFormedIssues } from './expectWellFormedIssues';
import { leafPaths, replaceAt } from './leafPaths';

const REPLACEMENTS: readonly [string, unknown][] = [
  ['a number', 7.5],
  ['a string', 'wrong'],
  ['a boolean', true],
  ['null', null],
  ['an array', []],
  ['an object', {}],
];

// One row per leaf of each sample, found by walking it: the table grows with the samples.
const rows = resourceKinds.flatMap((kind) => {
  const root = introspect(resourceSchemas[kind]);
  return leafPaths(samples[kind]).map((segments) => {
    const node = nodeAt(root, segments);
    if (!node)
      throw new Error(`the ${kind} sample has ${toPointer(segments)}, unknown to the schema`);
    // Only replacements the field itself refuses: a string for a string field is no mistake.
    const wrong = REPLACEMENTS.filter(([, value]) => !node.schema.safeParse(value).success);
    return [kind, toPointer(segments), segments, wrong] as const;
  });
});

describe('wrong types everywhere: each leaf reports at its own path', () => {
  it.each(rows)('%s %s', (kind, path, segments, wrong) => {
    // Every leaf refuses at least the two containers or the two scalars it is not.
    expect(wrong.length).toBeGreaterThanOrEqual(3);
    for (const [, value] of wrong) {
      const text = JSON.stringify(replaceAt(samples[kind], segments, value), null, 2);
      const result = parse(text, kind);
      expectWellFormedIssues(result, text);
      const here = result.issues.filter(
        (issue) => issue.path === path && issue.severity === 'error',
      );
      expect(here, `${path} = ${JSON.stringify(value)}`).not.toHaveLength(0);
      expect(here.every((issue) => issue.line !== undefined)).toBe(true);
    }
  });
});
