import { useState } from "react";
import { Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import type { FiledCase } from "../../../shared/pqrs";
import { makeStyles, tokens } from "../../../theme";
import { pqrsStoreKey } from "../PqrsStore";
import { FiledReceipt } from "./FiledReceipt";
import { PqrsFormBody } from "./PqrsFormBody";
import { pqrsFormMessages as t } from "./pqrsFormMessages";

const useStyles = makeStyles({
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlock: tokens.spacingVerticalL },
});

/**
 * The PQRS form (Ley 1755 de 2015, Ley 142 de 1994): type, service, the request, attachments, the
 * applicant (or anonymous, for quejas, sugerencias and denuncias), the channel and the consent. On
 * success the receipt takes its place, with a way to file another one (a new submission, a new key).
 */
export const PqrsForm = observer(function PqrsForm({ mode, onFiled }: { mode: "public" | "customer"; onFiled?: (filed: FiledCase) => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const pqrs = useFeatureStore(pqrsStoreKey);
  const [filing, setFiling] = useState(() => pqrs.pqrsFiling());
  const [round, setRound] = useState(0);
  if (filing.filed) {
    return (
      <>
        <FiledReceipt filed={filing.filed} />
        <div className={styles.actions}>
          <Button
            appearance="primary"
            onClick={() => {
              setFiling(pqrs.pqrsFiling());
              setRound((n) => n + 1);
            }}
          >
            {intl.formatMessage(t.again)}
          </Button>
        </div>
      </>
    );
  }
  return <PqrsFormBody key={round} mode={mode} filing={filing} focusTitle={round > 0} onFiled={onFiled} />;
});
