import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { planPublish } from '../../io/publish/planPublish';
import { PublishRow } from './PublishRow';
import type { PublishTarget } from './usePublishSession';

const google = {
  id: '3388.spring',
  issuerName: 'Corner Bakery',
  provider: 'Bakery',
  title: 'Spring sale',
  redemptionChannel: 'INSTORE',
  reviewStatus: 'UNDER_REVIEW',
  finePrint: 'One per customer',
  imageModulesData: [
    { id: 'hero', mainImage: { sourceUri: { uri: 'https://img.example/hero.png' } } },
  ],
};

function row(document: Record<string, unknown>) {
  const target: PublishTarget = { draftId: 'd', name: 'spring', kind: 'offerClass', document };
  const plans = {
    put: planPublish(document, 'offerClass', google),
    patch: planPublish(document, 'offerClass', google, { patch: true }),
  };
  const onSend = vi.fn();
  render(<PublishRow target={target} row={{ plans }} onSend={onSend} />);
  return onSend;
}

describe('PublishRow', () => {
  it('warns before a class update and a PATCH that sends a list, and sends the one picked', async () => {
    const onSend = row({
      ...google,
      title: 'Summer sale',
      imageModulesData: [
        ...google.imageModulesData,
        { id: 'side', mainImage: { sourceUri: { uri: 'https://img.example/side.png' } } },
      ],
    });
    // The title is a field, the image modules a list grown by a row: each once, by its noun.
    const changed = screen.getByRole('region', { name: 'Changed fields' });
    expect(within(changed).getByRole('heading').textContent).toBe(
      '1 field and 1 list changed since Google’s copy',
    );
    expect(
      within(changed)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Changed Image modules', 'Changed Title']);
    expect(
      within(changed)
        .getAllByRole('insertion')
        .map((value) => value.textContent),
    ).toEqual(['After: 2 image modules', 'After: Summer sale']);
    const update = screen.getByRole('list', { name: 'Before you update' }).textContent ?? '';
    expect(update).toMatch(/everyone who saved a pass of this class/);
    expect(update).toMatch(/keeps its URL.*new URL/);
    expect(update).toMatch(/notification/);
    expect(screen.getByRole('list', { name: 'Before you patch' }).textContent).toMatch(
      /A patch replaces the whole list “.+”: Google keeps none of its old items/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Patch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update (PUT)' }));
    expect(onSend.mock.calls).toEqual([['patch'], ['update']]);
  });

  it('names a title edited in both twins once, and its translations as such, not as a list', () => {
    row({
      ...google,
      title: 'Summer sale',
      localizedTitle: {
        defaultValue: { language: 'en', value: 'Summer sale' },
        translatedValues: [{ language: 'de', value: 'Sommerschlussverkauf' }],
      },
    });
    const changed = screen.getByRole('region', { name: 'Changed fields' });
    expect(
      within(changed)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Changed Title']);
    expect(screen.getByRole('list', { name: 'Before you patch' }).textContent).toBe(
      'A patch replaces every translation of “Title”: Google keeps none of the old ones.',
    );
  });

  it('refuses Patch with its reason when a field was removed', () => {
    const { finePrint: _removed, ...rest } = google;
    row(rest);
    const patch = screen.getByRole('button', { name: 'Patch' });
    expect(patch).toHaveProperty('disabled', true);
    expect(patch.getAttribute('aria-describedby')).toBeTruthy();
    const reason = document.getElementById(patch.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(/A patch cannot remove “.+”: use Update/);
    expect(screen.getByRole('button', { name: 'Update (PUT)' })).toHaveProperty('disabled', false);
  });
});
