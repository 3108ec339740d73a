import { studioStyles } from '../studio';
import embedCss from './embed.css?inline';

/** Every stylesheet the editor needs, as text: the custom element puts it in its shadow root. */
export const editorStyles = [embedCss, studioStyles].join('\n');
