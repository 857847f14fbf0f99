import { useEffect, useMemo, useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import { RichTextToolbar } from './RichTextToolbar';
import './rich-text.css';

interface Props {
  /** HTML, as the api stores it; '' for nothing. */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Set by antd's Form.Item: scrolling to a field with an error finds the editable area by it. */
  id?: string;
  /** The field's name for assistive technology: a <label> cannot name a contenteditable div. */
  'aria-label'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'data-testid'?: string;
}

/** An empty document is '' rather than '<p></p>', so that a required rule sees nothing typed. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

// Close to what the toolbar offers, all kept by the api's sanitizer. Links are left out
// because the toolbar cannot check a URL (a pasted link arrives as its text); the trailing
// empty paragraph Tiptap adds after a heading would only be noise in the saved HTML.
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    link: false,
    codeBlock: false,
    code: false,
    trailingNode: false,
  }),
];

/**
 * The rich-text field of notices and contracts: a Tiptap editor whose value is HTML, so it
 * sits in an antd Form.Item like an input. The api sanitizes what is saved (see
 * apps/api/src/modules/announcement/rich-text.ts); Tiptap's schema already drops anything
 * it has no node or mark for.
 */
export function RichTextEditor({
  value,
  onChange,
  placeholder = '',
  disabled = false,
  id,
  'aria-label': ariaLabel,
  'aria-invalid': invalid,
  'data-testid': testId,
}: Props) {
  // The latest callbacks and texts without recreating the editor on every render.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const placeholderRef = useRef(placeholder);
  placeholderRef.current = placeholder;
  // The HTML the form and the editor last agreed on: a value equal to it came from the editor itself.
  const synced = useRef(value ?? '');

  const [extensions] = useState(() => [
    ...EXTENSIONS,
    Placeholder.configure({ placeholder: () => placeholderRef.current }),
  ]);
  const isInvalid = invalid === true || invalid === 'true';
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-placeholder': placeholder,
        'aria-disabled': String(disabled),
        'aria-invalid': String(isInvalid),
        ...(id ? { id } : {}),
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(testId ? { 'data-testid': testId } : {}),
      },
    }),
    [placeholder, disabled, isInvalid, id, ariaLabel, testId],
  );

  const editor = useEditor({
    extensions,
    content: value ?? '',
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      if (html === synced.current) return;
      synced.current = html;
      onChangeRef.current?.(html);
    },
  });

  useEffect(() => editor.setEditable(!disabled, false), [editor, disabled]);

  // A value set from outside (a loaded draft, form.setFieldsValue, a reset) replaces the document.
  useEffect(() => {
    const next = value ?? '';
    if (next === synced.current) return;
    synced.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={`rich-text-editor${disabled ? ' is-disabled' : ''}${isInvalid ? ' is-invalid' : ''}`}>
      {!disabled && <RichTextToolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
