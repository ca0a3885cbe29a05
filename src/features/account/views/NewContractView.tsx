import { useCallback, useState } from "react";
import { Body1, Button, Checkbox } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useStores } from "../../app/StoresContext";
import { PageHeading } from "../../components/a11y/PageHeading";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { SelectField, TextareaField, TextField } from "../../components/forms/fields";
import { useErrorTitle, useForm, type SubmitFailure } from "../../components/forms/useForm";
import { RouterLink } from "../../components/RouterLink";
import { fm } from "../../components/useLoad";
import { errorText, serverFields } from "../../services/apiClient";
import {
  BILLING_SERVICES,
  CONTRACT_USES,
  normalizeContractNumber,
  normalizeVerificationCode,
  requiredContractNumberProblem,
  type BillingService,
  type ConnectionRequestReceipt,
  type Contract,
  type ContractUse,
} from "../../shared/billing";
import { canonicalPhone, validatePhone } from "../../shared/validation";
import { makeStyles, tokens } from "../../theme";
import { bm, useAccount, useDay, useServiceLabel, useUseLabel } from "./billingParts";

const t = defineMessages({
  title: { id: "billing.newContract.title", defaultMessage: "Asociar un contrato" },
  intro: {
    id: "billing.newContract.intro",
    defaultMessage:
      "Asocie a su cuenta el contrato de su casa o negocio para ver y pagar sus facturas, o solicite la conexión de los servicios a un predio nuevo.",
  },
  linkTitle: { id: "billing.newContract.link.title", defaultMessage: "Asociar un contrato existente" },
  linkIntro: {
    id: "billing.newContract.link.intro",
    defaultMessage:
      "Para proteger los datos del titular, le pedimos tres datos que aparecen en la factura impresa o digital. Le avisaremos al titular por correo electrónico.",
  },
  contractNumber: { id: "billing.newContract.link.contractNumber", defaultMessage: "Número de contrato" },
  contractHint: { id: "billing.newContract.link.contractHint", defaultMessage: "Entre 6 y 12 dígitos; está en la parte superior de la factura." },
  documentNumber: { id: "billing.newContract.link.documentNumber", defaultMessage: "Número de documento del titular del contrato" },
  documentHint: { id: "billing.newContract.link.documentHint", defaultMessage: "Cédula, NIT u otro documento del titular, sin puntos." },
  documentEmpty: { id: "billing.newContract.link.documentEmpty", defaultMessage: "Escriba el número de documento del titular." },
  documentInvalid: {
    id: "billing.newContract.link.documentInvalid",
    defaultMessage:
      "Escriba el número de documento con 3 a 15 letras o dígitos, sin puntos ni espacios (un NIT puede llevar el guion del dígito de verificación).",
  },
  code: { id: "billing.newContract.link.code", defaultMessage: "Código de verificación de una factura reciente" },
  codeHint: {
    id: "billing.newContract.link.codeHint",
    defaultMessage:
      "Está impreso en la factura, junto a los datos del contrato, como «Código de verificación para vincular este contrato»: 10 letras y números, por ejemplo 7K3M-9Q2X-WD. Sirve el de cualquier factura de los últimos seis meses.",
  },
  codeEmpty: { id: "billing.newContract.link.codeEmpty", defaultMessage: "Escriba el código de verificación de una factura de los últimos seis meses." },
  codeInvalid: {
    id: "billing.newContract.link.codeInvalid",
    defaultMessage: "El código de verificación tiene 10 letras y números, por ejemplo 7K3M-9Q2X-WD; revíselo en la factura.",
  },
  linkSubmit: { id: "billing.newContract.link.submit", defaultMessage: "Asociar el contrato" },
  linking: { id: "billing.newContract.link.busy", defaultMessage: "Asociando…" },
  linked: {
    id: "billing.newContract.link.done",
    defaultMessage: "Listo: el contrato {number} ({address}) quedó asociado a su cuenta y es ahora su contrato activo.",
  },
  seeInvoices: { id: "billing.newContract.link.seeInvoices", defaultMessage: "Ver las facturas del contrato" },
  seeSummary: { id: "billing.newContract.link.seeSummary", defaultMessage: "Ir al resumen de mi cuenta" },
  connTitle: { id: "billing.newContract.conn.title", defaultMessage: "Solicitar una conexión nueva" },
  connIntro: {
    id: "billing.newContract.conn.intro",
    defaultMessage: "Si el predio aún no tiene servicios, cuéntenos dónde está y qué servicios necesita.",
  },
  address: { id: "billing.newContract.conn.address", defaultMessage: "Dirección del predio" },
  addressHint: { id: "billing.newContract.conn.addressHint", defaultMessage: "Por ejemplo: Cl. 30A # 76-45, apto 301." },
  addressEmpty: { id: "billing.newContract.conn.addressEmpty", defaultMessage: "Escriba la dirección del predio." },
  barrio: { id: "billing.newContract.conn.barrio", defaultMessage: "Barrio o vereda" },
  barrioEmpty: { id: "billing.newContract.conn.barrioEmpty", defaultMessage: "Escriba el barrio o la vereda." },
  municipality: { id: "billing.newContract.conn.municipality", defaultMessage: "Municipio" },
  municipalityEmpty: { id: "billing.newContract.conn.municipalityEmpty", defaultMessage: "Escriba el municipio." },
  use: { id: "billing.newContract.conn.use", defaultMessage: "Uso del predio" },
  useChoose: { id: "billing.newContract.conn.useChoose", defaultMessage: "Seleccione" },
  useEmpty: { id: "billing.newContract.conn.useEmpty", defaultMessage: "Seleccione el uso del predio." },
  services: { id: "billing.newContract.conn.services", defaultMessage: "Servicios que necesita" },
  servicesEmpty: { id: "billing.newContract.conn.servicesEmpty", defaultMessage: "Elija al menos un servicio." },
  phone: { id: "billing.newContract.conn.phone", defaultMessage: "Teléfono de contacto" },
  phoneHint: { id: "billing.newContract.conn.phoneHint", defaultMessage: "Celular o fijo con indicativo; lo llamaremos para coordinar la visita." },
  notes: { id: "billing.newContract.conn.notes", defaultMessage: "Observaciones (opcional)" },
  notesHint: { id: "billing.newContract.conn.notesHint", defaultMessage: "Indicaciones para llegar, horarios o lo que debamos saber. Máximo 1000 caracteres." },
  notesLong: { id: "billing.newContract.conn.notesLong", defaultMessage: "Las observaciones pueden tener como máximo 1000 caracteres." },
  connSubmit: { id: "billing.newContract.conn.submit", defaultMessage: "Enviar la solicitud" },
  sending: { id: "billing.newContract.conn.busy", defaultMessage: "Enviando…" },
  received: { id: "billing.newContract.conn.received", defaultMessage: "Recibimos su solicitud número {number} el {date}." },
  nextTitle: { id: "billing.newContract.conn.next.title", defaultMessage: "¿Qué sigue?" },
  nextVisit: {
    id: "billing.newContract.conn.next.visit",
    defaultMessage: "Un técnico hará una visita técnica al predio en los próximos 5 días hábiles; antes lo llamaremos para acordar la hora.",
  },
  nextQuote: {
    id: "billing.newContract.conn.next.quote",
    defaultMessage: "Después de la visita le enviaremos el valor de la conexión y los documentos que hacen falta.",
  },
  nextContract: {
    id: "billing.newContract.conn.next.contract",
    defaultMessage: "Cuando se instalen los medidores, le daremos el número de contrato para asociarlo a su cuenta en esta misma página.",
  },
  nextKeep: { id: "billing.newContract.conn.next.keep", defaultMessage: "Guarde el número de solicitud: lo necesitará si nos llama o escribe." },
  another: { id: "billing.newContract.conn.another", defaultMessage: "Hacer otra solicitud" },
  failed: { id: "billing.newContract.failed", defaultMessage: "No fue posible enviar los datos. Intente de nuevo." },
});

type LinkValues = { contractNumber: string; documentNumber: string; verificationCode: string };
const LINK_IDS: Record<keyof LinkValues, string> = { contractNumber: "link-contract", documentNumber: "link-document", verificationCode: "link-code" };

type ConnValues = { address: string; barrio: string; municipality: string; use: string; services: string; phone: string; notes: string };
const CONN_IDS: Record<keyof ConnValues, string> = {
  address: "conn-address",
  barrio: "conn-barrio",
  municipality: "conn-municipality",
  use: "conn-use",
  services: "conn-service-energia",
  phone: "conn-phone",
  notes: "conn-notes",
};
const CONN_INITIAL: ConnValues = { address: "", barrio: "", municipality: "", use: "", services: "", phone: "", notes: "" };

/** The server's field errors under this form's names (unknown ones become form-level messages). */
function failure(error: unknown, known: readonly string[], fallback: string): SubmitFailure {
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(serverFields(error) ?? {})) {
    const base = name.split(/[.[]/)[0];
    fields[known.includes(base) ? base : name] = message;
  }
  return { message: errorText(error) ?? fallback, fields };
}

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  section: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalXL,
  },
  h2: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  h3: { marginBlock: `${tokens.spacingVerticalM} ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  done: { borderLeft: `6px solid ${tokens.colorPaletteGreenBorder2}`, paddingInlineStart: tokens.spacingHorizontalM, fontWeight: tokens.fontWeightSemibold },
  fieldset: { border: "none", padding: 0, margin: `0 0 ${tokens.spacingVerticalL}` },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBlockEnd: tokens.spacingVerticalXS },
  checks: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM },
  error: { color: tokens.colorPaletteRedForeground1, margin: 0 },
  links: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXL },
});

/** /dashboard/new-contract: link an existing contract, or ask for a new connection. */
export default observer(function NewContractView() {
  const intl = useIntl();
  const styles = useStyles();
  const day = useDay();
  const serviceLabel = useServiceLabel();
  const labelOfUse = useUseLabel();
  const account = useAccount();
  const { session } = useStores();
  const [last, setLast] = useState<"link" | "conn">("link");
  const [linked, setLinked] = useState<Contract | null>(null);
  const [receipt, setReceipt] = useState<ConnectionRequestReceipt | null>(null);
  const fallback = intl.formatMessage(t.failed);

  const validateLink = useCallback(
    (v: LinkValues) => {
      const p: Partial<Record<keyof LinkValues, string>> = {};
      const contract = requiredContractNumberProblem(v.contractNumber);
      if (contract) p.contractNumber = contract;
      const doc = v.documentNumber.trim().replace(/[.\s]/g, "");
      if (doc === "") p.documentNumber = intl.formatMessage(t.documentEmpty);
      else if (!/^[A-Za-z0-9]{3,15}(-\d)?$/.test(doc)) p.documentNumber = intl.formatMessage(t.documentInvalid);
      if (v.verificationCode.trim() === "") p.verificationCode = intl.formatMessage(t.codeEmpty);
      else if (normalizeVerificationCode(v.verificationCode) === null) p.verificationCode = intl.formatMessage(t.codeInvalid);
      return p;
    },
    [intl],
  );

  const link = useForm<LinkValues>({
    initial: { contractNumber: session.user?.contractNumber ?? "", documentNumber: "", verificationCode: "" },
    validate: validateLink,
    fieldIds: LINK_IDS,
    name: "asociar-contrato",
    onSubmit: async (v) => {
      if (!account) return { message: intl.formatMessage(bm.loadError) };
      setLinked(null);
      try {
        const contract = await account.api.link({
          contractNumber: normalizeContractNumber(v.contractNumber),
          documentNumber: v.documentNumber.trim().replace(/[.\s]/g, ""),
          verificationCode: v.verificationCode.trim(),
        });
        account.upsert(contract, true);
        setLinked(contract);
        link.set("contractNumber", "");
        link.set("documentNumber", "");
        link.set("verificationCode", "");
      } catch (error) {
        return failure(error, Object.keys(LINK_IDS), fallback);
      }
    },
  });

  const validateConn = useCallback(
    (v: ConnValues) => {
      const p: Partial<Record<keyof ConnValues, string>> = {};
      if (v.address.trim() === "") p.address = intl.formatMessage(t.addressEmpty);
      if (v.barrio.trim() === "") p.barrio = intl.formatMessage(t.barrioEmpty);
      if (v.municipality.trim() === "") p.municipality = intl.formatMessage(t.municipalityEmpty);
      if (!(CONTRACT_USES as readonly string[]).includes(v.use)) p.use = intl.formatMessage(t.useEmpty);
      if (v.services === "") p.services = intl.formatMessage(t.servicesEmpty);
      const phone = validatePhone(v.phone);
      if (phone) p.phone = phone;
      if (v.notes.length > 1000) p.notes = intl.formatMessage(t.notesLong);
      return p;
    },
    [intl],
  );

  const conn = useForm<ConnValues>({
    initial: CONN_INITIAL,
    validate: validateConn,
    fieldIds: CONN_IDS,
    name: "solicitud-conexion",
    onSubmit: async (v) => {
      if (!account) return { message: intl.formatMessage(bm.loadError) };
      try {
        const r = await account.api.requestConnection({
          address: v.address.trim(),
          barrio: v.barrio.trim(),
          municipality: v.municipality.trim(),
          use: v.use as ContractUse,
          services: v.services.split(",") as BillingService[],
          phone: canonicalPhone(v.phone),
          notes: v.notes.trim() || undefined,
        });
        setReceipt(r);
      } catch (error) {
        return failure(error, Object.keys(CONN_IDS), fallback);
      }
    },
  });

  const chosen = conn.values.services ? conn.values.services.split(",") : [];
  const toggle = (service: BillingService, on: boolean) => {
    const next = BILLING_SERVICES.filter((s) => (s === service ? on : chosen.includes(s)));
    conn.set("services", next.join(","));
  };
  const items = last === "link" ? link.items : conn.items;
  useErrorTitle(items.length > 0);

  return (
    <article className={styles.page}>
      <ErrorSummary items={items} attempt={link.attempt + conn.attempt} />
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>

      <section className={styles.section} aria-labelledby="link-title">
        <h2 id="link-title" className={styles.h2}>
          {intl.formatMessage(t.linkTitle)}
        </h2>
        <Body1 as="p" block>
          {intl.formatMessage(t.linkIntro)}
        </Body1>
        <div role="status" aria-live="polite">
          {linked ? (
            <>
              <Body1 as="p" block className={styles.done}>
                {fm(intl, t.linked, { number: linked.number, address: linked.address })}
              </Body1>
              <p className={styles.links}>
                <RouterLink to="/dashboard/invoice-inquiry">{intl.formatMessage(t.seeInvoices)}</RouterLink>
                <RouterLink to="/dashboard/dashboardGeneral">{intl.formatMessage(t.seeSummary)}</RouterLink>
              </p>
            </>
          ) : null}
        </div>
        <form
          {...link.formProps}
          aria-labelledby="link-title"
          onSubmit={(e) => {
            setLast("link");
            link.formProps.onSubmit(e);
          }}
        >
          <TextField
            id={LINK_IDS.contractNumber}
            label={intl.formatMessage(t.contractNumber)}
            hint={intl.formatMessage(t.contractHint)}
            required
            inputMode="numeric"
            maxLength={20}
            error={link.errors.contractNumber}
            value={link.values.contractNumber}
            onChange={(v) => link.set("contractNumber", v)}
          />
          <TextField
            id={LINK_IDS.documentNumber}
            label={intl.formatMessage(t.documentNumber)}
            hint={intl.formatMessage(t.documentHint)}
            required
            maxLength={20}
            error={link.errors.documentNumber}
            value={link.values.documentNumber}
            onChange={(v) => link.set("documentNumber", v)}
          />
          <TextField
            id={LINK_IDS.verificationCode}
            label={intl.formatMessage(t.code)}
            hint={intl.formatMessage(t.codeHint)}
            required
            autoComplete="off"
            maxLength={20}
            error={link.errors.verificationCode}
            value={link.values.verificationCode}
            onChange={(v) => link.set("verificationCode", v)}
          />
          <Button type="submit" appearance="primary" disabledFocusable={link.busy}>
            {intl.formatMessage(link.busy ? t.linking : t.linkSubmit)}
          </Button>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="conn-title">
        <h2 id="conn-title" className={styles.h2}>
          {intl.formatMessage(t.connTitle)}
        </h2>
        <div role="status" aria-live="polite">
          {receipt ? (
            <Body1 as="p" block className={styles.done}>
              {fm(intl, t.received, { number: receipt.requestNumber, date: day(receipt.createdAt) })}
            </Body1>
          ) : null}
        </div>
        {receipt ? (
          <>
            <h3 className={styles.h3}>{intl.formatMessage(t.nextTitle)}</h3>
            <ul>
              <li>{intl.formatMessage(t.nextVisit)}</li>
              <li>{intl.formatMessage(t.nextQuote)}</li>
              <li>{intl.formatMessage(t.nextContract)}</li>
              <li>{intl.formatMessage(t.nextKeep)}</li>
            </ul>
            <Button
              onClick={() => {
                for (const [k, v] of Object.entries(CONN_INITIAL)) conn.set(k as keyof ConnValues, v);
                setReceipt(null);
              }}
            >
              {intl.formatMessage(t.another)}
            </Button>
          </>
        ) : (
          <>
            <Body1 as="p" block>
              {intl.formatMessage(t.connIntro)}
            </Body1>
            <form
              {...conn.formProps}
              aria-labelledby="conn-title"
              onSubmit={(e) => {
                setLast("conn");
                conn.formProps.onSubmit(e);
              }}
            >
              <TextField
                id={CONN_IDS.address}
                label={intl.formatMessage(t.address)}
                hint={intl.formatMessage(t.addressHint)}
                required
                autoComplete="street-address"
                maxLength={200}
                error={conn.errors.address}
                value={conn.values.address}
                onChange={(v) => conn.set("address", v)}
              />
              <TextField
                id={CONN_IDS.barrio}
                label={intl.formatMessage(t.barrio)}
                required
                maxLength={100}
                error={conn.errors.barrio}
                value={conn.values.barrio}
                onChange={(v) => conn.set("barrio", v)}
              />
              <TextField
                id={CONN_IDS.municipality}
                label={intl.formatMessage(t.municipality)}
                required
                autoComplete="address-level2"
                maxLength={100}
                error={conn.errors.municipality}
                value={conn.values.municipality}
                onChange={(v) => conn.set("municipality", v)}
              />
              <SelectField
                id={CONN_IDS.use}
                label={intl.formatMessage(t.use)}
                required
                placeholder={intl.formatMessage(t.useChoose)}
                options={CONTRACT_USES.map((u) => ({ value: u, label: labelOfUse(u) }))}
                error={conn.errors.use}
                value={conn.values.use}
                onChange={(v) => conn.set("use", v)}
              />
              <fieldset className={styles.fieldset} aria-describedby={conn.errors.services ? "conn-services-error" : undefined}>
                <legend className={styles.legend}>{intl.formatMessage(t.services)}</legend>
                {conn.errors.services ? (
                  <p id="conn-services-error" className={styles.error}>
                    {conn.errors.services}
                  </p>
                ) : null}
                <div className={styles.checks}>
                  {BILLING_SERVICES.map((s) => (
                    <Checkbox
                      key={s}
                      id={`conn-service-${s}`}
                      name="services"
                      value={s}
                      label={serviceLabel(s)}
                      checked={chosen.includes(s)}
                      onChange={(_, d) => toggle(s, d.checked === true)}
                    />
                  ))}
                </div>
              </fieldset>
              <TextField
                id={CONN_IDS.phone}
                label={intl.formatMessage(t.phone)}
                hint={intl.formatMessage(t.phoneHint)}
                required
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={20}
                error={conn.errors.phone}
                value={conn.values.phone}
                onChange={(v) => conn.set("phone", v)}
              />
              <TextareaField
                id={CONN_IDS.notes}
                label={intl.formatMessage(t.notes)}
                hint={intl.formatMessage(t.notesHint)}
                maxLength={1000}
                error={conn.errors.notes}
                value={conn.values.notes}
                onChange={(v) => conn.set("notes", v)}
              />
              <Button type="submit" appearance="primary" disabledFocusable={conn.busy}>
                {intl.formatMessage(conn.busy ? t.sending : t.connSubmit)}
              </Button>
            </form>
          </>
        )}
      </section>
    </article>
  );
});
