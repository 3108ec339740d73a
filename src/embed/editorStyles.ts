import formsCss from '../forms/forms.css?inline';
import templateCss from '../forms/template/template.css?inline';
import previewCss from '../preview/preview.css?inline';
import embedCss from './embed.css?inline';

/** Every stylesheet the editor needs, as text: the custom element puts it in its shadow root. */
export const editorStyles = [embedCss, formsCss, templateCss, previewCss].join('\n');
