import { describe, it } from 'vitest';
import { expectEveryRow } from '../everyRow';
import { introspect, nodeAt } from '../../schema/introspect';
import { resourceKinds, resourceSchemas } from '../../schema/resources';
import { toPointer } from '../../io/issue';
import { parse } from '../../io/parse';
import { samples } from '../../io/samples';
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
  it('every leaf of every sample, given each type it refuses, reports there with a line', () => {
    expectEveryRow(
      rows.map(
        ([kind, path, segments, wrong]) =>
          [`${kind} ${path}`, { kind, path, segments, wrong }] as const,
      ),
      ({ kind, path, segments, wrong }) => {
        // Every leaf refuses at least the two containers or the two scalars it is not.
        if (wrong.length < 3) return `refuses only ${wrong.length} of the wrong types`;
        for (const [name, value] of wrong) {
          const text = JSON.stringify(replaceAt(samples[kind], segments, value), null, 2);
          const result = parse(text, kind);
          expectWellFormedIssues(result, text);
          const here = result.issues.filter(
            (issue) => issue.path === path && issue.severity === 'error',
          );
          if (here.length === 0) return `${name}: no error at the leaf`;
          if (here.some((issue) => issue.line === undefined))
            return `${name}: an error without a line`;
        }
        return undefined;
      },
    );
    // One test walks every leaf of every sample: seconds of parsing, not one keystroke's worth.
  }, 120_000);
});
