import type { LeftOutModel } from './cardModel';
import { EditTarget } from './EditTarget';
import { editorMark } from './editorMark';

/** "2 more messages are not shown: Google shows 10", with Google's page and a jump to the first one. */
export function LeftOutMark({ mark }: { mark: LeftOutModel }) {
  return (
    <div className="pp-left-out" role="note" {...editorMark}>
      <span>{mark.text}.</span>{' '}
      <a href={mark.source} target="_blank" rel="noopener noreferrer">
        Google’s reference
      </a>
      <EditTarget
        segments={mark.segments}
        name="the first one not shown"
        className="pp-left-out__go"
      >
        <span aria-hidden="true">Go to it</span>
      </EditTarget>
    </div>
  );
}
