import type { ReactNode } from 'react';
import { Button, Divider, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';

const LEVELS = [1, 2, 3] as const;

interface ToolProps {
  label: string;
  icon: ReactNode;
  active?: boolean;
  enabled?: boolean;
  onClick: () => void;
}

function Tool({ label, icon, active, enabled = true, onClick }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={!enabled}
        icon={icon}
        // Keep the selection in the editor: a click would otherwise move focus to the button first.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** Bold, italic, headings, lists, undo and redo; each shows whether it applies at the cursor. */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      headings: LEVELS.map((level) => e.isActive('heading', { level })),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Space size={2} wrap className="rich-text-toolbar" role="toolbar" aria-label={t('notice.editor.toolbar')}>
      <Tool
        label={t('notice.editor.bold')}
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <Tool
        label={t('notice.editor.italic')}
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <Divider orientation="vertical" />
      {LEVELS.map((level, i) => (
        <Tool
          key={level}
          label={t('notice.editor.heading', { level })}
          icon={<span className="rich-text-heading-icon">{`H${level}`}</span>}
          active={state.headings[i]}
          onClick={() => chain().toggleHeading({ level }).run()}
        />
      ))}
      <Divider orientation="vertical" />
      <Tool
        label={t('notice.editor.bulletList')}
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label={t('notice.editor.orderedList')}
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Divider orientation="vertical" />
      <Tool
        label={t('notice.editor.undo')}
        icon={<UndoOutlined />}
        enabled={state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <Tool
        label={t('notice.editor.redo')}
        icon={<RedoOutlined />}
        enabled={state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </Space>
  );
}
