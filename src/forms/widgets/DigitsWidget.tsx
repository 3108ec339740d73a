import type { WidgetProps } from '../widgetTypes';
import { TextInput } from './TextWidget';

/** A number written as a string of digits (int64 in JSON), such as TOTP periodMillis. */
export function DigitsWidget(props: WidgetProps) {
  return <TextInput {...props} look={{ className: 'input input--short', inputMode: 'numeric' }} />;
}
