import { cardTextColour, contrastRatio } from '../../io/cardColours';
import { nearestReadableColour } from '../../io/readableColour';
import { useFieldIssues } from '../useFieldIssues';
import './contrastFix.css';

interface ContrastFixProps {
  name: string;
  value: unknown;
  readOnly?: boolean | undefined;
  onUse: (colour: string) => void;
}

/**
 * Under a card colour whose text does not read (google.contrast): the nearest colour that does,
 * drawn as the card would draw it, and a button that takes it.
 */
export function ContrastFix({ name, value, readOnly, onUse }: ContrastFixProps) {
  const warned = useFieldIssues(name).some((issue) => issue.rule === 'google.contrast');
  const nearest = warned ? nearestReadableColour(value) : undefined;
  if (!nearest || nearest === value) return null;
  const text = cardTextColour(nearest);
  const ratio = contrastRatio(nearest, text).toFixed(1);
  return (
    <div className="contrast-fix">
      <span
        className="contrast-fix__sample"
        style={{ backgroundColor: nearest, color: text }}
        aria-hidden="true"
      >
        Aa
      </span>
      <button
        type="button"
        className="button button--quiet"
        disabled={readOnly}
        onClick={() => onUse(nearest)}
      >
        Use {nearest}
      </button>
      <span className="contrast-fix__note">the nearest colour whose text reads ({ratio}:1)</span>
    </div>
  );
}
