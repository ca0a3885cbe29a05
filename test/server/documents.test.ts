import type { AdminDocument, DocumentDetail, DocumentList } from "../../src/shared/documents";
import type { AuthResponse } from "../../src/shared/types";
import { seedDocuments } from "../../server/modules/documents/seed";
import { CSV, DOCX, EXE, LATIN1, multipart, PDF, PLAIN_ZIP, PNG, XLSX } from "./documentFiles";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

const PASSWORD = "Clave segura de prueba 2026";

const META = {
  title: "Estados financieros 2025",
  description: "Balance general y estado de resultados de la vigencia 2025.",
  section: "4",
  documentDate: "2026-03-15",
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  area: "Dirección Financiera",
  language: "es",
};

describe.each(backends)("document library on $name", (backend) => {
  let s: Started;
  let editor: string;
  let admin: string;
  let user: string;
  let seq = 0;

  async function account(roles: string[]): Promise<string> {
    seq++;
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: `10.8.0.${seq}`,
      headers: await captchaHeaders(s.app),
      payload: {
        email: `documentos${seq}@correo.co`,
        password: PASSWORD,
        firstName: "Lucía",
        lastName: "Gómez Restrepo",
        documentType: "CC",
        documentNumber: `50607080${seq}`,
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user: u } = res.json<AuthResponse>();
    await s.db.query("UPDATE users SET roles = $1 WHERE id = $2", [roles, u.id]);
    return token;
  }

  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

  const upload = (
    token: string | undefined,
    fields: Record<string, string>,
    file?: { name: string; type: string; data: Buffer },
    url = "/api/admin/documents",
  ) => {
    const body = multipart(fields, file);
    return s.app.inject({ method: "POST", url, payload: body.payload, headers: { ...body.headers, ...auth(token) } });
  };

  const pdf = { name: "estados.pdf", type: "application/pdf", data: PDF };

  beforeAll(async () => {
    s = await startApp(backend);
    editor = await account(["USER", "EDITOR"]);
    admin = await account(["USER", "ADMIN"]);
    user = await account(["USER"]);
  });

  afterAll(async () => {
    await s.close();
  });

  it("seeds the former public/docs once, and every /docs/<file> answers with a 301 to its stable address", async () => {
    // The first request to the library waits for the seed; a second call does nothing.
    const list = await s.app.inject({ method: "GET", url: "/api/documents?section=3" });
    expect(list.statusCode).toBe(200);
    const count = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM documents WHERE legacy_file IS NOT NULL");
    expect(count.rows[0].n).toBe(229);
    expect(await seedDocuments(s.db)).toBe(0);
    expect((await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM documents")).rows[0].n).toBe(229);

    const old = await s.app.inject({ method: "GET", url: "/docs/abastecimiento-estrategico-modelo-2026.pdf" });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toMatch(/^\/documentos\/[0-9a-f-]{36}\/abastecimiento-estrategico-modelo-2026\.pdf$/);
    const file = await s.app.inject({ method: "GET", url: old.headers.location as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe('inline; filename="abastecimiento-estrategico-modelo-2026.pdf"');
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const etag = file.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await s.app.inject({ method: "GET", url: old.headers.location as string, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);

    const csv = await s.app.inject({ method: "GET", url: "/docs/abastecimiento-estrategico-categorias-2025.csv" });
    expect(csv.statusCode).toBe(301);
    const csvFile = await s.app.inject({ method: "GET", url: csv.headers.location as string });
    expect(csvFile.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csvFile.headers["content-disposition"]).toMatch(/^attachment; /);

    expect((await s.app.inject({ method: "GET", url: "/docs/no-existe.pdf" })).statusCode).toBe(404);
    // Before the database is migrated (a real start), the files wait like the API.
    s.app.dbReady = false;
    try {
      const starting = await s.app.inject({ method: "GET", url: "/docs/abastecimiento-estrategico-modelo-2026.pdf" });
      expect(starting.statusCode).toBe(503);
      expect(starting.headers["retry-after"]).toBe("5");
    } finally {
      s.app.dbReady = true;
    }

    const items = list.json<DocumentList>().items;
    const seeded = items.find((d) => d.url === old.headers.location);
    expect(seeded).toMatchObject({
      title: "Modelo de abastecimiento estratégico, versión 2026",
      section: 3,
      documentDate: "2026-02-24",
      format: "PDF",
      status: "published",
    });
  });

  it("refuses a USER and an anonymous caller, and lets an EDITOR and an ADMIN upload", async () => {
    expect((await upload(undefined, META, pdf)).statusCode).toBe(401);
    expect((await upload(user, { ...META, format: "PDF" }, pdf)).statusCode).toBe(403);
    expect((await s.app.inject({ method: "GET", url: "/api/admin/documents", headers: auth(user) })).statusCode).toBe(403);

    const res = await upload(editor, { ...META, format: "PDF" }, pdf);
    expect(res.statusCode).toBe(201);
    const doc = res.json<AdminDocument>();
    expect(doc).toMatchObject({
      title: META.title,
      section: 4,
      periodStart: "2025-01-01",
      periodEnd: "2025-12-31",
      format: "PDF",
      status: "published",
      version: 1,
    });
    expect(doc.url).toBe(`/documentos/${doc.id}/estados-financieros-2025.pdf`);
    // 201 means committed: the file answers and the audit log has its line.
    const file = await s.app.inject({ method: "GET", url: doc.url });
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, PDF)).toBe(0);
    const audit = await s.db.query<{ action: string }>("SELECT action FROM audit_log WHERE entity_type = 'document' AND entity_id = $1", [doc.id]);
    expect(audit.rows.map((r) => r.action)).toEqual(["document.upload"]);

    const byAdmin = await upload(
      admin,
      { ...META, title: "Informe de gestión 2025", format: "XLSX" },
      { name: "informe.xlsx", type: "application/octet-stream", data: XLSX },
    );
    expect(byAdmin.statusCode).toBe(201);
    const xlsx = await s.app.inject({ method: "GET", url: byAdmin.json<AdminDocument>().url });
    expect(xlsx.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(xlsx.headers["content-disposition"]).toBe('attachment; filename="informe-de-gestion-2025.xlsx"');
  });

  it("types each upload by its content: right types pass, wrong ones and mismatches are refused naming the field", async () => {
    for (const [format, data] of [
      ["CSV", CSV],
      ["DOCX", DOCX],
      ["XLSX", XLSX],
      ["PDF", PDF],
    ] as const) {
      const res = await upload(
        editor,
        { ...META, title: `Documento ${format}`, format },
        { name: `x.${format.toLowerCase()}`, type: "application/octet-stream", data },
      );
      expect({ format, status: res.statusCode }).toEqual({ format, status: 201 });
    }
    for (const data of [EXE, PNG, PLAIN_ZIP, LATIN1]) {
      const res = await upload(editor, { ...META, format: "CSV" }, { name: "datos.csv", type: "text/csv", data });
      expect(res.statusCode).toBe(415);
      expect(res.json<{ fields: Record<string, string> }>().fields.file).toMatch(/PDF, CSV, XLSX ni DOCX/);
    }
    // The name and the declared type say PDF; the content is a spreadsheet.
    const mismatch = await upload(editor, { ...META, format: "PDF" }, { name: "engaño.pdf", type: "application/pdf", data: XLSX });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<{ message: string; fields: Record<string, string> }>()).toMatchObject({ fields: { format: expect.stringMatching(/PDF.*XLSX/) } });
    expect(mismatch.json<{ message: string }>().message).toMatch(/«formato»/);

    const missing = await upload(editor, { ...META, title: "", documentDate: "2026-02-30", format: "PDF" }, pdf);
    expect(missing.statusCode).toBe(400);
    const fields = missing.json<{ fields: Record<string, string> }>().fields;
    expect(Object.keys(fields).sort()).toEqual(["documentDate", "title"]);
    const noFile = await upload(editor, { ...META, format: "PDF" });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<{ fields: Record<string, string> }>().fields.file).toBeDefined();
  });

  it("takes a file just under 20 MB and serves it back whole", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024 - PDF.length - 1024, 0x20)]);
    const res = await upload(
      editor,
      { ...META, title: "Anexos del informe de gestión", format: "PDF" },
      { name: "anexos.pdf", type: "application/pdf", data: big },
    );
    expect(res.statusCode).toBe(201);
    const file = await s.app.inject({ method: "GET", url: res.json<AdminDocument>().url });
    expect(file.rawPayload.length).toBe(big.length);
  });

  it("refuses a file over 20 MB with 413", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024, 0x20)]);
    const res = await upload(editor, { ...META, format: "PDF" }, { name: "grande.pdf", type: "application/pdf", data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ fields: Record<string, string> }>().fields.file).toMatch(/20 MB/);
  });

  it("replaces a document keeping the old version listed and downloadable as replaced", async () => {
    const first = (
      await upload(editor, { ...META, title: "Plan anual de adquisiciones 2026", format: "CSV" }, { name: "plan.csv", type: "text/csv", data: CSV })
    ).json<AdminDocument>();
    const newer = Buffer.from("mes,valor\nenero,9\n");
    const res = await upload(
      editor,
      { format: "CSV", documentDate: "2026-04-01" },
      { name: "plan-v2.csv", type: "text/csv", data: newer },
      `/api/admin/documents/${first.id}/replace`,
    );
    expect(res.statusCode).toBe(201);
    const second = res.json<AdminDocument>();
    expect(second).toMatchObject({ title: "Plan anual de adquisiciones 2026", documentDate: "2026-04-01", replacesId: first.id, status: "published" });
    expect(second.versions.map((v) => [v.id, v.status])).toEqual([
      [first.id, "replaced"],
      [second.id, "published"],
    ]);

    const old = await s.app.inject({ method: "GET", url: `/api/documents/${first.id}` });
    expect(old.json<DocumentDetail>()).toMatchObject({ status: "replaced", replacedById: second.id });
    const oldFile = await s.app.inject({ method: "GET", url: first.url });
    expect(oldFile.statusCode).toBe(200);
    expect(oldFile.body).toBe(CSV.toString());
    const list = (await s.app.inject({ method: "GET", url: "/api/documents?q=adquisiciones%202026" })).json<DocumentList>();
    const ids = list.items.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    const current = (await s.app.inject({ method: "GET", url: "/api/documents?current=true&q=plan%20anual%20de%20adquisiciones%202026" })).json<DocumentList>();
    expect(current.items.map((d) => d.id)).toContain(second.id);
    expect(current.items.map((d) => d.id)).not.toContain(first.id);
    // The editors' list carries each card's versions, the old one and the new one alike.
    const cards = (await s.app.inject({ method: "GET", url: "/api/admin/documents?q=adquisiciones%202026", headers: auth(editor) })).json<{
      items: AdminDocument[];
    }>();
    for (const id of [first.id, second.id]) {
      expect(cards.items.find((d) => d.id === id)?.versions.map((v) => v.id)).toEqual([first.id, second.id]);
    }

    // The replaced one cannot be replaced again; a seeded /docs/<file> follows its replacement.
    const twice = await upload(editor, { format: "CSV" }, { name: "x.csv", type: "text/csv", data: newer }, `/api/admin/documents/${first.id}/replace`);
    expect(twice.statusCode).toBe(409);
    const legacy = await s.db.query<{ id: string }>("SELECT id FROM documents WHERE legacy_file = 'annual-plan-2026.csv'");
    const replaced = await upload(
      editor,
      { format: "CSV" },
      { name: "x.csv", type: "text/csv", data: newer },
      `/api/admin/documents/${legacy.rows[0].id}/replace`,
    );
    expect(replaced.statusCode).toBe(201);
    const moved = await s.app.inject({ method: "GET", url: "/docs/annual-plan-2026.csv" });
    expect(moved.headers.location).toBe(replaced.json<AdminDocument>().url);
    const audit = await s.db.query<{ action: string }>("SELECT action FROM audit_log WHERE entity_id = $1", [second.id]);
    expect(audit.rows.map((r) => r.action)).toEqual(["document.replace"]);
  });

  it("withdraws with a reason and keeps the record; the address answers 410", async () => {
    const doc = (await upload(editor, { ...META, title: "Acta publicada por error", format: "PDF" }, pdf)).json<AdminDocument>();
    const noReason = await s.app.inject({ method: "POST", url: `/api/admin/documents/${doc.id}/withdraw`, headers: auth(editor), payload: { reason: "" } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ fields: Record<string, string> }>().fields.reason).toBeDefined();
    const res = await s.app.inject({
      method: "POST",
      url: `/api/admin/documents/${doc.id}/withdraw`,
      headers: auth(editor),
      payload: { reason: "Contiene datos personales" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminDocument>()).toMatchObject({
      status: "withdrawn",
      withdrawnReason: "Contiene datos personales",
      withdrawnByEmail: expect.stringMatching(/@correo\.co$/),
    });
    const detail = (await s.app.inject({ method: "GET", url: `/api/documents/${doc.id}` })).json<DocumentDetail>();
    expect(detail).toMatchObject({ status: "withdrawn", withdrawnReason: "Contiene datos personales" });
    expect(detail.withdrawnAt).toEqual(expect.any(String));
    expect((await s.app.inject({ method: "GET", url: doc.url })).statusCode).toBe(410);
    const list = (await s.app.inject({ method: "GET", url: "/api/documents?q=publicada%20por%20error" })).json<DocumentList>();
    expect(list.items).toEqual([]);
    const admin = (await s.app.inject({ method: "GET", url: "/api/admin/documents?status=withdrawn", headers: auth(editor) })).json<{
      items: AdminDocument[];
    }>();
    expect(admin.items.map((d) => d.id)).toContain(doc.id);
    expect((await s.db.query("SELECT 1 FROM document_files WHERE document_id = $1", [doc.id])).rows).toHaveLength(1);
    const audit = await s.db.query<{ action: string; after: { withdrawnReason: string } }>(
      "SELECT action, after FROM audit_log WHERE entity_id = $1 ORDER BY id",
      [doc.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(["document.upload", "document.withdraw"]);
    expect(audit.rows[1].after.withdrawnReason).toBe("Contiene datos personales");
    const again = await s.app.inject({
      method: "POST",
      url: `/api/admin/documents/${doc.id}/withdraw`,
      headers: auth(editor),
      payload: { reason: "Otra vez por error" },
    });
    expect(again.statusCode).toBe(409);
  });

  it("edits metadata with optimistic concurrency: a stale save is refused with 409", async () => {
    const doc = (await upload(editor, { ...META, title: "Informe trimestral", format: "PDF" }, pdf)).json<AdminDocument>();
    const body = {
      title: "Informe trimestral de gestión",
      description: doc.description,
      section: 4,
      documentDate: "2026-03-15",
      periodStart: doc.periodStart,
      periodEnd: doc.periodEnd,
      area: "Dirección de Planeación",
      version: doc.version,
    };
    const ok = await s.app.inject({ method: "PUT", url: `/api/admin/documents/${doc.id}`, headers: auth(editor), payload: body });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<AdminDocument>()).toMatchObject({ title: "Informe trimestral de gestión", version: 2, area: "Dirección de Planeación" });
    const stale = await s.app.inject({
      method: "PUT",
      url: `/api/admin/documents/${doc.id}`,
      headers: auth(admin),
      payload: { ...body, title: "Otro título" },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe("STALE_VERSION");
    const bad = await s.app.inject({
      method: "PUT",
      url: `/api/admin/documents/${doc.id}`,
      headers: auth(editor),
      payload: { ...body, version: 2, section: 12 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields.section).toBeDefined();
    const audit = await s.db.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      "SELECT before, after FROM audit_log WHERE entity_id = $1 AND action = 'document.update'",
      [doc.id],
    );
    expect(audit.rows[0].after).toEqual({ title: "Informe trimestral de gestión", area: "Dirección de Planeación" });
  });
});
