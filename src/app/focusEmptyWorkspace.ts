import { focusWhenRendered } from '../studio';

/** The empty workspace's welcome: its first control is the first way to start a pass. */
export const WELCOME_ID = 'welcome';

/**
 * Once no document is open (the last tab closed), the focus goes to the empty workspace's first
 * action, where a keyboard user goes on, instead of falling to the page's body.
 */
export function focusEmptyWorkspace() {
  focusWhenRendered(() => document.getElementById(WELCOME_ID), { block: 'nearest' });
}
