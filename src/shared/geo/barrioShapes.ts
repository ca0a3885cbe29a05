/**
 * The outlines of San Rafael's barrios and veredas (./barrios.json, GeoJSON per RFC 7946: [lon, lat],
 * exterior rings counter-clockwise), typed. Only the map's lazy chunk and the server import this
 * module: the names alone are in ../barrios.ts, small enough for any page.
 */
import type { BarrioKind } from "../barrios";
import { areaKey } from "../cutAlerts";
import data from "./barrios.json";

/** A position as RFC 7946 writes it: longitude, then latitude. */
export type Position = [number, number];

/** One area's outline: a single exterior ring, closed (its last position repeats the first). */
export interface BarrioPolygon {
  type: "Polygon";
  coordinates: Position[][];
}

/** The properties every feature of barrios.json carries. */
export interface BarrioShapeProperties {
  name: string;
  kind: BarrioKind;
  comuna?: string;
}

export interface BarrioShape {
  type: "Feature";
  properties: BarrioShapeProperties;
  geometry: BarrioPolygon;
}

export interface BarrioShapeCollection {
  type: "FeatureCollection";
  features: BarrioShape[];
}

/** Every outline of barrios.json, urban barrios first. */
export const BARRIO_SHAPES = data as BarrioShapeCollection;

const BY_KEY = new Map(BARRIO_SHAPES.features.map((f) => [areaKey(f.properties.name), f]));

/** The outline of a barrio or vereda by its name (accents and case do not count), or null. */
export function barrioShape(name: string): BarrioShape | null {
  return BY_KEY.get(areaKey(name)) ?? null;
}
