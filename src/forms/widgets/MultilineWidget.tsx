import type { WidgetProps } from '../widgetTypes';
import { TextInput } from './TextWidget';

/** Several lines of text: bodies, details, comments. */
export function MultilineWidget(props: WidgetProps) {
  return <TextInput {...props} multiline />;
}
