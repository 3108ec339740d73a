import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Version } from '../../storage';
import { VersionChoices } from './VersionChoices';

const today = (hour: number, minute: number, second: number) =>
  new Date(new Date().setHours(hour, minute, second, 0)).getTime();

const version = (id: string, at: number, reason: Version['reason']): Version => ({
  id,
  draftId: 'd',
  at,
  reason,
  summary: 'Changed Title',
});

describe('VersionChoices', () => {
  it('tells apart two versions of the same minute by their seconds', () => {
    render(
      <VersionChoices
        name="since"
        versions={[
          version('c', today(0, 2, 9), 'export'),
          version('b', today(0, 1, 42), 'edits'),
          version('a', today(0, 1, 5), 'edits'),
        ]}
        loading={false}
        chosen={{ type: 'version', id: 'c' }}
        onChoose={() => {}}
        file={null}
      />,
    );
    const time = (minute: number, second?: number) =>
      new Intl.DateTimeFormat(undefined, {
        timeStyle: second === undefined ? 'short' : 'medium',
      }).format(today(0, minute, second ?? 0));
    const versions = within(screen.getByRole('group', { name: 'Versions' }));
    const radios = [
      `Today ${time(2)} · Exported`,
      `Today ${time(1, 42)} · Edits`,
      `Today ${time(1, 5)} · Edits`,
    ].map((name) => versions.getByRole('radio', { name: new RegExp(`^${name}`) }));
    expect(new Set(radios).size).toBe(3);
  });
});
