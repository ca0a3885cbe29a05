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
  /** Data the view will need, asked for when the page mounts, while its view's chunk downloads. */
  prefetch?: (stores: RootStore) => void;

  override componentDidMount(): void {
    if (this.prefetch && this.context) this.prefetch(this.context);
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
