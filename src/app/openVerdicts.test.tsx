import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  openVerdict,
  OpenVerdictsProvider,
  useOpenVerdicts,
  useVerdictReport,
} from './openVerdicts';

const verdict = (errors: number, warnings: number) => ({ errors, warnings });

/** One workspace's verdicts: what an editor reports and what the tabs read. */
function renderWorkspace() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <OpenVerdictsProvider>{children}</OpenVerdictsProvider>
  );
  return renderHook(() => ({ report: useVerdictReport(), known: useOpenVerdicts() }), { wrapper });
}

describe('open verdicts', () => {
  it.each([
    ['the same verdict of the next keystroke', verdict(0, 2), false],
    ['a verdict with one more warning', verdict(0, 3), true],
    ['a verdict with an error', verdict(1, 2), true],
  ])('%s: redraws the tabs only when the verdict changed', (_, next, redraws) => {
    const { result } = renderWorkspace();
    act(() => result.current.report.publish('d', { issuerName: 'Bahn' }, verdict(0, 2)));
    const before = result.current.known;
    act(() => result.current.report.publish('d', { issuerName: 'Bahnx' }, next));
    expect(result.current.known !== before).toBe(redraws);
    expect(openVerdict({ id: 'd', document: {} }, result.current.known)).toEqual(next);
  });

  it('once the editor closes, stands for the last document it judged, not the first', () => {
    const first = { issuerName: 'Bahn' };
    const last = { issuerName: 'Bahnx' };
    const { result } = renderWorkspace();
    act(() => {
      result.current.report.publish('closing', first, verdict(0, 1));
      result.current.report.publish('closing', last, verdict(0, 1));
      result.current.report.end('closing');
    });
    const { known } = result.current;
    expect(openVerdict({ id: 'closing', document: last }, known)).toEqual(verdict(0, 1));
    expect(openVerdict({ id: 'closing', document: first }, known)).toBeUndefined();
  });

  it('is each workspace’s own: another knows nothing of it', () => {
    const one = renderWorkspace();
    const other = renderWorkspace();
    act(() => one.result.current.report.publish('d', {}, verdict(1, 0)));
    expect(openVerdict({ id: 'd', document: {} }, other.result.current.known)).toBeUndefined();
  });
});
