import { migrate } from "../../server/db/migrate";
import { listPublishedDocuments } from "../../server/modules/documents/inventory";
import { backends } from "./support";

const SHA = "a".repeat(64);

describe.each(backends)("inventory of published documents on $name", (backend) => {
  it("lists current and replaced documents with their stable address, never withdrawn ones", async () => {
    const { db, dispose } = await backend.open({ migrated: true });
    try {
      await migrate(db);
      const insert = async (slug: string, status: string, extra = "") => {
        const { rows } = await db.query<{ id: string }>(
          `INSERT INTO documents (slug, title, section, document_date, period_start, period_end, area, format, content_type, size_bytes, sha256, status${extra ? ", withdrawn_at, withdrawn_reason, withdrawn_by_email" : ""})
           VALUES ($1, $2, 3, '2026-01-31', '2026-01-01', '2026-01-31', 'Secretaría General', 'CSV', 'text/csv; charset=utf-8', 10, $3, $4${extra})
           RETURNING id`,
          [slug, `Documento ${slug}`, SHA, status],
        );
        return rows[0].id;
      };
      const old = await insert("informe-v1", "published");
      const current = await insert("informe-v2", "published");
      await db.query("UPDATE documents SET replaces_id = $1 WHERE id = $2", [old, current]);
      await db.query("UPDATE documents SET status = 'replaced', replaced_by_id = $2 WHERE id = $1", [old, current]);
      await insert("retirado", "withdrawn", ", now(), 'Publicado por error', 'editor@emsp.example'");

      const list = await listPublishedDocuments(db);
      expect(list.map((d) => d.url).sort()).toEqual([`/documentos/${current}/informe-v2.csv`, `/documentos/${old}/informe-v1.csv`].sort());
      const byId = new Map(list.map((d) => [d.id, d]));
      expect(byId.get(old)).toMatchObject({ status: "replaced", replacedById: current, replacesId: null });
      expect(byId.get(current)).toMatchObject({
        status: "published",
        replacesId: old,
        section: 3,
        documentDate: "2026-01-31",
        periodStart: "2026-01-01",
        periodEnd: "2026-01-31",
        format: "CSV",
        language: "es",
        sizeBytes: 10,
        sha256: SHA,
      });
      expect(typeof byId.get(current)!.publishedAt).toBe("string");
    } finally {
      await dispose();
    }
  });
});
