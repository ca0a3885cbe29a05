import { useState } from "react";
import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { DataTable } from "../../../components/charts/DataTable";
import { PageIntro } from "../../../components/PageIntro";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { PQRS_TERM_DAYS, PQRS_TYPES, PQRS_TYPE_HINTS, PQRS_TYPE_LABELS } from "../../../shared/pqrs";
import { makeStyles, tokens } from "../../../theme";
import { useAddressParam } from "../../../components/useAddressParam";
import { TrackedCaseDetails } from "../parts/TrackedCaseDetails";
import { TrackForm } from "../parts/TrackForm";
import { pqrsStoreKey } from "../PqrsStore";

const t = defineMessages({
  title: { id: "pqrs.info.title", defaultMessage: "PQRS: peticiones, quejas, reclamos y sugerencias" },
  lead: {
    id: "pqrs.info.lead",
    defaultMessage:
      "Por este medio puede pedirnos algo, expresar su inconformidad, reclamar por un cobro o proponer mejoras sobre nuestros servicios. Aquí le explicamos qué puede radicar, en cuánto tiempo le respondemos y cómo consultar el estado de su solicitud.",
  },
  typesTitle: { id: "pqrs.info.typesTitle", defaultMessage: "Qué puede radicar" },
  termsTitle: { id: "pqrs.info.termsTitle", defaultMessage: "Plazos de respuesta" },
  termsCaption: { id: "pqrs.info.termsCaption", defaultMessage: "Plazos máximos de respuesta en días hábiles y su base legal" },
  colRequest: { id: "pqrs.info.colRequest", defaultMessage: "Solicitud" },
  colTerm: { id: "pqrs.info.colTerm", defaultMessage: "Plazo" },
  colBasis: { id: "pqrs.info.colBasis", defaultMessage: "Base legal" },
  days: { id: "pqrs.info.days", defaultMessage: "{days, plural, one {# día hábil} other {# días hábiles}}" },
  rowGeneral: { id: "pqrs.info.row.general", defaultMessage: "Peticiones, quejas, sugerencias y denuncias" },
  rowGeneralBasis: { id: "pqrs.info.row.generalBasis", defaultMessage: "Ley 1755 de 2015, art. 14." },
  rowInformation: { id: "pqrs.info.row.information", defaultMessage: "Solicitudes de información pública y copias de documentos" },
  rowInformationBasis: { id: "pqrs.info.row.informationBasis", defaultMessage: "Ley 1755 de 2015, art. 14, y Ley 1712 de 2014." },
  rowConsulta: { id: "pqrs.info.row.consulta", defaultMessage: "Consultas (concepto de la empresa sobre un asunto de su competencia)" },
  rowConsultaBasis: { id: "pqrs.info.row.consultaBasis", defaultMessage: "Ley 1755 de 2015, art. 14." },
  rowUtilities: {
    id: "pqrs.info.row.utilities",
    defaultMessage: "Peticiones, reclamos y recursos sobre energía, acueducto y alcantarillado",
  },
  rowUtilitiesBasis: {
    id: "pqrs.info.row.utilitiesBasis",
    defaultMessage:
      "Ley 142 de 1994, arts. 152 a 159. Si no respondemos a tiempo opera el silencio administrativo positivo: se entiende que lo pedido le fue concedido.",
  },
  rowTelecom: { id: "pqrs.info.row.telecom", defaultMessage: "Peticiones, quejas y recursos sobre telecomunicaciones (internet, telefonía, televisión)" },
  rowTelecomBasis: {
    id: "pqrs.info.row.telecomBasis",
    defaultMessage: "Resolución CRC 5050 de 2016. Cada PQR recibe un código único numérico (CUN) para su seguimiento.",
  },
  rowHabeas: { id: "pqrs.info.row.habeas", defaultMessage: "Reclamos sobre el tratamiento de sus datos personales (habeas data)" },
  rowHabeasBasis: { id: "pqrs.info.row.habeasBasis", defaultMessage: "Ley 1581 de 2012, art. 15." },
  countTitle: { id: "pqrs.info.countTitle", defaultMessage: "Cómo se cuentan los plazos" },
  countBusinessDays: {
    id: "pqrs.info.countBusinessDays",
    defaultMessage:
      "Los plazos se cuentan en días hábiles desde el día siguiente a la radicación: no cuentan los sábados, los domingos ni los festivos nacionales. La constancia de radicación le indica la fecha límite de su solicitud.",
  },
  countExtension: {
    id: "pqrs.info.countExtension",
    defaultMessage:
      "Si no podemos responder a tiempo, debemos informarle antes de que venza el plazo, con las razones y la nueva fecha de respuesta, que no puede superar el doble del plazo inicial (Ley 1755 de 2015, art. 14, parágrafo).",
  },
  countSilence: {
    id: "pqrs.info.countSilence",
    defaultMessage:
      "En los servicios públicos domiciliarios, si no respondemos una petición, queja o reclamo dentro de los 15 días hábiles, opera el silencio administrativo positivo y la decisión se entiende favorable a usted (Ley 142 de 1994, art. 158).",
  },
  claimsTitle: { id: "pqrs.info.claimsTitle", defaultMessage: "Reclamos sobre facturas" },
  claimsFiveMonths: {
    id: "pqrs.info.claimsFiveMonths",
    defaultMessage: "No se pueden reclamar facturas expedidas hace más de cinco meses (Ley 142 de 1994, art. 154).",
  },
  claimsPay: {
    id: "pqrs.info.claimsPay",
    defaultMessage:
      "Mientras resolvemos su reclamo, pague la parte de la factura que no reclama para evitar la suspensión del servicio (Ley 142 de 1994, art. 155).",
  },
  claimsAppeal: {
    id: "pqrs.info.claimsAppeal",
    defaultMessage:
      "Si no está de acuerdo con la respuesta, puede presentar el recurso de reposición ante nosotros y, en subsidio, el de apelación ante la Superintendencia de Servicios Públicos Domiciliarios, dentro de los 5 días hábiles siguientes a la notificación de la decisión (Ley 142 de 1994, arts. 154 y 159).",
  },
  claimsFromBill: {
    id: "pqrs.info.claimsFromBill",
    defaultMessage: "Si tiene cuenta, puede reclamar un cobro directamente desde el detalle de su factura, con el enlace «Reclamar este cobro».",
  },
  howTitle: { id: "pqrs.info.howTitle", defaultMessage: "Cómo hacer seguimiento" },
  howText: {
    id: "pqrs.info.howText",
    defaultMessage:
      "Con el número de radicado de su constancia y el número de documento de quien la radicó puede consultar aquí el estado, la fecha límite y la respuesta. Si la radicó de forma anónima, use el código de consulta que le dimos en lugar del documento.",
  },
  howAccount: {
    id: "pqrs.info.howAccount",
    defaultMessage: "Si la radicó con su cuenta, también la encuentra en Mi cuenta, en",
  },
  howAccountLink: { id: "pqrs.info.howAccountLink", defaultMessage: "Mis solicitudes" },
  trackTitle: { id: "pqrs.info.trackTitle", defaultMessage: "Consultar el estado" },
  found: { id: "pqrs.info.found", defaultMessage: "Encontramos la solicitud {radicado}." },
  fileTitle: { id: "pqrs.info.fileTitle", defaultMessage: "Radicar una solicitud" },
  filePublic: { id: "pqrs.info.filePublic", defaultMessage: "Radicar una PQRS sin cuenta" },
  fileCustomer: { id: "pqrs.info.fileCustomer", defaultMessage: "Radicar una PQRS con los datos de mi cuenta" },
  fileFault: { id: "pqrs.info.fileFault", defaultMessage: "Reportar una falla del servicio: daños, cortes o fugas" },
  faultNote: {
    id: "pqrs.info.faultNote",
    defaultMessage: "Los daños y cortes no se radican como PQRS: se reportan como fallas y se atienden por prioridad, sin esperar el plazo de respuesta.",
  },
});

const useStyles = makeStyles({
  page: { maxWidth: "52rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXXL} ${tokens.spacingVerticalS}` },
  types: { display: "grid", gap: tokens.spacingVerticalS, margin: 0 },
  typeTerm: { fontWeight: tokens.fontWeightSemibold },
  typeHint: { margin: `0 0 ${tokens.spacingVerticalS}`, color: tokens.colorNeutralForeground2 },
  list: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL },
  links: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL },
});

interface TermRow {
  key: string;
  request: string;
  days: number;
  basis: string;
}

/** /pqr: what a PQRS is, its terms and legal basis, and tracking by radicado. */
export default observer(function PqrsInfoView() {
  const intl = useIntl();
  const styles = useStyles();
  const radicado = useAddressParam("radicado");
  const pqrs = useFeatureStore(pqrsStoreKey);
  const [tracking] = useState(() => pqrs.tracking());
  const tracked = tracking.found;
  const f = (d: (typeof t)[keyof typeof t]) => intl.formatMessage(d);
  const rows: TermRow[] = [
    { key: "general", request: f(t.rowGeneral), days: PQRS_TERM_DAYS.peticion, basis: f(t.rowGeneralBasis) },
    { key: "information", request: f(t.rowInformation), days: PQRS_TERM_DAYS.informacion, basis: f(t.rowInformationBasis) },
    { key: "consulta", request: f(t.rowConsulta), days: PQRS_TERM_DAYS.consulta, basis: f(t.rowConsultaBasis) },
    { key: "utilities", request: f(t.rowUtilities), days: PQRS_TERM_DAYS.reclamo, basis: f(t.rowUtilitiesBasis) },
    { key: "telecom", request: f(t.rowTelecom), days: PQRS_TERM_DAYS.reclamo, basis: f(t.rowTelecomBasis) },
    { key: "habeas", request: f(t.rowHabeas), days: PQRS_TERM_DAYS.reclamo, basis: f(t.rowHabeasBasis) },
  ];
  return (
    <article className={styles.page}>
      <PageHeading>{f(t.title)}</PageHeading>
      <PageIntro>{f(t.lead)}</PageIntro>

      <section aria-labelledby="pqr-types-title">
        <h2 id="pqr-types-title" className={styles.h2}>
          {f(t.typesTitle)}
        </h2>
        <dl className={styles.types}>
          {PQRS_TYPES.map((type) => (
            <div key={type}>
              <dt className={styles.typeTerm}>{PQRS_TYPE_LABELS[type]}</dt>
              <dd className={styles.typeHint}>{PQRS_TYPE_HINTS[type]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="pqr-terms-title">
        <h2 id="pqr-terms-title" className={styles.h2}>
          {f(t.termsTitle)}
        </h2>
        <DataTable<TermRow>
          id="pqr-terms-table"
          caption={f(t.termsCaption)}
          rows={rows}
          rowKey={(r) => r.key}
          columns={[
            { header: f(t.colRequest), cell: (r) => r.request },
            { header: f(t.colTerm), cell: (r) => fm(intl, t.days, { days: r.days }) },
            { header: f(t.colBasis), cell: (r) => r.basis },
          ]}
        />
      </section>

      <section aria-labelledby="pqr-count-title">
        <h2 id="pqr-count-title" className={styles.h2}>
          {f(t.countTitle)}
        </h2>
        <Body1 as="p" block>
          {f(t.countBusinessDays)}
        </Body1>
        <Body1 as="p" block>
          {f(t.countExtension)}
        </Body1>
        <Body1 as="p" block>
          {f(t.countSilence)}
        </Body1>
      </section>

      <section aria-labelledby="pqr-claims-title">
        <h2 id="pqr-claims-title" className={styles.h2}>
          {f(t.claimsTitle)}
        </h2>
        <ul className={styles.list}>
          <li>{f(t.claimsFiveMonths)}</li>
          <li>{f(t.claimsPay)}</li>
          <li>{f(t.claimsAppeal)}</li>
          <li>{f(t.claimsFromBill)}</li>
        </ul>
      </section>

      <section aria-labelledby="pqr-how-title">
        <h2 id="pqr-how-title" className={styles.h2}>
          {f(t.howTitle)}
        </h2>
        <Body1 as="p" block>
          {f(t.howText)}
        </Body1>
        <Body1 as="p" block>
          {f(t.howAccount)} <RouteLink route="dashboard.addPqrs">{f(t.howAccountLink)}</RouteLink>.
        </Body1>
      </section>

      <section aria-labelledby="pqr-track-title">
        <h2 id="pqr-track-title" className={styles.h2}>
          {f(t.trackTitle)}
        </h2>
        <TrackForm tracking={tracking} initialRadicado={radicado} />
        <p role="status" aria-live="polite">
          {tracked ? fm(intl, t.found, { radicado: tracked.radicado }) : ""}
        </p>
        {tracked ? <TrackedCaseDetails item={tracked} /> : null}
      </section>

      <section aria-labelledby="pqr-file-title">
        <h2 id="pqr-file-title" className={styles.h2}>
          {f(t.fileTitle)}
        </h2>
        <ul className={styles.links}>
          <li>
            <RouteLink route="atencion.newPqrs">{f(t.filePublic)}</RouteLink>
          </li>
          <li>
            <RouteLink route="atencion.newPqrsCustomer">{f(t.fileCustomer)}</RouteLink>
          </li>
          <li>
            <RouteLink route="atencion.faultReport">{f(t.fileFault)}</RouteLink>
          </li>
        </ul>
        <Body1 as="p" block>
          {f(t.faultNote)}
        </Body1>
      </section>
    </article>
  );
});
