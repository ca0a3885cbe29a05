import { useEffect } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { DataTable } from "../../../components/charts/DataTable";
import { RouteLink } from "../../../components/RouteLink";
import { formatCount, formatInstant, formatPercent } from "../../../format";
import type { AssistantQuestionsReport, DateRange } from "../../../shared/metrics";
import { makeStyles, tokens } from "../../../theme";
import { assistantQuestionsStoreKey } from "../AssistantQuestionsStore";
import { Section } from "./Section";

const t = defineMessages({
  title: { id: "metrics.assistant.title", defaultMessage: "Preguntas del asistente sin respuesta o que no sirvieron" },
  loading: { id: "metrics.assistant.loading", defaultMessage: "Cargando las preguntas del asistente…" },
  unansweredTitle: { id: "metrics.assistant.unansweredTitle", defaultMessage: "Preguntas sin respuesta" },
  unhelpfulTitle: { id: "metrics.assistant.unhelpfulTitle", defaultMessage: "Respuestas que no sirvieron" },
  unansweredCaption: {
    id: "metrics.assistant.unansweredCaption",
    defaultMessage: "Preguntas a las que el asistente no encontró respuesta, de la más frecuente a la menos",
  },
  unhelpfulCaption: {
    id: "metrics.assistant.unhelpfulCaption",
    defaultMessage: "Preguntas cuya respuesta el visitante marcó «No» en «¿Le sirvió?», de la más frecuente a la menos",
  },
  question: { id: "metrics.assistant.col.question", defaultMessage: "Pregunta" },
  times: { id: "metrics.assistant.col.times", defaultMessage: "Veces" },
  sessions: { id: "metrics.assistant.col.sessions", defaultMessage: "Sesiones" },
  helpfulShare: { id: "metrics.assistant.col.helpfulShare", defaultMessage: "Marcaron «Sí»" },
  last: { id: "metrics.assistant.col.last", defaultMessage: "Última vez" },
  noUnanswered: { id: "metrics.assistant.noUnanswered", defaultMessage: "Nadie ha hecho preguntas sin respuesta en este periodo." },
  noUnhelpful: { id: "metrics.assistant.noUnhelpful", defaultMessage: "Nadie ha marcado una respuesta como «No me sirvió» en este periodo." },
  retry: { id: "metrics.assistant.retry", defaultMessage: "Intentar de nuevo" },
});

const useStyles = makeStyles({
  h3: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalXS}`,
  },
  problem: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalM,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderInlineStartWidth: "4px",
    borderInlineStartStyle: "solid",
    borderInlineStartColor: tokens.colorPaletteRedBorder2,
  },
  empty: { color: tokens.colorNeutralForeground2 },
});

type Unanswered = AssistantQuestionsReport["unanswered"][number];
type Unhelpful = AssistantQuestionsReport["unhelpful"][number];

/**
 * The dashboard's panel of the help assistant's questions over the range (GET
 * /metrics/assistant-questions): those it found no answer to and those whose answer a visitor said
 * did not help. It loads on its own: while it loads, when it is refused or when it fails, the rest
 * of the dashboard stays as it is.
 */
export const AssistantQuestions = observer(function AssistantQuestions({ range }: { range: Required<DateRange> }) {
  const intl = useIntl();
  const styles = useStyles();
  const store = useFeatureStore(assistantQuestionsStoreKey);
  const reader = store.reader;
  const key = `${range.startDate}/${range.endDate}`;
  useEffect(() => () => store.close(), [store]);
  useEffect(() => {
    void store.show(range);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` says which range; `range` is a new object on every render
  }, [key, reader, store]);
  const answer = store.resultFor(range);
  const count = (n: number) => formatCount(intl, n);

  let body;
  if (answer === null) {
    body = (
      <Body1 as="p" block role="status">
        {intl.formatMessage(t.loading)}
      </Body1>
    );
  } else if (answer.data.problem === "signIn" || answer.data.problem === "forbidden") {
    body = (
      <Body1 as="p" block>
        {answer.data.problem === "signIn" ? (
          <FormattedMessage
            id="metrics.assistant.signIn"
            defaultMessage="Lo que los visitantes escriben al asistente solo lo ven los administradores. <link>Inicie sesión</link> con una cuenta de administrador para ver estas preguntas."
            values={{ link: (text) => <RouteLink route="general.signIn">{text}</RouteLink> }}
          />
        ) : (
          <FormattedMessage
            id="metrics.assistant.forbidden"
            defaultMessage="Lo que los visitantes escriben al asistente solo lo ven los administradores, y su cuenta no tiene ese rol."
          />
        )}
      </Body1>
    );
  } else if (answer.data.report === null) {
    body = (
      <div className={styles.problem} role="alert">
        <Body1 as="p" block>
          <FormattedMessage
            id="metrics.assistant.unavailable"
            defaultMessage="No se pudieron cargar las preguntas del asistente. Las demás cifras del tablero no se ven afectadas."
          />
        </Body1>
        <Button size="small" onClick={() => void store.reload()}>
          {intl.formatMessage(t.retry)}
        </Button>
      </div>
    );
  } else {
    const report = answer.data.report;
    const common = { stackOnPhone: true, rowKey: (q: Unanswered) => q.question };
    const question = { header: intl.formatMessage(t.question), cell: (q: Unanswered) => q.question };
    body = (
      <>
        <Body1 as="p" block>
          <FormattedMessage
            id="metrics.assistant.summary"
            defaultMessage="En el rango, el asistente no encontró respuesta {unanswered, plural, =0 {a ninguna pregunta} one {a # pregunta} other {a # preguntas}}; {unhelpful, plural, =0 {ninguna respuesta se marcó} one {# respuesta se marcó} other {# respuestas se marcaron}} «No me sirvió» y {helpful, number} «Sí». Los números largos (documentos, teléfonos) se ocultan."
            values={report.totals}
          />
        </Body1>
        <h3 className={styles.h3}>{intl.formatMessage(t.unansweredTitle)}</h3>
        {report.unanswered.length > 0 ? (
          <DataTable<Unanswered>
            {...common}
            caption={intl.formatMessage(t.unansweredCaption)}
            rows={report.unanswered}
            columns={[
              question,
              { header: intl.formatMessage(t.times), numeric: true, cell: (q) => count(q.count) },
              { header: intl.formatMessage(t.sessions), numeric: true, cell: (q) => count(q.sessions) },
              { header: intl.formatMessage(t.last), cell: (q) => formatInstant(intl, q.lastAskedAt) },
            ]}
          />
        ) : (
          <Body1 as="p" block className={styles.empty}>
            {intl.formatMessage(t.noUnanswered)}
          </Body1>
        )}
        <h3 className={styles.h3}>{intl.formatMessage(t.unhelpfulTitle)}</h3>
        {report.unhelpful.length > 0 ? (
          <DataTable<Unhelpful>
            {...common}
            caption={intl.formatMessage(t.unhelpfulCaption)}
            rows={report.unhelpful}
            columns={[
              question,
              { header: intl.formatMessage(t.times), numeric: true, cell: (q) => count(q.count) },
              { header: intl.formatMessage(t.sessions), numeric: true, cell: (q) => count(q.sessions) },
              { header: intl.formatMessage(t.helpfulShare), numeric: true, cell: (q) => formatPercent(intl, q.helpfulShare) },
              { header: intl.formatMessage(t.last), cell: (q) => formatInstant(intl, q.lastAskedAt) },
            ]}
          />
        ) : (
          <Body1 as="p" block className={styles.empty}>
            {intl.formatMessage(t.noUnhelpful)}
          </Body1>
        )}
      </>
    );
  }
  return (
    <Section id="metrics-assistant" title={intl.formatMessage(t.title)}>
      {body}
    </Section>
  );
});
