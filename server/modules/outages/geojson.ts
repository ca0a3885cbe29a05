import barriosGeo from "../../../src/shared/geo/barrios.json";
import { areaKey } from "../../../src/shared/cutAlerts";
import type { OutageFeatureCollection, PublicOutage } from "../../../src/shared/outages";

/** Polygons of barrios.json by key (the file is small: read once). */
let polygons: Map<string, unknown> | null = null;
function polygonOf(key: string): unknown {
  polygons ??= new Map(
    (barriosGeo as { features: { properties: { name: string }; geometry: unknown }[] }).features.map((f) => [areaKey(f.properties.name), f.geometry]),
  );
  return polygons.get(key);
}

/** GET /api/outages.geojson (RFC 7946): one feature per incident and barrio or vereda that has an outline. */
export function outageFeatures(items: readonly PublicOutage[]): OutageFeatureCollection {
  const features: OutageFeatureCollection["features"] = [];
  for (const item of items) {
    for (const area of item.areas) {
      const geometry = polygonOf(areaKey(area.name));
      if (!geometry) continue;
      features.push({
        type: "Feature",
        id: `${item.reference}/${areaKey(area.name)}`,
        geometry,
        properties: {
          reference: item.reference,
          service: item.service,
          status: item.status,
          estimatedRestorationAt: item.estimatedRestorationAt,
          startedAt: item.startedAt,
          restoredAt: item.restoredAt,
          area: area.name,
        },
      });
    }
  }
  return { type: "FeatureCollection", features };
}
