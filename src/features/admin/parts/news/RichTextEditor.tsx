import { EditorContent, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { defineMessages, useIntl } from "react-intl";
import { makeStyles, tokens } from "../../../../theme";
import { richTextMessages as rt, RichTextFrame, useRichTextCommands, useRichTextEditor, type RichTextFieldProps } from "./richTextKit";

const t = defineMessages({
  toolbar: { id: "admin.news.editor.toolbar", defaultMessage: "Formato del contenido" },
  h2: { id: "admin.news.editor.h2", defaultMessage: "Subtítulo" },
  h3: { id: "admin.news.editor.h3", defaultMessage: "Subtítulo menor" },
  bullets: { id: "admin.news.editor.bullets", defaultMessage: "Lista" },
  numbers: { id: "admin.news.editor.numbers", defaultMessage: "Lista numerada" },
  quote: { id: "admin.news.editor.quote", defaultMessage: "Cita" },
});

const useStyles = makeStyles({
  divider: { width: "1px", alignSelf: "stretch", backgroundColor: tokens.colorNeutralStroke2, marginInline: tokens.spacingHorizontalXS },
  content: {
    "& .ProseMirror": { minHeight: "16rem" },
    "& .ProseMirror blockquote": { borderLeft: `4px solid ${tokens.colorBrandStroke1}`, marginLeft: 0, paddingLeft: tokens.spacingHorizontalL },
  },
});

function useMarks(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            bullets: e.isActive("bulletList"),
            numbers: e.isActive("orderedList"),
            quote: e.isActive("blockquote"),
            link: e.isActive("link"),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });
}

/**
 * The body editor (TipTap on ProseMirror, maintained and accessible by keyboard): paragraphs,
 * subtitles, lists, quotes, links, bold and italic, which is what the server's allow-list keeps.
 * It writes HTML; the server sanitizes it again whatever the editor sends.
 */
export default function RichTextEditor(props: RichTextFieldProps) {
  const intl = useIntl();
  const styles = useStyles();
  const editor = useRichTextEditor(props, [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
    }),
  ]);
  const marks = useMarks(editor);
  const { chain, toggle, button, setLink } = useRichTextCommands(editor);
  const divider = <span className={styles.divider} aria-hidden="true" />;

  return (
    <RichTextFrame
      invalid={props.invalid}
      toolbarLabel={intl.formatMessage(t.toolbar)}
      contentClassName={styles.content}
      toolbar={
        <>
          {toggle(marks?.bold, intl.formatMessage(rt.bold), () => chain().toggleBold().run())}
          {toggle(marks?.italic, intl.formatMessage(rt.italic), () => chain().toggleItalic().run())}
          {divider}
          {toggle(marks?.h2, intl.formatMessage(t.h2), () => chain().toggleHeading({ level: 2 }).run())}
          {toggle(marks?.h3, intl.formatMessage(t.h3), () => chain().toggleHeading({ level: 3 }).run())}
          {toggle(marks?.bullets, intl.formatMessage(t.bullets), () => chain().toggleBulletList().run())}
          {toggle(marks?.numbers, intl.formatMessage(t.numbers), () => chain().toggleOrderedList().run())}
          {toggle(marks?.quote, intl.formatMessage(t.quote), () => chain().toggleBlockquote().run())}
          {toggle(marks?.link, intl.formatMessage(rt.link), setLink)}
          {divider}
          {button(intl.formatMessage(rt.undo), () => marks?.canUndo && chain().undo().run())}
          {button(intl.formatMessage(rt.redo), () => marks?.canRedo && chain().redo().run())}
        </>
      }
    >
      <EditorContent editor={editor} />
    </RichTextFrame>
  );
}
