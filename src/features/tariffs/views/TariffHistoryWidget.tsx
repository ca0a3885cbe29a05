import { Body1, Button, Caption1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { fm } from "../../../components/useLoad";
import { FALLBACK_CURRENT, monthLabel } from "../../../shared/tariffs/published";
import { makeStyles, tokens } from "../../../theme";
import { tariffMessages as t } from "../tariffMessages";
import { TariffHistoryLinks } from "../parts/TariffHistoryLinks";
import { tariffsStoreKey } from "../TariffsStore";

const useStyles = makeStyles({
  box: {
    marginBlock: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    maxWidth: "48rem",
  },
  h2: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalXS}` },
  links: { display: "flex", flexWrap: "wrap", gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, marginBlockStart: tokens.spacingVerticalS },
  problem: { display: "block", color: tokens.colorPaletteRedForeground1, marginBlockStart: tokens.spacingVerticalS },
  status: { display: "block", color: tokens.colorNeutralForeground2, marginBlockStart: tokens.spacingVerticalS },
});

/**
 * On the rate pages (issue 34 §2): the tariff history as CSV and JSON, and what happened to the
 * published figures: still loading, or not available (the prerendered ones stay, said plainly).
 */
export default observer(function TariffHistoryWidget() {
  const store = useFeatureStore(tariffsStoreKey);
  const intl = useIntl();
  const styles = useStyles();
  return (
    <section className={styles.box} aria-labelledby="tariff-history-title">
      <h2 id="tariff-history-title" className={styles.h2}>
        {intl.formatMessage(t.historyTitle)}
      </h2>
      <Body1 as="p" block>
        {intl.formatMessage(t.historyIntro)}
      </Body1>
      <TariffHistoryLinks className={styles.links} />
      {store.failed ? (
        <span role="status" className={styles.problem}>
          {fm(intl, t.unavailable, { month: monthLabel(FALLBACK_CURRENT.current.month) })}{" "}
          <Button appearance="transparent" size="small" onClick={() => void store.load()}>
            {intl.formatMessage(t.retry)}
          </Button>
        </span>
      ) : !store.current ? (
        <Caption1 role="status" className={styles.status}>
          {intl.formatMessage(t.loading)}
        </Caption1>
      ) : null}
    </section>
  );
});
