import { Suspense } from "react";
import { PageErrorBoundary } from "../../components/PageErrorBoundary";
import { PageSpinner } from "../../components/PageSpinner";
import { lazyView } from "../../routing/lazyView";

const ContentView = lazyView(() => import(/* webpackChunkName: "page-content" */ "./ContentView"));

/** What renders every route of the content manifest: its view and text load on demand. */
export function ContentPage() {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <ContentView />
      </Suspense>
    </PageErrorBoundary>
  );
}
