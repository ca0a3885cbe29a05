import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { migrate } from "../../server/db/migrate";
import { seedDocuments, SEED_FILES_DIR } from "../../server/modules/documents/seed";
import { buildDocumentManifest, periodOf } from "../../scripts/documentManifest";
import { backends } from "./support";

const root = path.resolve(__dirname, "../..");

test("the seed's index.json is what `npm run docs` writes from today's pages and PDF sources, and lists every file", () => {
  const committed = JSON.parse(readFileSync(path.join(SEED_FILES_DIR, "index.json"), "utf8")) as unknown;
  expect(committed).toEqual(buildDocumentManifest(root, SEED_FILES_DIR));
  const files = readdirSync(SEED_FILES_DIR).filter((f) => f !== "index.json");
  expect((committed as { file: string }[]).map((d) => d.file)).toEqual(files.sort());
});

test("a seeded document's period is the one its file name states plainly, never guessed from a lone year", () => {
  expect(periodOf("calidad-agua-plantas-noviembre-2026")).toEqual({ periodStart: "2026-11-01", periodEnd: "2026-11-30" });
  expect(periodOf("informes-pqr-tercer-trimestre-2026")).toEqual({ periodStart: "2026-07-01", periodEnd: "2026-09-30" });
  expect(periodOf("informes-gestion-segundo-semestre-2025")).toEqual({ periodStart: "2025-07-01", periodEnd: "2025-12-31" });
  expect(periodOf("frequent-complaints-2024-2026")).toEqual({ periodStart: "2024-01-01", periodEnd: "2026-12-31" });
  for (const base of ["copyright-policy-2024", "acta-comite-institucional-2025-05", "resolucion-1204-2025"]) {
    expect(periodOf(base)).toEqual({ periodStart: null, periodEnd: null });
  }
});

test("the build no longer copies a public/docs folder", () => {
  expect(readdirSync(path.join(root, "public"))).not.toContain("docs");
});

describe.each(backends)("document seed on $name", (backend) => {
  it("writes every former public/docs file once, even when two starts race", async () => {
    const { db, dispose } = await backend.open({ migrated: true });
    try {
      await migrate(db);
      const started = Date.now();
      const [a, b] = await Promise.all([seedDocuments(db), seedDocuments(db)]);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect([a, b].sort((x, y) => x - y)).toEqual([0, 229]);
      expect(await seedDocuments(db)).toBe(0);
      const counts = await db.query<{ docs: number; files: number; marker: number }>(
        `SELECT (SELECT count(*)::int FROM documents) AS docs, (SELECT count(*)::int FROM document_files) AS files,
           (SELECT count FROM document_seed WHERE name = 'public-docs') AS marker`,
      );
      expect(counts.rows[0]).toEqual({ docs: 229, files: 229, marker: 229 });
    } finally {
      await dispose();
    }
  });
});
