import barcodeSectionCss from './barcodeSection.css?inline';
import cardRowsCss from './cardRows.css?inline';
import fieldPathPickerCss from './fieldPathPicker.css?inline';
import slotBoardCss from './slotBoard.css?inline';
import templateItemCss from './templateItem.css?inline';
import templateWidgetCss from './templateWidget.css?inline';

/**
 * The template editor's stylesheets as one text, in cascade order: they come with its chunk
 * (templateWidget.tsx adopts them into the page or the custom element's shadow root), so the
 * package's style.css leaves them out. The library's build scopes each under .pass-studio-root.
 */
export const templateStyles = [
  templateWidgetCss,
  cardRowsCss,
  slotBoardCss,
  barcodeSectionCss,
  templateItemCss,
  fieldPathPickerCss,
].join('\n');
