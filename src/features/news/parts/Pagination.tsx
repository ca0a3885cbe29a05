import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { fm } from "../../../components/useLoad";
import { nm } from "../newsLabels";
import { useNewsStyles } from "./newsStyles";

/** Previous / next links that keep the other parameters of the address. */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const intl = useIntl();
  const styles = useNewsStyles();
  if (pages <= 1) return null;
  return (
    <nav aria-label={intl.formatMessage(nm.pagination)} className={styles.pager}>
      {page > 1 ? (
        <Link className={styles.titleLink} to={hrefFor(page - 1)} rel="prev">
          {intl.formatMessage(nm.previous)}
        </Link>
      ) : null}
      <span aria-current="page">{fm(intl, nm.pageOf, { page, pages })}</span>
      {page < pages ? (
        <Link className={styles.titleLink} to={hrefFor(page + 1)} rel="next">
          {intl.formatMessage(nm.next)}
        </Link>
      ) : null}
    </nav>
  );
}
