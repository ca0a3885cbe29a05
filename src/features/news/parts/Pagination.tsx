import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { fm } from "../../../components/useLoad";
import { pagesText } from "../listTotal";
import { nm } from "../newsLabels";
import { useNewsStyles } from "./newsStyles";

/**
 * Previous / next links that keep the other parameters of the address. With `more` (a total counted
 * up to its bound, issue 37) the pages are «más de 100»: `pages` is how many are known to come.
 */
export function Pagination({ page, pages, more, hrefFor }: { page: number; pages: number; more?: boolean; hrefFor: (page: number) => string }) {
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
      <span aria-current="page">{fm(intl, nm.pageOf, { page, pages: pagesText(intl, pages, more) })}</span>
      {page < pages ? (
        <Link className={styles.titleLink} to={hrefFor(page + 1)} rel="next">
          {intl.formatMessage(nm.next)}
        </Link>
      ) : null}
    </nav>
  );
}
