import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl, type MessageDescriptor } from "react-intl";
import { useStores } from "../../../app/StoresContext";
import { RouteLink } from "../../../components/RouteLink";
import { telHref } from "../../../shared/entity";
import { withDefaults } from "../../../shared/siteSettings";
import { makeStyles, tokens } from "../../../theme";
import { CaseFormPage } from "../parts/CaseFormPage";

const t = defineMessages({
  title: { id: "pqrs.case.fault.title", defaultMessage: "Reporte de fallas" },
  lead: {
    id: "pqrs.case.fault.lead",
    defaultMessage:
      "Avísenos de los daños en las redes de energía, acueducto, alcantarillado y telecomunicaciones: barrios sin servicio, cables o postes caídos, fugas de agua, alcantarillas rebosadas o sin tapa.",
  },
  emergencyTitle: { id: "pqrs.case.fault.emergencyTitle", defaultMessage: "¿Hay personas en riesgo?" },
  emergencyOne: {
    id: "pqrs.case.fault.emergencyOne",
    defaultMessage:
      "Si el daño pone en riesgo a las personas, como un cable caído o un poste a punto de caer, no llene este formulario: llame ahora a la línea de daños y emergencias {phone}, disponible las 24 horas, y aléjese del lugar.",
  },
  emergencyEach: {
    id: "pqrs.case.fault.emergencyEach",
    defaultMessage:
      "Si el daño pone en riesgo a las personas, como un cable caído o un poste a punto de caer, no llene este formulario: llame ahora a la línea de emergencias del servicio, disponible las 24 horas, y aléjese del lugar. Energía: {energy}; acueducto y alcantarillado: {water}; telecomunicaciones: {telecom}.",
  },
  publicStatus: {
    id: "pqrs.case.fault.publicStatus",
    defaultMessage:
      "Cada reporte recibe un número de radicado. El estado de los reportes de fallas es público: cualquier persona puede consultarlo con ese número en la página de consulta de PQRS.",
  },
  publicLink: { id: "pqrs.case.fault.publicLink", defaultMessage: "Consultar el estado de un reporte" },
  need1: { id: "pqrs.case.fault.need1", defaultMessage: "La dirección del daño, el barrio o la vereda y, si puede, un punto de referencia." },
  need2: { id: "pqrs.case.fault.need2", defaultMessage: "Una descripción corta de lo que está pasando y desde cuándo." },
  need3: { id: "pqrs.case.fault.need3", defaultMessage: "Su nombre y un teléfono para llamarlo si el equipo técnico no encuentra el daño." },
  need4: { id: "pqrs.case.fault.need4", defaultMessage: "Si la tiene, una foto del daño (opcional)." },
});

const useStyles = makeStyles({
  alert: {
    borderLeft: `6px solid ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    marginBlock: tokens.spacingVerticalL,
  },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  phone: { fontWeight: tokens.fontWeightBold, color: tokens.colorNeutralForeground1, whiteSpace: "nowrap" },
});

/** /reporta-una-falla: a damage report (contact data only; its status is public). */
export default observer(function FaultReportView() {
  const intl = useIntl();
  const styles = useStyles();
  // Issue 33 §3: the emergency numbers of /admin/settings, as the footer and the assistant give them.
  const lines = withDefaults(useStores().siteSettings.current);
  const phone = (key: string, number: string) => (
    <a key={key} className={styles.phone} href={telHref(number)}>
      {number}
    </a>
  );
  return (
    <CaseFormPage
      kind="falla"
      title={intl.formatMessage(t.title)}
      lead={intl.formatMessage(t.lead)}
      needs={[intl.formatMessage(t.need1), intl.formatMessage(t.need2), intl.formatMessage(t.need3), intl.formatMessage(t.need4)]}
    >
      <section className={styles.alert} aria-labelledby="fault-emergency-title">
        <h2 id="fault-emergency-title" className={styles.h2}>
          {intl.formatMessage(t.emergencyTitle)}
        </h2>
        <Body1 as="p" block>
          {lines.emergencyEnergy === lines.emergencyWater && lines.emergencyWater === lines.emergencyTelecom
            ? intl.formatMessage(t.emergencyOne as MessageDescriptor, { phone: phone("phone", lines.emergencyEnergy) })
            : intl.formatMessage(t.emergencyEach as MessageDescriptor, {
                energy: phone("energy", lines.emergencyEnergy),
                water: phone("water", lines.emergencyWater),
                telecom: phone("telecom", lines.emergencyTelecom),
              })}
        </Body1>
      </section>
      <Body1 as="p" block>
        {intl.formatMessage(t.publicStatus)} <RouteLink route="atencion.pqrs">{intl.formatMessage(t.publicLink)}</RouteLink>
      </Body1>
    </CaseFormPage>
  );
});
