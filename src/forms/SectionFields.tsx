import { memo, useContext, useDeferredValue } from 'react';
import { offerClassSections, resourceSections, type FieldNode, type SectionId } from '../schema';
import { SectionClipboard } from './clipboard/SectionClipboard';
import { EmbeddedClassNoteContext } from './embeddedClassNote';
import { GroupedFields } from './GroupedFields';
import { useFormEngine } from './FormEngineContext';
import { ObjectFields } from './ObjectFields';
import { OptionalObject } from './OptionalObject';
import { useSection } from './useSection';

/** The embedded offer class: absent until added, its fields grouped like a class's sections. */
function EmbeddedClass({ node }: { node: FieldNode }) {
  const note = useContext(EmbeddedClassNoteContext);
  return (
    <OptionalObject node={node} name={node.key} label={node.label}>
      <div className="embedded" data-field={node.key}>
        {note}
        <GroupedFields
          nodes={node.children ?? []}
          parent={[node.key]}
          sections={offerClassSections}
        />
      </div>
    </OptionalObject>
  );
}

/**
 * The fields of the open section. Another section is drawn as a deferred value: the navigator
 * shows the choice at once, and React renders the section in slices the page can answer
 * between, so a long one (Modules on a large pass) holds nothing up.
 */
export const SectionFields = memo(function SectionFields() {
  const [active] = useSection();
  return <SectionBody active={useDeferredValue(active)} />;
});

const SectionBody = memo(function SectionBody({ active }: { active: SectionId }) {
  const { kind, root, setContainer } = useFormEngine();
  const sections = resourceSections[kind];
  const first = sections[0]?.id;
  const members = (root.children ?? []).filter((node) => (node.ui?.section ?? first) === active);
  const title = sections.find((s) => s.id === active)?.title ?? '';
  const embedded = members.filter(
    (node) => node.ui?.section === 'offerClass' && node.kind === 'object',
  );
  const plain = members.filter((node) => !embedded.includes(node));
  return (
    <section
      ref={setContainer}
      className="section-fields"
      data-section={active}
      aria-labelledby="section-fields-title"
    >
      <div className="section-fields__head" data-section-head>
        <h2 id="section-fields-title" className="section-fields__title">
          {title}
        </h2>
        <SectionClipboard key={active} section={active} title={title} />
      </div>
      {embedded.map((node) => (
        <EmbeddedClass key={node.key} node={node} />
      ))}
      <ObjectFields nodes={plain} parent={[]} />
    </section>
  );
});
