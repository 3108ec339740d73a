import { describe, expect, it } from 'vitest';
import { createDocumentSnapshots } from '../forms/documentSnapshots';
import { writePatch } from '../forms/writePatch';
import { applyJsonPatch } from '../io/fix/jsonPatch';
import { fixCases } from '../test/io/fixCases';
import { createHistory, recordChange, undo } from './history/history';

// Every fix-it goes through the store's one path (write, one settled run) and undo restores it.
describe('a fix in the editor', () => {
  it.each(fixCases)(
    '%s: one edit of the store, one undo step',
    (_name, _rule, _kind, document, patch) => {
      const snapshots = createDocumentSnapshots(document);
      let history = createHistory<unknown>(document);
      let runs = 0;
      snapshots.subscribeSettled((run) => {
        runs++;
        history = recordChange(history, run.snapshot.document, { key: run.key, at: 0 });
      });
      expect(writePatch(snapshots, patch)).toBe(true);
      expect(snapshots.get().document).toEqual(applyJsonPatch(document, patch));
      expect(runs).toBe(1);
      history = undo(history);
      expect(history.present).toEqual(document);
    },
  );

  it('changes nothing when the patch no longer fits the document', () => {
    const snapshots = createDocumentSnapshots({ a: 1 });
    expect(writePatch(snapshots, [{ op: 'remove', path: '/b' }])).toBe(false);
    expect(snapshots.get().version).toBe(0);
  });
});
