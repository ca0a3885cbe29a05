import { useState } from "react";
import { Button, Field, Select } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { TextField } from "../../../components/forms/fields";
import { fm } from "../../../components/useLoad";
import type { ContentEditorStore } from "../ContentEditorStore";
import { describePath, within } from "../fieldPaths";
import { BLOCK_KINDS, move, newBlock, type BlockKind, type EditBlock, type LeafBlock } from "../pageDraft";
import { mergeClasses } from "../../../theme";
import { useEditorStyles } from "./editorStyles";
import { ItemControls } from "./ItemControls";
import { ItemsEditor } from "./ItemsEditor";
import { ListEditor } from "./ListEditor";
import { KIND_MESSAGES, m } from "./messages";
import { RichTextField } from "./RichTextField";
import { TableEditor } from "./TableEditor";

/** "Add a block" at the end of a section or a subsection: the kind, then the button. */
export const AddBlock = observer(function AddBlock({
  id,
  where,
  kinds,
  onAdd,
}: {
  id: string;
  where: string;
  kinds: readonly BlockKind[];
  onAdd: (kind: BlockKind) => void;
}) {
  const intl = useIntl();
  const styles = useEditorStyles();
  const [kind, setKind] = useState<BlockKind>("paragraph");
  return (
    <div className={styles.row}>
      <Field label={fm(intl, m.newBlockKind, { where })}>
        <Select id={id} className={styles.input} value={kind} onChange={(_, d) => setKind(d.value as BlockKind)}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {intl.formatMessage(KIND_MESSAGES[k])}
            </option>
          ))}
        </Select>
      </Field>
      <Button onClick={() => onAdd(kind)}>{intl.formatMessage(m.addBlock)}</Button>
    </div>
  );
});

/** The fields of one block by its kind. */
const BlockFields = observer(function BlockFields({ store, block, path, id }: { store: ContentEditorStore; block: EditBlock; path: string; id: string }) {
  const intl = useIntl();
  const styles = useEditorStyles();
  const edit = (fn: () => void) => store.update(path, fn);
  switch (block.kind) {
    case "paragraph":
      return (
        <RichTextField
          id={`${id}-text`}
          label={intl.formatMessage(m.text)}
          value={block.text}
          error={store.errors[`${path}.text`]}
          onChange={(v) => edit(() => (block.text = v))}
        />
      );
    case "notice":
      return (
        <>
          <Field label={intl.formatMessage(m.noticeTone)}>
            <Select
              id={`${id}-tone`}
              className={styles.input}
              value={block.tone}
              onChange={(_, d) => edit(() => (block.tone = d.value === "warning" ? "warning" : "info"))}
            >
              <option value="info">{intl.formatMessage(m.toneInfo)}</option>
              <option value="warning">{intl.formatMessage(m.toneWarning)}</option>
            </Select>
          </Field>
          <TextField id={`${id}-title`} label={intl.formatMessage(m.noticeTitle)} value={block.title ?? ""} onChange={(v) => edit(() => (block.title = v))} />
          <RichTextField
            id={`${id}-text`}
            label={intl.formatMessage(m.text)}
            value={block.text}
            error={store.errors[`${path}.text`]}
            onChange={(v) => edit(() => (block.text = v))}
          />
        </>
      );
    case "list":
      return <ListEditor store={store} block={block} path={path} id={id} />;
    case "table":
      return <TableEditor store={store} block={block} path={path} id={id} />;
    case "subsection":
      return <SubsectionFields store={store} block={block} path={path} id={id} />;
    default:
      return <ItemsEditor store={store} block={block} path={path} id={id} />;
  }
});

/** A subsection: its heading (an h3 on the page) and its own blocks, which may be any kind but a subsection. */
const SubsectionFields = observer(function SubsectionFields({
  store,
  block,
  path,
  id,
}: {
  store: ContentEditorStore;
  block: Extract<EditBlock, { kind: "subsection" }>;
  path: string;
  id: string;
}) {
  const intl = useIntl();
  const styles = useEditorStyles();
  const heading = intl.formatMessage(m.subsectionHeading);
  return (
    <div className={styles.column}>
      <TextField
        id={`${id}-heading`}
        label={heading}
        required
        error={store.errors[`${path}.heading`]}
        value={block.heading}
        onChange={(v) => store.update(path, () => (block.heading = v))}
      />
      {block.blocks.map((child, i) => (
        <BlockEditor key={i} store={store} block={child} path={`${path}.blocks[${i}]`} id={`${id}-${i}`} index={i} siblings={block.blocks} />
      ))}
      <AddBlock
        id={`${id}-add`}
        where={block.heading || heading}
        kinds={BLOCK_KINDS.filter((k) => k !== "subsection")}
        onAdd={(kind) => store.update(path, () => block.blocks.push(newBlock(kind) as LeafBlock))}
      />
    </div>
  );
});

/**
 * One block in a fieldset named by its place and kind ("Bloque 2: Tabla"), with its fields, its
 * moves and its removal, and the messages about it (the server names the path, here in words).
 */
export const BlockEditor = observer(function BlockEditor({
  store,
  block,
  path,
  id,
  index,
  siblings,
}: {
  store: ContentEditorStore;
  block: EditBlock;
  path: string;
  id: string;
  index: number;
  siblings: EditBlock[];
}) {
  const intl = useIntl();
  const styles = useEditorStyles();
  const problems = Object.entries(store.errors).filter(([p]) => within(p, path));
  const legend = fm(intl, m.blockLegend, { n: index + 1, kind: intl.formatMessage(KIND_MESSAGES[block.kind]) });
  return (
    <fieldset id={id} tabIndex={-1} className={mergeClasses(styles.box, problems.length > 0 && styles.invalidBox)}>
      <legend className={styles.legend}>{legend}</legend>
      {problems.length > 0 ? (
        <div>
          <p className={styles.error}>{intl.formatMessage(m.problemsHere)}</p>
          <ul className={styles.errors}>
            {problems.map(([p, message]) => (
              <li key={p}>
                {describePath(p)}: {message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <BlockFields store={store} block={block} path={path} id={id} />
      <ItemControls
        index={index}
        count={siblings.length}
        up={m.moveBlockUp}
        down={m.moveBlockDown}
        remove={m.removeBlock}
        onMove={(from, to) => store.update(path.replace(/\.blocks\[\d+\]$/, ""), () => move(siblings, from, to))}
        onRemove={(at) => store.update(path.replace(/\.blocks\[\d+\]$/, ""), () => siblings.splice(at, 1))}
      />
    </fieldset>
  );
});
