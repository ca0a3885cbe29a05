import { useEffect, useRef, useState } from "react";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useStores } from "../../../app/StoresContext";
import type { FormValues } from "../../../components/forms/useForm";
import { useMounted } from "../../../components/useMounted";
import { CASE_FORMS, type CaseKind } from "../../../shared/pqrs";
import { caseFormMessages as t } from "./caseFormMessages";
import { detailKey, str } from "./caseFormModel";
import { Notice } from "./Notice";

/** Fills what the signed-in person's account knows, in the fields still empty (after hydration). */
export const AccountPrefill = observer(function AccountPrefill({
  kind,
  values,
  set,
}: {
  kind: CaseKind;
  values: FormValues;
  set: (name: string, value: string) => void;
}) {
  const intl = useIntl();
  const { session } = useStores();
  const mounted = useMounted();
  const user = mounted && session.isAuthenticated ? session.user : null;
  const done = useRef(false);
  const [prefilled, setPrefilled] = useState(false);
  const form = CASE_FORMS[kind];

  useEffect(() => {
    if (!user || done.current) return;
    done.current = true;
    let any = false;
    const fill = (key: string, value: string | undefined) => {
      const v = (value ?? "").trim();
      if (v !== "" && str(values, key).trim() === "") {
        set(key, v);
        any = true;
      }
    };
    if (user.documentType) fill("applicant.documentType", user.documentType);
    fill("applicant.documentNumber", user.documentNumber);
    fill("applicant.name", `${user.firstName} ${user.lastName}`.replace(/\s+/g, " "));
    fill("applicant.email", user.email);
    fill("applicant.phone", user.phoneNumber);
    for (const def of form.fields) if (def.control === "contract") fill(detailKey(def), user.contractNumber);
    if (any) setPrefilled(true);
    // Once, when the session's person is known; later edits are the person's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filled once, when the person is known
  }, [user]);

  return prefilled ? <Notice>{intl.formatMessage(t.prefilled)}</Notice> : null;
});
