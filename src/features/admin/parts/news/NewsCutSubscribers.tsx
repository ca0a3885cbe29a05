import { useEffect } from "react";
import { Caption1 } from "@fluentui/react-components";
import { PeopleCommunity16Regular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore } from "../../../../app/StoresContext";
import { fm } from "../../../../components/useLoad";
import { makeStyles, tokens } from "../../../../theme";
import { cutSubscribersStoreKey } from "../../CutSubscribersStore";

const t = defineMessages({
  count: { id: "admin.news.cutSubscribers", defaultMessage: "{n, plural, =0 {Ningún suscriptor} one {# suscriptor} other {# suscriptores}} en {zone}" },
  label: { id: "admin.news.cutSubscribersLabel", defaultMessage: "Quiénes reciben el aviso por correo al publicar" },
});

const useStyles = makeStyles({
  list: { listStyle: "none", padding: 0, margin: `0 0 ${tokens.spacingVerticalM} 0`, display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  item: {
    display: "inline-flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

/** "N suscriptores en <barrio>" under the zones of a cut, as the editor types them. */
export const NewsCutSubscribers = observer(function NewsCutSubscribers({ zones }: { zones: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const store = useFeatureStore(cutSubscribersStoreKey);
  useEffect(() => store.watch(zones), [store, zones]);
  useEffect(() => () => store.leave(), [store]);
  if (store.counts.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={intl.formatMessage(t.label)} aria-live="polite">
      {store.counts.map((c) => (
        <li key={c.zone} className={styles.item}>
          <PeopleCommunity16Regular aria-hidden="true" />
          <Caption1>{fm(intl, t.count, { n: c.subscribers, zone: c.zone })}</Caption1>
        </li>
      ))}
    </ul>
  );
});
