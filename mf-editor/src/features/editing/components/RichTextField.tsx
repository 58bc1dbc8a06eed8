import { useCallback, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createEditor, Editor, Element as SlateElement, Range, Transforms, type Descendant } from 'slate';
import { withHistory, type HistoryEditor } from 'slate-history';
import {
  Editable,
  Slate,
  withReact,
  type ReactEditor,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';

type ClubEditor = Editor & ReactEditor & HistoryEditor;
import { isValidUrl } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { useFieldContext } from '../model/field-context';
import { fromHtml, toHtml, type BlockType, type Mark, type RichBlock, type RichText } from '../lib/rich-text';

interface Props {
  labelId: string;
  value: string;
  invalid: boolean;
  onChange: (html: string) => void;
}

const hotkeys: Record<string, Mark> = { b: 'bold', i: 'italic', u: 'underline' };

function isMarkActive(editor: Editor, mark: Mark): boolean {
  return !!(Editor.marks(editor) as Partial<RichText> | null)?.[mark];
}
function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}
function toggleList(editor: Editor, type: 'bulleted-list' | 'numbered-list'): void {
  const [match] = Editor.nodes(editor, { match: (n) => SlateElement.isElement(n) && (n as RichBlock).type === type });
  Transforms.unwrapNodes(editor, {
    match: (n) => SlateElement.isElement(n) && ['bulleted-list', 'numbered-list'].includes((n as RichBlock).type),
    split: true,
  });
  Transforms.setNodes(editor, { type: match ? 'paragraph' : 'list-item' } as Partial<RichBlock>);
  if (!match) Transforms.wrapNodes(editor, { type, children: [] } as RichBlock);
}

/** Links are inline; pasting keeps the plain text only (no foreign styles or scripts). */
function withClubRules(editor: ClubEditor): ClubEditor {
  const { isInline } = editor;
  editor.isInline = (element) => (element as { type?: string }).type === 'link' || isInline(element);
  editor.insertData = (data) => editor.insertText(data.getData('text/plain'));
  return editor;
}

function Element({ attributes, children, element }: RenderElementProps) {
  const node = element as unknown as RichBlock | { type: 'link'; url: string };
  switch (node.type) {
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <a {...attributes} href={(node as { url: string }).url}>
          {children}
        </a>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function Leaf({ attributes, children, leaf }: RenderLeafProps) {
  const text = leaf as unknown as RichText;
  let content = children;
  if (text.bold) content = <strong>{content}</strong>;
  if (text.italic) content = <em>{content}</em>;
  if (text.underline) content = <u>{content}</u>;
  if (text.strike) content = <s>{content}</s>;
  return <span {...attributes}>{content}</span>;
}

/** Rich text with slate: §5's formats, keyboard shortcuts, undo/redo; stored as HTML. */
export function RichTextField({ labelId, value, invalid, onChange }: Props) {
  // The document this field last showed or produced; a different value from outside (a revert)
  // remounts the editor with it, since slate's value is only its initial one.
  const [known, setKnown] = useState({ value, generation: 0 });
  if (value !== known.value) setKnown({ value, generation: known.generation + 1 });
  return (
    <RichTextEditor
      key={known.generation}
      labelId={labelId}
      initialHtml={value}
      invalid={invalid}
      onChange={(html) => {
        setKnown({ value: html, generation: known.generation });
        onChange(html);
      }}
    />
  );
}

function RichTextEditor({ labelId, initialHtml, invalid, onChange }: Omit<Props, 'value'> & { initialHtml: string }) {
  const { t } = useTranslation(namespace);
  const [editor] = useState(() => withClubRules(withHistory(withReact(createEditor()))));
  const [initial] = useState(() => fromHtml(initialHtml));
  const { t: common } = useTranslation('common');
  const context = useFieldContext();
  const [linkError, setLinkError] = useState<string | null>(null);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      // Enter on an empty list item leaves the list, as in a word processor.
      if (event.key === 'Enter' && !event.shiftKey) {
        const [item] = Editor.nodes(editor, {
          match: (n) => SlateElement.isElement(n) && (n as RichBlock).type === 'list-item',
        });
        const [list] = Editor.nodes(editor, {
          match: (n) => SlateElement.isElement(n) && ['bulleted-list', 'numbered-list'].includes((n as RichBlock).type),
        });
        if (item && list && Editor.string(editor, item[1]) === '') {
          event.preventDefault();
          toggleList(editor, (list[0] as RichBlock).type as 'bulleted-list' | 'numbered-list');
          return;
        }
      }
      if (!(event.ctrlKey || event.metaKey)) return;
      const mark = hotkeys[event.key.toLowerCase()];
      if (mark) {
        event.preventDefault();
        toggleMark(editor, mark);
      }
    },
    [editor],
  );

  const addLink = () => {
    const url = window.prompt(t('rich.linkPrompt'))?.trim();
    if (!url) return;
    // Checked while editing with the same rule as the link fields, not only when saving.
    if (!isValidUrl(url, context.isKnownRoute) && !/^(mailto|tel):[^\s]+$/i.test(url)) {
      setLinkError(common('validation.invalidUrl'));
      return;
    }
    setLinkError(null);
    if (editor.selection && !Range.isCollapsed(editor.selection)) {
      Transforms.wrapNodes(editor, { type: 'link', url, children: [] } as never, { split: true });
    } else {
      Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: url }] } as never);
    }
  };

  const tool = (label: string, text: ReactNode, action: () => void, isActive = false) => (
    <button
      key={label}
      type="button"
      className={`editor-rich__tool${isActive ? ' editor-rich__tool--active' : ''}`}
      aria-label={label}
      aria-pressed={isActive}
      title={label}
      onMouseDown={(event) => {
        event.preventDefault();
        action();
      }}
    >
      {text}
    </button>
  );
  const lists: Array<[BlockType & ('bulleted-list' | 'numbered-list'), string]> = [
    ['bulleted-list', '•'],
    ['numbered-list', '1.'],
  ];

  return (
    <div className={`editor-rich${invalid ? ' editor-rich--invalid' : ''}`}>
      <Slate editor={editor} initialValue={initial} onValueChange={(next: Descendant[]) => onChange(toHtml(next))}>
        <div className="editor-rich__toolbar" role="toolbar" aria-label={t('rich.toolbar')}>
          {tool(t('rich.bold'), 'B', () => toggleMark(editor, 'bold'), isMarkActive(editor, 'bold'))}
          {tool(t('rich.italic'), 'I', () => toggleMark(editor, 'italic'), isMarkActive(editor, 'italic'))}
          {tool(t('rich.underline'), 'U', () => toggleMark(editor, 'underline'), isMarkActive(editor, 'underline'))}
          {tool(t('rich.strike'), 'S', () => toggleMark(editor, 'strike'), isMarkActive(editor, 'strike'))}
          {lists.map(([type, text]) => tool(t(`rich.${type}`), text, () => toggleList(editor, type)))}
          {tool(t('rich.link'), <LinkIcon />, addLink)}
          {tool(t('rich.undo'), '↶', () => editor.undo())}
          {tool(t('rich.redo'), '↷', () => editor.redo())}
        </div>
        {linkError && (
          <p className="editor-field__message" role="alert">
            {linkError}
          </p>
        )}
        <Editable
          className="editor-rich__area"
          aria-labelledby={labelId}
          aria-multiline="true"
          role="textbox"
          renderElement={Element}
          renderLeaf={Leaf}
          onKeyDown={onKeyDown}
        />
      </Slate>
    </div>
  );
}

/** The chain-link glyph as SVG (an emoji looks different on every system). */
function LinkIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1"
      />
    </svg>
  );
}
