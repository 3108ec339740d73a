import { useId } from 'react';
import type { FieldNode } from '../schema';
import { FieldWidget } from './FieldWidget';
import { toName, type Segments } from './fieldPath';
import { useDocumentValues } from './useDocumentValue';
import './fromGoogle.css';

interface FromGoogleFieldsProps {
  /** Fields only Google sets (`ui.setByGoogle`), and enumerations with values only Google sets. */
  nodes: readonly FieldNode[];
  parent: Segments;
}

const strings = (values: readonly unknown[]) =>
  values.map((value) => (typeof value === 'string' ? value : null));

/** Whether a field belongs here: Google sets it, or some of its values (review status). */
export function isFromGoogle(node: FieldNode): boolean {
  return node.ui?.setByGoogle === true || (node.enum?.setByGoogle.length ?? 0) > 0;
}

/**
 * What only Google sets, apart from the fields to fill, at the end of its section: each field
 * Google sets (review comments, has users) as text, and an enumeration's value that only Google
 * sets (review status Approved) while the document has one. Read, never edited here.
 */
export function FromGoogleFields({ nodes, parent }: FromGoogleFieldsProps) {
  const titleId = useId();
  const fields = nodes.filter((node) => node.ui?.setByGoogle);
  const enums = nodes.filter((node) => !node.ui?.setByGoogle);
  const values = useDocumentValues(
    enums.map((node) => toName([...parent, node.key])),
    strings,
  );
  const outcomes = enums.flatMap((node, i) => {
    const info = node.enum;
    const upper = info && values[i] ? info.toUpper[values[i]] : undefined;
    if (!info || !upper || !info.setByGoogle.includes(upper)) return [];
    return [{ node, text: info.labels[upper] ?? upper }];
  });
  if (fields.length === 0 && outcomes.length === 0) return null;
  const Heading = parent.length === 0 ? 'h3' : 'h4';
  return (
    <section className="from-google" aria-labelledby={titleId}>
      <Heading id={titleId} className="from-google__title">
        From Google
      </Heading>
      <p className="from-google__note">Google fills these in: shown to read, not to edit.</p>
      {outcomes.map(({ node, text }) => (
        <div
          key={node.key}
          className="field field--google-set"
          role="group"
          aria-label={node.label}
        >
          <span className="field__label" aria-hidden="true">
            {node.label}
          </span>
          <span className="field__value">{text}</span>
        </div>
      ))}
      {fields.map((node) => (
        <FieldWidget key={node.key} node={node} segments={[...parent, node.key]} />
      ))}
    </section>
  );
}
