import { describe, expect, it } from 'vitest';
import { StorageProblemError, storageProblem, toStorageProblem } from './storageProblem';

describe('toStorageProblem', () => {
  it.each<[string, unknown, string]>([
    ['quota (standard name)', new DOMException('full', 'QuotaExceededError'), 'quota'],
    ['quota (old Firefox name)', new DOMException('full', 'NS_ERROR_DOM_QUOTA_REACHED'), 'quota'],
    ['private mode', new DOMException('no', 'InvalidStateError'), 'unavailable'],
    ['blocked by settings', new DOMException('no', 'SecurityError'), 'unavailable'],
    ['anything else', new Error('disk on fire'), 'unknown'],
    ['a thrown string', 'odd', 'unknown'],
    ['an already classified error', new StorageProblemError(storageProblem('quota')), 'quota'],
  ])('%s', (_name, error, reason) => {
    expect(toStorageProblem(error).reason).toBe(reason);
  });

  it('keeps the browser’s words for an unknown failure', () => {
    expect(toStorageProblem(new Error('disk on fire')).message).toContain('(disk on fire)');
  });
});
