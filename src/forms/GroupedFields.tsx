import type { FieldNode, Section } from '../schema';
import { ObjectFields } from './ObjectFields';
import type { Segments } from './fieldPath';

interface GroupedFieldsProps {
  nodes: readonly FieldNode[];
  parent: Segments;
  sections: readonly Section[];
}

/** Fields grouped under headings by their `ui.section` (the embedded offer class). */
export function GroupedFields({ nodes, parent, sections }: GroupedFieldsProps) {
  const first = sections[0]?.id;
  const known = new Set(sections.map((s) => s.id));
  const sectionOfNode = (node: FieldNode) =>
    node.ui?.section && known.has(node.ui.section) ? node.ui.section : first;
  return (
    <>
      {sections.map((section) => {
        const members = nodes.filter((node) => sectionOfNode(node) === section.id);
        if (members.length === 0) return null;
        return (
          <section
            key={section.id}
            className="subsection"
            aria-label={`Offer class: ${section.title}`}
          >
            <h3 className="subsection__title">{section.title}</h3>
            <ObjectFields nodes={members} parent={parent} />
          </section>
        );
      })}
    </>
  );
}
