import { Body1, Caption1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { FormattedDate, FormattedMessage } from "react-intl";
import { useLocation } from "react-router-dom";
import { useStores } from "../../app/StoresContext";
import { PageHeading } from "../../components/a11y/PageHeading";
import { RouterLink } from "../../components/RouterLink";
import { AREA_HOME, AREA_LABEL } from "../../stores/RouteRegistry";
import { routeDetails } from "../../routing/routeDetails";
import { TIME_ZONE } from "../../shared/constants";
import { makeStyles, tokens } from "../../theme";

const useStyles = makeStyles({
  lead: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, maxWidth: "48rem" },
  dates: { display: "block", color: tokens.colorNeutralForeground2, marginBlock: tokens.spacingVerticalM },
  related: { marginBlockStart: tokens.spacingVerticalXL },
});

/**
 * A content page: title, summary and dates from the manifest, and a link to the rest of its area.
 * The full text of each page arrives with the public-site delivery; until then this says so.
 */
export default observer(function ContentView() {
  const { routes } = useStores();
  const { pathname } = useLocation();
  const styles = useStyles();
  const def = routes.byPath(pathname);
  const entry = def?.content;
  if (!def || !entry) return null;
  const details = routeDetails[def.key];
  const siblings = routes.inArea(def.area).filter((r) => r.path !== def.path && r.access === "public").slice(0, 8);
  const areaHome = AREA_HOME[def.area];
  return (
    <article>
      <PageHeading>{def.title}</PageHeading>
      <Body1 as="p" block className={styles.lead}>
        {details?.description}
      </Body1>
      {details?.publicationDate && details.lastModified ? (
        <Caption1 className={styles.dates}>
          <FormattedMessage id="content.published" defaultMessage="Publicado:" />{" "}
          <FormattedDate value={`${details.publicationDate}T12:00:00Z`} dateStyle="long" timeZone={TIME_ZONE} /> ·{" "}
          <FormattedMessage id="content.modified" defaultMessage="Última actualización:" />{" "}
          <FormattedDate value={`${details.lastModified}T12:00:00Z`} dateStyle="long" timeZone={TIME_ZONE} />
        </Caption1>
      ) : null}
      <Body1 as="p" block>
        <FormattedMessage
          id="content.pending"
          defaultMessage="El texto completo de esta página se está publicando. Si necesita esta información ahora, solicítela en la línea gratuita 01 8000 123 456 o en atencion@emsp.example."
        />
      </Body1>
      {siblings.length > 0 ? (
        <section className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title">
            <FormattedMessage id="content.related" defaultMessage="También en {area}" values={{ area: AREA_LABEL[def.area] }} />
          </h2>
          <ul>
            {siblings.map((r) => (
              <li key={r.key}>
                <RouterLink to={r.path}>{r.title}</RouterLink>
              </li>
            ))}
            {areaHome ? (
              <li>
                <RouterLink to={routes.resolve(areaHome)}>
                  <FormattedMessage id="content.areaHome" defaultMessage="Ir al inicio de {area}" values={{ area: AREA_LABEL[def.area] }} />
                </RouterLink>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
    </article>
  );
});
