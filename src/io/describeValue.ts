const MAX_QUOTED = 60;

/** A string quoted for a message, shortened so a 5 MB value cannot flood the output. */
export function quote(value: string): string {
  const chars = Array.from(value);
  const shown = chars.length > MAX_QUOTED ? chars.slice(0, MAX_QUOTED).join('') + '…' : value;
  return `“${shown}”`;
}

/** How a message names a JSON value: the text “45.5”, the number 3, true, a list, an object. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return `the text ${quote(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return 'nothing';
}

/** What kind of JSON value it is, without the value: for secrets, which a message never quotes. */
export function describeType(value: unknown): string {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'true or false';
  return describeValue(value);
}

/** 'TextModuleData' -> 'Text module data'; 'ImageUri' -> 'Image URI'. */
export function readableTypeName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(' ')
    .map((word, i) => {
      if (word === 'Uri') return 'URI';
      return i === 0 ? word : word.toLowerCase();
    });
  return words.join(' ');
}

/** "Barcode" -> "barcode" for "Add barcode"; acronyms such as "NFC constraint" stay as they are. */
export function lowerFirst(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

export function withArticle(phrase: string): string {
  return (/^[aeiou]/i.test(phrase) ? 'an ' : 'a ') + phrase;
}
