import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  defineElement,
  type PassEditorChangeDetail,
  type PassEditorElement,
} from './passEditorElement';

const offer = { id: '3388000000022.offer-1', classId: '3388000000022.offer-class' };

afterEach(() => {
  document.body.replaceChildren();
});

function mount(html: string) {
  document.body.innerHTML = html;
  return document.body.firstElementChild as PassEditorElement;
}

describe('<pass-editor>', () => {
  it('defines itself once per name, returning the same class again', () => {
    const first = defineElement('pass-editor-a');
    expect(defineElement('pass-editor-a')).toBe(first);
    expect(customElements.get('pass-editor-a')).toBe(first);
  });

  it('takes a value, renders it in its shadow root with its styles, and emits change events', async () => {
    defineElement();
    // Other files' editors may have put their styles in the page's head already: none is added.
    const headStyles = document.head.querySelectorAll('style').length;
    const element = mount('<pass-editor kind="offerObject" no-preview></pass-editor>');
    act(() => {
      element.value = offer;
    });
    const shadow = element.shadowRoot;
    const input = await waitFor(() => {
      const found = shadow?.querySelector<HTMLInputElement>('#field-id');
      expect(found?.value).toBe(offer.id);
      return found;
    });
    expect(shadow?.querySelector('style, .pass-studio-root')).not.toBeNull();
    expect(document.head.querySelectorAll('style')).toHaveLength(headStyles);

    const events: PassEditorChangeDetail[] = [];
    document.body.addEventListener('change', (event) =>
      events.push((event as CustomEvent<PassEditorChangeDetail>).detail),
    );
    act(() => {
      if (!input) return;
      // React listens for input events and reads the value through the prototype's setter.
      Reflect.set(HTMLInputElement.prototype, 'value', '3388000000022.offer-2', input);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await waitFor(() => expect(events).not.toHaveLength(0), { timeout: 2000 });
    expect(events).toEqual([
      {
        document: { ...offer, id: '3388000000022.offer-2' },
        valid: true,
        // Google's readiness rules (state is required to insert) are warnings, not errors.
        issues: [expect.objectContaining({ severity: 'warning', code: 'google.required' })],
      },
    ]);
    expect(element.value).toEqual({ ...offer, id: '3388000000022.offer-2' });
  });

  it('opens Go to field inside its shadow root, where its styles are, on Ctrl+K pressed there', async () => {
    defineElement();
    const element = mount('<pass-editor kind="offerObject" no-preview></pass-editor>');
    element.value = offer;
    const shadow = element.shadowRoot;
    const input = await waitFor(() => {
      const found = shadow?.querySelector<HTMLInputElement>('#field-id');
      expect(found).toBeTruthy();
      return found;
    });
    act(() => {
      input?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, composed: true }),
      );
    });
    const dialog = await waitFor(() => {
      const found = shadow?.querySelector('.pass-studio-root dialog');
      expect(found?.textContent).toContain('Go to field');
      return found;
    });
    expect(document.body.querySelector(':scope > dialog')).toBeNull();
    expect(dialog?.hasAttribute('open')).toBe(true);
  });

  it('says what is wrong with an unknown kind', async () => {
    defineElement();
    const element = mount('<pass-editor kind="boardingPass"></pass-editor>');
    await waitFor(() =>
      expect(element.shadowRoot?.textContent).toContain(
        'kind must be one of "transitClass", "offerClass", "offerObject"',
      ),
    );
  });

  it('edits an offer class', async () => {
    defineElement();
    const element = mount('<pass-editor kind="offerClass"></pass-editor>');
    element.value = { id: '3388000000022.element-class', title: 'Free pastry' };
    await waitFor(() => {
      const inputs = element.shadowRoot?.querySelectorAll('input') ?? [];
      expect([...inputs].map((i) => i.value)).toContain('3388000000022.element-class');
    });
    expect(element.shadowRoot?.querySelector('[role="alert"]')).toBeNull();
    // Checked as an offer class: as an offer object, classId would be missing and title unknown.
    expect((await element.validate())?.valid).toBe(true);
    expect(element.value).toEqual({ id: '3388000000022.element-class', title: 'Free pastry' });
  });

  it('rejects a value that is no object, naming the property', () => {
    defineElement();
    const element = mount('<pass-editor></pass-editor>');
    expect(() => {
      element.value = 'nope';
    }).toThrow('<pass-editor>.value: a pass document is a JSON object, got a string');
  });
});
