import { FormattedMessage } from "react-intl";
import { PageHeading } from "../components/a11y/PageHeading";
import { RouterLink } from "../components/RouterLink";

/** Spec §2: what the catch-all route shows. */
export function NotFoundPage() {
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
          <RouterLink to="/homePage">
            <FormattedMessage id="notFound.home" defaultMessage="Ir al inicio" />
          </RouterLink>
        </li>
        <li>
          <RouterLink to="/mapa-sitio">
            <FormattedMessage id="notFound.sitemap" defaultMessage="Ver el mapa del sitio" />
          </RouterLink>
        </li>
        <li>
          <RouterLink to="/homeCustomerService">
            <FormattedMessage id="notFound.service" defaultMessage="Atención al ciudadano" />
          </RouterLink>
        </li>
      </ul>
    </article>
  );
}
