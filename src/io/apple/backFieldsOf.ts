import { isRecord } from '../walkDocument';
import type { AppleField } from './appleFormat';
import { textOf, type StringsTable } from './googleText';
import type { LossLine } from './lossReport';

type Add = (
  group: string,
  scope: 'class' | 'object',
  key: string,
  fate: LossLine['fate'],
  how?: string,
) => void;

interface BackSources {
  cls: Record<string, unknown>;
  obj: Record<string, unknown>;
  style: 'boardingPass' | 'coupon';
  strings: StringsTable;
  /** Text modules the card rows already show. */
  onFront: Set<string>;
  add: Add;
  back: AppleField[];
}

const list = (value: unknown) => (Array.isArray(value) ? value.filter(isRecord) : []);
const dateOf = (value: unknown) =>
  isRecord(value) && typeof value.date === 'string' ? value.date.slice(0, 10) : undefined;

/** Text modules, links, an offer's details and fine print, and messages, as back fields. */
export function backFieldsOf({ cls, obj, style, strings, onFront, add, back }: BackSources): void {
  const keys = new Set<string>();
  const push = (key: string, label: string | undefined, value: string) => {
    let unique = key;
    for (let n = 2; keys.has(unique); n += 1) unique = `${key}-${n}`;
    keys.add(unique);
    back.push({ key: unique, ...(label ? { label } : {}), value });
  };
  for (const scope of ['class', 'object'] as const) {
    const source = scope === 'class' ? cls : obj;
    const modules = list(source.textModulesData);
    modules.forEach((module, i) => {
      const id = typeof module.id === 'string' && module.id ? module.id : `text-${i + 1}`;
      const body = textOf(strings, module.body, module.localizedBody);
      if (body && !onFront.has(id))
        push(id, textOf(strings, module.header, module.localizedHeader), body);
    });
    if (modules.length > 0)
      add(
        'Back of the pass',
        scope,
        'textModulesData',
        'carried',
        'as back fields (those on a card row stay on the front)',
      );
    const links = list(isRecord(source.linksModuleData) ? source.linksModuleData.uris : undefined);
    links.forEach((link, i) => {
      if (typeof link.uri === 'string')
        push(
          typeof link.id === 'string' && link.id ? link.id : `link-${i + 1}`,
          textOf(strings, link.description, link.localizedDescription),
          link.uri,
        );
    });
    if (links.length > 0)
      add(
        'Back of the pass',
        scope,
        'linksModuleData',
        'carried',
        'as back fields; Wallet makes each address a link',
      );
    const messages = list(source.messages);
    messages.forEach((message, i) => {
      const body = textOf(strings, message.body, message.localizedBody) ?? '';
      const interval = isRecord(message.displayInterval) ? message.displayInterval : {};
      const [from, to] = [dateOf(interval.start), dateOf(interval.end)];
      const dates =
        from || to
          ? ` (${[from ? `from ${from}` : '', to ? `until ${to}` : ''].filter(Boolean).join(' ')})`
          : '';
      push(
        `message-${typeof message.id === 'string' && message.id ? message.id : i + 1}`,
        textOf(strings, message.header, message.localizedHeader),
        body + dates,
      );
    });
    if (messages.length > 0)
      add(
        'Back of the pass',
        scope,
        'messages',
        'approximated',
        'as back fields with their dates: Apple Wallet sends no message of its own, only a change of a field',
      );
  }
  if (style === 'coupon') {
    for (const [key, twin, label] of [
      ['details', 'localizedDetails', 'Details'],
      ['finePrint', 'localizedFinePrint', 'Terms and conditions'],
    ] as const) {
      const value = textOf(strings, cls[key], cls[twin]);
      if (!value) continue;
      push(key, label, value);
      add('Back of the pass', 'class', key, 'carried', 'as a back field');
      if (cls[twin]) add('Languages', 'class', twin, 'carried');
    }
    const help =
      isRecord(cls.helpUri) && typeof cls.helpUri.uri === 'string' ? cls.helpUri.uri : undefined;
    if (help) {
      push(
        'helpUri',
        textOf(strings, (cls.helpUri as Record<string, unknown>).description, undefined) ?? 'Help',
        help,
      );
      add('Back of the pass', 'class', 'helpUri', 'carried', 'as a back field');
    }
  }
}
