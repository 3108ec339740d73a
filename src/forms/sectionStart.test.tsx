import { describe, expect, it } from 'vitest';
import { sectionStart } from './sectionStart';

const head = '<div data-section-head><h2>Modules</h2><button>Copy section</button></div>';

/** A section as SectionFields draws it: its head, then its parts. */
function section(parts: string): Element {
  const element = document.createElement('section');
  element.innerHTML = head + parts;
  return element;
}

describe('sectionStart', () => {
  it.each([
    ['its first field', '<div><label>ID<input id="id" /></label></div>', 'id'],
    [
      "past a row's drag handle and tools, its summary",
      '<ol><li><button data-drag-handle>⠿</button><button id="row">Text module 1</button><button data-row-tool="remove">Remove</button></li></ol>',
      'row',
    ],
    [
      "a list's Add where there is no field yet",
      '<fieldset><legend>Image modules</legend><button id="add">+ Add image module</button></fieldset><div><button id="links">+ Add links</button></div>',
      'add',
    ],
  ])('%s', (_, parts, id) => {
    expect(sectionStart(section(parts))?.id).toBe(id);
  });

  it.each([
    [
      'a part still loading',
      '<fieldset><p class="group__loading">Loading…</p></fieldset><button>+ Add links</button>',
    ],
    ['nothing past its head', ''],
  ])('nothing while %s', (_, parts) => {
    expect(sectionStart(section(parts))).toBeNull();
  });
});
