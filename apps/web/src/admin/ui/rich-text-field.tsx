// A rich-text field (Mantine's tiptap editor) for descriptions: paragraphs, headings, bold, italics,
// lists and links, edited as formatted text and kept as HTML, which the server sanitises on save.
import '@mantine/tiptap/styles.css';
import { useEffect, useId } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  description?: string;
  error?: string | undefined;
}

export function RichTextField({ label, value, onChange, description, error }: RichTextFieldProps) {
  const id = useId();
  const editor = useEditor({
    // StarterKit 3 brings its own link; Mantine's adds the link controls' behaviour.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: { 'aria-labelledby': `${id}-label`, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A reload (e.g. after a 409) replaces the value from outside the editor.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelProps={{ id: `${id}-label` }}
      description={description}
      error={error}
    >
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
