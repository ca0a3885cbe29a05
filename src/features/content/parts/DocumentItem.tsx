import { useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { useStores } from "../../../app/StoresContext";
import { withBrand, type BrandValues } from "../../../content/text";
import type { DocumentLink } from "../../../content/types";
import { useFormat } from "../../../format";
import type { ContentBlockStyles } from "./contentBlockStyles";

/** One downloadable document of a content page: its link (a tracked download), format and date. */
export function DocumentItem({ doc, brand, styles }: { doc: DocumentLink; brand: BrandValues; styles: ContentBlockStyles }) {
  const { metrics } = useStores();
  const { pathname } = useLocation();
  const intl = useIntl();
  const f = useFormat();
  const title = withBrand(doc.title, brand);
  return (
    <li className={styles.doc}>
      <a
        className={styles.docLink}
        href={doc.file}
        type={doc.format === "PDF" ? "application/pdf" : "text/csv"}
        aria-label={intl.formatMessage({ id: "content.document.label", defaultMessage: "{title} (documento {format})" }, { title, format: doc.format })}
        onClick={() => metrics.trackDownload(doc.file, pathname)}
      >
        {title}
      </a>
      <span className={styles.docMeta}>
        {doc.format} · {f.day(doc.date, "medium")}
      </span>
    </li>
  );
}
