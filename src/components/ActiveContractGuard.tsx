import { useEffect, useState, type ReactNode } from "react";
import { Body1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useStores } from "../app/StoresContext";
import type { AccountStore } from "../features/account/AccountStore";
import type { Contract } from "../shared/billing";
import { makeStyles, tokens } from "../theme";
import { BillingLoadProblem } from "./billing/BillingLoadProblem";
import { bm } from "./billing/billingMessages";
import { ReservedSpace } from "./ReservedSpace";
import { RouteLink } from "./RouteLink";
import { fm } from "./useLoad";

const m = defineMessages({
  noContracts: { id: "billing.noContracts", defaultMessage: "Su cuenta aún no tiene contratos asociados." },
  noContractsHelp: {
    id: "billing.noContracts.help",
    defaultMessage:
      "Asocie el contrato de su casa o negocio para ver y pagar sus facturas: le pedimos el número de contrato, el documento del titular y el código de verificación impreso en una factura reciente.",
  },
  linkContract: { id: "billing.linkContract", defaultMessage: "Asociar un contrato" },
  activeContract: { id: "billing.activeContract", defaultMessage: "Contrato {number} · {address}" },
  changeContract: { id: "billing.changeContract", defaultMessage: "Cambiar de contrato" },
});

const useStyles = makeStyles({
  empty: {
    display: "grid",
    gap: tokens.spacingVerticalM,
    justifyItems: "start",
    padding: tokens.spacingHorizontalL,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  active: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "baseline", marginBlockEnd: tokens.spacingVerticalL },
});

/** A contract line of a usual length, drawn invisibly while the contracts load (see `reserve`). */
const RESERVE_LINE = { number: "1000000", address: "Calle 45 # 12-34, barrio Centro" };

/**
 * The account store, loaded with the first account page: null until its chunk arrives, and at once
 * when it has (a signed-in landing asked for it with the route), so the first render shows the
 * contracts that are already here (issue 37).
 */
export function useAccount(): AccountStore | null {
  const stores = useStores();
  const [account, setAccount] = useState<AccountStore | null>(() => stores.loadedAccount);
  useEffect(() => {
    let live = true;
    void stores.loadAccount().then((a) => {
      if (!live) return;
      setAccount(a);
      void a.load();
    });
    return () => {
      live = false;
    };
  }, [stores]);
  return account;
}

/**
 * The frame of every screen about one contract (account, payments and PQRS screens): loading,
 * failure with retry, the empty state (link a contract), else the active contract with a way to
 * change it, and the screen itself.
 */
export const WithActiveContract = observer(function WithActiveContract({
  children,
  showSwitcher = true,
  reserve,
}: {
  children: (contract: Contract, account: AccountStore) => ReactNode;
  showSwitcher?: boolean;
  /**
   * What the screen will roughly look like, drawn invisibly under the spinner while the contracts
   * load, so the content below does not jump when they arrive (issue 37: CLS on a phone).
   */
  reserve?: ReactNode;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const account = useAccount();
  if (!account || account.state === "idle" || (account.state === "loading" && account.contracts.length === 0)) {
    if (!reserve) return <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
    return (
      <ReservedSpace label={intl.formatMessage(bm.loading)} testId="contract-reserved">
        {showSwitcher ? (
          <p className={styles.active}>
            <strong>{fm(intl, m.activeContract, RESERVE_LINE)}</strong>
          </p>
        ) : null}
        {reserve}
      </ReservedSpace>
    );
  }
  if (account.state === "failed" && account.contracts.length === 0) {
    return <BillingLoadProblem error={account.error} onRetry={() => void account.load(true)} />;
  }
  const active = account.active;
  if (!active) {
    return (
      <div className={styles.empty}>
        <Body1 as="p">{intl.formatMessage(m.noContracts)}</Body1>
        <Body1 as="p">{intl.formatMessage(m.noContractsHelp)}</Body1>
        <RouteLink route="dashboard.newContract">{intl.formatMessage(m.linkContract)}</RouteLink>
      </div>
    );
  }
  return (
    <>
      {showSwitcher ? (
        <p className={styles.active}>
          <strong>{fm(intl, m.activeContract, { number: active.number, address: active.address })}</strong>
          {account.contracts.length > 1 ? <RouteLink route="dashboard.selectContract">{intl.formatMessage(m.changeContract)}</RouteLink> : null}
        </p>
      ) : null}
      {children(active, account)}
    </>
  );
});
