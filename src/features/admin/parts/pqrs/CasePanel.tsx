import { useEffect, useRef } from "react";
import { Body1, Button, Caption1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { errorText } from "../../../../services/apiClient";
import { makeStyles, tokens } from "../../../../theme";
import type { AdminPqrsStore } from "../../AdminPqrsStore";
import { CaseDetail } from "./CaseDetail";
import { t } from "./pqrsInboxMessages";

const useStyles = makeStyles({
  detail: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
    // Beside the list it stays in view while the list scrolls.
    "@media (min-width: 1024px)": { position: "sticky", top: 0, maxHeight: "100vh", overflowY: "auto", boxSizing: "border-box" },
  },
  problem: { display: "grid", gap: tokens.spacingVerticalS, justifyItems: "start", marginBlock: tokens.spacingVerticalM },
  buttons: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlockStart: tokens.spacingVerticalM },
});

/**
 * The selected case (beside the list from 1024 px, under it on a phone): opens it in the store when
 * it appears and closes it when it goes. When the case shows, its heading takes focus.
 */
export const CasePanel = observer(function CasePanel({
  id,
  store,
  onChanged,
  onClose,
}: {
  id: string;
  store: AdminPqrsStore;
  onChanged: (message: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const focused = useRef<string | null>(null);
  const opened = store.opened?.id === id ? store.opened : null;
  const item = opened?.item ?? null;

  useEffect(() => {
    const mine = store.openCase(id);
    return () => store.closeCase(mine);
  }, [store, id]);

  useEffect(() => {
    if (item && focused.current !== item.id) {
      focused.current = item.id;
      // Focus without the browser's own jump, then scroll: on a phone the heading goes to the top;
      // beside the list (≥ 1024 px) only as far as needed, so the chosen row stays in view.
      headingRef.current?.focus({ preventScroll: true });
      const beside = typeof window.matchMedia === "function" && window.matchMedia("(min-width: 1024px)").matches;
      headingRef.current?.scrollIntoView?.({ block: beside ? "nearest" : "start" });
    }
  }, [item]);

  return (
    <section className={styles.detail} aria-labelledby={item ? "pqrs-case-title" : "pqrs-case-loading"} id="pqrs-case-detail">
      {opened && item ? (
        <CaseDetail opened={opened} me={store.me} onDone={onChanged} onClose={onClose} headingRef={headingRef} />
      ) : opened?.status === "failed" ? (
        <div role="alert" className={styles.problem} id="pqrs-case-loading">
          <Body1>{intl.formatMessage(t.detailError)}</Body1>
          {errorText(opened.error) ? <Caption1>{errorText(opened.error)}</Caption1> : null}
          <div className={styles.buttons}>
            <Button onClick={() => void opened.retry()}>{intl.formatMessage(t.retry)}</Button>
            <Button onClick={onClose}>{intl.formatMessage(t.closeDetail)}</Button>
          </div>
        </div>
      ) : (
        <div id="pqrs-case-loading">
          <Spinner size="small" label={intl.formatMessage(t.detailLoading)} />
        </div>
      )}
    </section>
  );
});
