import { useRef, type ReactNode } from 'react';
import { isSet } from './isBlank';
import { useDocumentAccess } from './useDocumentAccess';
import { useDocumentValue } from './useDocumentValue';
import type { FieldNode } from '../schema';
import { useFormEngine } from './FormEngineContext';
import { focusWhenRendered } from './focusWhenRendered';
import { lowerFirst } from './labelText';
import { skeletonOf } from './skeletonOf';

interface OptionalObjectProps {
  node: FieldNode;
  name: string;
  label: string;
  children: ReactNode;
}

/** An optional object is absent until the user adds it, and removable again in one click. */
export function OptionalObject({ node, name, label, children }: OptionalObjectProps) {
  const { readOnly } = useFormEngine();
  const { write } = useDocumentAccess();
  // A boolean, so typing inside the object does not re-render this wrapper.
  const present = useDocumentValue(name, isSet);
  const box = useRef<HTMLDivElement>(null);
  const words = lowerFirst(label);
  const change = (value: unknown, focus: 'first' | 'add') => {
    write(name, value);
    focusWhenRendered(
      () => box.current?.querySelector(focus === 'first' ? 'fieldset, .field' : 'button'),
      { block: 'nearest' },
    );
  };
  if (!present) {
    return (
      <div ref={box} className="optional optional--absent" data-field={name}>
        <button
          type="button"
          className="button button--ghost"
          disabled={readOnly}
          onClick={() => change(skeletonOf(node), 'first')}
        >
          <span aria-hidden="true">+</span> Add {words}
        </button>
        {node.ui?.help ? <span className="optional__help">{node.ui.help}</span> : null}
      </div>
    );
  }
  return (
    <div ref={box} className="optional optional--present">
      {children}
      {readOnly ? null : (
        <button
          type="button"
          className="button button--quiet optional__remove"
          onClick={() => change(undefined, 'add')}
        >
          Remove {words}
        </button>
      )}
    </div>
  );
}
