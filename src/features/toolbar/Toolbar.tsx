import { useRef, type ReactNode } from 'react';
import { DocumentVerdict } from '../../studio';
import { Segmented } from '../../ui/Segmented';
import { isChoice, type Command, type ToolbarItem } from '../command';
import { MoreMenu } from './MoreMenu';
import { ToolbarIcon } from './ToolbarIcon';
import { useToolbarFit } from './useToolbarFit';
import './toolbar.css';

interface ToolbarProps {
  /** What the shell asks for, in the bar's order; the last movable ones give way first. */
  items: readonly ToolbarItem[];
  /** At the end of the row: the verdict by default, with what the shell adds (its save status). */
  status?: ReactNode;
}

function CommandButton({ command }: { command: Command }) {
  return (
    <button
      type="button"
      className={command.primary ? 'button button--primary' : 'button'}
      data-fit={command.place}
      data-command={command.id}
      onClick={command.run}
      disabled={!command.enabled}
      aria-keyshortcuts={command.shortcut}
      // An icon's name is its label, kept when the compact bar hides the text.
      aria-label={command.icon ? command.label : undefined}
      data-tip={command.icon ? command.label : undefined}
    >
      {command.icon ? (
        <>
          <ToolbarIcon path={command.icon} />
          <span className="document-toolbar__label">{command.label}</span>
        </>
      ) : (
        command.label
      )}
    </button>
  );
}

/**
 * The one document toolbar of every shell: the commands a shell asks for and, at the end, the
 * document's state (the verdict, and what the shell adds), on one row at any width
 * (useToolbarFit, a priority+ bar): the movable commands that do not fit move into More.
 */
export function Toolbar({ items, status = <DocumentVerdict /> }: ToolbarProps) {
  const bar = useRef<HTMLDivElement>(null);
  useToolbarFit(bar);
  return (
    <div ref={bar} className="document-toolbar" role="toolbar" aria-label="Document">
      {items.map((item) =>
        isChoice(item) ? (
          <Segmented
            key={item.id}
            legend={item.label}
            hideLegend
            options={item.options}
            value={item.value}
            onChange={item.choose}
            data-fit="kept"
            data-command={item.id}
          />
        ) : (
          <CommandButton key={item.id} command={item} />
        ),
      )}
      <MoreMenu bar={bar} />
      <span className="document-toolbar__status" data-fit="status">
        {status}
      </span>
    </div>
  );
}
