import { describe, expect, it } from 'vitest';

// setupDom installs fastLabels in every jsdom test file; these are the spec's answers it must give.

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('fastLabels: label.control and control.labels as the spec says', () => {
  it('a for= label names the labelable element with that id; a wrapping label its first control', () => {
    const root = page(`
      <label id="l1" for="a">A</label><input id="a">
      <label id="l2">B <span><select id="b"></select></span><input id="b2"></label>
      <label id="l3" for="missing">C</label>
      <label id="l4" for="d">D</label><div id="d"></div>
      <label id="l5" for="">E</label>
      <label id="l6" for="a">A again</label>`);
    const label = (id: string) => root.querySelector<HTMLLabelElement>(`#${id}`)!;
    expect(label('l1').control?.id).toBe('a');
    expect(label('l2').control?.id).toBe('b');
    expect(label('l3').control).toBeNull();
    expect(label('l4').control).toBeNull();
    expect(label('l5').control).toBeNull();
    const input = root.querySelector<HTMLInputElement>('#a')!;
    expect([...input.labels!].map((l) => l.id)).toEqual(['l1', 'l6']);
    expect([...root.querySelector<HTMLSelectElement>('#b')!.labels].map((l) => l.id)).toEqual([
      'l2',
    ]);
    expect(root.querySelector<HTMLInputElement>('#b2')!.labels).toHaveLength(0);
    root.remove();
  });

  it('a hidden input has no labels; a button, a textarea and an output have theirs', () => {
    const root = page(`
      <label for="h">H</label><input id="h" type="hidden">
      <label id="lb">Go <button id="go"></button></label>
      <label id="lt" for="t">T</label><textarea id="t"></textarea>
      <label id="lo" for="o">O</label><output id="o"></output>`);
    expect(root.querySelector<HTMLInputElement>('#h')!.labels).toBeNull();
    const ids = (selector: string) =>
      [...(root.querySelector<HTMLButtonElement>(selector)?.labels ?? [])].map((l) => l.id);
    expect(ids('#go')).toEqual(['lb']);
    expect(ids('#t')).toEqual(['lt']);
    expect(ids('#o')).toEqual(['lo']);
    root.remove();
  });

  it('looks ids up in the label’s own tree: a shadow root, or a detached element', () => {
    const host = page('<input id="x">');
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<label id="ls" for="x">X</label><input id="x">';
    const inner = shadow.querySelector<HTMLInputElement>('#x')!;
    expect(shadow.querySelector<HTMLLabelElement>('#ls')!.control).toBe(inner);
    expect([...(inner.labels ?? [])].map((l) => l.id)).toEqual(['ls']);
    expect(host.querySelector<HTMLInputElement>('#x')!.labels).toHaveLength(0);

    const detached = document.createElement('div');
    detached.innerHTML = '<label id="ld" for="y">Y</label><input id="y">';
    const y = detached.querySelector<HTMLInputElement>('#y')!;
    expect(detached.querySelector<HTMLLabelElement>('#ld')!.control).toBe(y);
    expect([...(y.labels ?? [])].map((l) => l.id)).toEqual(['ld']);
    host.remove();
  });
});
