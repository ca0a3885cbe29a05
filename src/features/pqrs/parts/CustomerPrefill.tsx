import { useEffect, useRef, useState } from "react";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useStores } from "../../../app/StoresContext";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useAccount } from "../../../components/ActiveContractGuard";
import { useAddressParam } from "../../../components/useAddressParam";
import { CASE_LIMITS, PQRS_SERVICES, PQRS_TYPES } from "../../../shared/pqrs";
import { Notice } from "./Notice";
import { pqrsFormMessages as t } from "./pqrsFormMessages";
import type { PqrsFormValues } from "./pqrsFormModel";

/** Prefill of the customer form: the session's person, the active contract, the bill's claim link. */
export const CustomerPrefill = observer(function CustomerPrefill({
  values,
  set,
}: {
  values: PqrsFormValues;
  set: <K extends keyof PqrsFormValues>(name: K, value: PqrsFormValues[K]) => void;
}) {
  const intl = useIntl();
  const { session } = useStores();
  const account = useAccount();
  const user = session.user;
  const tipo = useAddressParam("tipo");
  const contrato = useAddressParam("contrato");
  const factura = useAddressParam("factura");
  const concepto = useAddressParam("concepto");
  const servicio = useAddressParam("servicio");
  const done = useRef({ user: false, query: false, contract: false });
  const [prefilled, setPrefilled] = useState(false);

  useEffect(() => {
    if (!user || done.current.user) return;
    done.current.user = true;
    const fill = (name: "applicant.documentType" | "applicant.documentNumber" | "applicant.name" | "applicant.email" | "applicant.phone", value: string) => {
      if (value.trim() !== "") set(name, value.trim());
    };
    if (user.documentType) fill("applicant.documentType", user.documentType);
    fill("applicant.documentNumber", user.documentNumber);
    fill("applicant.name", `${user.firstName} ${user.lastName}`.replace(/\s+/g, " "));
    fill("applicant.email", user.email);
    fill("applicant.phone", user.phoneNumber);
    setPrefilled(true);
  }, [user, set]);

  useEffect(() => {
    if (tipo === null || done.current.query) return;
    done.current.query = true;
    if ((PQRS_TYPES as readonly string[]).includes(tipo)) set("type", tipo);
    if (contrato) {
      done.current.contract = true;
      set("contractNumber", contrato);
    }
    if (factura) set("invoiceNumber", factura);
    if (concepto) set("concept", concepto);
    // The bill line's service (issue 21: the claim link used to leave Servicio empty).
    if (servicio && (PQRS_SERVICES as readonly string[]).includes(servicio)) set("service", servicio);
    if (factura && concepto) set("subject", fm(intl, t.suggestedSubject, { concept: concepto, invoice: factura }).slice(0, CASE_LIMITS.subjectMax));
    else if (factura) set("subject", fm(intl, t.suggestedSubjectInvoice, { invoice: factura }));
  }, [tipo, contrato, factura, concepto, servicio, set, intl]);

  const active = account?.active ?? null;
  const ready = account?.state === "ready";
  useEffect(() => {
    // After the address's query (null until mounted), which names the contract when it comes from a bill.
    if (tipo === null || done.current.contract || !ready) return;
    done.current.contract = true;
    if (active && values.contractNumber.trim() === "") set("contractNumber", active.number);
  }, [tipo, ready, active, values.contractNumber, set]);

  return (
    <>
      {prefilled ? <Notice>{intl.formatMessage(t.prefilled)}</Notice> : null}
      {ready && !active && values.contractNumber.trim() === "" ? (
        <Notice>
          {intl.formatMessage(t.noContract)} <RouteLink route="dashboard.selectContract">{intl.formatMessage(t.chooseContract)}</RouteLink>
        </Notice>
      ) : null}
    </>
  );
});
