import { useEffect, useMemo } from "react";
import { Button } from "@fluentui/react-components";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { defineMessages, useIntl } from "react-intl";
import { makeStyles, tokens } from "../../../../theme";

const t = defineMessages({
  toolbar: { id: "admin.news.editor.toolbar", defaultMessage: "Formato del contenido" },
  bold: { id: "admin.news.editor.bold", defaultMessage: "Negrita" },
  italic: { id: "admin.news.editor.italic", defaultMessage: "Cursiva" },
  h2: { id: "admin.news.editor.h2", defaultMessage: "Subtítulo" },
  h3: { id: "admin.news.editor.h3", defaultMessage: "Subtítulo menor" },
  bullets: { id: "admin.news.editor.bullets", defaultMessage: "Lista" },
  numbers: { id: "admin.news.editor.numbers", defaultMessage: "Lista numerada" },
  quote: { id: "admin.news.editor.quote", defaultMessage: "Cita" },
  link: { id: "admin.news.editor.link", defaultMessage: "Enlace" },
  linkPrompt: {
    id: "admin.news.editor.linkPrompt",
    defaultMessage: "Dirección del enlace (https://… o una ruta del portal como /pqr). Déjela vacía para quitar el enlace.",
  },
  undo: { id: "admin.news.editor.undo", defaultMessage: "Deshacer" },
  redo: { id: "admin.news.editor.redo", defaultMessage: "Rehacer" },
});

const useStyles = makeStyles({
  frame: {
    borderTop: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRight: `1px solid ${tokens.colorNeutralStroke1}`,
    borderBottom: `1px solid ${tokens.colorNeutralStrokeAccessible}`,
    borderLeft: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  invalid: { borderBottom: `2px solid ${tokens.colorPaletteRedBorder2}` },
  toolbar: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalXXS,
    padding: tokens.spacingHorizontalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  divider: { width: "1px", alignSelf: "stretch", backgroundColor: tokens.colorNeutralStroke2, marginInline: tokens.spacingHorizontalXS },
  content: {
    "& .ProseMirror": {
      minHeight: "16rem",
      padding: tokens.spacingHorizontalM,
      lineHeight: tokens.lineHeightBase400,
      outlineStyle: "none",
    },
    "& .ProseMirror:focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "-2px" },
    "& .ProseMirror a": { color: tokens.colorBrandForegroundLink },
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
export default function RichTextEditor({
  id,
  labelId,
  describedBy,
  value,
  onChange,
  invalid,
}: {
  id: string;
  labelId: string;
  describedBy?: string;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
}) {
  const intl = useIntl();
  const styles = useStyles();
  // The editable area's name, description and validity, given at creation and kept up to date.
  const attributes = useMemo(
    () => ({
      id,
      role: "textbox",
      "aria-multiline": "true",
      "aria-labelledby": labelId,
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
      ...(invalid ? { "aria-invalid": "true" } : {}),
    }),
    [id, labelId, describedBy, invalid],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  const marks = useMarks(editor);

  // The form may replace the value (another item opened): the editor follows.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? "" : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  const chain = () => editor!.chain().focus();
  // Buttons stay enabled (a click before the editor exists does nothing): no colour change under axe.
  const toggle = (name: keyof NonNullable<typeof marks>, label: string, command: () => void) => {
    const run = () => {
      if (editor) command();
    };
    return (
      <Button size="small" appearance={marks?.[name] ? "primary" : "subtle"} aria-pressed={Boolean(marks?.[name])} onClick={run}>
        {label}
      </Button>
    );
  };
  const setLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
    const href = window.prompt(intl.formatMessage(t.linkPrompt), previous);
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };

  return (
    <div className={`${styles.frame} ${invalid ? styles.invalid : ""}`}>
      {/* A plain toolbar: Fluent's adds focus sentinels that axe reports as hidden focusable elements. */}
      <div role="toolbar" aria-label={intl.formatMessage(t.toolbar)} className={styles.toolbar}>
        {toggle("bold", intl.formatMessage(t.bold), () => chain().toggleBold().run())}
        {toggle("italic", intl.formatMessage(t.italic), () => chain().toggleItalic().run())}
        <span className={styles.divider} aria-hidden="true" />
        {toggle("h2", intl.formatMessage(t.h2), () => chain().toggleHeading({ level: 2 }).run())}
        {toggle("h3", intl.formatMessage(t.h3), () => chain().toggleHeading({ level: 3 }).run())}
        {toggle("bullets", intl.formatMessage(t.bullets), () => chain().toggleBulletList().run())}
        {toggle("numbers", intl.formatMessage(t.numbers), () => chain().toggleOrderedList().run())}
        {toggle("quote", intl.formatMessage(t.quote), () => chain().toggleBlockquote().run())}
        {toggle("link", intl.formatMessage(t.link), setLink)}
        <span className={styles.divider} aria-hidden="true" />
        <Button size="small" appearance="subtle" onClick={() => marks?.canUndo && chain().undo().run()}>
          {intl.formatMessage(t.undo)}
        </Button>
        <Button size="small" appearance="subtle" onClick={() => marks?.canRedo && chain().redo().run()}>
          {intl.formatMessage(t.redo)}
        </Button>
      </div>
      <div className={styles.content}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
