import { useState } from 'react';
import { dateTimeKind } from '../../io/timeline';
import { GroupShell } from '../GroupShell';
import { toFieldId } from '../fieldPath';
import { helpOf } from '../labelText';
import { displayText, emptyToUndefined, useFieldValue } from '../useFieldValue';
import type { WidgetProps } from '../widgetTypes';
import { joinDateTime, splitDateTime, utcOffsets, type DateTimeParts } from './dateTimeParts';

const LOCAL = '';

/**
 * A date-time as date, time and UTC offset (or local time at the venue), written as ISO 8601.
 * A value this widget cannot take apart is shown as text, so nothing is lost.
 */
export function DateTimeWidget({ node, name, readOnly, label }: WidgetProps) {
  const [value, set] = useFieldValue(name);
  // Text being corrected stays text until the input is left: turning into pickers at the first
  // valid prefix ("…T10:00" of "…T10:00:30Z") would drop the focus and the rest of the typing.
  const [typing, setTyping] = useState(false);
  const text = label ?? node.label;
  const raw = displayText(value);
  const parts = raw === '' ? { date: '', time: '', fraction: '', offset: '' } : splitDateTime(raw);
  const id = toFieldId(name);
  const describedBy = toFieldId(name, 'issues');
  if (!parts || typing) {
    return (
      <GroupShell
        name={name}
        label={text}
        help="Not a date-time the pickers understand; correct it as ISO 8601 text."
      >
        <input
          id={id}
          data-field={name}
          aria-label={`${text} (ISO 8601)`}
          aria-describedby={describedBy}
          aria-invalid={!parts}
          className="input input--mono"
          type="text"
          value={raw}
          readOnly={readOnly}
          onChange={(event) => set(emptyToUndefined(event.target.value))}
          onFocus={() => setTyping(true)}
          onBlur={() => setTyping(false)}
        />
      </GroupShell>
    );
  }
  const change = (patch: Partial<DateTimeParts>) => set(joinDateTime({ ...parts, ...patch }));
  const kind = raw === '' ? undefined : dateTimeKind(raw);
  const noteId = toFieldId(name, 'zone-note');
  const offsets =
    parts.offset === '' || parts.offset === 'Z' || utcOffsets.includes(parts.offset)
      ? utcOffsets
      : [...utcOffsets, parts.offset];
  return (
    <GroupShell name={name} label={text} help={helpOf(node)} className="group--inline">
      <div className="datetime">
        <label className="field">
          <span className="field__label">Date</span>
          <input
            id={id}
            data-field={name}
            aria-describedby={describedBy}
            className="input"
            type="date"
            value={parts.date}
            readOnly={readOnly}
            onChange={(event) => change({ date: event.target.value })}
          />
        </label>
        <label className="field">
          <span className="field__label">Time</span>
          <input
            className="input"
            type="time"
            step={1}
            value={parts.time}
            readOnly={readOnly}
            disabled={parts.date === ''}
            onChange={(event) => change({ time: event.target.value })}
          />
        </label>
        <label className="field">
          <span className="field__label">Time zone</span>
          <select
            className="input select"
            value={parts.offset}
            disabled={readOnly || parts.date === ''}
            aria-describedby={kind ? noteId : undefined}
            onChange={(event) => change({ offset: event.target.value })}
          >
            <option value={LOCAL}>Local time at the venue</option>
            <option value="Z">UTC</option>
            {offsets.map((offset) => (
              <option key={offset} value={offset}>
                UTC{offset}
              </option>
            ))}
          </select>
        </label>
      </div>
      {/* Google's DateTime: with an offset one instant, shown in each viewer's zone; without, local time. */}
      {kind && (
        <p id={noteId} className="group__help datetime__note">
          {kind === 'local time'
            ? 'Local time: every phone shows this clock time, in whatever time zone it is.'
            : `${kind}: one moment everywhere; each phone shows it in its own time zone.`}
        </p>
      )}
    </GroupShell>
  );
}
