import { visit } from 'jsonc-parser';
import { quote } from './describeValue';
import { toPointer, type Issue } from './issue';
import type { createLineIndex } from './textLocator';

/**
 * Every property name that appears twice in one object, located at the later occurrence. JSON
 * readers keep the last value, so the message says which value counts. Call on text that parses.
 */
export function duplicateKeys(text: string, position: ReturnType<typeof createLineIndex>): Issue[] {
  const issues: Issue[] = [];
  // Per open container: the keys seen so far (objects) or the next index (arrays).
  const stack: (Map<string, number> | { index: number })[] = [];
  const path: (string | number)[] = [];
  let pending: { key: string; offset: number; first?: number } | undefined;
  const enterValue = () => {
    const top = stack.at(-1);
    if (top && !(top instanceof Map)) path.push(top.index++);
  };
  const leaveValue = () => {
    if (stack.length > 0) path.pop();
  };
  visit(
    text,
    {
      onObjectBegin: () => {
        report('an object');
        enterValue();
        stack.push(new Map());
      },
      onObjectEnd: () => {
        stack.pop();
        leaveValue();
      },
      onArrayBegin: () => {
        report('a list');
        enterValue();
        stack.push({ index: 0 });
      },
      onArrayEnd: () => {
        stack.pop();
        leaveValue();
      },
      onObjectProperty: (key, offset) => {
        const keys = stack.at(-1) as Map<string, number>;
        const first = keys.get(key);
        keys.set(key, offset);
        path.push(key);
        pending = { key, offset, first };
      },
      onLiteralValue: (value: unknown) => {
        report(typeof value === 'string' ? quote(value) : JSON.stringify(value));
        enterValue();
        leaveValue();
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return issues;

  function report(shown: string) {
    const duplicate = pending;
    pending = undefined;
    if (duplicate?.first === undefined) return;
    const at = position(duplicate.first);
    issues.push({
      path: toPointer(path),
      segments: [...path],
      severity: 'warning',
      code: 'duplicateKey',
      message: `“${duplicate.key}” appears twice in this object (first at ${at.line}:${at.column}); only this last value, ${shown}, counts`,
      ...position(duplicate.offset),
    });
  }
}
