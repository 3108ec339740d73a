import { useDocumentValue } from '../useDocumentValue';
import type { FieldNode } from '../../schema';
import { DeprecatedFields } from '../DeprecatedFields';
import { Field } from '../Field';
import { GroupShell } from '../GroupShell';
import { helpOf } from '../labelText';
import { usePruneIfBlank } from '../usePruneIfBlank';
import type { WidgetProps } from '../widgetTypes';
import { FieldInput } from './FieldInput';
import { URI_LOOK } from './UriWidget';
import { Thumbnail } from './Thumbnail';

const child = (node: FieldNode | undefined, key: string) =>
  node?.children?.find((c) => c.key === key);

/**
 * An Image: its URL with a thumbnail that shows whether it loads, and its content description.
 * Typing the URL creates the image; emptying everything removes it.
 */
export function ImageWidget({ node, name, segments, readOnly, label }: WidgetProps) {
  const prune = usePruneIfBlank(name, !node.required);
  const uriName = `${name}.sourceUri.uri`;
  const uri = useDocumentValue(uriName);
  const sourceNode = child(node, 'sourceUri');
  const uriNode = child(sourceNode, 'uri');
  const others = (node.children ?? []).filter((c) => !c.deprecated && c.key !== 'sourceUri');
  const deprecated = (node.children ?? []).filter((c) => c.deprecated);
  const sourceDeprecated = (sourceNode?.children ?? []).filter((c) => c.deprecated);
  return (
    <GroupShell
      name={name}
      label={label ?? node.label}
      help={helpOf(node)}
      className="group--image"
    >
      <div className="image-field">
        <div className="image-field__inputs">
          <FieldInput
            name={uriName}
            look={URI_LOOK}
            label={uriNode?.label ?? 'Image URL'}
            help={uriNode ? helpOf(uriNode) : undefined}
            readOnly={readOnly}
            onWritten={prune}
          />
          {others.map((c) => (
            <Field key={c.key} node={c} segments={[...segments, c.key]} />
          ))}
        </div>
        <Thumbnail uri={uri} name={uriName} />
      </div>
      {sourceDeprecated.length > 0 ? (
        <DeprecatedFields nodes={sourceDeprecated} parent={[...segments, 'sourceUri']} />
      ) : null}
      {deprecated.length > 0 ? <DeprecatedFields nodes={deprecated} parent={segments} /> : null}
    </GroupShell>
  );
}
