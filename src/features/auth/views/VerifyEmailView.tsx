import { observer } from "mobx-react-lite";
import { useSearchParams } from "react-router-dom";
import { ResendVerification } from "../parts/ResendVerification";
import { VerifyToken } from "../parts/VerifyToken";

/** /verify-email?token=…: confirms the address once; without a token, offers to send the link again. */
export default observer(function VerifyEmailView() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return token ? <VerifyToken token={token} /> : <ResendVerification />;
});
