import { featureStyles } from '../features';
import { studioStyles } from '../studio';
import embedCss from './embed.css?inline';

/**
 * Every stylesheet the editor needs, as text: the custom element puts it in its shadow root. The
 * root's own last, as in the package's style.css.
 * Not the reset of a host's rules (hostReset.css): they stop at the shadow root, and the reset
 * would outweigh the editor's weightless rules wherever a build leaves them unscoped.
 */
export const editorStyles = [studioStyles, featureStyles, embedCss].join('\n');
