import { Component, Suspense, type ComponentType, type ReactNode } from "react";
import { StoresContext } from "../app/StoresContext";
import type { RootStore } from "../stores/RootStore";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { PageSpinner } from "./PageSpinner";

/**
 * Base of the feature pages: the decorated class is light and known at start-up; its view loads on
 * demand behind a spinner (DESIGN §4).
 */
export abstract class Page extends Component {
  abstract readonly view: ComponentType;
  static override contextType = StoresContext;
  declare context: RootStore | null;
  /**
   * Data the view will need, asked for when the page mounts, while its view's chunk downloads;
   * resolves (never rejects) once it has come or failed.
   */
  prefetch?: (stores: RootStore) => Promise<unknown>;

  override componentDidMount(): void {
    if (this.prefetch && this.context) void this.prefetch(this.context);
  }

  override render(): ReactNode {
    const View = this.view;
    return (
      <PageErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <View />
        </Suspense>
      </PageErrorBoundary>
    );
  }
}

/**
 * A customer's page (the dashboard area, issue 37): every one starts from the customer's contracts,
 * asked for with the route, while the view's chunk downloads. A page that asks for more with its
 * route asks for the contracts too (account/routes.tsx, forActiveContract).
 */
export abstract class CustomerPage extends Page {
  override prefetch = loadContracts;
}

/** The customer's contracts, loaded once by the account's store (its chunk too). */
export function loadContracts(stores: RootStore): Promise<unknown> {
  return stores.loadAccount().then(
    (account) => account.load(),
    () => undefined,
  );
}
