import { useEffect, useState, type FormEvent } from "react";
import { Body1, Button, Field, Input, Select } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { fm } from "../../../components/useLoad";
import { TRANSPARENCY_SECTIONS } from "../../../shared/entity";
import { makeStyles, tokens } from "../../../theme";
import { documentsAdminStoreKey } from "../DocumentsAdminStore";
import { m } from "../messages";
import { DocumentCard } from "../parts/DocumentCard";
import { UploadForm } from "../parts/UploadForm";

const useStyles = makeStyles({
  // A select sizes itself to its longest option: it shrinks with the screen instead (WCAG 1.4.10).
  selectBox: { width: "100%", maxWidth: "28rem", minWidth: 0 },
  page: { maxWidth: "72rem", minWidth: 0 },
  section: { marginBlockEnd: tokens.spacingVerticalXXL, minWidth: 0 },
  bar: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "flex-end", marginBlockEnd: tokens.spacingVerticalL },
  search: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS, alignItems: "flex-end", minWidth: 0, maxWidth: "100%" },
  control: { maxWidth: "100%", minWidth: 0 },
  select: { maxWidth: "100%", minWidth: 0, width: "22rem" },
  list: { listStyle: "none", padding: 0, margin: 0, display: "grid", gap: tokens.spacingVerticalM, minWidth: 0 },
});

/** /admin/documentos: the document library (issue 35 §2) for editors, administrators and super-administrators. */
export default observer(function DocumentsAdminView() {
  const intl = useIntl();
  const styles = useStyles();
  const store = useFeatureStore(documentsAdminStoreKey);
  const [q, setQ] = useState("");

  useEffect(() => {
    void store.load();
    return () => store.leave();
  }, [store]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    void store.search(q);
  };
  const done = store.replace.done ?? store.withdraw.done ?? store.editState.done;
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      <PageIntro narrow>{intl.formatMessage(m.intro)}</PageIntro>

      <section className={styles.section} aria-labelledby="documents-upload-heading">
        <h2 id="documents-upload-heading">{intl.formatMessage(m.uploadHeading)}</h2>
        <UploadForm store={store} />
      </section>

      <section className={styles.section} aria-labelledby="documents-list-heading">
        <h2 id="documents-list-heading">{intl.formatMessage(m.listHeading)}</h2>
        <div className={styles.bar}>
          <form role="search" aria-label={intl.formatMessage(m.searchLandmark)} className={styles.search} onSubmit={onSearch}>
            <Field label={intl.formatMessage(m.search)} className={styles.control}>
              <Input type="search" value={q} maxLength={100} onChange={(_, d) => setQ(d.value)} />
            </Field>
            <Button type="submit">{intl.formatMessage(m.searchButton)}</Button>
          </form>
          <Field label={intl.formatMessage(m.section)} className={styles.select}>
            <Select className={styles.selectBox} value={store.query.section ?? ""} onChange={(_, d) => void store.filterSection(d.value)}>
              <option value="">{intl.formatMessage(m.allSections)}</option>
              {TRANSPARENCY_SECTIONS.map((title, i) => (
                <option key={title} value={String(i + 1)}>
                  {`${i + 1}. ${title}`}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <p role="status" aria-live="polite">
          {store.loading ? intl.formatMessage(m.loading) : store.list.value ? fm(intl, m.count, { total: store.items.length }) : ""}
          {done ? ` ${done}` : ""}
        </p>
        {store.loadError ? (
          <div role="alert">
            <Body1 block>{store.loadError}</Body1>
            <Button onClick={() => void store.load()}>{intl.formatMessage(m.retry)}</Button>
          </div>
        ) : null}
        {store.list.value && store.items.length === 0 && !store.loading ? <Body1 block>{intl.formatMessage(m.empty)}</Body1> : null}
        <ul className={styles.list}>
          {store.visible.map((doc) => (
            <DocumentCard key={doc.id} doc={doc} store={store} />
          ))}
        </ul>
        {store.items.length > store.visible.length ? (
          <p>
            <Button onClick={() => store.showMore()}>{intl.formatMessage(m.showMore)}</Button>
          </p>
        ) : null}
      </section>
    </article>
  );
});
