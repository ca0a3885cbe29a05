import { readFileSync } from "node:fs";
import path from "node:path";
import { SEED_CUTS } from "../../server/modules/news/seedData";
import { BARRIOS, findBarrio } from "../../src/shared/barrios";
import { areaKey } from "../../src/shared/cutAlerts";
import { BARRIO_SHAPES, barrioShape, type Position } from "../../src/shared/geo/barrioShapes";

type Ring = Position[];

/** Twice the signed area (shoelace, x = longitude, y = latitude): positive when counter-clockwise. */
function signedArea2(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) sum += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return sum;
}

/** The area centroid of a simple closed ring. */
function centroid(ring: Ring): Position {
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const cross = ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
    x += (ring[i][0] + ring[i + 1][0]) * cross;
    y += (ring[i][1] + ring[i + 1][1]) * cross;
  }
  const a6 = 3 * signedArea2(ring);
  return [x / a6, y / a6];
}

const EPS = 1e-12;
const orient = (a: Position, b: Position, c: Position) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

function onSegment(p: Position, a: Position, b: Position): boolean {
  return (
    Math.abs(orient(a, b, p)) < EPS &&
    Math.min(a[0], b[0]) - EPS <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) + EPS &&
    Math.min(a[1], b[1]) - EPS <= p[1] &&
    p[1] <= Math.max(a[1], b[1]) + EPS
  );
}

/** Strictly inside the ring (a point on its boundary is not). */
function inside(p: Position, ring: Ring): boolean {
  for (let i = 0; i < ring.length - 1; i++) if (onSegment(p, ring[i], ring[i + 1])) return false;
  let odd = false;
  for (let i = 0; i < ring.length - 1; i++) {
    const [a, b] = [ring[i], ring[i + 1]];
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < a[0] + ((p[1] - a[1]) * (b[0] - a[0])) / (b[1] - a[1])) odd = !odd;
  }
  return odd;
}

/** Two segments cross at one point inside both (touching ends or running along each other is not crossing). */
function crossProperly(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = orient(c, d, a);
  const d2 = orient(c, d, b);
  const d3 = orient(a, b, c);
  const d4 = orient(a, b, d);
  return ((d1 > EPS && d2 < -EPS) || (d1 < -EPS && d2 > EPS)) && ((d3 > EPS && d4 < -EPS) || (d3 < -EPS && d4 > EPS));
}

const edges = (ring: Ring) => ring.slice(0, -1).map((p, i) => [p, ring[i + 1]] as const);

// Read as text: the billing seed module brings the server's crypto and database code with it.
const source = (file: string) => readFileSync(path.resolve(__dirname, "../../server/modules", file), "utf8");

/** The barrio of each demo contract (`barrio: "…"`). */
function contractBarrios(): string[] {
  return [...source("billing/seedData.ts").matchAll(/\bbarrio: "([^"]+)"/g)].map((m) => m[1]);
}

/** The barrio of each demo failure report (`fault(days, type, address, barrio, …)`). */
function failureReportBarrios(): string[] {
  return [...source("pqrs/seed.ts").matchAll(/fault\(\d+, "[^"]*", "[^"]*", "([^"]+)"/g)].map((m) => m[1]);
}

const shapes = BARRIO_SHAPES.features;
const ring = (f: (typeof shapes)[number]) => f.geometry.coordinates[0];

describe("the barrios and veredas of San Rafael (src/shared/barrios.ts)", () => {
  const demoNames = [...contractBarrios(), ...SEED_CUTS.flatMap((c) => c.zones), ...failureReportBarrios()];

  it("finds every barrio and vereda the demo contracts, programmed cuts and failure reports name", () => {
    // The readers above still find the seeds' names.
    expect(contractBarrios()).toContain("El Jardín");
    expect(failureReportBarrios()).toContain("Centro");
    expect(demoNames.filter((n) => findBarrio(n) === null)).toEqual([]);
  });

  it("matches names without regard to accents, case or spaces, and answers null for anything else", () => {
    expect(findBarrio("el jardin")).toEqual({ name: "El Jardín", kind: "barrio", key: "el jardin" });
    expect(findBarrio("  LOS   ALAMOS ")?.name).toBe("Los Álamos");
    expect(findBarrio("vereda el topacio")).toMatchObject({ name: "Vereda El Topacio", kind: "vereda" });
    expect(findBarrio("Belén")).toBeNull();
    expect(findBarrio("")).toBeNull();
    expect(findBarrio(42)).toBeNull();
    expect(findBarrio(null)).toBeNull();
  });

  it("reads a name without its type word or article when it means one area only", () => {
    expect(findBarrio("Centro")?.name).toBe("El Centro");
    expect(findBarrio("Barrio Obrero")?.name).toBe("Obrero");
    expect(findBarrio("El Topacio")?.name).toBe("Vereda El Topacio");
    // "Balcones" is a barrio of its own, not "Balcones del Embalse".
    expect(findBarrio("Balcones")?.name).toBe("Balcones");
    expect(findBarrio("Balcones del Embalse")?.name).toBe("Balcones del Embalse");
  });

  it("has unique keys, each the areaKey of its name", () => {
    expect(new Set(BARRIOS.map((b) => b.key)).size).toBe(BARRIOS.length);
    for (const b of BARRIOS) expect(b.key).toBe(areaKey(b.name));
  });
});

describe("their outlines (src/shared/geo/barrios.json, RFC 7946)", () => {
  it("name exactly the areas of the list, with the same kinds", () => {
    const fromFile = shapes.map((f) => [f.properties.name, f.properties.kind]).sort();
    const fromList = BARRIOS.map((b) => [b.name, b.kind]).sort();
    expect(fromFile).toEqual(fromList);
    for (const b of BARRIOS) expect(barrioShape(b.name.toUpperCase())?.properties.name).toBe(b.name);
  });

  it("is a FeatureCollection of simple polygons: closed rings of [lon, lat] around San Rafael (Antioquia)", () => {
    expect(BARRIO_SHAPES.type).toBe("FeatureCollection");
    for (const f of shapes) {
      expect(f.type).toBe("Feature");
      expect(f.geometry.type).toBe("Polygon");
      expect(f.geometry.coordinates).toHaveLength(1);
      const r = ring(f);
      expect(r.length).toBeGreaterThanOrEqual(4);
      expect(r.length).toBeLessThanOrEqual(13);
      expect(r[r.length - 1]).toEqual(r[0]);
      for (const [lon, lat] of r) {
        expect(lon).toBeGreaterThan(-75.2);
        expect(lon).toBeLessThan(-74.9);
        expect(lat).toBeGreaterThan(6.2);
        expect(lat).toBeLessThan(6.4);
      }
      // No edge crosses another of the same ring.
      const e = edges(r);
      const crossing = e.some(([a, b], i) => e.some(([c, d], j) => j > i && crossProperly(a, b, c, d)));
      expect(crossing).toBe(false);
    }
  });

  it("winds every exterior ring counter-clockwise (the right-hand rule)", () => {
    expect(shapes.filter((f) => signedArea2(ring(f)) <= 0).map((f) => f.properties.name)).toEqual([]);
  });

  it("lets no two areas overlap: each centroid inside its own outline only, no vertex inside another, no crossing edges", () => {
    const problems: string[] = [];
    for (const a of shapes) {
      const c = centroid(ring(a));
      if (!inside(c, ring(a))) problems.push(`${a.properties.name}: centroid outside`);
      for (const b of shapes) {
        if (a === b) continue;
        if (inside(c, ring(b))) problems.push(`${a.properties.name}: centroid inside ${b.properties.name}`);
        if (ring(a).some((p) => inside(p, ring(b)))) problems.push(`${a.properties.name}: vertex inside ${b.properties.name}`);
        if (edges(ring(a)).some(([p, q]) => edges(ring(b)).some(([r, s]) => crossProperly(p, q, r, s))))
          problems.push(`${a.properties.name}: crosses ${b.properties.name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("stays small: a few kilobytes for the map's chunk and the server", () => {
    expect(JSON.stringify(BARRIO_SHAPES).length).toBeLessThan(8_000);
  });
});
