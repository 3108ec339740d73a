import modalDialogCss from '../ui/modalDialog.css?inline';
import popupMenuCss from '../ui/popupMenu.css?inline';
import linkCss from './link/link.css?inline';
import toolbarCss from './toolbar/toolbar.css?inline';

/** The features' stylesheets as text, for the custom element's shadow root (after studioStyles). */
export const featureStyles = [modalDialogCss, popupMenuCss, toolbarCss, linkCss].join('\n');
