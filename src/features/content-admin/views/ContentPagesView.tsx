import { useEffect, useState, type FormEvent } from "react";
import { Body1, Button, Field, Input, Select } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { RouteLink } from "../../../components/RouteLink";
import { TableRegion } from "../../../components/TableRegion";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { CONTENT_STATUSES, type ContentStatus } from "../../../shared/content";
import { AREA_LABEL } from "../../../stores/RouteRegistry";
import { makeStyles, mergeClasses, tokens } from "../../../theme";
import { contentPagesStoreKey } from "../ContentPagesStore";
import { ContentStatusBadge } from "../parts/ContentStatusBadge";
import { m, STATUS_MESSAGES } from "../parts/messages";

/** A page's group is its area of the site: named as the header's menu names it. */
const groupName = (group: string) => (AREA_LABEL as Record<string, string | undefined>)[group] ?? group;

const useStyles = makeStyles({
  page: { maxWidth: "72rem", minWidth: 0 },
  bar: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "flex-end", marginBlockEnd: tokens.spacingVerticalL },
  search: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS, alignItems: "flex-end", minWidth: 0 },
  control: { maxWidth: "100%", minWidth: 0 },
  // A select sizes itself to its longest option: it shrinks with the screen instead (WCAG 1.4.10).
  select: { width: "100%", maxWidth: "28rem", minWidth: 0 },
  table: { borderCollapse: "collapse", width: "100%" },
  caption: { textAlign: "start", fontWeight: tokens.fontWeightSemibold, paddingBlock: tokens.spacingVerticalS },
  th: { textAlign: "start", padding: tokens.spacingHorizontalS, borderBottom: `2px solid ${tokens.colorNeutralStroke1}` },
  td: { padding: tokens.spacingHorizontalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, verticalAlign: "top" },
  path: { display: "block", color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, overflowWrap: "anywhere" },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: "anywhere" },
  // On a phone the page's name keeps room to read (a word never broken letter by letter) and the
  // group, which the path and the filter already tell, gives way.
  pageCell: { minWidth: "9rem" },
  groupCell: { "@media (max-width: 40rem)": { display: "none" } },
});

/** /admin/contenido: every content page with its state, last update and who made it; each opens the editor. */
export default observer(function ContentPagesView() {
  const intl = useIntl();
  const f = useFormat();
  const styles = useStyles();
  const store = useFeatureStore(contentPagesStoreKey);
  const [q, setQ] = useState("");

  useEffect(() => {
    void store.load();
    return () => store.leave();
  }, [store]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    void store.search(q);
  };
  const items = store.items;
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(m.listTitle)}</PageHeading>
      <PageIntro narrow>{intl.formatMessage(m.listIntro)}</PageIntro>
      <div className={styles.bar}>
        <form role="search" aria-label={intl.formatMessage(m.searchLandmark)} className={styles.search} onSubmit={onSearch}>
          <Field label={intl.formatMessage(m.search)} className={styles.control}>
            <Input id="content-q" type="search" value={q} maxLength={200} onChange={(_, d) => setQ(d.value)} />
          </Field>
          <Button type="submit">{intl.formatMessage(m.searchButton)}</Button>
        </form>
        <Field label={intl.formatMessage(m.status)} className={styles.control}>
          <Select
            id="content-status"
            className={styles.select}
            value={store.query.status ?? ""}
            onChange={(_, d) => void store.filterStatus((d.value || undefined) as ContentStatus | undefined)}
          >
            <option value="">{intl.formatMessage(m.allStatuses)}</option>
            {CONTENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage(STATUS_MESSAGES[s])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={intl.formatMessage(m.group)} className={styles.control}>
          <Select id="content-group" className={styles.select} value={store.group} onChange={(_, d) => store.filterGroup(d.value)}>
            <option value="">{intl.formatMessage(m.allGroups)}</option>
            {store.groups.map((g) => (
              <option key={g} value={g}>
                {groupName(g)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <p role="status" aria-live="polite">
        {store.loading ? intl.formatMessage(m.loading) : store.list.value ? fm(intl, m.count, { total: items.length }) : ""}
      </p>
      {store.loadError ? (
        <div role="alert">
          <Body1 block>{store.loadError}</Body1>
          <Button onClick={() => void store.load()}>{intl.formatMessage(m.retry)}</Button>
        </div>
      ) : null}
      {store.list.value && items.length === 0 && !store.loading ? <Body1 block>{intl.formatMessage(m.empty)}</Body1> : null}
      {items.length > 0 ? (
        <TableRegion
          captionId="content-pages-caption"
          caption={intl.formatMessage(m.caption)}
          classes={{ table: styles.table, caption: styles.caption, head: styles.th }}
          columns={[
            { header: intl.formatMessage(m.colTitle) },
            { header: intl.formatMessage(m.colGroup), className: styles.groupCell },
            { header: intl.formatMessage(m.colStatus) },
            { header: intl.formatMessage(m.colUpdated) },
          ]}
        >
          {items.map((page) => (
            <tr key={page.routeKey}>
              <th scope="row" className={mergeClasses(styles.td, styles.pageCell)}>
                <RouteLink
                  route="admin.contentEditor"
                  query={{ pagina: page.routeKey }}
                  className={styles.title}
                  aria-label={fm(intl, m.edit, { title: page.title })}
                >
                  {page.title}
                </RouteLink>
                <span className={styles.path}>{page.path}</span>
              </th>
              <td className={mergeClasses(styles.td, styles.groupCell)}>{groupName(page.group)}</td>
              <td className={styles.td}>
                <ContentStatusBadge status={page.status} scheduledAt={page.scheduledAt} />
              </td>
              <td className={styles.td}>
                {page.updatedBy ? fm(intl, m.updatedBy, { when: f.instant(page.updatedAt), who: page.updatedBy }) : f.instant(page.updatedAt)}
              </td>
            </tr>
          ))}
        </TableRegion>
      ) : null}
    </article>
  );
});
