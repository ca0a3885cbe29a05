import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { FormattedMessage } from "react-intl";
import { useLocation } from "react-router-dom";
import { RouteLink } from "../../../components/RouteLink";
import { brandRouteDetails } from "../../../routing/routeDetails";
import { withDefaults } from "../../../shared/siteSettings";
import { useStores } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";

/**
 * An honest placeholder for a feature page of the route table whose screens are not built yet:
 * it says what the page is for and where to get the service today.
 */
export default observer(function FeaturePendingView() {
  const { routes, config, siteSettings } = useStores();
  const { pathname } = useLocation();
  const def = routes.byPath(pathname);
  return (
    <article>
      <PageHeading>{def?.title ?? ""}</PageHeading>
      <Body1 as="p" block>
        {def ? brandRouteDetails(config.brandName)[def.key]?.description : null}
      </Body1>
      <Body1 as="p" block>
        <FormattedMessage
          id="pending.body"
          defaultMessage="Este servicio en línea aún no está habilitado en el portal. Mientras tanto puede hacer este trámite en nuestras oficinas de atención o en la línea gratuita {phone}, disponible las 24 horas."
          values={{ phone: withDefaults(siteSettings.current).freeLine }}
        />
      </Body1>
      <Body1 as="p" block>
        <RouteLink route="atencion.homeCustomerService">
          <FormattedMessage id="pending.serviceLink" defaultMessage="Ver canales de atención al ciudadano" />
        </RouteLink>
      </Body1>
    </article>
  );
});
