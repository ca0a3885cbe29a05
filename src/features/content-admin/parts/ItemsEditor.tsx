import { useEffect } from "react";
import { Button, Field, Input, Select, Textarea } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl, type MessageDescriptor } from "react-intl";
import { fm } from "../../../components/useLoad";
import type { ContentEditorStore } from "../ContentEditorStore";
import { move, newBlock, type EditBlock } from "../pageDraft";
import { useEditorStyles } from "./editorStyles";
import { ItemControls } from "./ItemControls";
import { m } from "./messages";

type ItemsKind = "documents" | "contacts" | "links" | "faq" | "definitions";
type ItemsBlock = Extract<EditBlock, { kind: ItemsKind }>;
type Spec = { key: string; label: MessageDescriptor; long?: boolean; select?: readonly string[] };

/** The fields of one element of each kind of block, in the order they show. */
const SPECS: Record<ItemsKind, readonly Spec[]> = {
  documents: [
    { key: "title", label: m.docTitle },
    { key: "file", label: m.docFile },
    { key: "format", label: m.docFormat, select: ["PDF", "CSV"] },
    { key: "date", label: m.docDate },
  ],
  contacts: [
    { key: "label", label: m.contactLabel },
    { key: "value", label: m.contactValue },
    { key: "href", label: m.contactHref },
  ],
  links: [
    { key: "label", label: m.linkLabel },
    { key: "path", label: m.linkPath },
  ],
  faq: [
    { key: "question", label: m.faqQuestion },
    { key: "answer", label: m.faqAnswer, long: true },
  ],
  definitions: [
    { key: "term", label: m.defTerm },
    { key: "description", label: m.defDescription, long: true },
  ],
};

/** Offers the documents of the library (issue 35 §2) for one element, when the library answers. */
const DocumentPicker = observer(function DocumentPicker({
  store,
  onPick,
  n,
  id,
}: {
  store: ContentEditorStore;
  onPick: (id: string) => void;
  n: number;
  id: string;
}) {
  const intl = useIntl();
  const styles = useEditorStyles();
  if (store.library === undefined) return null;
  if (store.library === null || store.library.length === 0) return <p className={styles.hint}>{intl.formatMessage(m.docLibraryAbsent)}</p>;
  return (
    <Field label={fm(intl, m.docPickFor, { n })}>
      <Select id={`${id}-pick`} className={styles.input} value="" onChange={(_, d) => d.value && onPick(d.value)}>
        <option value="">{intl.formatMessage(m.docPickNone)}</option>
        {store.library.map((doc) => (
          <option key={doc.id} value={doc.id}>
            {doc.title} ({doc.format}
            {doc.documentDate ? `, ${doc.documentDate}` : ""})
          </option>
        ))}
      </Select>
    </Field>
  );
});

/** Documents, contacts, links, questions or definitions: each element's fields, moved, removed, added. */
export const ItemsEditor = observer(function ItemsEditor({
  store,
  block,
  path,
  id,
}: {
  store: ContentEditorStore;
  block: ItemsBlock;
  path: string;
  id: string;
}) {
  const intl = useIntl();
  const styles = useEditorStyles();
  const edit = (fn: () => void) => store.update(path, fn);
  const items = block.items as unknown as Record<string, string>[];
  const isDocuments = block.kind === "documents";
  useEffect(() => {
    if (isDocuments && store.library === undefined) void store.searchLibrary("");
  }, [isDocuments, store]);

  const pick = (item: Record<string, string>, documentId: string) => {
    const doc = store.library?.find((d) => d.id === documentId);
    if (!doc) return;
    edit(() => {
      item.documentId = doc.id;
      item.title = doc.title;
      item.file = doc.url;
      if (doc.format === "PDF" || doc.format === "CSV") item.format = doc.format;
      if (doc.documentDate) item.date = doc.documentDate;
    });
  };

  return (
    <div className={styles.column}>
      <ol className={styles.ol}>
        {items.map((item, i) => (
          <li key={i} className={styles.item}>
            {isDocuments ? <DocumentPicker store={store} n={i + 1} id={`${id}-${i}`} onPick={(docId) => pick(item, docId)} /> : null}
            {SPECS[block.kind].map((spec) => {
              const fieldId = `${id}-${i}-${spec.key}`;
              const error = store.errors[`${path}.items[${i}].${spec.key}`];
              const label = fm(intl, spec.label, { n: i + 1 });
              const set = (value: string) => edit(() => (item[spec.key] = value));
              return (
                <Field key={spec.key} label={label} validationState={error ? "error" : "none"} validationMessage={error}>
                  {spec.select ? (
                    <Select id={fieldId} className={styles.input} value={item[spec.key] ?? ""} onChange={(_, d) => set(d.value)}>
                      {spec.select.map((o) => (
                        <option key={o} value={o}>
                          {o}
                        </option>
                      ))}
                    </Select>
                  ) : spec.long ? (
                    <Textarea id={fieldId} className={styles.input} resize="vertical" value={item[spec.key] ?? ""} onChange={(_, d) => set(d.value)} />
                  ) : (
                    <Input id={fieldId} className={styles.input} value={item[spec.key] ?? ""} onChange={(_, d) => set(d.value)} />
                  )}
                </Field>
              );
            })}
            <ItemControls
              index={i}
              count={items.length}
              minimum={1}
              up={m.moveItemUp}
              down={m.moveItemDown}
              remove={m.removeItem}
              onMove={(from, to) => edit(() => move(items, from, to))}
              onRemove={(at) => edit(() => items.splice(at, 1))}
            />
          </li>
        ))}
      </ol>
      <div>
        <Button onClick={() => edit(() => items.push({ ...(newBlock(block.kind) as ItemsBlock).items[0] }))}>{intl.formatMessage(m.addItem)}</Button>
      </div>
    </div>
  );
});
