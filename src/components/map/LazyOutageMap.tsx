import { Component, lazy, Suspense, type ReactNode } from "react";
import { useMounted } from "../useMounted";
import { useOutageLayoutStyles } from "./outageLayout";
import { OutageList } from "./OutageList";
import type { OutageMapProps } from "./OutageMap";

export type { OutageMapProps } from "./OutageMap";

// Leaflet, the outlines and the map's style sheet: one lazy chunk, outside every page's first download.
const OutageMap = lazy(() => import(/* webpackChunkName: "map" */ "./OutageMap"));

/** The list in the map's layout, with an empty frame where the drawing will be (no shift when it comes). */
function Placeholder({ features, headingLevel }: OutageMapProps) {
  const layout = useOutageLayoutStyles();
  return (
    <div className={layout.root}>
      <div className={layout.figure}>
        <div aria-hidden="true" className={layout.canvas} />
      </div>
      <OutageList features={features} headingLevel={headingLevel} />
    </div>
  );
}

/** A map that cannot load (offline, an old deployment's chunk) leaves its list, not an error page. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The outage map for pages (issue 36 §4): its text list at once, in the prerendered HTML too, and
 * the drawing after the page has mounted, from the "map" chunk (Leaflet never runs on the server).
 */
export function LazyOutageMap(props: OutageMapProps) {
  const mounted = useMounted();
  const fallback = <Placeholder {...props} />;
  if (!mounted) return fallback;
  return (
    <MapBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <OutageMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}
