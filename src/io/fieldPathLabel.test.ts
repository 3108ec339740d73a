import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../schema/resources';
import { fieldPathLabel } from './fieldPathLabel';

describe('fieldPathLabel', () => {
  it.each<[string, ResourceKind, string | undefined]>([
    ["class.textModulesData['fare']", 'transitClass', 'Text module “fare”'],
    ['class.textModulesData["fare"].body', 'transitClass', 'Text module “fare” › Body'],
    ["object.textModulesData['type']", 'transitClass', 'Text module “type”'],
    ['object.ticketLeg.zone', 'transitClass', 'Travel zone'],
    ['object.validTimeInterval.start', 'offerObject', 'Validity period › Start'],
    ['class.title', 'offerObject', 'Title'],
    ["class.linksModuleData.uris['web']", 'offerClass', 'Links › Link “web”'],
    ['object.somethingNew', 'offerObject', 'Something new'],
    ['textModulesData.fare', 'offerObject', undefined],
  ])('%s on a %s → %s', (fieldPath, kind, expected) => {
    expect(fieldPathLabel(fieldPath, kind)).toBe(expected);
  });
});
