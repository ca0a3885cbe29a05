import { LoadProblem } from "../../components/LoadProblem";
import { useEffect, useState, type ReactElement, type SyntheticEvent } from "react";
import { Body1, Button, Field, Input, Select, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl, type IntlShape } from "react-intl";
import { PageHeading } from "../../components/a11y/PageHeading";
import { DataTable } from "../../components/charts/DataTable";
import { useSearchParamsUpdate } from "../../components/useSearchParamsUpdate";
import { fm, useLoad } from "../../components/useLoad";
import { serverFields } from "../../services/apiClient";
import { AUDIT_ACTION_LABELS, type AuditEntry, type AuditPage, type AuditQuery } from "../../shared/admin";
import { TIME_ZONE } from "../../shared/constants";
import { makeStyles, tokens } from "../../theme";
import { useAdminApi } from "./adminApiHook";

const t = defineMessages({
  title: { id: "admin.audit.title", defaultMessage: "Registro de auditoría" },
  intro: {
    id: "admin.audit.intro",
    defaultMessage:
      "Quién cambió qué y cuándo en la administración del portal: cuentas y roles, configuración, noticias y PQRS. Cada registro muestra los datos antes y después del cambio.",
  },
  filtersTitle: { id: "admin.audit.filters.title", defaultMessage: "Filtrar el registro" },
  actor: { id: "admin.audit.filters.actor", defaultMessage: "Correo de quien hizo el cambio" },
  actorHint: { id: "admin.audit.filters.actorHint", defaultMessage: "Basta con una parte, por ejemplo «garcia» o «@emsp.example»." },
  action: { id: "admin.audit.filters.action", defaultMessage: "Acción" },
  allActions: { id: "admin.audit.filters.allActions", defaultMessage: "Todas" },
  entityType: { id: "admin.audit.filters.entityType", defaultMessage: "Objeto" },
  allEntities: { id: "admin.audit.filters.allEntities", defaultMessage: "Todos" },
  filterUser: { id: "admin.audit.filters.entity.user", defaultMessage: "Usuarios" },
  filterSettings: { id: "admin.audit.filters.entity.settings", defaultMessage: "Configuración" },
  filterNews: { id: "admin.audit.filters.entity.news", defaultMessage: "Noticias" },
  filterCase: { id: "admin.audit.filters.entity.case", defaultMessage: "PQRS y solicitudes" },
  from: { id: "admin.audit.filters.from", defaultMessage: "Desde" },
  to: { id: "admin.audit.filters.to", defaultMessage: "Hasta" },
  dateHint: { id: "admin.audit.filters.dateHint", defaultMessage: "Día incluido, en hora de Colombia." },
  rangeError: { id: "admin.audit.filters.rangeError", defaultMessage: "La fecha final no puede ser anterior a la fecha inicial." },
  apply: { id: "admin.audit.filters.apply", defaultMessage: "Aplicar filtros" },
  clear: { id: "admin.audit.filters.clear", defaultMessage: "Quitar filtros" },
  filtersError: { id: "admin.audit.filters.error", defaultMessage: "Revise los filtros: no se pudo consultar el registro con ellos." },
  loading: { id: "admin.audit.loading", defaultMessage: "Cargando el registro…" },
  loadError: { id: "admin.audit.loadError", defaultMessage: "No fue posible cargar el registro de auditoría." },
  retry: { id: "admin.audit.retry", defaultMessage: "Intentar de nuevo" },
  total: {
    id: "admin.audit.total",
    defaultMessage: "{total, plural, =0 {Ningún registro} one {# registro} other {# registros}} con estos filtros",
  },
  empty: { id: "admin.audit.empty", defaultMessage: "No hay registros con estos filtros." },
  caption: { id: "admin.audit.table.caption", defaultMessage: "Registro de auditoría, página {page} de {pages}" },
  colAt: { id: "admin.audit.table.at", defaultMessage: "Fecha y hora" },
  colActor: { id: "admin.audit.table.actor", defaultMessage: "Quién" },
  colAction: { id: "admin.audit.table.action", defaultMessage: "Acción" },
  colEntity: { id: "admin.audit.table.entity", defaultMessage: "Objeto" },
  colChanges: { id: "admin.audit.table.changes", defaultMessage: "Cambios" },
  entityUser: { id: "admin.audit.entity.user", defaultMessage: "Usuario" },
  entitySettings: { id: "admin.audit.entity.settings", defaultMessage: "Configuración" },
  entityNews: { id: "admin.audit.entity.news", defaultMessage: "Noticia" },
  entityNewsImage: { id: "admin.audit.entity.newsImage", defaultMessage: "Imagen de noticia" },
  entityCase: { id: "admin.audit.entity.case", defaultMessage: "PQRS o solicitud" },
  entity: { id: "admin.audit.entity.label", defaultMessage: "{type} {id}" },
  changed: { id: "admin.audit.changes.changed", defaultMessage: "{field}: {before} → {after}" },
  changedValue: { id: "admin.audit.changes.changedValue", defaultMessage: "{before} → {after}" },
  fieldValue: { id: "admin.audit.changes.fieldValue", defaultMessage: "{field}: {value}" },
  emptyValue: { id: "admin.audit.changes.empty", defaultMessage: "(vacío)" },
  noChanges: { id: "admin.audit.changes.none", defaultMessage: "Sin cambios registrados" },
  pagination: { id: "admin.audit.pagination", defaultMessage: "Páginas del registro" },
  previous: { id: "admin.audit.previous", defaultMessage: "Página anterior" },
  next: { id: "admin.audit.next", defaultMessage: "Página siguiente" },
  pageOf: { id: "admin.audit.pageOf", defaultMessage: "Página {page} de {pages}" },
});

const PAGE_SIZE = 20;
const VALUE_MAX = 80;
const ACTOR_MAX = 254;
const ACTIONS = Object.keys(AUDIT_ACTION_LABELS);
const ENTITY_TYPES = ["user", "settings", "news", "case"] as const;

/** The entity types of the filter, with their names in the plural. */
const ENTITY_FILTER_LABELS: Record<(typeof ENTITY_TYPES)[number], (typeof t)[keyof typeof t]> = {
  user: t.filterUser,
  settings: t.filterSettings,
  news: t.filterNews,
  case: t.filterCase,
};

/** An entity type as the table names one of them. */
const ENTITY_LABELS: Partial<Record<string, (typeof t)[keyof typeof t]>> = {
  user: t.entityUser,
  settings: t.entitySettings,
  news: t.entityNews,
  news_image: t.entityNewsImage,
  case: t.entityCase,
};

const DATE_TIME = new Intl.DateTimeFormat("es-CO", { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });

/** Filters the form holds; the ids say which field a server message belongs to. */
const FILTER_FIELDS = ["actor", "action", "entityType", "from", "to"] as const;
type FilterName = (typeof FILTER_FIELDS)[number];
type FilterDraft = Record<FilterName, string>;
const fieldId = (name: FilterName) => `audit-filter-${name}`;

const useStyles = makeStyles({
  page: { maxWidth: "80rem" },
  intro: { color: tokens.colorNeutralForeground2, marginBlockEnd: tokens.spacingVerticalL, maxWidth: "48rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  filters: {
    display: "grid",
    // min(100%, …): one column on a phone; fields and controls minWidth 0, so the longest option of
    // a list never widens its field past the screen (issue 21).
    gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 13rem), 1fr))",
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: "start",
  },
  field: { minWidth: 0 },
  control: { width: "100%", minWidth: 0 },
  filterButtons: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlockStart: tokens.spacingVerticalM },
  status: { minHeight: "1.5em" },
  problem: { display: "grid", gap: tokens.spacingVerticalS, justifyItems: "start", marginBlock: tokens.spacingVerticalM },
  problemList: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  nowrap: { whiteSpace: "nowrap" },
  wrap: { overflowWrap: "anywhere" },
  changes: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: "grid", gap: tokens.spacingVerticalXXS, minWidth: "16rem" },
  change: { overflowWrap: "anywhere" },
  pager: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "center", marginBlock: tokens.spacingVerticalL },
});

/* ---- Helpers ---- */

function formatInstant(at: string): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? at : DATE_TIME.format(d);
}

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** The query kept in the address (?actor=…&action=…&page=…). Dates go as written: the server checks them. */
function readQuery(params: URLSearchParams): AuditQuery {
  const text = (name: string) => (params.get(name) ?? "").trim() || undefined;
  const page = Number(params.get("page"));
  return {
    actor: text("actor")?.slice(0, ACTOR_MAX),
    action: oneOf(ACTIONS, params.get("action")),
    entityType: oneOf(ENTITY_TYPES, params.get("entityType")),
    from: text("from"),
    to: text("to"),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

function draftOf(q: AuditQuery): FilterDraft {
  return { actor: q.actor ?? "", action: q.action ?? "", entityType: q.entityType ?? "", from: q.from ?? "", to: q.to ?? "" };
}

/** What the form itself can tell before asking: a range that ends before it starts. */
function validateDraft(intl: IntlShape, d: FilterDraft): Partial<Record<FilterName, string>> {
  const from = d.from.trim();
  const to = d.to.trim();
  return from && to && to < from ? { to: intl.formatMessage(t.rangeError) } : {};
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A stored value in one short line: text as is, lists joined, anything else as JSON; ~80 characters. */
function shortValue(intl: IntlShape, v: unknown): string {
  if (v === null || v === undefined || v === "") return intl.formatMessage(t.emptyValue);
  let text: string;
  if (typeof v === "string") text = v;
  else if (Array.isArray(v) && v.every((x) => x === null || typeof x !== "object")) text = v.map(String).join(", ");
  else text = JSON.stringify(v);
  text = text.replace(/\s+/g, " ").trim();
  if (text === "") return intl.formatMessage(t.emptyValue);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1).trimEnd()}…` : text;
}

/**
 * One line per top-level field whose value differs: "key: before → after". A creation (nothing
 * before) lists what was stored; a deletion (nothing after) lists what was removed.
 */
export function summarizeChanges(intl: IntlShape, before: unknown, after: unknown): string[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  const only = (snapshot: unknown): string[] =>
    isRecord(snapshot)
      ? Object.keys(snapshot).map((field) => fm(intl, t.fieldValue, { field, value: shortValue(intl, snapshot[field]) }))
      : [shortValue(intl, snapshot)];
  if (!hasBefore && !hasAfter) return [];
  if (!hasBefore) return only(after);
  if (!hasAfter) return only(before);
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .filter((k) => !same(before[k], after[k]))
      .map((field) => fm(intl, t.changed, { field, before: shortValue(intl, before[field]), after: shortValue(intl, after[field]) }));
  }
  return same(before, after) ? [] : [fm(intl, t.changedValue, { before: shortValue(intl, before), after: shortValue(intl, after) })];
}

function Changes({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const styles = useStyles();
  const lines = summarizeChanges(intl, entry.before, entry.after);
  if (lines.length === 0) return <>{intl.formatMessage(t.noChanges)}</>;
  return (
    <ul className={styles.changes}>
      {lines.map((line, i) => (
        <li key={i} className={styles.change}>
          {line}
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/audit (SUPER_ADMIN): the audit log, filtered by who, what, which kind of object and
 * when; the filters live in the address so a view can be shared and survives back and forward.
 */
export default observer(function AdminAuditView() {
  const intl = useIntl();
  const styles = useStyles();
  const getApi = useAdminApi();
  const [params, update] = useSearchParamsUpdate();
  const query = readQuery(params);
  const queryKey = JSON.stringify(query);
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(query));
  const [clientErrors, setClientErrors] = useState<Partial<Record<FilterName, string>>>({});
  const list = useLoad<AuditPage>(queryKey, () => getApi().then((api) => api.audit(query)));

  // Back/forward in the browser changes the address: the form follows it.
  useEffect(() => {
    setDraft(draftOf(JSON.parse(queryKey) as AuditQuery));
    setClientErrors({});
  }, [queryKey]);

  const apply = (e: SyntheticEvent) => {
    e.preventDefault();
    const problems = validateDraft(intl, draft);
    setClientErrors(problems);
    const first = FILTER_FIELDS.find((name) => problems[name]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    update({ ...draft, actor: draft.actor.trim(), page: undefined });
  };
  const goTo = (page: number) => () => {
    update({ page: page > 1 ? String(page) : undefined });
  };
  const onDraft = (name: FilterName) => (_: unknown, d: { value: string }) => {
    setDraft((f) => ({ ...f, [name]: d.value }));
  };
  const clearFilters = () => {
    const empty: FilterDraft = { actor: "", action: "", entityType: "", from: "", to: "" };
    setDraft(empty);
    setClientErrors({});
    update({ ...empty, page: undefined });
  };

  const failed = list.error !== undefined && !list.loading;
  const fields = failed ? serverFields(list.error) : undefined;
  const fieldError = (name: FilterName): string | undefined => clientErrors[name] ?? fields?.[name];
  const otherFieldMessages = fields ? Object.entries(fields).filter(([k]) => !(FILTER_FIELDS as readonly string[]).includes(k)) : [];

  const data = failed ? undefined : list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || PAGE_SIZE))) : 1;
  const current = data?.page ?? query.page ?? 1;

  const field = (name: FilterName, label: string, control: ReactElement, hint?: string) => {
    const error = fieldError(name);
    return (
      <Field className={styles.field} label={label} hint={hint} validationState={error ? "error" : "none"} validationMessage={error}>
        {control}
      </Field>
    );
  };

  const entityLabel = (type: string) => {
    const label = ENTITY_LABELS[type];
    return label ? intl.formatMessage(label) : type;
  };

  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>

      <section aria-labelledby="audit-filters-title">
        <h2 id="audit-filters-title" className={styles.h2}>
          {intl.formatMessage(t.filtersTitle)}
        </h2>
        <form role="search" aria-labelledby="audit-filters-title" noValidate onSubmit={apply}>
          <div className={styles.filters}>
            {field(
              "actor",
              intl.formatMessage(t.actor),
              <Input
                id={fieldId("actor")}
                className={styles.control}
                type="search"
                autoComplete="off"
                value={draft.actor}
                maxLength={ACTOR_MAX}
                onChange={onDraft("actor")}
              />,
              intl.formatMessage(t.actorHint),
            )}
            {field(
              "action",
              intl.formatMessage(t.action),
              <Select id={fieldId("action")} className={styles.control} value={draft.action} onChange={onDraft("action")}>
                <option value="">{intl.formatMessage(t.allActions)}</option>
                {ACTIONS.map((a) => (
                  <option key={a} value={a}>
                    {AUDIT_ACTION_LABELS[a]}
                  </option>
                ))}
              </Select>,
            )}
            {field(
              "entityType",
              intl.formatMessage(t.entityType),
              <Select id={fieldId("entityType")} className={styles.control} value={draft.entityType} onChange={onDraft("entityType")}>
                <option value="">{intl.formatMessage(t.allEntities)}</option>
                {ENTITY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {intl.formatMessage(ENTITY_FILTER_LABELS[type])}
                  </option>
                ))}
              </Select>,
            )}
            {field(
              "from",
              intl.formatMessage(t.from),
              <Input id={fieldId("from")} className={styles.control} type="date" value={draft.from} onChange={onDraft("from")} />,
              intl.formatMessage(t.dateHint),
            )}
            {field(
              "to",
              intl.formatMessage(t.to),
              <Input id={fieldId("to")} className={styles.control} type="date" value={draft.to} onChange={onDraft("to")} />,
              intl.formatMessage(t.dateHint),
            )}
          </div>
          <div className={styles.filterButtons}>
            <Button type="submit" appearance="primary">
              {intl.formatMessage(t.apply)}
            </Button>
            <Button type="button" onClick={clearFilters}>
              {intl.formatMessage(t.clear)}
            </Button>
          </div>
        </form>
        {fields ? (
          <div role="alert" className={styles.problem}>
            <Body1>{intl.formatMessage(t.filtersError)}</Body1>
            {otherFieldMessages.length > 0 ? (
              <ul className={styles.problemList}>
                {otherFieldMessages.map(([k, message]) => (
                  <li key={k}>{message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </section>

      <p role="status" aria-live="polite" className={styles.status}>
        {list.loading ? intl.formatMessage(t.loading) : data ? fm(intl, t.total, { total: data.total }) : ""}
      </p>

      {list.loading && !list.data ? <Spinner labelPosition="after" label={intl.formatMessage(t.loading)} /> : null}

      {failed && !fields ? (
        <LoadProblem title={intl.formatMessage(t.loadError)} error={list.error} retryLabel={intl.formatMessage(t.retry)} onRetry={list.retry} />
      ) : null}

      {data && data.items.length === 0 && !list.loading ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.empty)}
        </Body1>
      ) : null}

      {data && data.items.length > 0 ? (
        <DataTable<AuditEntry>
          id="audit-entries"
          caption={fm(intl, t.caption, { page: current, pages })}
          rows={data.items}
          rowKey={(r) => r.id}
          columns={[
            { header: intl.formatMessage(t.colAt), cell: (r) => <span className={styles.nowrap}>{formatInstant(r.at)}</span> },
            { header: intl.formatMessage(t.colActor), cell: (r) => <span className={styles.wrap}>{r.actorEmail}</span> },
            { header: intl.formatMessage(t.colAction), cell: (r) => AUDIT_ACTION_LABELS[r.action] ?? r.action },
            {
              header: intl.formatMessage(t.colEntity),
              cell: (r) => <span className={styles.wrap}>{fm(intl, t.entity, { type: entityLabel(r.entityType), id: r.entityId })}</span>,
            },
            { header: intl.formatMessage(t.colChanges), cell: (r) => <Changes entry={r} /> },
          ]}
        />
      ) : null}

      {data && data.total > 0 ? (
        <nav aria-label={intl.formatMessage(t.pagination)} className={styles.pager}>
          {current > 1 ? <Button onClick={goTo(current - 1)}>{intl.formatMessage(t.previous)}</Button> : null}
          <span>{fm(intl, t.pageOf, { page: current, pages })}</span>
          {current < pages ? <Button onClick={goTo(current + 1)}>{intl.formatMessage(t.next)}</Button> : null}
        </nav>
      ) : null}
    </article>
  );
});
