import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linkCases } from '../../test/io/linkCases';
import { readinessCases, withImages } from '../../test/io/readinessCases';
import { offer, offerClass, transit } from '../../test/io/readinessFixtures';
import { referenceCases } from '../../test/io/referenceCases';
import { lint } from '../lint';
import { readiness } from './readiness';
import { allRules, readinessRules } from './registry';
import { readRuleTable, ruleTableRows } from './ruleTable';

describe('readiness: each rule, just inside and just outside', () => {
  it.each([...readinessCases, ...linkCases, ...referenceCases])(
    '%s',
    (_name, rule, kind, inside, outside, path, message, measured) => {
      expect(readiness(inside, kind, measured?.[0]).filter((i) => i.rule === rule)).toEqual([]);
      const found = readiness(outside, kind, measured?.[1]).filter((i) => i.rule === rule);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ path, severity: 'warning', code: rule });
      expect(found[0]!.message).toMatch(message);
      expect(found[0]!.source).toMatch(/^https:\/\/developers\.google\.com\/wallet\//);
    },
  );

  it('has a case for every rule', () => {
    const tested = new Set(
      [...readinessCases, ...linkCases, ...referenceCases].map(([, rule]) => rule),
    );
    expect(readinessRules.map((rule) => rule.id).filter((id) => !tested.has(id))).toEqual([]);
  });

  it('is quiet on the documents the cases start from', () => {
    expect(readiness(transit(), 'transitClass')).toEqual([]);
    expect(readiness(offerClass(), 'offerClass')).toEqual([]);
    expect(readiness(offer({ classReference: offerClass() }), 'offerObject')).toEqual([]);
  });

  it('checks image sizes only once they are measured', () => {
    expect(readiness(withImages, 'transitClass')).toEqual([]);
  });

  it('says once why an image that is not https shows nothing: never also "did not load"', () => {
    const uri = 'data:image/png;base64,iVBORw0KGgo';
    const document = transit({ logo: { sourceUri: { uri } } });
    const found = lint(document, 'transitClass', { images: new Map([[uri, 'failed']]) });
    expect(
      found.filter((issue) => issue.path === '/logo/sourceUri/uri').map((i) => i.rule),
    ).toEqual(['google.image.https']);
  });

  it('keeps messages short whatever the size of the values they name', () => {
    const digits = '7'.repeat(100_000);
    const pattern = Array.from({ length: 10_000 }, (_, i) => `{totp_value_${i + 1}}`).join('');
    const found = [
      ...readiness(
        offer({ classId: `${digits}.c`, linkedObjectIds: [`${digits}.x`] }),
        'offerObject',
      ),
      ...readiness(
        offer({ linksModuleData: { uris: [{ uri: `a${'b'.repeat(100_000)}:x` }] } }),
        'offerObject',
      ),
      ...readiness(
        offer({
          rotatingBarcode: {
            type: 'QR_CODE',
            valuePattern: pattern,
            totpDetails: { periodMillis: '1', parameters: [] },
          },
        }),
        'offerObject',
      ),
    ];
    expect(found.map((issue) => issue.rule)).toEqual(
      expect.arrayContaining(['google.id.issuer', 'google.link.uri', 'google.barcode.totp']),
    );
    expect(Math.max(...found.map((issue) => issue.message.length))).toBeLessThan(400);
  });

  it('never throws on documents of the wrong shape', () => {
    for (const document of [null, 'x', [], { messages: 'x', classTemplateInfo: [] }]) {
      expect(() => readiness(document, 'transitClass')).not.toThrow();
    }
  });
});

describe('readiness: the registry', () => {
  it('gives every rule a unique id and a Google source', () => {
    const rules = allRules();
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.id).toMatch(/^google\.[a-zA-Z.]+$/);
      expect(rule.source).toMatch(/^https:\/\/developers\.google\.com\/wallet\//);
    }
  });
});

describe('readiness: docs/rules.md', () => {
  it('has the rule table the registry generates (npm run docs:rules writes it)', () => {
    const rules = readFileSync(new URL('../../../docs/rules.md', import.meta.url), 'utf8');
    expect(readRuleTable(rules)).toEqual(ruleTableRows());
  });
});
