import { useCallback, useEffect, useRef } from "react";
import { Body1 } from "@fluentui/react-components";
import { CheckmarkCircleRegular, WarningRegular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { TextField } from "../../../components/forms/fields";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { useErrorTitle, useForm } from "../../../components/forms/useForm";
import { PageIntro } from "../../../components/PageIntro";
import { useAddressParam } from "../../../components/useAddressParam";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { SERVICE_LABELS, type BillingService } from "../../../shared/billing";
import { normalizeCertificateCode, type CertificateCheck } from "../../../shared/treasury";
import { makeStyles, mergeClasses, tokens } from "../../../theme";
import { pazYSalvoStoreKey } from "../PazYSalvoStore";

const t = defineMessages({
  title: { id: "billing.pazYSalvoCheck.title", defaultMessage: "Verificar un paz y salvo" },
  intro: {
    id: "billing.pazYSalvoCheck.intro",
    defaultMessage:
      "Si le entregaron un certificado de paz y salvo de {brand}, compruebe aquí que lo expedimos nosotros y qué certifica. Escriba el código de verificación impreso en el certificado o escanee su código QR.",
  },
  code: { id: "billing.pazYSalvoCheck.code", defaultMessage: "Código de verificación" },
  codeHint: {
    id: "billing.pazYSalvoCheck.codeHint",
    defaultMessage: "12 letras y números, por ejemplo ABCD-EFGH-JKLM. Los guiones y las mayúsculas no importan.",
  },
  empty: { id: "billing.pazYSalvoCheck.empty", defaultMessage: "Escriba el código de verificación del certificado." },
  malformed: {
    id: "billing.pazYSalvoCheck.malformed",
    defaultMessage: "El código tiene 12 letras y números, como ABCD-EFGH-JKLM. Revise que lo haya copiado completo.",
  },
  submit: { id: "billing.pazYSalvoCheck.submit", defaultMessage: "Verificar" },
  busy: { id: "billing.pazYSalvoCheck.busy", defaultMessage: "Verificando…" },
  validTitle: { id: "billing.pazYSalvoCheck.validTitle", defaultMessage: "Certificado válido" },
  validText: {
    id: "billing.pazYSalvoCheck.validText",
    defaultMessage:
      "{brand} expidió este paz y salvo. Compare los datos con los del certificado que tiene en la mano: deben ser los mismos. Por la protección de datos personales, del titular solo mostramos las iniciales.",
  },
  scope: {
    id: "billing.pazYSalvoCheck.scope",
    defaultMessage: "Certifica el estado de la cuenta en la fecha de expedición: no incluye consumos ni valores facturados después del {date}.",
  },
  invalidTitle: { id: "billing.pazYSalvoCheck.invalidTitle", defaultMessage: "Este certificado no coincide con nuestros registros" },
  invalidText: {
    id: "billing.pazYSalvoCheck.invalidText",
    defaultMessage: "No lo acepte como prueba de pago. Comuníquese con nuestras líneas de atención e indique el código {code}.",
  },
  failed: { id: "billing.pazYSalvoCheck.failed", defaultMessage: "No fue posible verificar el código en este momento. Intente de nuevo en unos minutos." },
  resultCode: { id: "billing.pazYSalvoCheck.result.code", defaultMessage: "Código" },
  contract: { id: "billing.pazYSalvoCheck.result.contract", defaultMessage: "Contrato" },
  holder: { id: "billing.pazYSalvoCheck.result.holder", defaultMessage: "Titular (iniciales)" },
  municipality: { id: "billing.pazYSalvoCheck.result.municipality", defaultMessage: "Municipio" },
  services: { id: "billing.pazYSalvoCheck.result.services", defaultMessage: "Servicios" },
  lastPeriod: { id: "billing.pazYSalvoCheck.result.lastPeriod", defaultMessage: "Última factura pagada" },
  coversUntil: { id: "billing.pazYSalvoCheck.result.coversUntil", defaultMessage: "A paz y salvo por lo facturado hasta" },
  issuedAt: { id: "billing.pazYSalvoCheck.result.issuedAt", defaultMessage: "Expedido" },
});

type CheckValues = { code: string };
const IDS: Record<keyof CheckValues, string> = { code: "paz-y-salvo-code" };

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  result: {
    display: "grid",
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    marginBlock: tokens.spacingVerticalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderLeft: `6px solid ${tokens.colorPaletteGreenBorderActive}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  invalid: { borderLeft: `6px solid ${tokens.colorPaletteRedBorder2}` },
  heading: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    ":focus": { outline: "none" },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  text: { margin: 0 },
  data: {
    display: "grid",
    gridTemplateColumns: "minmax(min(100%, 12rem), max-content) minmax(0, 1fr)",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    "@media (max-width: 479.98px)": { gridTemplateColumns: "minmax(0, 1fr)" },
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
});

/** What a valid code certifies, or the warning when the row no longer matches its hash. */
function CheckResult({ certificate }: { certificate: CertificateCheck }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useStyles();
  const { config } = useStores();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [certificate]);
  if (!certificate.valid) {
    return (
      <section className={mergeClasses(styles.result, styles.invalid)} aria-labelledby="paz-y-salvo-result">
        <h2 id="paz-y-salvo-result" ref={heading} tabIndex={-1} className={styles.heading}>
          <WarningRegular aria-hidden="true" />
          {intl.formatMessage(t.invalidTitle)}
        </h2>
        <Body1 as="p" block className={styles.text}>
          {fm(intl, t.invalidText, { code: certificate.code })}
        </Body1>
      </section>
    );
  }
  const services = certificate.services.map((s) => SERVICE_LABELS[s as BillingService] ?? s).join(", ");
  const row = (label: string, value: string) => (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
  return (
    <section className={styles.result} aria-labelledby="paz-y-salvo-result" data-certificate={certificate.code}>
      <h2 id="paz-y-salvo-result" ref={heading} tabIndex={-1} className={styles.heading}>
        <CheckmarkCircleRegular aria-hidden="true" />
        {intl.formatMessage(t.validTitle)}
      </h2>
      <Body1 as="p" block className={styles.text}>
        {fm(intl, t.validText, { brand: config.brandName })}
      </Body1>
      <dl className={styles.data}>
        {row(intl.formatMessage(t.resultCode), certificate.code)}
        {row(intl.formatMessage(t.contract), certificate.contractNumber)}
        {row(intl.formatMessage(t.holder), certificate.holderName)}
        {row(intl.formatMessage(t.municipality), certificate.municipality)}
        {row(intl.formatMessage(t.services), services)}
        {row(intl.formatMessage(t.lastPeriod), f.period(certificate.lastPeriod))}
        {row(intl.formatMessage(t.coversUntil), f.day(certificate.coversUntil, "long"))}
        {row(intl.formatMessage(t.issuedAt), f.instant(certificate.issuedAt, "long"))}
      </dl>
      <Body1 as="p" block className={styles.text}>
        {fm(intl, t.scope, { date: f.day(certificate.coversUntil, "long") })}
      </Body1>
    </section>
  );
}

/**
 * /verificar-paz-y-salvo (public, prerendered; issue 32 §4): anyone checks a paz y salvo by its
 * code. The certificate's QR code opens it with `?codigo=`, which is checked as soon as the page is
 * ready; an unknown or malformed code is the field's error.
 */
export default observer(function PazYSalvoCheckView() {
  const intl = useIntl();
  const styles = useStyles();
  const { config } = useStores();
  const store = useFeatureStore(pazYSalvoStoreKey);
  const fromAddress = useAddressParam("codigo");
  useEffect(() => () => store.closeCheck(), [store]);
  const validate = useCallback(
    (v: CheckValues) => {
      if (v.code.trim() === "") return { code: intl.formatMessage(t.empty) };
      if (!normalizeCertificateCode(v.code)) return { code: intl.formatMessage(t.malformed) };
      return {};
    },
    [intl],
  );
  const form = useForm<CheckValues>({
    initial: { code: "" },
    validate,
    fieldIds: IDS,
    name: "verificar-paz-y-salvo",
    onSubmit: async (v) => {
      const outcome = await store.check(v.code.trim());
      if (outcome.kind === "notFound" || outcome.kind === "invalid") return { fields: { code: outcome.message } };
      if (outcome.kind === "failed") return { message: intl.formatMessage(t.failed) };
    },
  });
  useErrorTitle(form.items.length > 0);
  // The QR code's address carries the code: fill it in and check it once the page is ready.
  const asked = useRef(false);
  const { set } = form;
  useEffect(() => {
    if (!fromAddress || asked.current) return;
    asked.current = true;
    set("code", fromAddress);
    if (normalizeCertificateCode(fromAddress)) void store.check(fromAddress);
  }, [fromAddress, set, store]);
  const outcome = store.outcome;
  return (
    <article className={styles.page}>
      <ErrorSummary items={form.items} attempt={form.attempt} />
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{fm(intl, t.intro, { brand: config.brandLongName })}</PageIntro>
      <form {...form.formProps} aria-label={intl.formatMessage(t.title)}>
        <TextField
          id={IDS.code}
          label={intl.formatMessage(t.code)}
          hint={intl.formatMessage(t.codeHint)}
          required
          maxLength={20}
          autoComplete="off"
          value={form.values.code}
          onChange={(v) => form.set("code", v)}
          error={form.errors.code}
        />
        <SubmitButton busy={form.busy || store.checking} busyLabel={intl.formatMessage(t.busy)}>
          {intl.formatMessage(t.submit)}
        </SubmitButton>
      </form>
      {/* The code of the address, checked without a submit: what went wrong is said here. */}
      {outcome && outcome.kind !== "found" && form.attempt === 0 ? (
        <Body1 as="p" block role="alert" className={mergeClasses(styles.result, styles.invalid)}>
          {outcome.kind === "failed" ? intl.formatMessage(t.failed) : outcome.message}
        </Body1>
      ) : null}
      {outcome?.kind === "found" ? <CheckResult certificate={outcome.certificate} /> : null}
    </article>
  );
});
