import type { ReactNode } from "react";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { countText } from "../listTotal";
import type { NewsListStore } from "../NewsListStore";
import { nm } from "../newsLabels";
import { LoadProblem } from "./LoadProblem";
import { NewsList } from "./NewsList";
import { NewsListPlaceholder } from "./NewsListPlaceholder";
import { useListPageStyles } from "./newsStyles";
import { Pagination } from "./Pagination";

export interface NewsResultsProps {
  list: NewsListStore;
  /** The page the address asks for. */
  page: number;
  hrefFor: (page: number) => string;
  /** "3 cortes en «Belén»": said to screen readers when a search ends («Más de 1.000 cortes» past the count's bound). */
  count: (total: number) => string;
  /** What an empty result shows (an EmptyState with its way out). */
  empty: ReactNode;
}

/**
 * The results of the news list and of the cuts list (issue 6): the count in a live region, the
 * reason and a retry when loading failed (a failed backend never blanks the page), the placeholder
 * while the first page loads, then the cards with their pages or the empty state.
 */
export const NewsResults = observer(function NewsResults({ list, page, hrefFor, count, empty }: NewsResultsProps) {
  const intl = useIntl();
  const styles = useListPageStyles();
  const { result: data, error, loading, pages, morePages } = list;
  return (
    <>
      <p className={styles.count} role="status" aria-live="polite">
        {loading ? intl.formatMessage(nm.loading) : data ? countText(intl, data, count) : ""}
      </p>
      {error && !loading ? <LoadProblem error={error} onRetry={() => void list.retry()} /> : null}
      {loading && !data ? <NewsListPlaceholder /> : null}
      {data && data.items.length > 0 ? (
        <>
          <NewsList items={data.items} />
          <Pagination page={Math.min(page, pages)} pages={pages} more={morePages} hrefFor={hrefFor} />
        </>
      ) : null}
      {data && data.items.length === 0 && !loading ? empty : null}
    </>
  );
});
