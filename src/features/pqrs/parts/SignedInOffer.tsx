import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { RouteLink } from "../../../components/RouteLink";
import { useSignedIn } from "../../../components/useSignedIn";
import { Notice } from "./Notice";
import { pqrsFormMessages as t } from "./pqrsFormMessages";

/** The visitor who signed in may file with the account's data. */
export const SignedInOffer = observer(function SignedInOffer() {
  const intl = useIntl();
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    <Notice>
      {intl.formatMessage(t.signedInHelp)} <RouteLink route="atencion.newPqrsCustomer">{intl.formatMessage(t.useAccount)}</RouteLink>
    </Notice>
  );
});
