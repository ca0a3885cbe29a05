import { Body1 } from "@fluentui/react-components";
import { FormattedMessage } from "react-intl";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { RouteLink } from "../../../components/RouteLink";

/** Spec §2: where a user lacking a route's roles lands. */
export default function AccessDeniedView() {
  return (
    <article>
      <PageHeading>
        <FormattedMessage id="accessDenied.title" defaultMessage="Acceso denegado" />
      </PageHeading>
      <Body1 as="p" block>
        <FormattedMessage
          id="accessDenied.body"
          defaultMessage="Su cuenta no tiene permiso para ver esa página. Si cree que debería tenerlo, comuníquese con el administrador del portal."
        />
      </Body1>
      <ul>
        <li>
          <RouteLink route="dashboard.general">
            <FormattedMessage id="accessDenied.account" defaultMessage="Volver a mi cuenta" />
          </RouteLink>
        </li>
        <li>
          <RouteLink route="general.home">
            <FormattedMessage id="accessDenied.home" defaultMessage="Ir al inicio" />
          </RouteLink>
        </li>
      </ul>
    </article>
  );
}
