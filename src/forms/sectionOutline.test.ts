import { describe, expect, it } from 'vitest';
import { introspect, resourceSchemas } from '../schema';
import { sectionOutline } from './sectionOutline';

const rootOf = (kind: keyof typeof resourceSchemas) => introspect(resourceSchemas[kind]);

describe('sectionOutline', () => {
  it('lists the embedded offer class by its own sections', () => {
    const titles = sectionOutline(rootOf('offerObject'), 'offerObject', 'offerClass').map(
      (item) => item.title,
    );
    expect(titles).toEqual(['Basics', 'Images', 'Card template', 'Modules', 'Behaviour']);
  });

  it('points each entry at a path inside the section', () => {
    for (const item of sectionOutline(rootOf('offerObject'), 'offerObject', 'offerClass')) {
      expect(item.segments[0]).toBe('classReference');
      expect(item.segments).toHaveLength(2);
    }
  });

  it('lists the groups of a long section', () => {
    const titles = sectionOutline(rootOf('transitClass'), 'transitClass', 'modules').map(
      (item) => item.title,
    );
    expect(titles.length).toBeGreaterThanOrEqual(3);
    expect(titles).toContain('Text modules');
  });

  it('gives a short section no outline', () => {
    expect(sectionOutline(rootOf('transitClass'), 'transitClass', 'labels')).toEqual([]);
  });
});
