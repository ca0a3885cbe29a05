import { Component, Suspense, type ComponentType, type ReactNode } from "react";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { PageSpinner } from "./PageSpinner";

/**
 * Base of the feature pages: the decorated class is light and known at start-up; its view loads on
 * demand behind a spinner (DESIGN §4).
 */
export abstract class Page extends Component {
  abstract readonly view: ComponentType;

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
