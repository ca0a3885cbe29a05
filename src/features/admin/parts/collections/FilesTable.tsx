import { Link } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { DataTable } from "../../../../components/charts/DataTable";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import { formatCents, type CollectionFileEntry } from "../../../../shared/collections";
import { collectionsMessages as t } from "./collectionsMessages";
import { useCollectionsStyles } from "./useCollectionsStyles";

/** A page of imported files, newest first; a file's name opens its records. */
export function FilesTable({
  files,
  page,
  pages,
  selectedId,
  onOpen,
}: {
  files: readonly CollectionFileEntry[];
  page: number;
  pages: number;
  selectedId: string | null;
  onOpen: (id: string) => void;
}) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useCollectionsStyles();
  return (
    <DataTable<CollectionFileEntry>
      id="collection-files"
      caption={fm(intl, t.filesCaption, { page, pages })}
      rows={files}
      rowKey={(r) => r.id}
      stackOnPhone
      columns={[
        {
          header: intl.formatMessage(t.colFile),
          cell: (r) => (
            // A button that reads as a link (Fluent's link colours keep their contrast on hover in both themes).
            <Link
              as="button"
              className={styles.linkButton}
              aria-label={fm(intl, t.openFile, { name: r.fileName })}
              aria-current={r.id === selectedId ? "true" : undefined}
              onClick={() => onOpen(r.id)}
            >
              {r.fileName}
            </Link>
          ),
        },
        { header: intl.formatMessage(t.colBank), cell: (r) => <span className={styles.words}>{r.bankName ?? r.bankCode}</span> },
        { header: intl.formatMessage(t.colCollectionDate), cell: (r) => <span className={styles.nowrap}>{f.day(r.collectionDate)}</span> },
        { header: intl.formatMessage(t.colRecords), cell: (r) => f.count(r.records), numeric: true },
        { header: intl.formatMessage(t.colTotal), cell: (r) => formatCents(r.totalCents), numeric: true },
        { header: intl.formatMessage(t.colApplied), cell: (r) => f.count(r.applied), numeric: true },
        { header: intl.formatMessage(t.colPending), cell: (r) => f.count(r.pendingReview), numeric: true },
        {
          header: intl.formatMessage(t.colImported),
          cell: (r) => <span className={styles.wrap}>{fm(intl, t.importedBy, { when: f.instant(r.importedAt), who: r.importedBy })}</span>,
        },
      ]}
    />
  );
}
