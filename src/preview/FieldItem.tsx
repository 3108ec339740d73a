import { memo } from 'react';
import '../ui/visuallyHidden.css';
import type { FieldModel } from './cardModel';
import { EditTarget } from './EditTarget';
import { PreviewImage } from './PreviewImage';
import { editorMark } from './editorMark';

interface FieldItemProps {
  field: FieldModel;
  align?: 'start' | 'center' | 'end';
}

/**
 * A label over a value; a slot whose paths resolved to nothing shows as a faint placeholder saying
 * in words what they name.
 * Redrawn only when its field changed: the card model keeps unchanged fields' identity.
 */
export const FieldItem = memo(function FieldItem({ field, align = 'start' }: FieldItemProps) {
  if (!field.missing && !field.value && !field.image && !field.label)
    return <div className="pp-field" />;
  const name = field.missing ? `the template slot: ${field.missing}` : field.label || 'value';
  const says = field.missing ? undefined : field.image ? field.image.alt : field.value;
  return (
    <EditTarget
      segments={field.segments}
      name={name}
      says={says}
      className={`pp-field pp-field--${align}`}
    >
      {field.missing ? (
        <span
          {...editorMark}
          className="pp-field__missing"
          title="Google Wallet shows nothing here on this pass"
        >
          {field.missing}
        </span>
      ) : (
        <>
          {field.label && <span className="pp-field__label">{field.label}</span>}
          {/* Read as a pair, "Fare: 2.80 EUR", where the card is text (the review page). */}
          {field.label && <span className="visually-hidden">:</span>}
          {field.image ? (
            <PreviewImage image={field.image} className="pp-field__image" />
          ) : (
            <span className="pp-field__value">{field.value}</span>
          )}
        </>
      )}
    </EditTarget>
  );
});
