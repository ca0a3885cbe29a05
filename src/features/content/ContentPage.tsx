import { Suspense } from "react";
import { PageErrorBoundary } from "../../components/PageErrorBoundary";
import { PageSpinner } from "../../components/PageSpinner";
import { loadPageContent } from "../../content/loader";
import { lazyView } from "../../routing/lazyView";

const ContentView = lazyView(() => import(/* webpackChunkName: "page-content" */ "./views/ContentView"));

/** Downloads a content page's view and text ahead of rendering (hydration of prerendered HTML). */
export function preloadContentPage(key: string): Promise<unknown> {
  return Promise.all([ContentView.preload(), loadPageContent(key)]);
}

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
