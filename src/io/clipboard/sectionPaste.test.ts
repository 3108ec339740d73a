import { describe, expect, it } from 'vitest';
import type { SectionId } from '../../schema/fieldUi';
import type { ResourceKind } from '../../schema/resources';
import { clipText, makeRowClip, makeSectionClip, readClip } from './clipEnvelope';
import { describeSectionPaste, sectionPasted } from './describeSectionPaste';
import { checkSectionPaste, sectionWrites, type SectionPaste } from './sectionPaste';
import { sectionValue } from './sectionValue';

const fare = { id: 'fare', header: 'Fare', body: '2.80 EUR' };
const zone = { id: 'zone', header: 'Zone', body: 'A' };
const welcome = { id: 'welcome', header: 'Welcome', body: 'Enjoy the ride' };
const hero = { sourceUri: { uri: 'https://example.com/hero.png' } };

const section = (from: ResourceKind, id: SectionId, value: Record<string, unknown>) =>
  clipText(makeSectionClip(from, id, value));

const check = (
  text: string,
  kind: ResourceKind,
  id: SectionId,
  document: Record<string, unknown>,
): SectionPaste => checkSectionPaste(readClip(text), { kind, section: id, document });

const planned = (paste: SectionPaste) => {
  if (!paste.ok) throw new Error(paste.reason);
  return paste;
};

describe('copying a section', () => {
  it('takes the set top-level fields of the section, and only those', () => {
    const document = {
      id: 'a.b',
      textModulesData: [fare],
      messages: [],
      barcode: { type: 'QR_CODE' },
    };
    expect(sectionValue('offerObject', 'modules', document)).toEqual({
      textModulesData: [fare],
      messages: [],
    });
  });
});

describe('pasting a section', () => {
  it('from a transit class into an offer object: replaces, fills, clears and leaves out, saying each', () => {
    const text = section('transitClass', 'modules', {
      textModulesData: [fare],
      imageModulesData: [{ id: 'map', mainImage: hero }],
      homepageUri: { uri: 'https://example.com' },
    });
    const paste = planned(
      check(text, 'offerObject', 'modules', { textModulesData: [zone], messages: [welcome] }),
    );
    expect(paste.changes.map(({ key, action }) => [key, action])).toEqual([
      ['imageModulesData', 'fill'],
      ['textModulesData', 'replace'],
      ['messages', 'clear'],
    ]);
    expect(describeSectionPaste(paste)).toEqual([
      'The Modules section copied from a transit class.',
      'Fills Image modules.',
      'Replaces Text modules.',
      'Clears Messages: the copy has none.',
      'Leaves out Homepage: an offer object has none.',
    ]);
    expect(sectionWrites(paste, 'replace')).toEqual([
      { key: 'imageModulesData', value: [{ id: 'map', mainImage: hero }] },
      { key: 'textModulesData', value: [fare] },
      { key: 'messages', value: undefined },
    ]);
    expect(sectionWrites(paste, 'fill')).toEqual([
      { key: 'imageModulesData', value: [{ id: 'map', mainImage: hero }] },
    ]);
  });

  it("keeps the document's own identity and says so", () => {
    const text = section('offerClass', 'basics', { id: '1.old', issuerName: 'Northwind' });
    const paste = planned(check(text, 'offerClass', 'basics', { id: '1.mine', issuerName: 'Old' }));
    expect(sectionWrites(paste, 'replace')).toEqual([{ key: 'issuerName', value: 'Northwind' }]);
    expect(describeSectionPaste(paste).at(-1)).toMatch(/^Keeps this document's own Class ID\.$/);
  });

  it('leaves out a field that does not validate here, with its reason, and one kept elsewhere', () => {
    const text = section('offerObject', 'basics', { hexBackgroundColor: 42, heroImage: hero });
    const paste = planned(check(text, 'offerClass', 'basics', {}));
    expect(paste.changes).toEqual([]);
    expect(paste.leftOut.map(({ label }) => label)).toEqual(['Background colour', 'Hero image']);
    expect(paste.leftOut[0]?.reason).toBe('Expected text, not the number 42');
    expect(paste.leftOut[1]?.reason).toBe('it is in the Images section here');
  });

  it('says where inside a left-out field the copy goes wrong', () => {
    const text = section('transitClass', 'modules', { textModulesData: [fare, { header: 3 }] });
    const paste = planned(check(text, 'offerObject', 'modules', {}));
    expect(describeSectionPaste(paste)).toContain(
      'Leaves out Text modules: 2nd › Header: Expected text, not the number 3.',
    );
  });

  it('says when nothing changes', () => {
    const text = section('offerObject', 'modules', { textModulesData: [fare] });
    const paste = planned(check(text, 'offerObject', 'modules', { textModulesData: [fare] }));
    expect(paste.changes).toEqual([]);
    expect(describeSectionPaste(paste).at(-1)).toBe(
      'Nothing to change: the section already holds it.',
    );
    expect(sectionPasted('Modules', 0)).toBe(
      'Nothing pasted: the Modules section already holds it.',
    );
    expect(sectionPasted('Modules', 2)).toBe('Pasted the Modules section: 2 fields changed.');
  });

  it.each<[string, string, string]>([
    [
      'another section',
      section('transitClass', 'labels', {}),
      'The clipboard holds the Labels section of a transit class; this is Modules.',
    ],
    [
      'a row',
      clipText(makeRowClip('transitClass', 'textModule', fare)),
      'The clipboard holds a text module; paste it into its list.',
    ],
    ['plain JSON', JSON.stringify({ textModulesData: [fare] }), 'not a copied section'],
    ['text', 'Modules', 'The clipboard holds text, not JSON; this takes a copied section.'],
    ['nothing', '', 'The clipboard is empty; this takes a copied section.'],
  ])('refuses %s, saying why', (_name, text, reason) => {
    const paste = check(text, 'offerObject', 'modules', {});
    expect(paste.ok ? 'planned' : paste.reason).toContain(reason);
  });
});
