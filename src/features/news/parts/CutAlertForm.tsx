import { type FormEvent, useState } from "react";
import { Body1, Button, Checkbox, MessageBar, MessageBarBody, MessageBarTitle, Subtitle2 } from "@fluentui/react-components";
import { AlertOn20Regular, ChevronDown20Regular, ChevronUp20Regular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { CAPTCHA_FIELD, CaptchaField, captchaFailedMessage, useCaptchaControl } from "../../../components/captcha/Captcha";
import { CheckboxField, EmailField, TextField } from "../../../components/forms/fields";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { RouteLink } from "../../../components/RouteLink";
import { CUT_SERVICES, type CutService } from "../../../shared/news";
import { makeStyles, tokens } from "../../../theme";
import { cutAlertsStoreKey } from "../CutAlertsStore";
import { SERVICE_MESSAGES } from "../newsLabels";
import { CalendarLinks } from "./CalendarLinks";

const t = defineMessages({
  title: { id: "news.alerts.title", defaultMessage: "Avíseme de cortes en mi barrio" },
  intro: {
    id: "news.alerts.intro",
    defaultMessage: "Le escribimos cuando se programe o cambie un corte en su barrio o comuna, y el día antes de que empiece. No necesita cuenta.",
  },
  email: { id: "news.alerts.email", defaultMessage: "Correo electrónico" },
  area: { id: "news.alerts.area", defaultMessage: "Barrio o comuna" },
  areaHint: { id: "news.alerts.areaHint", defaultMessage: "Como aparece en los cortes, por ejemplo: El Jardín o Comuna 2." },
  services: { id: "news.alerts.services", defaultMessage: "Servicios" },
  consent: {
    id: "news.alerts.consent",
    defaultMessage:
      "Autorizo de manera previa, expresa e informada el tratamiento de mi correo para enviarme estos avisos, según la política de datos personales.",
  },
  policy: { id: "news.alerts.policy", defaultMessage: "Leer la política de tratamiento de datos personales (se abre en otra pestaña)" },
  submit: { id: "news.alerts.submit", defaultMessage: "Suscribirme" },
  busy: { id: "news.alerts.busy", defaultMessage: "Enviando…" },
  sent: { id: "news.alerts.sent", defaultMessage: "Revise su correo" },
  mine: { id: "news.alerts.mine", defaultMessage: "Avisarme en los barrios de mis contratos" },
  mineHint: { id: "news.alerts.mineHint", defaultMessage: "Con su cuenta, en un paso y sin confirmar: usa los servicios marcados arriba." },
});

const useStyles = makeStyles({
  box: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    marginBlock: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground2,
    maxWidth: "48rem",
  },
  title: { margin: 0 },
  // The heading is the disclosure's button: one line folded, so the cuts stay near the top at every width.
  toggle: {
    width: "100%",
    justifyContent: "flex-start",
    gap: tokens.spacingHorizontalS,
    paddingInline: 0,
    minHeight: "44px",
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase400,
    textAlign: "start",
  },
  chevron: { marginInlineStart: "auto", flexShrink: 0 },
  services: { display: "flex", flexWrap: "wrap", columnGap: tokens.spacingHorizontalM },
  fieldset: { border: "none", padding: 0, margin: `${tokens.spacingVerticalS} 0 0`, minWidth: 0 },
  legend: { padding: 0, fontWeight: tokens.fontWeightRegular, fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground1 },
  error: { color: tokens.colorPaletteRedForeground1, margin: 0 },
  intro: { marginBlock: tokens.spacingVerticalS },
  mine: { marginBlockStart: tokens.spacingVerticalM, display: "flex", flexDirection: "column", alignItems: "flex-start", gap: tokens.spacingVerticalXS },
});

/** The form "Avíseme de cortes en mi barrio" (issue 24 §2), on /noticias-cortes and each cut, with the area's calendar links. */
export const CutAlertForm = observer(function CutAlertForm({
  initialArea = "",
  idPrefix = "cut-alert",
  defaultOpen = false,
}: {
  initialArea?: string;
  idPrefix?: string;
  /** Open from the start (the cuts list filtered by a barrio: its reader is likely to want the alerts). */
  defaultOpen?: boolean;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const { session } = useStores();
  const store = useFeatureStore(cutAlertsStoreKey);
  const captcha = useCaptchaControl();
  const [open, setOpen] = useState(defaultOpen);
  const [email, setEmail] = useState("");
  const [area, setArea] = useState(initialArea);
  const [services, setServices] = useState<CutService[]>([...CUT_SERVICES]);
  const [consent, setConsent] = useState(false);
  const [captchaProblem, setCaptchaProblem] = useState<string | undefined>();
  const sub = store.subscription;
  const errors: Record<string, string | undefined> = { ...sub.fieldErrors, ...(captchaProblem ? { [CAPTCHA_FIELD]: captchaProblem } : {}) };
  const id = (name: string) => `${idPrefix}-${name}`;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setCaptchaProblem(undefined);
    let payload: string;
    try {
      payload = await captcha.payload();
    } catch {
      setCaptchaProblem(captchaFailedMessage(intl));
      return;
    }
    await sub.submit({ email, area, services, consent }, payload);
    captcha.spent();
  };

  const toggleService = (s: CutService, on: boolean) => setServices((now) => CUT_SERVICES.filter((x) => (x === s ? on : now.includes(x))));

  return (
    <section className={styles.box} aria-labelledby={id("title")}>
      <Subtitle2 as="h2" id={id("title")} className={styles.title}>
        <Button
          className={styles.toggle}
          appearance="transparent"
          aria-expanded={open}
          aria-controls={id("body")}
          icon={<AlertOn20Regular aria-hidden="true" />}
          onClick={() => setOpen(!open)}
        >
          {intl.formatMessage(t.title)}
          {open ? <ChevronUp20Regular aria-hidden="true" className={styles.chevron} /> : <ChevronDown20Regular aria-hidden="true" className={styles.chevron} />}
        </Button>
      </Subtitle2>
      <div id={id("body")} hidden={!open}>
        <Body1 as="p" block className={styles.intro}>
          {intl.formatMessage(t.intro)}
        </Body1>
        {sub.status === "ready" && sub.result ? (
          <MessageBar intent="success" role="status">
            {/* A title and the server's answer, which explains the link: "confirm" said once (issue 33). */}
            <MessageBarBody>
              <MessageBarTitle>{intl.formatMessage(t.sent)}</MessageBarTitle> {sub.result.message}
            </MessageBarBody>
          </MessageBar>
        ) : (
          <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={id("title")}>
            {sub.problem && Object.keys(sub.fieldErrors).length === 0 ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{sub.problem}</MessageBarBody>
              </MessageBar>
            ) : null}
            <EmailField id={id("email")} label={intl.formatMessage(t.email)} required value={email} onChange={setEmail} error={errors.email} />
            <TextField
              id={id("area")}
              label={intl.formatMessage(t.area)}
              hint={intl.formatMessage(t.areaHint)}
              required
              value={area}
              onChange={setArea}
              error={errors.area}
            />
            {/* A fieldset, not a Field: a Field names each checkbox after its label, so all read "Servicios" (issue 33). */}
            <fieldset className={styles.fieldset} aria-describedby={errors.services ? id("services-error") : undefined}>
              <legend className={styles.legend}>{intl.formatMessage(t.services)}</legend>
              {errors.services ? (
                <p id={id("services-error")} className={styles.error}>
                  {errors.services}
                </p>
              ) : null}
              <div className={styles.services}>
                {CUT_SERVICES.map((s) => (
                  <Checkbox
                    key={s}
                    id={id(`svc-${s}`)}
                    name="services"
                    value={s}
                    label={intl.formatMessage(SERVICE_MESSAGES[s])}
                    checked={services.includes(s)}
                    onChange={(_, d) => toggleService(s, d.checked === true)}
                  />
                ))}
              </div>
            </fieldset>
            <p>
              <RouteLink route="atencion.personalData" target="_blank">
                {intl.formatMessage(t.policy)}
              </RouteLink>
            </p>
            <CheckboxField id={id("consent")} required label={intl.formatMessage(t.consent)} checked={consent} onChange={setConsent} error={errors.consent} />
            <CaptchaField id={id("captcha")} control={captcha} error={errors[CAPTCHA_FIELD]} />
            <SubmitButton busy={sub.isLoading} busyLabel={intl.formatMessage(t.busy)}>
              {intl.formatMessage(t.submit)}
            </SubmitButton>
          </form>
        )}
        {session.isAuthenticated ? (
          <div className={styles.mine}>
            <Button appearance="secondary" disabled={store.mine.isLoading} onClick={() => void store.mine.submit(services)}>
              {intl.formatMessage(t.mine)}
            </Button>
            <Body1>{store.mine.result?.message ?? store.mine.problem ?? intl.formatMessage(t.mineHint)}</Body1>
          </div>
        ) : null}
        <CalendarLinks area={area} />
      </div>
    </section>
  );
});
