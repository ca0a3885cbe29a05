import { Body1, Caption1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { FormattedMessage } from "react-intl";
import { useLocation } from "react-router-dom";
import { useStores } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { Illustration, type IllustrationKind } from "../../../components/illustrations/Illustration";
import { RouterLink } from "../../../components/RouterLink";
import { usePageContent } from "../../../content/loader";
import { withBrand } from "../../../content/text";
import { withDefaults } from "../../../shared/siteSettings";
import { bogotaDay } from "../../../shared/time";
import { useFormat } from "../../../format";
import { AREA_HOME, AREA_LABEL } from "../../../stores/RouteRegistry";
import { routeDetails } from "../../../routing/routeDetails";
import type { RouteDefinition } from "../../../routing/types";
import { makeStyles, tokens } from "../../../theme";
import { useTariffPage } from "../../tariffs/useTariffPage";
import { ContentSections } from "../parts/ContentSections";
import { ContentWidget, hasContentWidget } from "../parts/ContentWidget";
import { TransparencyMenu } from "../parts/TransparencyMenu";

const useStyles = makeStyles({
  // A one-word title ("Telecomunicaciones") is wider than a 320 px phone in the h1's type: it breaks.
  page: { "& h1": { hyphens: "auto", overflowWrap: "break-word" } },
  lead: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase500, maxWidth: "48rem", marginBlock: 0 },
  dates: { display: "block", color: tokens.colorNeutralForeground2, marginBlock: tokens.spacingVerticalM },
  band: { maxWidth: "60rem", marginBlockStart: tokens.spacingVerticalL },
  related: { marginBlockStart: tokens.spacingVerticalXXXL, paddingBlockStart: tokens.spacingVerticalL, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  // Links a finger can hit (WCAG 2.2 target size): at least 24 px apart.
  relatedList: {
    lineHeight: tokens.lineHeightBase400,
    columnWidth: "18rem",
    paddingInlineStart: tokens.spacingHorizontalXL,
    "& li": { paddingBlock: tokens.spacingVerticalXS },
  },
});

/** The home of each service shows its illustration band under the lead (issue 21). */
export const SERVICE_HOME_ART: Readonly<Record<string, IllustrationKind>> = {
  "energia.energyHome": "energia",
  "acueducto.homeAqueductSewer": "agua",
  "acueducto.homeAqueduct": "agua",
  "acueducto.sewerHome": "agua",
  "telco.home": "telco",
  "atencion.homeCustomerService": "atencion",
};

/**
 * A content page of the manifest: title from the registry, its own text (lead, sections, tables,
 * documents) from its lazy module, its publication dates, and the rest of its area.
 */
export default observer(function ContentView() {
  const { routes } = useStores();
  const { pathname } = useLocation();
  const def = routes.byPath(pathname);
  if (!def?.content) return null;
  return <ContentArticle def={def} />;
});

const ContentArticle = observer(function ContentArticle({ def }: { def: RouteDefinition }) {
  const { routes, config, siteSettings } = useStores();
  const styles = useStyles();
  const f = useFormat();
  // Issue 34 §2: a rate page is built again from the published tariffs once they arrive.
  const loaded = usePageContent(def.key);
  const content = useTariffPage(def.key, loaded);
  // Issue 33 §3: phones, hours and the address come from /admin/settings (the published defaults until they arrive, as prerendered).
  const brand = { brand: config.brandName, brandLong: config.brandLongName, contacts: withDefaults(siteSettings.current) };
  const details = routeDetails[def.key];
  const siblings = routes.publicRoutes.filter((r) => r.area === def.area && r.path !== def.path);
  const areaHome = AREA_HOME[def.area];
  // Issue 35 §1: the day the page was last published (the database's), or the day its module says.
  const updated = loaded.updatedAt ? bogotaDay(Date.parse(loaded.updatedAt)) : details?.lastModified;
  return (
    <article className={styles.page}>
      <PageHeading>{loaded.title ? withBrand(loaded.title, brand) : def.title}</PageHeading>
      <Body1 as="p" block className={styles.lead}>
        {withBrand(content.lead, brand)}
      </Body1>
      {updated ? (
        <Caption1 className={styles.dates}>
          {details?.publicationDate ? (
            <>
              <FormattedMessage id="content.published" defaultMessage="Publicado:" />{" "}
              <time dateTime={details.publicationDate}>{f.day(details.publicationDate, "long")}</time> ·{" "}
            </>
          ) : null}
          <FormattedMessage
            id="content.updated"
            defaultMessage="Actualizado el {date}"
            values={{ date: <time dateTime={updated}>{f.day(updated, "long")}</time> }}
          />
        </Caption1>
      ) : null}
      {SERVICE_HOME_ART[def.key] ? <Illustration kind={SERVICE_HOME_ART[def.key]} ratio="9 / 2" className={styles.band} /> : null}
      {def.key === "transparencia.home" ? <TransparencyMenu /> : null}
      {hasContentWidget(def.key) ? <ContentWidget routeKey={def.key} /> : null}
      <ContentSections sections={content.sections} brand={brand} />
      {siblings.length > 0 ? (
        <nav className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title">
            <FormattedMessage id="content.related" defaultMessage="También en {area}" values={{ area: AREA_LABEL[def.area] }} />
          </h2>
          <ul className={styles.relatedList}>
            {areaHome && routes.resolve(areaHome) !== def.path ? (
              <li>
                <RouterLink to={routes.resolve(areaHome)}>
                  <FormattedMessage id="content.areaHome" defaultMessage="Ir al inicio de {area}" values={{ area: AREA_LABEL[def.area] }} />
                </RouterLink>
              </li>
            ) : null}
            {siblings.slice(0, 12).map((r) => (
              <li key={r.key}>
                <RouterLink to={r.path}>{r.title}</RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
});
