import { EditorContent, Node, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { defineMessages, useIntl } from "react-intl";
import {
  richTextMessages as rt,
  RichTextFrame,
  useRichTextCommands,
  useRichTextEditor,
  type RichTextCodec,
  type RichTextFieldProps,
} from "../../admin/parts/news/richTextKit";
import { makeStyles } from "../../../theme";

const t = defineMessages({
  toolbar: { id: "admin.content.editor.toolbar", defaultMessage: "Formato del texto" },
});

const useStyles = makeStyles({
  frame: { minWidth: 0 },
  content: {
    "& .ProseMirror": { minHeight: "4rem", overflowWrap: "anywhere" },
    "& .ProseMirror p": { margin: 0 },
  },
});

/** A document of one paragraph: a content block's text is inline (strong, em, a), never headings or lists. */
const OneParagraph = Node.create({ name: "doc", topNode: true, content: "paragraph" });

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const INLINE_TAG = /<\/?(a|strong|em|b|i)\b[^>]*>/i;

/** What the editor is given: the stored text as HTML (plain text escaped, so "a < b" stays text). */
export function toEditorHtml(text: string): string {
  return `<p>${INLINE_TAG.test(text) ? text : escapeHtml(text)}</p>`;
}

/**
 * What is stored from the editor's HTML: without the paragraph around it, and as plain text when
 * there is no mark at all (so a page that never used bold stays plain text, as the seeded pages are).
 */
export function fromEditorHtml(html: string): string {
  const inner = html.replace(/^<p[^>]*>/i, "").replace(/<\/p>$/i, "");
  if (INLINE_TAG.test(inner)) return inner;
  const box = document.createElement("textarea");
  box.innerHTML = inner.replace(/<br\s*\/?>/gi, " ");
  return box.value;
}

const INLINE: RichTextCodec = { toHtml: toEditorHtml, fromHtml: fromEditorHtml };

/**
 * The rich-text editor of the news (TipTap on ProseMirror, the same toolbar and keyboard), kept to
 * what a content block may hold: bold, italic and links in one paragraph. The server sanitizes it
 * again to those tags whatever the editor sends.
 */
export default function InlineTextEditor(props: RichTextFieldProps) {
  const intl = useIntl();
  const styles = useStyles();
  const editor = useRichTextEditor(
    props,
    [
      OneParagraph,
      StarterKit.configure({
        document: false,
        heading: false,
        bulletList: false,
        orderedList: false,
        listItem: false,
        listKeymap: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        hardBreak: false,
        strike: false,
        underline: false,
        // One paragraph and nothing after it: no trailing paragraph, no cursor between blocks.
        trailingNode: false,
        gapcursor: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
    ],
    INLINE,
  );
  const marks = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? { bold: e.isActive("bold"), italic: e.isActive("italic"), link: e.isActive("link") } : null),
  });
  const { chain, toggle, button, setLink } = useRichTextCommands(editor);

  return (
    <RichTextFrame
      invalid={props.invalid}
      toolbarLabel={intl.formatMessage(t.toolbar)}
      className={styles.frame}
      contentClassName={styles.content}
      toolbar={
        <>
          {toggle(marks?.bold, intl.formatMessage(rt.bold), () => chain().toggleBold().run())}
          {toggle(marks?.italic, intl.formatMessage(rt.italic), () => chain().toggleItalic().run())}
          {toggle(marks?.link, intl.formatMessage(rt.link), setLink)}
          {button(intl.formatMessage(rt.undo), () => editor && chain().undo().run())}
          {button(intl.formatMessage(rt.redo), () => editor && chain().redo().run())}
        </>
      }
    >
      <EditorContent editor={editor} />
    </RichTextFrame>
  );
}
