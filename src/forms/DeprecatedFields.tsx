import type { FieldNode } from '../schema';
import { FieldWidget } from './FieldWidget';
import { useFormEngine } from './FormEngineContext';
import { toName, type Segments } from './fieldPath';
import { isSet } from './isBlank';
import { useDocumentAccess } from './useDocumentAccess';
import { useDocumentValues } from './useDocumentValue';

interface DeprecatedFieldsProps {
  nodes: readonly FieldNode[];
  parent: Segments;
}

const presence = (values: readonly unknown[]) => values.map(isSet);

/** Deprecated fields, shown only when the document has them, each removable in one click. */
export function DeprecatedFields({ nodes, parent }: DeprecatedFieldsProps) {
  const { readOnly } = useFormEngine();
  const { write } = useDocumentAccess();
  const names = nodes.map((node) => toName([...parent, node.key]));
  const present = useDocumentValues(names, presence);
  if (!present.some(Boolean)) return null;
  return (
    <section className="deprecated" aria-label="Deprecated fields">
      <h3 className="deprecated__title">Deprecated</h3>
      {nodes.map((node, i) =>
        present[i] ? (
          <div key={node.key} className="deprecated__item">
            <p className="deprecated__note">
              <span className="badge badge--warning">removed on export</span>
              {readOnly ? null : (
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => write(names[i] ?? '', undefined)}
                >
                  Remove {node.label}
                </button>
              )}
            </p>
            <FieldWidget node={node} segments={[...parent, node.key]} />
          </div>
        ) : null,
      )}
    </section>
  );
}
