import { type FormEvent, useEffect, useId, useState } from "react";
import { Body1, Button, Field, Input, Radio, RadioGroup } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { useStores } from "../../../app/StoresContext";
import { useRouteHref } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { BARRIOS, findBarrio } from "../../../shared/barrios";
import type { OutageAffects as Affects } from "../../../shared/outages";
import { outagePath } from "../../../shared/outages";
import { makeStyles, tokens } from "../../../theme";
import type { AffectsStore, MyOutagesStore } from "../OutagesStore";
import { OUTAGE_STATUS_MESSAGES, useOutageTime } from "../outageLabels";
import { CutWindow } from "./CutWindow";
import { OutageEtr, useOutageTitle } from "./OutageFacts";

const t = defineMessages({
  title: { id: "news.affects.title", defaultMessage: "¿Me afecta?" },
  intro: {
    id: "news.affects.intro",
    defaultMessage: "Consulte si un daño o un corte programado afecta su barrio, su vereda o su contrato, y hasta cuándo.",
  },
  by: { id: "news.affects.by", defaultMessage: "Consultar por" },
  byBarrio: { id: "news.affects.byBarrio", defaultMessage: "Mi barrio" },
  byContract: { id: "news.affects.byContract", defaultMessage: "Mi número de contrato" },
  barrio: { id: "news.affects.barrio", defaultMessage: "Barrio" },
  barrioHint: { id: "news.affects.barrioHint", defaultMessage: "Escriba y elija de la lista; también veredas, por ejemplo Vereda El Topacio." },
  contract: { id: "news.affects.contract", defaultMessage: "Número de contrato" },
  contractHint: { id: "news.affects.contractHint", defaultMessage: "Está en su factura. Solo le diremos si hay un daño o un corte que lo afecte." },
  submit: { id: "news.affects.submit", defaultMessage: "Consultar" },
  busy: { id: "news.affects.busy", defaultMessage: "Consultando…" },
  barrioRequired: { id: "news.affects.barrioRequired", defaultMessage: "Escriba su barrio o vereda." },
  barrioUnknown: { id: "news.affects.barrioUnknown", defaultMessage: "No encontramos «{name}» en San Rafael. Elija su barrio o vereda de la lista." },
  contractRequired: { id: "news.affects.contractRequired", defaultMessage: "Escriba el número de contrato." },
  rateLimited: {
    id: "news.affects.rateLimited",
    defaultMessage: "Ha hecho muchas consultas seguidas desde esta conexión. Intente de nuevo en unos minutos.",
  },
  failed: { id: "news.affects.failed", defaultMessage: "No fue posible consultar en este momento. Intente de nuevo en unos minutos." },
  theContract: { id: "news.affects.theContract", defaultMessage: "el contrato {contract}" },
  nothing: { id: "news.affects.nothing", defaultMessage: "Por ahora no hay daños ni cortes programados en {place}." },
  something: {
    id: "news.affects.something",
    defaultMessage:
      "En {place}: {incidents, plural, =0 {} one {# daño en curso} other {# daños en curso}}{both, select, yes { y } other {}}{cuts, plural, =0 {} one {# corte programado} other {# cortes programados}}.",
  },
  until: { id: "news.affects.until", defaultMessage: "Hasta cuándo, según lo estimado: {time}." },
  untilUnknown: { id: "news.affects.untilUnknown", defaultMessage: "Aún no hay una hora estimada de restablecimiento." },
  etr: { id: "news.affects.etr", defaultMessage: "Hora estimada de restablecimiento:" },
  mine: { id: "news.affects.mine", defaultMessage: "Sus contratos" },
  mineContract: { id: "news.affects.mineContract", defaultMessage: "Contrato {contract}" },
  mineNone: { id: "news.affects.mineNone", defaultMessage: "Su cuenta no tiene contratos asociados." },
  mineFailed: { id: "news.affects.mineFailed", defaultMessage: "No fue posible consultar sus contratos ahora." },
});

const useStyles = makeStyles({
  section: { marginBlock: tokens.spacingVerticalXXL, maxWidth: "48rem", minWidth: 0 },
  heading: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  form: { display: "grid", gap: tokens.spacingVerticalS, justifyItems: "start", minWidth: 0 },
  field: { width: "100%", maxWidth: "24rem", minWidth: 0 },
  // At 320 px the two choices go one under the other instead of pushing the page sideways.
  modes: { flexWrap: "wrap" },
  input: { width: "100%", minWidth: 0 },
  answer: {
    marginBlockStart: tokens.spacingVerticalM,
    overflowWrap: "anywhere",
    "&:empty": { display: "none" },
  },
  card: {
    display: "grid",
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    marginBlockEnd: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  line: { margin: 0 },
  strong: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: "grid", gap: tokens.spacingVerticalXS },
  link: { color: tokens.colorBrandForegroundLink, textDecorationLine: "underline" },
  subheading: { margin: `${tokens.spacingVerticalL} 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400 },
  error: { color: tokens.colorPaletteRedForeground1, margin: 0 },
});

/** One answer of "¿Me afecta?": nothing, or the incidents and cuts there and until when. */
export function AffectsAnswer({ answer, place }: { answer: Affects; place: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const time = useOutageTime();
  const title = useOutageTitle();
  const routeHref = useRouteHref();
  const where = answer.area?.name ?? place;
  if (answer.incidents.length === 0 && answer.cuts.length === 0) {
    return (
      <div className={styles.card}>
        <p className={styles.strong}>{fm(intl, t.nothing, { place: where })}</p>
      </div>
    );
  }
  const both = answer.incidents.length > 0 && answer.cuts.length > 0 ? "yes" : "no";
  return (
    <div className={styles.card}>
      <p className={styles.strong}>{fm(intl, t.something, { place: where, incidents: answer.incidents.length, cuts: answer.cuts.length, both })}</p>
      <p className={styles.line}>{answer.until ? fm(intl, t.until, { time: time(answer.until) }) : intl.formatMessage(t.untilUnknown)}</p>
      <ul className={styles.list}>
        {answer.incidents.map((o) => (
          <li key={o.reference}>
            <Link className={styles.link} to={outagePath(o.reference)}>
              {title(o)}
            </Link>
            {": "}
            {intl.formatMessage(OUTAGE_STATUS_MESSAGES[o.status])}. {intl.formatMessage(t.etr)} <OutageEtr outage={o} />
          </li>
        ))}
        {answer.cuts.map((c) => (
          <li key={c.slug}>
            <Link className={styles.link} to={routeHref({ route: "noticias.serviceCutDetail", query: { slug: c.slug } })}>
              {c.title}
            </Link>
            {": "}
            <CutWindow startsAt={c.startsAt} endsAt={c.endsAt} />
          </li>
        ))}
      </ul>
    </div>
  );
}

type Mode = "barrio" | "contract";

/**
 * "¿Me afecta?" on /noticias-cortes (issue 36 §2): by barrio or vereda (from the one list of
 * src/shared/barrios.ts) or by contract number. A signed-in customer's own contracts are answered
 * at once, above the form. The answer is in a polite live region; field errors name their field.
 */
export const OutageAffects = observer(function OutageAffects({ store, mine }: { store: AffectsStore; mine: MyOutagesStore }) {
  const intl = useIntl();
  const styles = useStyles();
  const { session } = useStores();
  const uid = useId();
  const [mode, setMode] = useState<Mode>("barrio");
  const [barrio, setBarrio] = useState("");
  const [contract, setContract] = useState("");
  const [local, setLocal] = useState<Record<string, string>>({});
  const signedIn = session.isAuthenticated;

  useEffect(() => {
    if (signedIn) void mine.load();
  }, [signedIn, mine]);
  useEffect(() => () => store.reset(), [store]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    if (mode === "barrio") {
      const name = barrio.trim();
      const found = findBarrio(name);
      if (name === "") errors.barrio = intl.formatMessage(t.barrioRequired);
      else if (!found) errors.barrio = fm(intl, t.barrioUnknown, { name });
      setLocal(errors);
      if (found) void store.ask({ barrio: found.name });
    } else {
      const number = contract.replace(/\s+/g, "");
      if (number === "") errors.contract = intl.formatMessage(t.contractRequired);
      setLocal(errors);
      if (Object.keys(errors).length === 0) void store.ask({ contract: number });
    }
  };

  const q = store.question;
  const asked = q && ("barrio" in q ? q.barrio : fm(intl, t.theContract, { contract: q.contract }));
  const fieldError = (name: Mode) => local[name] ?? (q && name in q ? store.fieldErrors[name] : undefined);

  return (
    <section aria-labelledby={`${uid}-title`} className={styles.section}>
      <h2 id={`${uid}-title`} className={styles.heading}>
        {intl.formatMessage(t.title)}
      </h2>
      <Body1 as="p" block>
        {intl.formatMessage(t.intro)}
      </Body1>
      {signedIn && !mine.refused ? (
        <div>
          <h3 className={styles.subheading}>{intl.formatMessage(t.mine)}</h3>
          {mine.status === "failed" ? (
            <p className={styles.line}>{intl.formatMessage(t.mineFailed)}</p>
          ) : mine.isReady && mine.items.length === 0 ? (
            <p className={styles.line}>{intl.formatMessage(t.mineNone)}</p>
          ) : (
            mine.items.map((item) => (
              <div key={item.contract}>
                <p className={styles.strong}>{fm(intl, t.mineContract, { contract: item.contract })}</p>
                <AffectsAnswer answer={item} place={fm(intl, t.theContract, { contract: item.contract })} />
              </div>
            ))
          )}
        </div>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${uid}-title`}>
        <Field label={intl.formatMessage(t.by)}>
          <RadioGroup className={styles.modes} value={mode} layout="horizontal" onChange={(_, d) => setMode(d.value === "contract" ? "contract" : "barrio")}>
            <Radio value="barrio" label={intl.formatMessage(t.byBarrio)} />
            <Radio value="contract" label={intl.formatMessage(t.byContract)} />
          </RadioGroup>
        </Field>
        {mode === "barrio" ? (
          <Field
            className={styles.field}
            label={intl.formatMessage(t.barrio)}
            hint={intl.formatMessage(t.barrioHint)}
            validationMessage={fieldError("barrio")}
            validationState={fieldError("barrio") ? "error" : "none"}
          >
            <Input
              id="affects-barrio"
              className={styles.input}
              name="barrio"
              list={`${uid}-barrios`}
              autoComplete="off"
              maxLength={80}
              value={barrio}
              onChange={(_, d) => setBarrio(d.value)}
            />
          </Field>
        ) : (
          <Field
            className={styles.field}
            label={intl.formatMessage(t.contract)}
            hint={intl.formatMessage(t.contractHint)}
            validationMessage={fieldError("contract")}
            validationState={fieldError("contract") ? "error" : "none"}
          >
            <Input
              id="affects-contract"
              className={styles.input}
              name="contract"
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              value={contract}
              onChange={(_, d) => setContract(d.value)}
            />
          </Field>
        )}
        <datalist id={`${uid}-barrios`}>
          {BARRIOS.map((b) => (
            <option key={b.key} value={b.name} />
          ))}
        </datalist>
        <Button type="submit" appearance="primary" disabled={store.isLoading}>
          {intl.formatMessage(store.isLoading ? t.busy : t.submit)}
        </Button>
      </form>
      <div aria-live="polite" className={styles.answer}>
        {store.rateLimited ? (
          <p className={styles.error}>{intl.formatMessage(t.rateLimited)}</p>
        ) : store.problem !== undefined ? (
          <p className={styles.error}>{intl.formatMessage(t.failed)}</p>
        ) : store.answer && asked ? (
          <AffectsAnswer answer={store.answer} place={asked} />
        ) : null}
      </div>
    </section>
  );
});
