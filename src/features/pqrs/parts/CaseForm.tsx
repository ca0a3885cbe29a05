import { useEffect, useRef, useState } from "react";
import { Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import type { CaseKind } from "../../../shared/pqrs";
import { makeStyles, tokens } from "../../../theme";
import { pqrsStoreKey } from "../PqrsStore";
import { CaseFormBody } from "./CaseFormBody";
import { caseFormMessages as t } from "./caseFormMessages";
import { FiledReceipt } from "./FiledReceipt";

const useStyles = makeStyles({
  form: { maxWidth: "48rem" },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlock: tokens.spacingVerticalL },
});

/**
 * A request of one of the case kinds (CASE_FORMS): its fields, the applicant as the kind's rule
 * asks, attachments, consent; on success the receipt, and a way to file another (a new submission,
 * a new key) that brings the focus back to the form.
 */
export const CaseForm = observer(function CaseForm({ kind, headingLevel = 2 }: { kind: CaseKind; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const styles = useStyles();
  const pqrs = useFeatureStore(pqrsStoreKey);
  const [filing, setFiling] = useState(() => pqrs.caseFiling());
  const [round, setRound] = useState(0);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const focusForm = useRef(false);
  const filed = filing.filed;

  useEffect(() => {
    if (!filed && focusForm.current) {
      focusForm.current = false;
      headingRef.current?.focus();
    }
  }, [filed, round]);

  if (filed) {
    const title = kind === "falla" ? intl.formatMessage(t.receiptFault) : kind === "corrupcion" ? intl.formatMessage(t.receiptAllegation) : undefined;
    return (
      <div className={styles.form}>
        <FiledReceipt filed={filed} title={title} />
        <div className={styles.actions}>
          <Button
            onClick={() => {
              focusForm.current = true;
              setFiling(pqrs.caseFiling());
              setRound((n) => n + 1);
            }}
          >
            {intl.formatMessage(t.another)}
          </Button>
        </div>
      </div>
    );
  }
  return <CaseFormBody key={round} kind={kind} headingLevel={headingLevel} filing={filing} headingRef={headingRef} />;
});
