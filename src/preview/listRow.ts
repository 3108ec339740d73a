import { transitOptionSchema } from '../schema';
import type { FieldModel, JourneyModel } from './cardModel';
import type { ModelContext } from './modelContext';
import { enumValue, record, type Segments } from './read';
import { selectorField } from './templateFields';

/** First and second rows of the passes list from listTemplateOverride (thirdRowOption has no effect). */
export function listRows(
  templateInfo: unknown,
  at: Segments,
  ctx: ModelContext,
  journey: JourneyModel | null,
  defaults: { first: FieldModel | null; second: FieldModel | null },
): { firstRow: FieldModel | null; secondRow: FieldModel | null } {
  const listAt = [...at, 'listTemplateOverride'];
  const override = record(record(templateInfo)?.listTemplateOverride);
  const firstOption = record(override?.firstRowOption);
  const option = enumValue(transitOptionSchema, firstOption?.transitOption);
  let firstRow = defaults.first;
  if (firstOption?.fieldOption) {
    firstRow = selectorField(
      firstOption.fieldOption,
      [...listAt, 'firstRowOption', 'fieldOption'],
      ctx,
    );
  } else if (option && journey) {
    const { origin, destination } = journey;
    const value =
      option === 'ORIGIN_AND_DESTINATION_CODES'
        ? `${origin.code} → ${destination.code}`
        : option === 'ORIGIN_NAME'
          ? origin.name
          : `${origin.name} → ${destination.name}`;
    firstRow = {
      label: '',
      value,
      segments: [...listAt, 'firstRowOption', 'transitOption'],
      missing: null,
      sample: true,
    };
  }
  const secondRow = override?.secondRowOption
    ? selectorField(override.secondRowOption, [...listAt, 'secondRowOption'], ctx)
    : defaults.second;
  return { firstRow, secondRow };
}
