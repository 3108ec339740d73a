import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VersionChoices } from './VersionChoices';

describe('VersionChoices', () => {
  it('names each version by its time and reason, and a file last; a choice is reported', async () => {
    const onChoose = vi.fn();
    render(
      <VersionChoices
        name="since"
        versions={[
          {
            id: 'b',
            when: 'Today 0:02',
            reason: 'Exported',
            note: 'a.json',
            summary: 'Changed Title',
          },
          {
            id: 'a',
            when: 'Today 0:01',
            reason: 'Edits',
            summary: 'Changed Logo',
            inThisTabOnly: true,
          },
        ]}
        loading={false}
        chosen={{ type: 'version', id: 'b' }}
        onChoose={onChoose}
        file={null}
      />,
    );
    const versions = within(screen.getByRole('group', { name: 'Versions' }));
    const [newest, older] = versions.getAllByRole('radio');
    expect(newest?.closest('label')?.textContent).toBe(
      'Today 0:02 · Exported (a.json)Changed Title',
    );
    expect(older?.closest('label')?.textContent).toBe(
      'Today 0:01 · EditsChanged LogoKept in this tab only',
    );
    expect(newest).toHaveProperty('checked', true);
    await userEvent.click(older!);
    expect(onChoose).toHaveBeenLastCalledWith({ type: 'version', id: 'a' });
    await userEvent.click(screen.getByRole('radio', { name: 'A JSON file' }));
    expect(onChoose).toHaveBeenLastCalledWith({ type: 'file' });
  });

  it('says how versions come when there is none yet', () => {
    render(
      <VersionChoices
        name="since"
        versions={[]}
        loading={false}
        chosen={{ type: 'file' }}
        onChoose={() => {}}
        file={null}
      />,
    );
    expect(screen.getByText(/No versions yet/)).toBeTruthy();
  });
});
