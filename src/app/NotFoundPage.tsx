import { FormattedMessage } from "react-intl";
import { PageHeading } from "../components/a11y/PageHeading";
import { RouterLink } from "../components/RouterLink";
import { useRouteHref } from "../components/RouteLink";

/** Spec §2: what the catch-all route shows. */
export function NotFoundPage() {
  const href = useRouteHref();
  return (
    <article>
      <PageHeading>
        <FormattedMessage id="notFound.title" defaultMessage="Página no encontrada" />
      </PageHeading>
      <p>
        <FormattedMessage
          id="notFound.body"
          defaultMessage="La dirección que escribió no existe o la página cambió de lugar. Revise la dirección o use estos enlaces:"
        />
      </p>
      <ul>
        <li>
          <RouterLink to={href({ route: "general.home" })}>
            <FormattedMessage id="notFound.home" defaultMessage="Ir al inicio" />
          </RouterLink>
        </li>
        <li>
          <RouterLink to={href({ route: "general.siteMap" })}>
            <FormattedMessage id="notFound.sitemap" defaultMessage="Ver el mapa del sitio" />
          </RouterLink>
        </li>
        <li>
          <RouterLink to={href({ route: "atencion.homeCustomerService" })}>
            <FormattedMessage id="notFound.service" defaultMessage="Atención al ciudadano" />
          </RouterLink>
        </li>
      </ul>
    </article>
  );
}
