import { useEffect, useMemo, type ReactNode } from "react";
import { Button } from "@fluentui/react-components";
import { useEditor, type Editor, type Extensions } from "@tiptap/react";
import { defineMessages, useIntl } from "react-intl";
import { makeStyles, mergeClasses, tokens } from "../../../../theme";

/**
 * What the news body editor and the content pages' inline editor share (TipTap on ProseMirror):
 * the editable area with its name kept up to date, the toolbar's buttons and link prompt, the look.
 */

/** The toolbar's words, the same in both editors. */
export const richTextMessages = defineMessages({
  bold: { id: "admin.news.editor.bold", defaultMessage: "Negrita" },
  italic: { id: "admin.news.editor.italic", defaultMessage: "Cursiva" },
  link: { id: "admin.news.editor.link", defaultMessage: "Enlace" },
  linkPrompt: {
    id: "admin.news.editor.linkPrompt",
    defaultMessage: "Dirección del enlace (https://… o una ruta del portal como /pqr). Déjela vacía para quitar el enlace.",
  },
  undo: { id: "admin.news.editor.undo", defaultMessage: "Deshacer" },
  redo: { id: "admin.news.editor.redo", defaultMessage: "Rehacer" },
});

/** The frame, the toolbar and the editable area; each editor adds its own height and blocks. */
export const useRichTextStyles = makeStyles({
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
  content: {
    "& .ProseMirror": {
      padding: tokens.spacingHorizontalM,
      lineHeight: tokens.lineHeightBase400,
      outlineStyle: "none",
    },
    "& .ProseMirror:focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "-2px" },
    "& .ProseMirror a": { color: tokens.colorBrandForegroundLink },
  },
});

/** The field a rich-text editor stands for: its label and description by id, its value and validity. */
export interface RichTextFieldProps {
  id: string;
  labelId: string;
  describedBy?: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}

/** How the stored value becomes the editor's HTML and back (the news store HTML as it is). */
export interface RichTextCodec {
  toHtml: (value: string) => string;
  fromHtml: (html: string) => string;
}

const asIs = (s: string) => s;
const HTML: RichTextCodec = { toHtml: asIs, fromHtml: asIs };

/**
 * The TipTap editor of one field: the editable area's name, description and validity are given at
 * creation and kept up to date, and the editor follows the value when the form or the store replaces
 * it (another item opened, a version restored). An empty document is stored as "".
 */
export function useRichTextEditor(
  { id, labelId, describedBy, value, onChange, invalid }: RichTextFieldProps,
  extensions: Extensions,
  { toHtml, fromHtml }: RichTextCodec = HTML,
): Editor | null {
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
    extensions,
    content: toHtml(value),
    immediatelyRender: false,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : fromHtml(e.getHTML())),
  });

  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? "" : fromHtml(editor.getHTML()))) editor.commands.setContent(toHtml(value), { emitUpdate: false });
  }, [editor, value, toHtml, fromHtml]);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);
  return editor;
}

/**
 * The toolbar's commands on `editor`: `chain` starts a focused command chain, `toggle` draws a
 * button pressed while its mark or block is on, `button` a plain one (undo, redo), `setLink` asks
 * for the address of a link (an empty one removes it). A toggle clicked before the editor exists
 * does nothing, and the buttons stay enabled meanwhile: no colour change under axe.
 */
export function useRichTextCommands(editor: Editor | null) {
  const intl = useIntl();
  const chain = () => editor!.chain().focus();
  const toggle = (pressed: boolean | undefined, label: string, command: () => void): ReactNode => (
    <Button size="small" appearance={pressed ? "primary" : "subtle"} aria-pressed={Boolean(pressed)} onClick={() => editor && command()}>
      {label}
    </Button>
  );
  const button = (label: string, onClick: () => void): ReactNode => (
    <Button size="small" appearance="subtle" onClick={onClick}>
      {label}
    </Button>
  );
  const setLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
    const href = window.prompt(intl.formatMessage(richTextMessages.linkPrompt), previous);
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  return { chain, toggle, button, setLink };
}

/** The editor's frame (red underline when invalid), its toolbar, and the editable area under it. */
export function RichTextFrame({
  invalid,
  toolbarLabel,
  toolbar,
  className,
  contentClassName,
  children,
}: {
  invalid: boolean;
  toolbarLabel: string;
  toolbar: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  const styles = useRichTextStyles();
  return (
    <div className={mergeClasses(styles.frame, invalid && styles.invalid, className)}>
      {/* A plain toolbar: Fluent's adds focus sentinels that axe reports as hidden focusable elements. */}
      <div role="toolbar" aria-label={toolbarLabel} className={styles.toolbar}>
        {toolbar}
      </div>
      <div className={mergeClasses(styles.content, contentClassName)}>{children}</div>
    </div>
  );
}
