import { useCallback, useState } from "react";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { useAccount } from "../../../components/ActiveContractGuard";
import { bm } from "../../../components/billing/billingMessages";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { useErrorTitle, useForm, type SubmitFailure } from "../../../components/forms/useForm";
import { PageIntro } from "../../../components/PageIntro";
import { CONTRACT_USES, normalizeVerificationCode, requiredContractNumberProblem } from "../../../shared/billing";
import { validatePhone } from "../../../shared/validation";
import { contractLinkStoreKey, normalizeDocument, type ConnectionValues, type LinkValues } from "../ContractLinkStore";
import { ConnectionRequestSection } from "../parts/ConnectionRequestSection";
import { LinkContractSection } from "../parts/LinkContractSection";
import { CONN_IDS, CONN_INITIAL, LINK_IDS } from "../parts/newContractFields";
import { newContractMessages as t } from "../parts/newContractMessages";
import { useNewContractStyles } from "../parts/useNewContractStyles";
import { useVisit } from "../useVisit";

/** /dashboard/new-contract: link an existing contract, or ask for a new connection. */
export default observer(function NewContractView() {
  const intl = useIntl();
  const styles = useNewContractStyles();
  const account = useAccount();
  const { session } = useStores();
  const visit = useVisit();
  const linking = useFeatureStore(contractLinkStoreKey).linking(visit);
  const [last, setLast] = useState<"link" | "conn">("link");
  const fallback = intl.formatMessage(t.failed);
  /** A refusal with the page's own words when the server gave none. */
  const refused = (failure: SubmitFailure | void): SubmitFailure | void => (failure ? { ...failure, message: failure.message ?? fallback } : undefined);

  const validateLink = useCallback(
    (v: LinkValues) => {
      const p: Partial<Record<keyof LinkValues, string>> = {};
      const contract = requiredContractNumberProblem(v.contractNumber);
      if (contract) p.contractNumber = contract;
      const doc = normalizeDocument(v.documentNumber);
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
      const failure = await linking.link(account, v);
      if (failure) return refused(failure);
      // Ready for another contract: emptied, and not judged until it is sent again (issue 33: the
      // rules of the attempt just made ran on the emptied fields and showed three errors).
      link.reset({ contractNumber: "", documentNumber: "", verificationCode: "" });
    },
  });

  const validateConn = useCallback(
    (v: ConnectionValues) => {
      const p: Partial<Record<keyof ConnectionValues, string>> = {};
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

  const conn = useForm<ConnectionValues>({
    initial: CONN_INITIAL,
    validate: validateConn,
    fieldIds: CONN_IDS,
    name: "solicitud-conexion",
    onSubmit: async (v) => {
      if (!account) return { message: intl.formatMessage(bm.loadError) };
      return refused(await linking.requestConnection(v));
    },
  });

  const items = last === "link" ? link.items : conn.items;
  useErrorTitle(items.length > 0);

  return (
    <article className={styles.page}>
      <ErrorSummary items={items} attempt={link.attempt + conn.attempt} />
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>
      <LinkContractSection form={link} linked={linking.linked} onSubmitting={() => setLast("link")} />
      <ConnectionRequestSection
        form={conn}
        receipt={linking.receipt}
        onSubmitting={() => setLast("conn")}
        onAnother={() => {
          conn.reset(CONN_INITIAL);
          linking.startOver();
        }}
      />
    </article>
  );
});
