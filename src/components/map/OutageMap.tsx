/**
 * The outage map (issue 36 §4), the "map" chunk: Leaflet draws San Rafael's barrios and veredas
 * from src/shared/geo/barrios.json, with no tile server unless one is given, and shades the
 * affected ones by service and status. The drawing is hidden from assistive technology; its text
 * equivalent, OutageList, is always rendered beside it. Pages use LazyOutageMap, not this module.
 */
import { useEffect, useMemo, useRef } from "react";
import { useIntl } from "react-intl";
import { geoJSON, map as leafletMap, svg, tileLayer, type LatLngBounds, type Map as LeafletMap } from "leaflet";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { BARRIO_SHAPES, barrioShape, type BarrioShapeCollection, type BarrioShapeProperties } from "../../shared/geo/barrioShapes";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { fm } from "../useLoad";
import { leafletStylesheet } from "./leafletStylesheet";
import {
  affectedAreas,
  areaName,
  isCurrent,
  outageStatus,
  shadeClassName,
  type OutageFeature,
  type OutageFeatureCollection,
  type OutageFeatureProperties,
} from "./outageAreas";
import { useOutageLayoutStyles, useServiceColourStyles } from "./outageLayout";
import { knownService, om, SERVICE_MESSAGES } from "./outageMessages";
import { OutageList } from "./OutageList";

/** What pages give the map. */
export interface OutageMapProps {
  /** The body of `GET /api/outages.geojson`. */
  features: OutageFeatureCollection | null | undefined;
  /** A tile server's URL template (`https://…/{z}/{x}/{y}.png`); none by default (DESIGN: no external service). */
  tileUrl?: string;
  /** The tiles' attribution, shown under the map when tiles are drawn. */
  tileAttribution?: string;
  /** The level of the list's heading (2 by default). */
  headingLevel?: 2 | 3 | 4;
}

// Leaflet's elements carry its class names; these rules (on the wrapper, so they outrank
// leaflet.css) give them the theme's colours in light and dark mode.
const useStyles = makeStyles({
  root: {
    "& .leaflet-container": { backgroundColor: tokens.colorNeutralBackground3, fontFamily: tokens.fontFamilyBase },
    "& .outage-map-area": { stroke: tokens.colorNeutralStroke1, strokeWidth: "1px", fillOpacity: "1" },
    "& .outage-map-barrio": { fill: tokens.colorNeutralBackground1 },
    "& .outage-map-vereda": { fill: tokens.colorNeutralBackground2 },
    "& .outage-map-energia": { fill: tokens.colorPaletteMarigoldBorderActive, stroke: tokens.colorPaletteMarigoldBorderActive },
    "& .outage-map-acueducto": { fill: tokens.colorPaletteBlueBorderActive, stroke: tokens.colorPaletteBlueBorderActive },
    "& .outage-map-alcantarillado": { fill: tokens.colorPaletteBrownBorderActive, stroke: tokens.colorPaletteBrownBorderActive },
    "& .outage-map-telco": { fill: tokens.colorPaletteGrapeBorderActive, stroke: tokens.colorPaletteGrapeBorderActive },
    "& .outage-map-other": { fill: tokens.colorPaletteRedBorderActive, stroke: tokens.colorPaletteRedBorderActive },
    "& .outage-map-reported": { fillOpacity: "0.35", strokeWidth: "2px" },
    "& .outage-map-crew_assigned": { fillOpacity: "0.55", strokeWidth: "2px" },
    "& .outage-map-working": { fillOpacity: "0.7", strokeWidth: "2px" },
    "& .outage-map-restored": { fillOpacity: "0.1", strokeWidth: "2px", strokeDasharray: "4 3" },
    "& .outage-map-label": {
      backgroundColor: tokens.colorNeutralBackground1,
      color: tokens.colorNeutralForeground1,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
      boxShadow: tokens.shadow4,
      padding: `0 ${tokens.spacingHorizontalXS}`,
      fontSize: tokens.fontSizeBase100,
      lineHeight: tokens.lineHeightBase200,
    },
  },
  legend: {
    listStyleType: "none",
    display: "flex",
    flexWrap: "wrap",
    gap: `0 ${tokens.spacingHorizontalM}`,
    margin: `${tokens.spacingVerticalXS} 0`,
    padding: 0,
  },
  legendItem: { display: "flex", gap: tokens.spacingHorizontalXS },
});

/** Current incidents are drawn last, over the restored ones in the same area. */
function drawable(features: readonly OutageFeature[]): Feature<Geometry, OutageFeatureProperties>[] {
  return [...features]
    .sort((a, b) => Number(isCurrent(outageStatus(a.properties.status))) - Number(isCurrent(outageStatus(b.properties.status))))
    .flatMap((f) => {
      const geometry = f.geometry ?? barrioShape(areaName(f.properties.area))?.geometry ?? null;
      return geometry && (geometry.type === "Polygon" || geometry.type === "MultiPolygon")
        ? [{ ...f, geometry } as Feature<Geometry, OutageFeatureProperties>]
        : [];
    });
}

/** The map's view: the town and every affected area, or the whole municipality when none is. */
function viewOf(affected: LatLngBounds | null): LatLngBounds {
  const all = geoJSON(BARRIO_SHAPES).getBounds();
  if (!affected) return all;
  const urban: BarrioShapeCollection = { ...BARRIO_SHAPES, features: BARRIO_SHAPES.features.filter((f) => f.properties.kind === "barrio") };
  const town = geoJSON(urban);
  return town.getBounds().extend(affected);
}

/** Draws the map into `container`; returns what removes it. */
function draw(container: HTMLElement, features: readonly OutageFeature[], tileUrl: string | undefined): () => void {
  // A still picture: no drag, zoom or keyboard handlers, so nothing in it takes focus or a gesture
  // (the drawing is aria-hidden; the list carries its content).
  const map: LeafletMap = leafletMap(container, {
    attributionControl: false,
    zoomControl: false,
    dragging: false,
    touchZoom: false,
    doubleClickZoom: false,
    scrollWheelZoom: false,
    boxZoom: false,
    keyboard: false,
    zoomSnap: 0.25,
    zoomAnimation: false,
    fadeAnimation: false,
    markerZoomAnimation: false,
    trackResize: false,
    // The map never pans, so its SVG needs no margin around the view: Leaflet's default (10 % on each
    // side) made it wider than the page's column at 320 and 390 px (the reflow check found it).
    renderer: svg({ padding: 0 }),
  });
  if (tileUrl) tileLayer(tileUrl, { maxZoom: 19 }).addTo(map);
  geoJSON<BarrioShapeProperties>(BARRIO_SHAPES, {
    interactive: false,
    style: (f) => ({ className: `outage-map-area outage-map-${f?.properties.kind === "vereda" ? "vereda" : "barrio"}` }),
  }).addTo(map);
  const drawn: FeatureCollection<Geometry, OutageFeatureProperties> = { type: "FeatureCollection", features: drawable(features) };
  const shaded = geoJSON<OutageFeatureProperties>(drawn, {
    interactive: false,
    style: (f) => ({ className: shadeClassName(f?.properties.service ?? "", f?.properties.status ?? "") }),
    onEachFeature: (f, layer) => {
      const name = areaName(f.properties.area);
      layer.bindTooltip(barrioShape(name)?.properties.name ?? name, { permanent: true, direction: "center", className: "outage-map-label", opacity: 1 });
    },
  }).addTo(map);
  const view = viewOf(shaded.getLayers().length > 0 ? shaded.getBounds() : null);
  const fit = () => {
    // A container with no size (hidden, or not laid out yet) has no view to fit; the next resize fits it.
    if (container.clientWidth === 0 || container.clientHeight === 0) return;
    map.invalidateSize({ animate: false });
    map.fitBounds(view, { padding: [8, 8], animate: false });
  };
  fit();
  const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(fit);
  observer?.observe(container);
  return () => {
    observer?.disconnect();
    map.remove();
  };
}

/** The map and its list; loaded lazily by LazyOutageMap. */
export default function OutageMap({ features, tileUrl, tileAttribution, headingLevel }: OutageMapProps) {
  const intl = useIntl();
  const layout = useOutageLayoutStyles();
  const styles = useStyles();
  const colours = useServiceColourStyles();
  const canvas = useRef<HTMLDivElement | null>(null);
  const list = features?.features;
  const services = useMemo(() => [...new Set(affectedAreas(features).map((a) => a.service))], [features]);

  useEffect(() => {
    const container = canvas.current;
    if (!container) return;
    let remove: (() => void) | null = null;
    let cancelled = false;
    void leafletStylesheet().then(() => {
      if (!cancelled) remove = draw(container, list ?? [], tileUrl);
    });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [list, tileUrl]);

  return (
    <div className={mergeClasses(layout.root, styles.root)}>
      <figure className={layout.figure}>
        <div ref={canvas} aria-hidden="true" className={layout.canvas} />
        <figcaption className={layout.caption}>
          {intl.formatMessage(om.caption)}
          {services.length > 0 && (
            <>
              <ul className={styles.legend} aria-label={intl.formatMessage(om.legend)}>
                {services.map((s) => {
                  const known = knownService(s);
                  return (
                    <li key={s} className={styles.legendItem}>
                      <span aria-hidden="true" className={mergeClasses(colours.swatch, colours[known ?? "other"])} />
                      {known ? intl.formatMessage(SERVICE_MESSAGES[known]) : s}
                    </li>
                  );
                })}
              </ul>
              {intl.formatMessage(om.legendStatus)}
            </>
          )}
          {tileUrl && tileAttribution && <> {fm(intl, om.tiles, { attribution: tileAttribution })}</>}
        </figcaption>
      </figure>
      <OutageList features={features} headingLevel={headingLevel} />
    </div>
  );
}
