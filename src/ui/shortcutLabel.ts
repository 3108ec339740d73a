const KEY_NAMES: Record<string, string> = {
  Control: 'Ctrl',
  Meta: '⌘',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  Escape: 'Esc',
};

/**
 * An `aria-keyshortcuts` value as a person reads it ("Control+Shift+Z" → "Ctrl+Shift+Z"). Of
 * several alternatives ("Control+K Meta+K") it shows the Meta one on a Mac, else the first.
 */
export function shortcutLabel(shortcuts: string | null | undefined, mac = false): string {
  const options = (shortcuts ?? '').split(' ').filter(Boolean);
  const chosen = (mac && options.find((option) => option.includes('Meta'))) || options[0];
  if (!chosen) return '';
  return chosen
    .split('+')
    .map((key) => KEY_NAMES[key] ?? key)
    .join(mac && chosen.includes('Meta') ? '' : '+');
}

/** A tooltip's text: the control's name and, when it has one, its shortcut. */
export function tooltipText(name: string, shortcuts: string | null | undefined, mac = false) {
  const shortcut = shortcutLabel(shortcuts, mac);
  return shortcut ? `${name} (${shortcut})` : name;
}
