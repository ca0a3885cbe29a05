import type { AgentCaseDetail, AgentCaseList, FiledCase, PqrsStats, PqrsType, TrackedCase } from "../../src/shared/pqrs";
import type { AuthResponse } from "../../src/shared/types";
import { seedBilling } from "../../server/modules/billing/seed";
import { STATS_CSV_HEADER } from "../../server/modules/pqrs/service";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;
interface FilePart {
  name: string;
  content: Buffer;
}

const PASSWORD = "Clave segura de prueba 2026";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(256, 1)]);
/** Monday 30 March 2026, 10:00 in Colombia: Holy Week, so the deadlines skip Jueves and Viernes Santo. */
const HOLY_MONDAY = new Date("2026-03-30T15:00:00Z");

const applicant = (over: Record<string, string> = {}) => ({
  documentType: "CC",
  documentNumber: "1.020.304.050",
  name: "Luz Marina Ochoa",
  email: "luz.ochoa@correo.co",
  phone: "300 123 4567",
  address: "Cl. 10 # 43-20",
  ...over,
});

const pqrs = (over: Record<string, unknown> = {}) => ({
  type: "peticion",
  service: "acueducto",
  subject: "Revisión del medidor de agua",
  description: "El medidor de agua marca consumo aunque todas las llaves de la casa están cerradas.",
  anonymous: false,
  applicant: applicant(),
  notificationChannel: "email",
  consent: true,
  ...over,
});

/** A multipart/form-data body as a browser would send it (the form as JSON in `data`, files in `files`). */
async function multipart(data: unknown, files: readonly FilePart[] = []): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append("data", JSON.stringify(data));
  for (const f of files) form.append("files", new Blob([new Uint8Array(f.content)]), f.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type") as string } };
}

describe.each(backends)("PQRS and citizen forms on $name", (backend) => {
  let s: Started;
  let seq = 0;
  let admin: { token: string; id: string };
  let customerA: { token: string; id: string };
  let customerB: { token: string; id: string };
  let recentInvoice: string;
  let oldInvoice: string;

  const service = () => s.app.pqrs;
  const setClock = (at: Date | null) => {
    service().now = at ? () => at : () => new Date();
  };

  const api = (method: "GET" | "POST", url: string, opts: { body?: object; token?: string; headers?: Record<string, string> } = {}) =>
    s.app.inject({
      method,
      url: `/api${url}`,
      payload: opts.body,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    });

  /** Files as the forms do; without a session, with a freshly solved bot check (issue 20 §4). */
  async function file(path: "/pqrs" | "/cases", data: unknown, opts: { files?: FilePart[]; token?: string; key?: string } = {}) {
    const { payload, headers } = await multipart(data, opts.files);
    return s.app.inject({
      method: "POST",
      url: `/api${path}`,
      payload,
      headers: {
        ...headers,
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : await captchaHeaders(s.app)),
        ...(opts.key ? { "idempotency-key": opts.key } : {}),
      },
    });
  }

  async function account(roles: string[], documentNumber: string): Promise<{ token: string; id: string }> {
    seq++;
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: `10.8.0.${seq}`,
      headers: await captchaHeaders(s.app),
      payload: {
        email: `pqrs${seq}@correo.co`,
        password: PASSWORD,
        firstName: "Camila",
        lastName: "Restrepo",
        documentType: "CC",
        documentNumber,
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    await s.db.query("UPDATE users SET roles = $1 WHERE id = $2", [roles, user.id]);
    return { token, id: user.id };
  }

  const count = async (sql = "SELECT (SELECT count(*) FROM cases)::int + (SELECT count(*) FROM case_attachments)::int AS n") =>
    (await s.db.query<{ n: number }>(sql)).rows[0].n;

  beforeAll(async () => {
    s = await startApp(backend);
    service().filingLimit = { max: 1000, windowS: 3600 };
    service().trackingLimit = { max: 1000, windowS: 600 };
    await s.db.transaction((tx) => seedBilling(tx, new Date()));
    admin = await account(["USER", "ADMIN"], "71000001");
    customerA = await account(["USER"], "71000002");
    customerB = await account(["USER"], "71000003");
    const { rows } = await s.db.query<{ number: string; issue_date: string }>(
      `SELECT i.number, to_char(i.issue_date, 'YYYY-MM-DD') AS issue_date FROM invoices i JOIN contracts c ON c.id = i.contract_id
       WHERE c.number = '1002003001' ORDER BY i.issue_date DESC`,
    );
    recentInvoice = rows[0].number;
    oldInvoice = rows[rows.length - 1].number;
    // Three password hashes (scrypt) and four contracts with 24 months each.
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });
  afterEach(() => setClock(null));

  describe("filing a PQRS", () => {
    it.each<[PqrsType, string]>([
      ["peticion", "2026-04-22"],
      ["queja", "2026-04-22"],
      ["reclamo", "2026-04-22"],
      ["sugerencia", "2026-04-22"],
      ["denuncia", "2026-04-22"],
      ["informacion", "2026-04-15"],
      ["consulta", "2026-05-14"],
    ])("files a %s with a radicado and its due date in business days (due %s)", async (type, due) => {
      setClock(HOLY_MONDAY);
      const extra = type === "reclamo" ? { contractNumber: "1002003001" } : {};
      const res = await file("/pqrs", pqrs({ type, ...extra }));
      expect(res.statusCode).toBe(201);
      const filed = res.json<FiledCase>();
      expect(filed.radicado).toMatch(/^PQRS-2026-\d{6}$/);
      expect(filed).toMatchObject({ kind: "pqrs", type, dueDate: due, replayed: false, trackingCode: null, email: "luz.ochoa@correo.co" });
      const mail = await s.db.query<{ subject: string; text: string }>(
        "SELECT subject, text_body AS text FROM mail_outbox WHERE kind = 'case_acknowledgment' AND subject LIKE $1",
        [`%${filed.radicado}%`],
      );
      expect(mail.rows).toHaveLength(1);
      expect(mail.rows[0].text).toContain(filed.radicado);
      expect(mail.rows[0].text).toMatch(/Le responderemos a más tardar el \S+, \d+ de \S+ de 2026/);
      const row = await s.db.query<{ doc_number: string; phone: string; consent_policy_version: string; consent_channel: string }>(
        "SELECT doc_number, phone, consent_policy_version, consent_channel FROM cases WHERE radicado = $1",
        [filed.radicado],
      );
      // Stored in canonical form, with the consent record of Ley 1581 de 2012.
      expect(row.rows[0]).toEqual({ doc_number: "1020304050", phone: "300 123 4567", consent_policy_version: "2026-01", consent_channel: "web" });
    });

    it("numbers radicados one after the other within the year and never reuses one", async () => {
      setClock(HOLY_MONDAY);
      const first = (await file("/pqrs", pqrs())).json<FiledCase>();
      const refused = await file("/pqrs", pqrs({ consent: false }));
      expect(refused.statusCode).toBe(400);
      const second = (await file("/pqrs", pqrs())).json<FiledCase>();
      const n = (r: string) => Number(r.slice(-6));
      expect(n(second.radicado)).toBe(n(first.radicado) + 1);
      setClock(new Date("2027-01-04T15:00:00Z"));
      const nextYear = (await file("/pqrs", pqrs())).json<FiledCase>();
      expect(nextYear.radicado).toBe("PQRS-2027-000001");
      expect(nextYear.dueDate).toBe("2027-01-26");
    });

    it("gives a telecom PQR its CUN (CRC Res. 5050 de 2016)", async () => {
      setClock(HOLY_MONDAY);
      const filed = (await file("/pqrs", pqrs({ service: "telecomunicaciones", type: "queja" }))).json<FiledCase>();
      expect(filed.cun).toBe(`4455-26-${filed.radicado.slice(-6).padStart(10, "0")}`);
    });

    it("names every invalid field in Spanish and stores nothing", async () => {
      const before = await count();
      const res = await file(
        "/pqrs",
        pqrs({ subject: "", consent: false, applicant: applicant({ documentNumber: "12ab", email: "no-es-correo", phone: "123" }) }),
      );
      expect(res.statusCode).toBe(400);
      const body = res.json<{ fields: Record<string, string> }>();
      expect(Object.keys(body.fields).sort()).toEqual(["applicant.documentNumber", "applicant.email", "applicant.phone", "consent", "subject"]);
      expect(body.fields.consent).toMatch(/autorizar el tratamiento de sus datos personales/);
      expect(await count()).toBe(before);
    });

    it("takes plain JSON too, and drops fields it does not know", async () => {
      const res = await api("POST", "/pqrs", {
        body: { ...pqrs(), status: "cerrada", radicado: "PQRS-2026-999999", userId: customerA.id },
        headers: await captchaHeaders(s.app),
      });
      expect(res.statusCode).toBe(201);
      const filed = res.json<FiledCase>();
      expect(filed.radicado).not.toBe("PQRS-2026-999999");
      const row = await s.db.query<{ status: string; user_id: string | null }>("SELECT status, user_id FROM cases WHERE radicado = $1", [filed.radicado]);
      expect(row.rows[0]).toEqual({ status: "radicada", user_id: null });
    });
  });

  describe("anonymous requests", () => {
    it.each(["queja", "sugerencia", "denuncia"])("accepts an anonymous %s and keeps nothing that identifies the sender", async (type) => {
      const res = await file("/pqrs", pqrs({ type, anonymous: true, applicant: applicant(), notificationChannel: "portal", consent: false }), {
        token: customerA.token,
      });
      expect(res.statusCode).toBe(201);
      const filed = res.json<FiledCase>();
      expect(filed.trackingCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const row = await s.db.query("SELECT doc_number, applicant_name, email, phone, address, user_id, consent_at FROM cases WHERE radicado = $1", [
        filed.radicado,
      ]);
      expect(row.rows[0]).toEqual({ doc_number: null, applicant_name: null, email: null, phone: null, address: null, user_id: null, consent_at: null });
      const tracked = await api("GET", `/pqrs/track?radicado=${filed.radicado}&document=${filed.trackingCode!.toLowerCase()}`);
      expect(tracked.statusCode).toBe(200);
      expect((await api("GET", `/pqrs/track?radicado=${filed.radicado}&document=AAAA-AAAA`)).statusCode).toBe(404);
    });

    it.each(["peticion", "reclamo", "informacion", "consulta"])("refuses an anonymous %s and stores nothing", async (type) => {
      const before = await count();
      const res = await file("/pqrs", pqrs({ type, anonymous: true, notificationChannel: "portal", contractNumber: "1002003001" }));
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields.anonymous).toMatch(/Solo las quejas, sugerencias y denuncias pueden ser anónimas/);
      expect(await count()).toBe(before);
    });
  });

  describe("claims about a bill", () => {
    it("needs a contract that exists", async () => {
      const missing = await file("/pqrs", pqrs({ type: "reclamo" }));
      expect(missing.json<{ fields: Record<string, string> }>().fields.contractNumber).toMatch(/necesita el número de contrato/);
      const unknown = await file("/pqrs", pqrs({ type: "reclamo", contractNumber: "9999999999" }));
      expect(unknown.json<{ fields: Record<string, string> }>().fields.contractNumber).toMatch(/No encontramos un contrato/);
    });

    it("accepts a claim on a recent invoice and refuses one older than five months (Ley 142 art. 154)", async () => {
      const ok = await file("/pqrs", pqrs({ type: "reclamo", contractNumber: "1002003001", invoiceNumber: recentInvoice, concept: "Consumo de energía" }));
      expect(ok.statusCode).toBe(201);
      const row = await s.db.query("SELECT invoice_number, concept FROM cases WHERE radicado = $1", [ok.json<FiledCase>().radicado]);
      expect(row.rows[0]).toEqual({ invoice_number: recentInvoice, concept: "Consumo de energía" });
      const old = await file("/pqrs", pqrs({ type: "reclamo", contractNumber: "1002003001", invoiceNumber: oldInvoice }));
      expect(old.statusCode).toBe(400);
      expect(old.json<{ fields: Record<string, string> }>().fields.invoiceNumber).toMatch(/más de cinco meses/);
    });
  });

  describe("attachments", () => {
    it("stores PDF, JPG and PNG typed by their content", async () => {
      const res = await file("/pqrs", pqrs(), {
        files: [
          { name: "soporte.pdf", content: PDF },
          { name: "foto.PNG", content: PNG },
        ],
      });
      expect(res.statusCode).toBe(201);
      const filed = res.json<FiledCase>();
      expect(filed.attachments).toBe(2);
      const rows = await s.db.query(
        "SELECT file_name, media_type, size FROM case_attachments a JOIN cases c ON c.id = a.case_id WHERE c.radicado = $1 ORDER BY position",
        [filed.radicado],
      );
      expect(rows.rows).toEqual([
        { file_name: "soporte.pdf", media_type: "application/pdf", size: PDF.length },
        { file_name: "foto.PNG", media_type: "image/png", size: PNG.length },
      ]);
    });

    it("answers an 11 MB file with 413 and a message, and stores nothing", async () => {
      const before = await count();
      const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
      const res = await file("/pqrs", pqrs(), { files: [{ name: "escaneo.pdf", content: big }] });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", fields: { files: expect.stringMatching(/10 MB/) } });
      expect(await count()).toBe(before);
    });

    it("refuses an .exe renamed .pdf (415) and stores nothing", async () => {
      const before = await count();
      const res = await file("/pqrs", pqrs(), { files: [{ name: "factura.pdf", content: EXE }] });
      expect(res.statusCode).toBe(415);
      expect(res.json<{ fields: Record<string, string> }>().fields.files).toMatch(/Solo se aceptan archivos PDF, JPG o PNG/);
      expect(await count()).toBe(before);
    });

    it("refuses a sixth file and stores nothing", async () => {
      const before = await count();
      const six = Array.from({ length: 6 }, (_, i) => ({ name: `anexo-${i}.pdf`, content: PDF }));
      const res = await file("/pqrs", pqrs(), { files: six });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields.files).toMatch(/como máximo 5 archivos/);
      expect(await count()).toBe(before);
    });
  });

  describe("Idempotency-Key", () => {
    it("returns the same radicado for the same key twice, and stores one request", async () => {
      const key = "reintento-0001-abcdef";
      const first = await file("/pqrs", pqrs(), { key, files: [{ name: "a.pdf", content: PDF }] });
      const again = await file("/pqrs", pqrs(), { key, files: [{ name: "a.pdf", content: PDF }] });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json<FiledCase>().radicado).toBe(first.json<FiledCase>().radicado);
      expect(again.json<FiledCase>().replayed).toBe(true);
      expect(await count(`SELECT count(*)::int AS n FROM cases WHERE idempotency_key = '${key}'`)).toBe(1);
      const mails = await s.db.query("SELECT 1 FROM mail_outbox WHERE subject LIKE $1", [`%${first.json<FiledCase>().radicado}%`]);
      expect(mails.rows).toHaveLength(1);
    });

    it("gives one radicado to two simultaneous submissions with the same key", async () => {
      const key = "doble-clic-0002-abcdef";
      const [a, b] = await Promise.all([file("/pqrs", pqrs(), { key }), file("/pqrs", pqrs(), { key })]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(a.json<FiledCase>().radicado).toBe(b.json<FiledCase>().radicado);
      expect(await count(`SELECT count(*)::int AS n FROM cases WHERE idempotency_key = '${key}'`)).toBe(1);
    });

    it("refuses the same key with other content (409) and a malformed key (400)", async () => {
      const key = "otra-solicitud-0003";
      expect((await file("/pqrs", pqrs(), { key })).statusCode).toBe(201);
      const changed = await file("/pqrs", pqrs({ subject: "Otro asunto distinto" }), { key });
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toMatchObject({ code: "IDEMPOTENCY_CONFLICT" });
      expect((await file("/pqrs", pqrs(), { key: "corta" })).statusCode).toBe(400);
    });
  });

  describe("tracking", () => {
    let filed: FiledCase;
    beforeAll(async () => {
      filed = (await file("/pqrs", pqrs({ applicant: applicant({ documentNumber: "43123456" }) }), { token: customerA.token })).json<FiledCase>();
    });

    it("shows the request by radicado and document number, without personal data", async () => {
      const res = await api("GET", `/pqrs/track?radicado=${filed.radicado.toLowerCase()}&document=43.123.456`);
      expect(res.statusCode).toBe(200);
      const tracked = res.json<TrackedCase>();
      expect(tracked).toMatchObject({ radicado: filed.radicado, status: "radicada", dueDate: filed.dueDate, response: null });
      expect(tracked.events.map((e) => e.kind)).toEqual(["radicada"]);
      const text = JSON.stringify(tracked);
      expect(text).not.toContain("43123456");
      expect(text).not.toContain("luz.ochoa");
      expect(text).not.toContain("Ochoa");
    });

    it("answers a wrong document number exactly like a radicado that does not exist", async () => {
      const wrong = await api("GET", `/pqrs/track?radicado=${filed.radicado}&document=43123457`);
      const missing = await api("GET", "/pqrs/track?radicado=PQRS-2020-000001&document=43123456");
      expect(wrong.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(wrong.json()).toEqual(missing.json());
      expect((await api("GET", `/pqrs/track?radicado=${filed.radicado}&document=`)).statusCode).toBe(404);
      expect((await api("GET", "/pqrs/track?radicado=12345&document=43123456")).statusCode).toBe(400);
    });

    it("lists a customer's own requests, and another customer cannot read them", async () => {
      const mineA = (await api("GET", "/pqrs/mine", { token: customerA.token })).json<{ items: TrackedCase[] }>();
      expect(mineA.items.map((i) => i.radicado)).toContain(filed.radicado);
      const mineB = (await api("GET", "/pqrs/mine", { token: customerB.token })).json<{ items: TrackedCase[] }>();
      expect(mineB.items.map((i) => i.radicado)).not.toContain(filed.radicado);
      expect((await api("GET", "/pqrs/mine")).statusCode).toBe(401);
      expect((await api("GET", `/admin/pqrs/${filed.id}`, { token: customerB.token })).statusCode).toBe(403);
      expect((await api("GET", `/pqrs/track?radicado=${filed.radicado}&document=71000003`, { token: customerB.token })).statusCode).toBe(404);
    });

    it("limits tracking attempts per address", async () => {
      service().trackingLimit = { max: 2, windowS: 600 };
      try {
        const from = (n: number) =>
          s.app.inject({ method: "GET", url: `/api/pqrs/track?radicado=${filed.radicado}&document=${n}`, remoteAddress: "10.66.0.1" });
        expect((await from(1)).statusCode).toBe(404);
        expect((await from(2)).statusCode).toBe(404);
        const limited = await from(3);
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      } finally {
        service().trackingLimit = { max: 1000, windowS: 600 };
      }
    });
  });

  describe("agents", () => {
    let id: string;
    let radicado: string;
    beforeAll(async () => {
      setClock(HOLY_MONDAY);
      const filed = (await file("/pqrs", pqrs({ subject: "Caso para el agente" }))).json<FiledCase>();
      setClock(null);
      id = filed.id;
      radicado = filed.radicado;
    });

    it("a visitor gets 401 and a customer 403 on every agent route, and nothing changes", async () => {
      const routes: [method: "GET" | "POST", url: string, body?: object][] = [
        ["GET", "/admin/pqrs"],
        ["GET", "/admin/pqrs/agents"],
        ["GET", `/admin/pqrs/${id}`],
        ["GET", `/admin/pqrs/${id}/attachments/00000000-0000-0000-0000-000000000000`],
        ["POST", `/admin/pqrs/${id}/assign`, { assigneeId: customerA.id }],
        ["POST", `/admin/pqrs/${id}/response`, { message: "Respuesta que no debe guardarse nunca." }],
        ["POST", `/admin/pqrs/${id}/extension`, { newDueDate: "2026-05-04", reason: "Motivo cualquiera" }],
        ["POST", `/admin/pqrs/${id}/close`, {}],
      ];
      for (const [method, url, body] of routes) {
        expect((await api(method, url, { body })).statusCode).toBe(401);
        expect((await api(method, url, { body, token: customerA.token })).statusCode).toBe(403);
      }
      const row = await s.db.query("SELECT status, assignee_id, response FROM cases WHERE id = $1", [id]);
      expect(row.rows[0]).toEqual({ status: "radicada", assignee_id: null, response: null });
    });

    it("lists with filters and marks overdue and due-within-3-days requests", async () => {
      // 20 April 2026: the Holy Monday requests are due on the 22nd (2 business days left).
      setClock(new Date("2026-04-20T15:00:00Z"));
      const soon = (await api("GET", `/admin/pqrs?q=${radicado}`, { token: admin.token })).json<AgentCaseList>();
      expect(soon.items).toHaveLength(1);
      expect(soon.items[0]).toMatchObject({ radicado, dueState: "por_vencer", businessDaysLeft: 2, applicantName: "Luz Marina Ochoa", assignee: null });
      const dueSoon = (await api("GET", "/admin/pqrs?due=por_vencer&pageSize=100", { token: admin.token })).json<AgentCaseList>();
      expect(dueSoon.items.map((i) => i.radicado)).toContain(radicado);
      setClock(new Date("2026-04-23T15:00:00Z"));
      const late = (await api("GET", `/admin/pqrs?due=vencida&pageSize=100`, { token: admin.token })).json<AgentCaseList>();
      const item = late.items.find((i) => i.radicado === radicado);
      expect(item).toMatchObject({ dueState: "vencida", businessDaysLeft: -1 });
      expect(late.counts.overdue).toBeGreaterThanOrEqual(1);
      const filtered = (await api("GET", "/admin/pqrs?type=consulta&pageSize=100", { token: admin.token })).json<AgentCaseList>();
      expect(filtered.items.every((i) => i.type === "consulta")).toBe(true);
      expect((await api("GET", "/admin/pqrs?status=perdida", { token: admin.token })).statusCode).toBe(400);
    });

    it("extends before the deadline up to twice the term, once, and tells the applicant", async () => {
      setClock(new Date("2026-04-21T15:00:00Z"));
      const detail = (await api("GET", `/admin/pqrs/${id}`, { token: admin.token })).json<AgentCaseDetail>();
      // Twice 15 business days from Holy Monday.
      expect(detail.maxExtensionDate).toBe("2026-05-14");
      const tooFar = await api("POST", `/admin/pqrs/${id}/extension`, {
        token: admin.token,
        body: { newDueDate: "2026-05-15", reason: "Necesitamos una visita técnica al predio." },
      });
      expect(tooFar.statusCode).toBe(400);
      const holiday = await api("POST", `/admin/pqrs/${id}/extension`, {
        token: admin.token,
        body: { newDueDate: "2026-05-01", reason: "Necesitamos una visita técnica al predio." },
      });
      expect(holiday.statusCode).toBe(400);
      const ok = await api("POST", `/admin/pqrs/${id}/extension`, {
        token: admin.token,
        body: { newDueDate: "2026-05-14", reason: "Necesitamos una visita técnica al predio." },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        dueDate: "2026-05-14",
        originalDueDate: "2026-04-22",
        extension: { reason: "Necesitamos una visita técnica al predio." },
      });
      const again = await api("POST", `/admin/pqrs/${id}/extension`, { token: admin.token, body: { newDueDate: "2026-05-13", reason: "Otra prórroga más." } });
      expect(again.statusCode).toBe(409);
      const mail = await s.db.query("SELECT subject FROM mail_outbox WHERE kind = 'case_extension' AND subject LIKE $1", [`%${radicado}%`]);
      expect(mail.rows).toHaveLength(1);
    });

    it("refuses an extension announced after the deadline", async () => {
      setClock(HOLY_MONDAY);
      const other = (await file("/pqrs", pqrs({ subject: "Caso vencido sin prórroga" }))).json<FiledCase>();
      setClock(new Date("2026-04-23T15:00:00Z"));
      const res = await api("POST", `/admin/pqrs/${other.id}/extension`, {
        token: admin.token,
        body: { newDueDate: "2026-05-05", reason: "Se nos pasó el plazo." },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: "EXTENSION_LATE" });
    });

    it("assigns, answers (e-mailed and visible in tracking) and closes, each action audited", async () => {
      expect((await api("POST", `/admin/pqrs/${id}/close`, { token: admin.token, body: {} })).statusCode).toBe(409);
      expect((await api("POST", `/admin/pqrs/${id}/assign`, { token: admin.token, body: { assigneeId: customerA.id } })).statusCode).toBe(400);
      const assigned = await api("POST", `/admin/pqrs/${id}/assign`, { token: admin.token, body: { assigneeId: admin.id } });
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json()).toMatchObject({ status: "en_tramite", assignee: { id: admin.id, name: "Camila Restrepo" } });
      const short = await api("POST", `/admin/pqrs/${id}/response`, { token: admin.token, body: { message: "Listo." } });
      expect(short.statusCode).toBe(400);
      const reply = "Revisamos el medidor el 24 de abril y encontramos una fuga interna después del medidor.\nLe recomendamos revisar el tanque del sanitario.";
      const answered = await api("POST", `/admin/pqrs/${id}/response`, { token: admin.token, body: { message: reply } });
      expect(answered.statusCode).toBe(200);
      expect(answered.json()).toMatchObject({ status: "respondida", response: { message: reply } });
      const twice = await api("POST", `/admin/pqrs/${id}/response`, { token: admin.token, body: { message: reply } });
      expect(twice.statusCode).toBe(409);
      const mail = await s.db.query<{ text: string; to_address: string }>(
        "SELECT text_body AS text, to_address FROM mail_outbox WHERE kind = 'case_response' AND subject LIKE $1",
        [`%${radicado}%`],
      );
      expect(mail.rows).toHaveLength(1);
      expect(mail.rows[0].to_address).toBe("luz.ochoa@correo.co");
      expect(mail.rows[0].text).toContain("Le recomendamos revisar el tanque del sanitario.");
      const tracked = (await api("GET", `/pqrs/track?radicado=${radicado}&document=1020304050`)).json<TrackedCase>();
      expect(tracked.response?.message).toBe(reply);
      expect(tracked.events.map((e) => e.kind)).toEqual(["radicada", "prorroga", "asignada", "respondida"]);
      const closed = await api("POST", `/admin/pqrs/${id}/close`, { token: admin.token, body: { note: "Usuario informado." } });
      expect(closed.json()).toMatchObject({ status: "cerrada" });
      expect((await api("POST", `/admin/pqrs/${id}/assign`, { token: admin.token, body: { assigneeId: admin.id } })).statusCode).toBe(409);
      const audit = await s.db.query<{ action: string; actor_id: string }>(
        "SELECT action, actor_id FROM audit_log WHERE entity_type = 'case' AND entity_id = $1 ORDER BY id",
        [radicado],
      );
      expect(audit.rows.map((r) => r.action)).toEqual(["case.extend", "case.assign", "case.respond", "case.close"]);
      expect(audit.rows.every((r) => r.actor_id === admin.id)).toBe(true);
    });

    it("downloads an attachment with its type, for agents only", async () => {
      const filed = (await file("/pqrs", pqrs(), { files: [{ name: "soporte de pago.pdf", content: PDF }] })).json<FiledCase>();
      const detail = (await api("GET", `/admin/pqrs/${filed.id}`, { token: admin.token })).json<AgentCaseDetail>();
      expect(detail.attachmentFiles).toEqual([{ id: expect.any(String), fileName: "soporte de pago.pdf", mediaType: "application/pdf", size: PDF.length }]);
      const res = await api("GET", `/admin/pqrs/${filed.id}/attachments/${detail.attachmentFiles[0].id}`, { token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toContain("attachment;");
      expect(res.rawPayload.equals(PDF)).toBe(true);
    });
  });

  describe("statistics of /informes-pqr", () => {
    it("counts by type, service and month, on-time answers and average business days, and downloads a CSV", async () => {
      // A separate year, so only these requests count: two filed on 2 March 2026 (Monday) …
      const filedAt = new Date("2025-03-03T15:00:00Z");
      setClock(filedAt);
      const a = (await file("/pqrs", pqrs({ type: "peticion", service: "energia" }))).json<FiledCase>();
      const b = (await file("/pqrs", pqrs({ type: "queja", service: "acueducto" }))).json<FiledCase>();
      (await file("/pqrs", pqrs({ type: "queja", service: "acueducto" }))).json();
      // … one answered in 5 business days (on time), the other in 17 (late); the third still open.
      setClock(new Date("2025-03-10T15:00:00Z"));
      await api("POST", `/admin/pqrs/${a.id}/response`, { token: admin.token, body: { message: "Respuesta dentro del término legal." } });
      setClock(new Date("2025-03-27T15:00:00Z"));
      await api("POST", `/admin/pqrs/${b.id}/response`, { token: admin.token, body: { message: "Respuesta fuera del término legal." } });
      setClock(new Date("2025-05-02T15:00:00Z"));
      const stats = (await api("GET", "/pqrs/stats?from=2025-01&to=2025-04")).json<PqrsStats>();
      expect(stats.total).toMatchObject({ filed: 3, answered: 2, answeredOnTime: 1, onTimeRate: 50, averageBusinessDays: 11 });
      expect(stats.open).toBe(1);
      expect(stats.overdueOpen).toBe(1);
      expect(stats.byType.find((r) => r.key === "queja")).toMatchObject({ filed: 2, answered: 1, answeredOnTime: 0, onTimeRate: 0, averageBusinessDays: 17 });
      expect(stats.byService.find((r) => r.key === "energia")).toMatchObject({ filed: 1, answeredOnTime: 1, averageBusinessDays: 5 });
      expect(stats.byMonth.map((r) => [r.key, r.filed])).toEqual([
        ["2025-01", 0],
        ["2025-02", 0],
        ["2025-03", 3],
        ["2025-04", 0],
      ]);
      const csv = await api("GET", "/pqrs/stats?from=2025-01&to=2025-04&format=csv");
      expect(csv.headers["content-type"]).toContain("text/csv");
      expect(csv.headers["content-disposition"]).toContain("estadisticas-pqrs-2025-01-2025-04.csv");
      const lines = csv.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe(STATS_CSV_HEADER.join(","));
      expect(lines[1]).toBe("Total,total,Total,3,2,1,50.0,11.0");
      expect(lines).toContain("Mes,2025-03,2025-03,3,2,1,50.0,11.0");
      expect((await api("GET", "/pqrs/stats?from=2025-05&to=2025-01")).statusCode).toBe(400);
    });
  });

  describe("other citizen forms (POST /cases)", () => {
    const contact = { documentType: "", documentNumber: "", name: "Jorge Iván Henao", email: "", phone: "604 444 5555", address: "" };

    it("files a failure report with a photo; its status is public by number alone", async () => {
      const res = await file(
        "/cases",
        {
          kind: "falla",
          service: "energia",
          description: "Un cable de la red quedó colgando sobre la calle después del aguacero.",
          anonymous: false,
          applicant: contact,
          notificationChannel: "portal",
          consent: true,
          details: { failureType: "cable-caido", address: "Calle 30 # 72-05", barrio: "Belén", reference: "Frente al parque", unknown: "x" },
        },
        { files: [{ name: "poste.png", content: PNG }] },
      );
      expect(res.statusCode).toBe(201);
      const filed = res.json<FiledCase>();
      expect(filed).toMatchObject({ kind: "falla", dueDate: null, termDays: null, attachments: 1 });
      expect(filed.radicado).toMatch(/^FAL-\d{4}-\d{6}$/);
      const tracked = await api("GET", `/pqrs/track?radicado=${filed.radicado}`);
      expect(tracked.statusCode).toBe(200);
      expect(tracked.json()).toMatchObject({ subject: "Cable o poste caído en Calle 30 # 72-05, Belén", status: "radicada" });
      const row = await s.db.query("SELECT details FROM cases WHERE radicado = $1", [filed.radicado]);
      expect(row.rows[0]).toEqual({ details: { failureType: "cable-caido", address: "Calle 30 # 72-05", barrio: "Belén", reference: "Frente al parque" } });
      const pdf = await file(
        "/cases",
        {
          kind: "falla",
          service: "energia",
          description: "Otra falla con un PDF en lugar de una foto.",
          anonymous: false,
          applicant: contact,
          notificationChannel: "portal",
          consent: true,
          details: { failureType: "otro", address: "Calle 1 # 1-1", barrio: "Centro" },
        },
        { files: [{ name: "x.pdf", content: PDF }] },
      );
      expect(pdf.json<{ fields: Record<string, string> }>().fields.files).toMatch(/foto en formato JPG o PNG/);
    });

    it("answers a failure report to its number whatever document comes along (issue 21)", async () => {
      const withDocument = { ...contact, documentType: "CC", documentNumber: "43123456" };
      const details = { failureType: "fuga", address: "Cra. 50 # 45-12", barrio: "Centro" };
      const res = await file("/cases", {
        kind: "falla",
        service: "acueducto",
        description: "Fuga de agua en la esquina desde ayer.",
        anonymous: false,
        applicant: withDocument,
        notificationChannel: "portal",
        consent: true,
        details,
      });
      expect(res.statusCode).toBe(201);
      const { radicado } = res.json<FiledCase>();
      // Its status is public: a document that is not the reporter's must not hide it.
      for (const document of ["", "43123456", "99999999"]) {
        const tracked = await api("GET", `/pqrs/track?radicado=${radicado}&document=${document}`);
        expect(tracked.statusCode).toBe(200);
        expect(tracked.json<TrackedCase>().radicado).toBe(radicado);
      }
    });

    it("asks a failure report for a way to reach the person", async () => {
      const res = await file("/cases", {
        kind: "falla",
        service: "acueducto",
        description: "Fuga de agua en la esquina desde ayer.",
        anonymous: false,
        applicant: { ...contact, phone: "" },
        notificationChannel: "portal",
        consent: true,
        details: { failureType: "fuga", address: "Cra. 50 # 45-12", barrio: "Centro" },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toEqual(["applicant.phone"]);
    });

    it("accepts an anonymous corruption allegation and stores nothing that identifies the sender", async () => {
      const res = await file(
        "/cases",
        {
          kind: "corrupcion",
          description: "Un funcionario pide dinero para agilizar las conexiones nuevas en el sector rural.",
          anonymous: true,
          notificationChannel: "portal",
          consent: false,
          details: { place: "Sede El Alto" },
        },
        { token: customerA.token, files: [{ name: "prueba.jpg", content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]) }] },
      );
      expect(res.statusCode).toBe(201);
      const filed = res.json<FiledCase>();
      expect(filed.radicado).toMatch(/^DEN-/);
      expect(filed.trackingCode).not.toBeNull();
      const row = await s.db.query("SELECT anonymous, doc_number, applicant_name, email, phone, address, user_id, consent_at FROM cases WHERE radicado = $1", [
        filed.radicado,
      ]);
      expect(row.rows[0]).toEqual({
        anonymous: true,
        doc_number: null,
        applicant_name: null,
        email: null,
        phone: null,
        address: null,
        user_id: null,
        consent_at: null,
      });
      const refused = await file("/cases", {
        kind: "proveedor",
        description: "Suministro de tubería PVC y accesorios para acueducto.",
        anonymous: true,
        notificationChannel: "portal",
        consent: false,
        details: {},
      });
      expect(refused.json<{ fields: Record<string, string> }>().fields.anonymous).toBeDefined();
    });

    it("registers a supplier only with the RUT attached and a valid CIIU", async () => {
      const input = {
        kind: "proveedor",
        description: "Suministro e instalación de tubería PVC y accesorios para redes de acueducto.",
        anonymous: false,
        applicant: applicant({ documentType: "NIT", documentNumber: "900123456-8", name: "Tuberías del Valle S.A.S." }),
        notificationChannel: "email",
        consent: true,
        details: { personType: "juridica", companyName: "Tuberías del Valle S.A.S.", ciiu: "4663", city: "Medellín" },
      };
      const noRut = await file("/cases", input);
      expect(noRut.json<{ fields: Record<string, string> }>().fields.files).toMatch(/RUT/);
      const badCiiu = await file("/cases", { ...input, details: { ...input.details, ciiu: "46" } }, { files: [{ name: "rut.pdf", content: PDF }] });
      expect(badCiiu.json<{ fields: Record<string, string> }>().fields["details.ciiu"]).toMatch(/4 dígitos/);
      const ok = await file("/cases", input, { files: [{ name: "rut.pdf", content: PDF }] });
      expect(ok.statusCode).toBe(201);
      expect(ok.json<FiledCase>().radicado).toMatch(/^PRV-/);
    });

    it.each([
      ["predial", "PRD", 15, { contractNumber: "1002003001", cadastralNumber: "050010101000000010001000000000", registration: "001-1234567" }, true],
      ["informacion", "SIP", 10, { format: "digital" }, false],
      ["autogenerador", "AG", 10, { contractNumber: "1002003001", technology: "solar", capacityKw: "4,5", surplus: "si" }, false],
      ["servicio_energia", "EN", 15, { contractNumber: "1002003001", request: "cambio-medidor" }, false],
      ["consulta_energia", "CT", 30, { relatedRadicado: "ag-2026-000418" }, false],
    ])("files a %s (%s, %i business days) and acknowledges it", async (kind, prefix, term, details, needsFile) => {
      const input = {
        kind,
        description: "Solicitud de prueba con el detalle suficiente para atenderla.",
        anonymous: false,
        applicant: applicant(),
        notificationChannel: "email",
        consent: true,
        details,
      };
      const res = await file("/cases", input, { files: needsFile ? [{ name: "certificado.pdf", content: PDF }] : [] });
      expect(res.statusCode).toBe(201);
      const filed = res.json<FiledCase>();
      expect(filed.radicado).toMatch(new RegExp(`^${prefix}-\\d{4}-\\d{6}$`));
      expect(filed.termDays).toBe(term);
      const mail = await s.db.query("SELECT 1 FROM mail_outbox WHERE kind = 'case_acknowledgment' AND subject LIKE $1", [`%${filed.radicado}%`]);
      expect(mail.rows).toHaveLength(1);
      const tracked = (await api("GET", `/pqrs/track?radicado=${filed.radicado}&document=1020304050`)).json<TrackedCase>();
      expect(tracked.kind).toBe(kind);
    });

    it("checks the contract and the cadastral number of a property-number update", async () => {
      const res = await file(
        "/cases",
        {
          kind: "predial",
          description: "Actualizar el número predial después de la división del lote.",
          anonymous: false,
          applicant: applicant(),
          notificationChannel: "email",
          consent: true,
          details: { contractNumber: "9999999999", cadastralNumber: "1234", registration: "1234567" },
        },
        { files: [{ name: "certificado.pdf", content: PDF }] },
      );
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields).sort()).toEqual([
        "details.cadastralNumber",
        "details.contractNumber",
        "details.registration",
      ]);
      expect((await file("/cases", { kind: "otra-cosa", description: "x" })).statusCode).toBe(400);
    });

    it("limits filings per address and hour", async () => {
      service().filingLimit = { max: 1, windowS: 3600 };
      try {
        const { payload, headers } = await multipart(pqrs());
        const send = async () =>
          s.app.inject({ method: "POST", url: "/api/pqrs", payload, headers: { ...headers, ...(await captchaHeaders(s.app)) }, remoteAddress: "10.77.0.1" });
        expect((await send()).statusCode).toBe(201);
        const limited = await send();
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
      } finally {
        service().filingLimit = { max: 1000, windowS: 3600 };
      }
    });
  });
});
