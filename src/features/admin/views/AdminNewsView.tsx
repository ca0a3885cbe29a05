import { useEffect, useState, type FormEvent } from "react";
import { Body1, Button, Field, Input, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { NEWS_STATUSES, type AdminNewsItem, type NewsCategory, type NewsStatus } from "../../../shared/news";
import { makeStyles, tokens } from "../../../theme";
import { countText, pagesText } from "../../news/listTotal";
import { CATEGORY_MESSAGES, categoryOptions, nm } from "../../news/newsLabels";
import { adminNewsStoreKey } from "../AdminNewsStore";
import { ConfirmDialog } from "../parts/news/ConfirmDialog";
import { NewsEditor } from "../parts/news/NewsEditor";
import { NewsStatusBadge } from "../parts/news/NewsStatusBadge";

const t = defineMessages({
  title: { id: "admin.news.title", defaultMessage: "Administración de noticias" },
  intro: {
    id: "admin.news.intro",
    defaultMessage: "Cree, programe y publique noticias y cortes programados. Cada cambio queda registrado con su autor y su fecha.",
  },
  create: { id: "admin.news.create", defaultMessage: "Nueva noticia o corte" },
  status: { id: "admin.news.filter.status", defaultMessage: "Estado" },
  allStatuses: { id: "admin.news.filter.allStatuses", defaultMessage: "Todos los estados" },
  category: { id: "admin.news.filter.category", defaultMessage: "Categoría" },
  allCategories: { id: "admin.news.filter.allCategories", defaultMessage: "Todas las categorías" },
  search: { id: "admin.news.filter.search", defaultMessage: "Buscar por título o contenido" },
  searchButton: { id: "admin.news.filter.searchButton", defaultMessage: "Buscar" },
  statusDraft: { id: "admin.news.filter.draft", defaultMessage: "Borradores" },
  statusScheduled: { id: "admin.news.filter.scheduled", defaultMessage: "Programadas" },
  statusPublished: { id: "admin.news.filter.published", defaultMessage: "Publicadas" },
  caption: { id: "admin.news.table.caption", defaultMessage: "Noticias, de la más recientemente modificada a la más antigua" },
  colTitle: { id: "admin.news.table.title", defaultMessage: "Título" },
  colCategory: { id: "admin.news.table.category", defaultMessage: "Categoría" },
  colStatus: { id: "admin.news.table.status", defaultMessage: "Estado" },
  colUpdated: { id: "admin.news.table.updated", defaultMessage: "Última modificación" },
  colActions: { id: "admin.news.table.actions", defaultMessage: "Acciones" },
  edit: { id: "admin.news.table.edit", defaultMessage: "Editar «{title}»" },
  publish: { id: "admin.news.table.publish", defaultMessage: "Publicar" },
  unpublish: { id: "admin.news.table.unpublish", defaultMessage: "Retirar" },
  delete: { id: "admin.news.table.delete", defaultMessage: "Eliminar" },
  count: { id: "admin.news.count", defaultMessage: "{total, plural, =0 {Ninguna noticia} one {# noticia} other {# noticias}}" },
  empty: { id: "admin.news.empty", defaultMessage: "No hay noticias con esos filtros. Cree una con «Nueva noticia o corte»." },
  confirmTitle: { id: "admin.news.confirm.title", defaultMessage: "¿Eliminar esta noticia?" },
  confirmText: {
    id: "admin.news.confirm.text",
    defaultMessage: "«{title}» se eliminará del sitio y de la administración. Esta acción no se puede deshacer; si solo quiere ocultarla, use «Retirar».",
  },
  confirm: { id: "admin.news.confirm.ok", defaultMessage: "Eliminar definitivamente" },
  cancel: { id: "admin.news.confirm.cancel", defaultMessage: "Cancelar" },
  deleted: { id: "admin.news.deleted", defaultMessage: "Se eliminó «{title}»." },
  done: { id: "admin.news.publishedShort", defaultMessage: "Se publicó «{title}»." },
  undone: { id: "admin.news.unpublishedShort", defaultMessage: "Se retiró «{title}»." },
});

const STATUS_MESSAGES: Record<NewsStatus, (typeof t)[keyof typeof t]> = {
  draft: t.statusDraft,
  scheduled: t.statusScheduled,
  published: t.statusPublished,
};

const useStyles = makeStyles({
  page: { maxWidth: "72rem" },
  bar: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "flex-end", marginBlockEnd: tokens.spacingVerticalL },
  search: { display: "flex", gap: tokens.spacingHorizontalS, alignItems: "flex-end", flexWrap: "wrap" },
  // A phone scrolls the table inside its own region, never the page (issue 21).
  tableWrap: { overflowX: "auto", position: "relative", ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" } },
  caption: { textAlign: "start", fontWeight: tokens.fontWeightSemibold, paddingBlock: tokens.spacingVerticalS },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXS },
  titleButton: { textAlign: "start", height: "auto", paddingBlock: tokens.spacingVerticalXS },
  pager: { display: "flex", gap: tokens.spacingHorizontalL, alignItems: "center", marginBlockStart: tokens.spacingVerticalL },
});

/** /admin/noticias: the list of every item with its state, and the editor. */
export default observer(function AdminNewsView() {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  const { toasts } = useStores();
  const store = useFeatureStore(adminNewsStoreKey);
  const [q, setQ] = useState("");
  const [confirming, setConfirming] = useState<AdminNewsItem | null>(null);
  const [message, setMessage] = useState("");

  // Each visit starts from the first page of everything, as when the page is opened.
  useEffect(() => {
    void store.load();
    return () => store.leave();
  }, [store]);

  const say = (text: string) => {
    setMessage(text);
    toasts.success(text);
  };
  const fail = (text: string) => {
    setMessage(text);
    toasts.error(text);
  };

  if (store.editing !== undefined) {
    return (
      <article className={styles.page}>
        <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
        <NewsEditor key={store.editSession} store={store} onDone={() => store.close()} />
      </article>
    );
  }

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    void store.setQuery({ q: q.trim() || undefined });
  };
  const open = async (item: AdminNewsItem) => {
    const refused = await store.open(item.id);
    if (refused) fail(refused.message);
  };
  const toggle = async (item: AdminNewsItem) => {
    const refused = await store.togglePublished(item);
    if (refused) fail(refused.message);
    else say(fm(intl, item.visible ? t.undone : t.done, { title: item.title }));
  };
  const remove = async () => {
    const item = confirming;
    setConfirming(null);
    if (!item) return;
    const refused = await store.remove(item.id);
    if (refused) fail(refused.message);
    else say(fm(intl, t.deleted, { title: item.title }));
  };

  const page = store.page;
  const current = store.query.page ?? 1;
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro narrow>{intl.formatMessage(t.intro)}</PageIntro>
      <div className={styles.bar}>
        <Button appearance="primary" onClick={() => store.startNew()}>
          {intl.formatMessage(t.create)}
        </Button>
        <Field label={intl.formatMessage(t.status)}>
          <Select
            id="admin-news-status"
            value={store.query.status ?? ""}
            onChange={(_, d) => void store.setQuery({ status: (d.value || undefined) as NewsStatus | undefined })}
          >
            <option value="">{intl.formatMessage(t.allStatuses)}</option>
            {NEWS_STATUSES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage(STATUS_MESSAGES[s])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={intl.formatMessage(t.category)}>
          <Select
            id="admin-news-category"
            value={store.query.category ?? ""}
            onChange={(_, d) => void store.setQuery({ category: (d.value || undefined) as NewsCategory | undefined })}
          >
            <option value="">{intl.formatMessage(t.allCategories)}</option>
            {categoryOptions(intl).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <form
          role="search"
          aria-label={intl.formatMessage({ id: "search.landmark.adminNews", defaultMessage: "Buscar entre las publicaciones" })}
          className={styles.search}
          onSubmit={onSearch}
        >
          <Field label={intl.formatMessage(t.search)}>
            <Input id="admin-news-q" type="search" value={q} maxLength={200} onChange={(_, d) => setQ(d.value)} />
          </Field>
          <Button type="submit">{intl.formatMessage(t.searchButton)}</Button>
        </form>
      </div>
      <p role="status" aria-live="polite">
        {store.loading ? intl.formatMessage(nm.loading) : page ? countText(intl, page, (total) => fm(intl, t.count, { total })) : ""} {message}
      </p>
      {store.loadError ? (
        <div role="alert">
          <Body1 block>{store.loadError.message}</Body1>
          <Button onClick={() => void store.load()}>{intl.formatMessage(nm.retry)}</Button>
        </div>
      ) : null}
      {page && page.items.length === 0 && !store.loading ? <Body1 block>{intl.formatMessage(t.empty)}</Body1> : null}
      {page && page.items.length > 0 ? (
        <div
          className={styles.tableWrap}
          role="region"
          aria-labelledby="admin-news-caption"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a wide table scrolls inside its region, which takes focus so it can be scrolled with the keyboard (issue 21)
          tabIndex={0}
        >
          <Table aria-describedby="admin-news-caption" size="small">
            <caption id="admin-news-caption" className={styles.caption}>
              {intl.formatMessage(t.caption)}
            </caption>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(t.colTitle)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(t.colCategory)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(t.colStatus)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(t.colUpdated)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(t.colActions)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>
                    <Button
                      appearance="transparent"
                      className={styles.titleButton}
                      aria-label={fm(intl, t.edit, { title: item.title })}
                      onClick={() => void open(item)}
                    >
                      {item.title}
                    </Button>
                  </TableCell>
                  <TableCell>{intl.formatMessage(CATEGORY_MESSAGES[item.category])}</TableCell>
                  <TableCell>
                    <NewsStatusBadge item={item} />
                  </TableCell>
                  <TableCell>{f.instant(item.updatedAt)}</TableCell>
                  <TableCell>
                    <div className={styles.actions}>
                      <Button size="small" onClick={() => void toggle(item)}>
                        {intl.formatMessage(item.visible ? t.unpublish : t.publish)}
                      </Button>
                      <Button size="small" onClick={() => setConfirming(item)}>
                        {intl.formatMessage(t.delete)}
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
      {page && store.pages > 1 ? (
        <nav aria-label={intl.formatMessage(nm.pagination)} className={styles.pager}>
          {current > 1 ? <Button onClick={() => void store.setQuery({ page: current - 1 })}>{intl.formatMessage(nm.previous)}</Button> : null}
          <span>{fm(intl, nm.pageOf, { page: current, pages: pagesText(intl, store.pages, page.totalBounded) })}</span>
          {current < store.pages ? <Button onClick={() => void store.setQuery({ page: current + 1 })}>{intl.formatMessage(nm.next)}</Button> : null}
        </nav>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={intl.formatMessage(t.confirmTitle)}
        text={confirming ? fm(intl, t.confirmText, { title: confirming.title }) : ""}
        confirmLabel={intl.formatMessage(t.confirm)}
        cancelLabel={intl.formatMessage(t.cancel)}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(null)}
      />
    </article>
  );
});
