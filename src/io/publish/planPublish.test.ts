import { describe, expect, it, vi } from 'vitest';
import { resourceSchemas } from '../../schema/resources';
import { exportDocument } from '../exportDocument';
import { samples } from '../samples';
import { planPublish, planPublishBoth } from './planPublish';

type Doc = Record<string, unknown>;
const offer = samples.offerObject as Doc;
const transit = samples.transitClass as Doc;
const exported = (doc: unknown, kind: 'offerObject' | 'transitClass') => {
  const result = exportDocument(doc, kind);
  if (!result.ok) throw new Error('valid sample expected');
  return result.value as Doc;
};
const googleOffer = {
  ...exported(offer, 'offerObject'),
  kind: 'walletobjects#offerObject',
  hasUsers: true,
};
const ids = (notes: { id: string }[]) => notes.map((note) => note.id);

describe('planPublish', () => {
  it('inserts what Google does not have, as the compliant export', () => {
    expect(planPublish(transit, 'transitClass', null)).toEqual({
      action: 'insert',
      body: exported(transit, 'transitClass'),
      notes: [],
    });
  });

  it('refuses an invalid document, with its errors', () => {
    const plan = planPublish({ ...offer, state: 'nope' }, 'offerObject', null);
    expect(plan.action).toBe('refuse');
    expect(plan.action === 'refuse' && plan.issues.map((i) => i.path)).toEqual(['/state']);
  });

  it('sends nothing when only what Google writes differs (kind, hasUsers, the class it fills in)', () => {
    const { classReference: _filled, ...local } = offer;
    const plan = planPublish(local, 'offerObject', googleOffer);
    expect(plan.action).toBe('unchanged');
    expect(ids(plan.action === 'unchanged' ? plan.notes : [])).toEqual(['reach.image']);
  });

  it('never sends an object’s embedded class, which Google fills in from the class, and says so', () => {
    const inserted = planPublish(offer, 'offerObject', null);
    expect(inserted.action === 'insert' && 'classReference' in inserted.body).toBe(false);
    expect(inserted.action === 'insert' && ids(inserted.notes)).toEqual(['reach.embedded']);
    const edited = { ...offer, classReference: { ...(offer.classReference as Doc), title: 'New' } };
    const plan = planPublish(edited, 'offerObject', googleOffer);
    expect(plan.action).toBe('unchanged');
    expect(ids(plan.action === 'unchanged' ? plan.notes : [])).toContain('reach.embedded');
  });

  it('updates with PUT, listing the changes and who sees them', () => {
    const plan = planPublish({ ...offer, state: 'EXPIRED' }, 'offerObject', googleOffer);
    const { classReference: _notSent, ...body } = exported(offer, 'offerObject');
    expect(plan).toMatchObject({ action: 'update', body: { ...body, state: 'EXPIRED' } });
    if (plan.action !== 'update') return;
    expect('classReference' in plan.body).toBe(false);
    expect(plan.changes.map((c) => [c.path, c.before, c.after])).toEqual([
      ['/state', 'ACTIVE', 'EXPIRED'],
    ]);
    expect(ids(plan.notes)).toEqual([
      'reach.embedded',
      'reach.holders',
      'reach.image',
      'reach.notify',
    ]);
  });

  it('--patch sends only the changed top-level fields and the ids', () => {
    const plan = planPublish({ ...offer, state: 'EXPIRED' }, 'offerObject', googleOffer, {
      patch: true,
    });
    expect(plan).toMatchObject({
      action: 'patch',
      body: { id: offer.id, classId: offer.classId, state: 'EXPIRED' },
    });
    expect(plan.action === 'patch' && Object.keys(plan.body)).toEqual(['id', 'classId', 'state']);
  });

  it('a PATCH with a list says it replaces the whole list', () => {
    const modules = (offer.textModulesData as Doc[]).slice(0, 1);
    const plan = planPublish({ ...offer, textModulesData: modules }, 'offerObject', googleOffer, {
      patch: true,
    });
    expect(
      plan.action === 'patch' && plan.notes.find((n) => n.id === 'reach.list')?.message,
    ).toMatch(/replaces the whole list textModulesData/);
  });

  it('a removal PATCH cannot say falls back to PUT with a note, losing nothing', () => {
    const { barcode: _removed, ...withoutBarcode } = offer;
    const plan = planPublish(withoutBarcode, 'offerObject', googleOffer, { patch: true });
    expect(plan.action).toBe('update');
    expect(plan.action === 'update' && plan.fallback).toMatch(/PATCH cannot remove \/barcode/);
    expect(plan.action === 'update' && 'barcode' in plan.body).toBe(false);
  });

  it('a PUT sends back Google’s fields that Pass Studio does not edit, and says so', () => {
    const withExtra = { ...googleOffer, merchantLocations: [{ latitude: 1, longitude: 2 }] };
    const plan = planPublish({ ...offer, state: 'EXPIRED' }, 'offerObject', withExtra);
    expect(plan.action === 'update' && plan.body.merchantLocations).toEqual(
      withExtra.merchantLocations,
    );
    expect(plan.action === 'update' && ids(plan.notes)).toContain('reach.kept');
    // A field Pass Studio does not know has no label: it is named as it is, quoted.
    expect(
      plan.action === 'update' && plan.notes.find((n) => n.id === 'reach.kept')?.message,
    ).toMatch(/^Google’s “merchantLocations” is not edited here/);
  });

  it.each([
    ['no notifyPreference', { notifyPreference: undefined }, /no notification/],
    [
      'NOTIFY_ON_UPDATE',
      { notifyPreference: 'NOTIFY_ON_UPDATE' },
      /3 notifications per pass in 24 hours/,
    ],
  ])('a class update reaches every holder; with %s', (_, extra, notify) => {
    const google = exported(transit, 'transitClass');
    const plan = planPublish({ ...transit, issuerName: 'Other', ...extra }, 'transitClass', google);
    expect(plan.action).toBe('update');
    if (plan.action !== 'update') return;
    expect(plan.notes[0]?.message).toMatch(/everyone who saved a pass of this class/);
    expect(plan.notes.find((n) => n.id === 'reach.notify')?.message).toMatch(notify);
  });
});

describe('planPublishBoth', () => {
  it.each([
    ['a new pass', null],
    ["a change to Google's copy", googleOffer],
  ])('%s: both plans from one export of the document', (_name, google) => {
    const edited = { ...offer, state: 'EXPIRED' };
    const safeParse = vi.spyOn(resourceSchemas.offerObject, 'safeParse');
    const plans = planPublishBoth(edited, 'offerObject', google);
    // The document once, and Google's copy once when there is one: never once per plan.
    expect(safeParse).toHaveBeenCalledTimes(google ? 2 : 1);
    safeParse.mockRestore();
    expect(plans).toEqual({
      put: planPublish(edited, 'offerObject', google),
      patch: planPublish(edited, 'offerObject', google, { patch: true }),
    });
  });
});
