import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Contract, InvoiceDetail, InvoiceSummary } from "../../src/shared/billing";
import type { ImportResult, ImportRunList } from "../../src/shared/schemas/integration";
import { run as runImportCli } from "../../server/cli/import";
import { run as runAccountCli } from "../../server/cli/create-integration-account";
import type { Db } from "../../server/db/db";
import { insertSession } from "../../server/modules/auth/repository";
import { issueToken } from "../../server/modules/auth/tokens";
import { seedBilling, seedContract } from "../../server/modules/billing/seed";
import { DEMO_CONTRACTS } from "../../server/modules/billing/seedData";
import { invoiceVersions } from "../../server/modules/integration/repository";
import { backends, startApp } from "./support";

const EXAMPLE = path.resolve(__dirname, "../../docs/examples/billing-feed.jsonl");
const exampleLines = (): Record<string, unknown>[] =>
  readFileSync(EXAMPLE, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** A contract line of the feed. */
const contractLine = (number: string, over: Record<string, unknown> = {}) => ({
  kind: "contract",
  number,
  holderName: "Marta Lucía Gómez",
  holderDocument: { type: "CC", number: "43999888" },
  address: "Cl. 10 # 11-12",
  barrio: "Centro",
  comuna: "Zona urbana",
  municipality: "San Rafael",
  estrato: 2,
  use: "residencial",
  services: ["energia"],
  meters: { energia: "EN-1" },
  ...over,
});

/** An invoice line of the feed for `contractNumber`. */
const invoiceLine = (number: string, contractNumber: string, over: Record<string, unknown> = {}) => ({
  kind: "invoice",
  number,
  contractNumber,
  period: "2026-10",
  periodStart: "2026-09-28",
  periodEnd: "2026-10-27",
  issueDate: "2026-10-30",
  dueDate: "2026-11-14",
  suspensionDate: "2026-11-24",
  readings: [{ service: "energia", meter: "EN-1", previous: 100, current: 250, estimated: false, consumption: 150, unit: "kWh" }],
  lines: [
    { id: "L1", service: "energia", kind: "consumo", concept: "Consumo", quantity: 150, unit: "kWh", unitPrice: 900, amount: 135000, explanation: "150 kWh." },
  ],
  total: 135000,
  ...over,
});

describe.each(backends)("the billing system's feed on $name", (backend) => {
  let s: Awaited<ReturnType<typeof startApp>>;
  let seq = 0;
  let admin = "";
  let customer = { token: "", id: "" };
  let integration = "";

  beforeAll(async () => {
    s = await startApp(backend, { SEED_DEMO: "false" });
    admin = (await account(["USER", "ADMIN"])).token;
    customer = await account(["USER"]);
    const lines: string[] = [];
    const code = await runAccountCli(
      ["--email", "facturacion@empresa.example.com", "--name", "Sistema de facturación"],
      {},
      { out: (l) => lines.push(l), err: (l) => lines.push(l) },
      async () => keepOpen(s.db),
    );
    expect(code).toBe(0);
    integration = lines.find((l) => /^[A-Za-z0-9_-]{43}$/.test(l)) ?? "";
    expect(integration).not.toBe("");
  }, 90_000);
  afterAll(async () => s?.close());

  /** The test's database, handed to a command that closes what it opens. */
  const keepOpen = (db: Db): Db => ({
    ...db,
    kind: db.kind,
    query: db.query.bind(db),
    exec: db.exec.bind(db),
    transaction: db.transaction.bind(db),
    close: async () => undefined,
  });

  async function account(roles: string[]): Promise<{ token: string; id: string }> {
    const { rows } = await s.db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, roles, is_email_verified)
       VALUES ($1, 'x', 'Ana', 'Ríos', 'PERSONA_NATURAL', $2, true) RETURNING id::text AS id`,
      [`integracion${++seq}@correo.co`, roles],
    );
    const t = issueToken();
    await insertSession(s.db, t.hash, rows[0].id, 3600, { ip: "10.30.0.1", userAgent: "jest" });
    return { token: t.raw, id: rows[0].id };
  }

  const body = (lines: readonly (object | string)[]) => lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n") + "\n";
  const post = (payload: string | Buffer, token = admin, query = "", type = "application/x-ndjson") =>
    s.app.inject({
      method: "POST",
      url: `/api/integration/import${query}`,
      payload,
      remoteAddress: `10.30.1.${++seq % 250}`,
      headers: { authorization: `Bearer ${token}`, "content-type": type },
    });
  const importLines = async (lines: readonly (object | string)[], token = admin, query = "") => {
    const res = await post(body(lines), token, query);
    expect(res.statusCode).toBe(200);
    return res.json<ImportResult>();
  };
  const get = (url: string, token: string) => s.app.inject({ method: "GET", url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
  const count = async (sql: string, params: unknown[] = []) => Number(Object.values((await s.db.query<Record<string, unknown>>(sql, params)).rows[0])[0]);
  const link = (userId: string, contractNumber: string) =>
    s.db.query("INSERT INTO contract_links (user_id, contract_id) SELECT $1, id FROM contracts WHERE number = $2 ON CONFLICT DO NOTHING", [
      userId,
      contractNumber,
    ]);
  const invoiceOf = async (token: string, contractNumber: string, number: string): Promise<InvoiceDetail> => {
    const contracts = (await get("/contracts", token)).json<{ contracts: Contract[] }>().contracts;
    const contract = contracts.find((c) => c.number === contractNumber)!;
    const list = (await get(`/contracts/${contract.id}/invoices`, token)).json<{ invoices: InvoiceSummary[] }>().invoices;
    const summary = list.find((i) => i.number === number)!;
    return (await get(`/invoices/${summary.id}`, token)).json<InvoiceDetail>();
  };

  test("round trip: an invoice read from the API, with kind and contractNumber added, imports as a new one and reads back equal", async () => {
    await s.db.transaction((tx) =>
      seedContract(
        tx,
        {
          number: "4100000001",
          holderName: "Ida Vuelta",
          holderDocumentType: "CC",
          holderDocumentNumber: "41000001",
          address: "Cl. 4 # 5-6",
          barrio: "Centro",
          comuna: "Zona urbana",
          municipality: "San Rafael",
          estrato: 3,
          use: "residencial",
          services: ["energia", "acueducto", "alcantarillado"],
          meters: { energia: "EN-41", acueducto: "AC-41" },
          base: { energia: 150, acueducto: 12 },
          latestIssuedDaysAgo: 5,
          unpaid: 1,
          months: 3,
        },
        new Date(),
        null,
      ),
    );
    await link(customer.id, "4100000001");
    const contracts = (await get("/contracts", customer.token)).json<{ contracts: Contract[] }>().contracts;
    const list = (await get(`/contracts/${contracts[0].id}/invoices`, customer.token)).json<{ invoices: InvoiceSummary[] }>().invoices;
    const original = (await get(`/invoices/${list[0].id}`, customer.token)).json<InvoiceDetail>();

    const cude = "ab".repeat(48);
    const line = {
      ...original,
      kind: "invoice",
      contractNumber: "4100000001",
      number: "2099014100000001",
      period: "2099-01",
      electronicInvoice: { cude, qr: `CUDE: ${cude}`, xmlUrl: "https://facturacion.example.com/x.xml" },
    };
    const result = await importLines([line], integration);
    expect(result).toMatchObject({ status: "done", created: 1, updated: 0, unchanged: 0, rejected: 0, lines: 1 });
    // The code came with the line: nothing for the printer to learn.
    expect(result.verificationCodes).toBeUndefined();

    const back = await invoiceOf(customer.token, "4100000001", "2099014100000001");
    const computed = ["id", "status", "paidAt", "paymentReference", "paymentInProgress", "history", "paymentBarcode", "number", "period", "electronicInvoice"];
    const strip = (i: InvoiceDetail) => Object.fromEntries(Object.entries(i).filter(([k]) => !computed.includes(k)));
    expect(strip(back)).toEqual(strip(original));
    expect(back.electronicInvoice).toEqual({ cude, qr: `CUDE: ${cude}`, xmlUrl: "https://facturacion.example.com/x.xml" });
    expect(back.paymentBarcode?.reference).toBe("2099014100000001");
    expect(back.status).not.toBe("pagada");

    // Imported again as read back from the API (its computed fields included): unchanged.
    const again = await importLines([{ ...back, kind: "invoice", contractNumber: "4100000001" }], integration);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1, rejected: 0 });
  });

  test("a new bill without its own energy tariff is explained with the tariff published for its period; a later correction does not rewrite it", async () => {
    const example = exampleLines().find((l) => l.kind === "tariff")! as { energy: Record<string, Record<string, number>> };
    const tariff = { ...example, month: "2031-03" };
    const corrected = {
      ...tariff,
      energy: { ...tariff.energy, "1": { ...tariff.energy["1"], g: tariff.energy["1"].g + 5 } },
      reason: "Error de digitación en G",
    };
    const published = async (month: string) =>
      (await s.app.inject({ method: "GET", url: `/api/tariffs/${month}` })).json<{ tariff: { version: number; energy: Record<string, { cu: number }> } }>()
        .tariff;
    const first = await importLines([
      contractLine("4300000031"),
      tariff,
      invoiceLine("2031034300000031", "4300000031", { period: "2031-03" }),
      // A month with no publication of its own takes the newest before it.
      invoiceLine("2031054300000031", "4300000031", { period: "2031-05" }),
    ]);
    expect(first).toMatchObject({ created: 4, rejected: 0 });
    await link(customer.id, "4300000031");
    const march = await published("2031-03");
    expect((await invoiceOf(customer.token, "4300000031", "2031034300000031")).energyTariff?.cu).toBe(march.energy["1"].cu);
    expect((await invoiceOf(customer.token, "4300000031", "2031054300000031")).energyTariff?.cu).toBe(march.energy["1"].cu);

    // The month is corrected; the same bill sent again is unchanged and keeps the tariff it was issued with.
    const second = await importLines([corrected, invoiceLine("2031034300000031", "4300000031", { period: "2031-03" })]);
    expect(second).toMatchObject({ updated: 1, unchanged: 1, rejected: 0 });
    expect((await published("2031-03")).version).toBe(2);
    expect((await invoiceOf(customer.token, "4300000031", "2031034300000031")).energyTariff?.cu).toBe(march.energy["1"].cu);
  });

  test("the example file of docs/integration.md imports whole, and a second time changes nothing", async () => {
    const file = readFileSync(EXAMPLE);
    const first = await post(file);
    expect(first.statusCode).toBe(200);
    const one = first.json<ImportResult>();
    expect(one.rejections).toEqual([]);
    expect(one).toMatchObject({ status: "done", created: exampleLines().length, rejected: 0 });
    expect(one.byKind.payment).toMatchObject({ created: 1 });
    const two = (await post(file, admin, "", "application/x-ndjson; charset=utf-8")).json<ImportResult>();
    expect(two).toMatchObject({ created: 0, updated: 0, rejected: 0, unchanged: exampleLines().length });
    // The payment made at the office paid its invoice.
    const paid = await s.db.query<{ paid: boolean }>("SELECT paid_at IS NOT NULL AS paid FROM invoices WHERE number = '2026092001001001'");
    expect(paid.rows[0].paid).toBe(true);
    expect(await count("SELECT count(*) FROM payments WHERE reference = 'CAJA-2026-000981' AND gateway = 'integracion' AND status = 'aprobada'")).toBe(1);
  });

  test("each bad line is rejected with its line number, field and a Spanish reason; the good lines are imported", async () => {
    const res = await importLines([
      contractLine("4200000001"),
      contractLine("4200000002", { estrato: 9 }),
      invoiceLine("2026104299999999", "4299999999"),
      "esto no es json",
      "[1, 2]",
      { kind: "factura" },
      "",
      invoiceLine("2026104200000001", "4200000001"),
      invoiceLine("2026104200000002", "4200000001", { period: "2026-11", total: undefined }),
      {
        kind: "payment",
        reference: "CAJA-42-1",
        contractNumber: "4200000001",
        invoiceNumbers: ["2026104200000001"],
        amount: 1,
        paidAt: "2026-11-01T10:00:00-05:00",
        channel: "punto-de-pago",
      },
      invoiceLine("2026104200000003", "4200000001", { dueDate: "2026-10-01" }),
      contractLine("4200000003", { holderDocument: { type: "XX", number: "1" } }),
    ]);
    expect(res).toMatchObject({ lines: 11, created: 2, rejected: 9 });
    const byLine = Object.fromEntries(res.rejections.map((r) => [r.line, r]));
    expect(Object.keys(byLine).map(Number)).toEqual([2, 3, 4, 5, 6, 9, 10, 11, 12]);
    expect(byLine[2]).toMatchObject({ field: "estrato", message: "Debe ser menor o igual a 6." });
    expect(byLine[3]).toMatchObject({ field: "contractNumber" });
    expect(byLine[3].message).toMatch(/No existe el contrato 4299999999/);
    expect(byLine[4]).toMatchObject({ field: "línea", message: "La línea no es JSON válido." });
    expect(byLine[5].message).toMatch(/objeto JSON/);
    expect(byLine[6]).toMatchObject({ field: "kind" });
    expect(byLine[9]).toMatchObject({ field: "total", message: "Este campo es obligatorio." });
    expect(byLine[10]).toMatchObject({ field: "amount" });
    expect(byLine[11]).toMatchObject({ field: "dueDate" });
    expect(byLine[12]).toMatchObject({ field: "holderDocument.type" });
    expect(byLine[12].message).toMatch(/CC, CE, NIT, TI, PP, PEP, PPT/);
    expect(await count("SELECT count(*) FROM contracts WHERE number LIKE '42000000%'")).toBe(1);
    expect(await count("SELECT count(*) FROM invoices WHERE number LIKE '20261042%'")).toBe(1);
    // The history keeps the same result.
    const stored = (await get(`/admin/imports/${res.id}`, admin)).json<ImportResult>();
    expect(stored.rejections).toEqual(res.rejections);
  });

  test("a paid invoice's amount cannot change (a conflict); a changed unpaid invoice keeps its earlier version", async () => {
    await importLines([
      contractLine("4300000001"),
      invoiceLine("2026104300000001", "4300000001"),
      invoiceLine("2026094300000001", "4300000001", { period: "2026-09" }),
    ]);
    await importLines([
      {
        kind: "payment",
        reference: "BANCO-43-1",
        contractNumber: "4300000001",
        invoiceNumbers: ["2026094300000001"],
        amount: 135000,
        paidAt: "2026-10-01T09:00:00Z",
        channel: "banco",
      },
    ]);
    const lines = [
      {
        id: "L1",
        service: "energia",
        kind: "consumo",
        concept: "Consumo",
        quantity: 160,
        unit: "kWh",
        unitPrice: 900,
        amount: 144000,
        explanation: "160 kWh.",
      },
    ];
    const res = await importLines([
      invoiceLine("2026094300000001", "4300000001", { period: "2026-09", total: 144000, lines }),
      invoiceLine("2026104300000001", "4300000001", { total: 144000, lines }),
    ]);
    expect(res).toMatchObject({ updated: 1, rejected: 1 });
    expect(res.rejections[0]).toMatchObject({ line: 1, field: "total" });
    expect(res.rejections[0].message).toMatch(/Conflicto: la factura 2026094300000001 ya está pagada/);
    const paid = await s.db.query<{ total: string }>("SELECT total::text AS total FROM invoices WHERE number = '2026094300000001'");
    expect(paid.rows[0].total).toBe("135000");
    const changed = await s.db.query<{ id: string; total: string }>(
      "SELECT id::text AS id, total::text AS total FROM invoices WHERE number = '2026104300000001'",
    );
    expect(changed.rows[0].total).toBe("144000");
    const versions = await invoiceVersions(s.db, changed.rows[0].id);
    expect(versions).toHaveLength(1);
    expect(Number(versions[0].data.total)).toBe(135000);
    // A paid invoice may still receive what is not its amount (its DIAN document, say).
    const cude = "cd".repeat(48);
    const dian = await importLines([
      invoiceLine("2026094300000001", "4300000001", { period: "2026-09", electronicInvoice: { cude, qr: "QR" }, xml: "<AttachedDocument/>" }),
    ]);
    expect(dian).toMatchObject({ updated: 1, rejected: 0 });
    const xml = await s.db.query<{ dian_xml: string }>("SELECT dian_xml FROM invoices WHERE number = '2026094300000001'");
    expect(xml.rows[0].dian_xml).toBe("<AttachedDocument/>");
  });

  test("a file that is not JSON Lines is refused whole, and nothing of it is applied", async () => {
    const before = await count("SELECT count(*) FROM contracts");
    const array = await post(JSON.stringify([contractLine("4400000001"), contractLine("4400000002")]));
    expect(array.statusCode).toBe(400);
    expect(array.json()).toMatchObject({ code: "NOT_JSON_LINES" });
    expect(array.json().message).toMatch(/no es JSON Lines/);
    const pretty = await post(JSON.stringify(contractLine("4400000003"), null, 2));
    expect(pretty.statusCode).toBe(400);
    const csv = await post("kind,number,holderName\ncontract,4400000004,Ana\n", admin, "", "text/plain");
    expect(csv.statusCode).toBe(400);
    const binary = await post(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x01, 0x0a, 0x7b, 0x7d]));
    expect(binary.statusCode).toBe(400);
    const empty = await post("\n\n");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/vacío/);
    expect(await count("SELECT count(*) FROM contracts")).toBe(before);
    const history = (await get("/admin/imports", admin)).json<ImportRunList>();
    expect(history.runs.slice(0, 5).every((r) => r.status === "refused")).toBe(true);
    // A JSON body is not the file.
    const json = await s.app.inject({ method: "POST", url: "/api/integration/import", payload: { a: 1 }, headers: { authorization: `Bearer ${admin}` } });
    expect(json.statusCode).toBe(415);
  });

  test("dryRun validates everything and changes nothing", async () => {
    const res = await importLines(
      [contractLine("4500000001"), invoiceLine("2026104500000001", "4500000001"), contractLine("4500000002", { estrato: 0 })],
      admin,
      "?dryRun=true",
    );
    expect(res).toMatchObject({ dryRun: true, created: 2, rejected: 1, status: "done" });
    expect(res.verificationCodes).toBeUndefined();
    expect(await count("SELECT count(*) FROM contracts WHERE number LIKE '45000000%'")).toBe(0);
    expect(await count("SELECT count(*) FROM invoices WHERE number = '2026104500000001'")).toBe(0);
    const stored = (await get(`/admin/imports/${res.id}`, admin)).json<ImportResult>();
    expect(stored).toMatchObject({ dryRun: true, created: 2 });
  });

  test("a new invoice without a code gets one, told once in the answer; it links the contract", async () => {
    const res = await importLines([
      contractLine("4600000001", { holderDocument: { type: "CC", number: "46000001" } }),
      invoiceLine("2026104600000001", "4600000001"),
    ]);
    expect(res.verificationCodes).toEqual([
      { line: 2, number: "2026104600000001", verificationCode: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/) },
    ]);
    const stored = (await get(`/admin/imports/${res.id}`, admin)).json<ImportResult>();
    expect(stored.verificationCodes).toBeUndefined();
    const holder = await account(["USER"]);
    const linked = await s.app.inject({
      method: "POST",
      url: "/api/contracts/link",
      remoteAddress: "10.30.9.9",
      headers: { authorization: `Bearer ${holder.token}` },
      payload: { contractNumber: "4600000001", documentNumber: "46000001", verificationCode: res.verificationCodes![0].verificationCode },
    });
    expect(linked.statusCode).toBeLessThan(300);
    const detail = await invoiceOf(holder.token, "4600000001", "2026104600000001");
    expect(detail.verificationCode).toBe(res.verificationCodes![0].verificationCode);
  });

  test("the integration account imports and reaches nothing else; an ordinary account may not import", async () => {
    const res = await post(body([contractLine("4700000001")]), integration);
    expect(res.statusCode).toBe(200);
    expect(res.json<ImportResult>().importedBy).toBe("facturacion@empresa.example.com");
    for (const url of ["/contracts", "/auth/me", "/admin/users", "/admin/imports", "/payments", "/pqrs/mine"]) {
      expect([url, (await get(url, integration)).statusCode]).toEqual([url, 403]);
    }
    expect((await post(body([contractLine("4700000002")]), customer.token)).statusCode).toBe(403);
    expect((await s.app.inject({ method: "POST", url: "/api/integration/import", payload: "{}" })).statusCode).toBe(401);
    // It has no password: it never signs in.
    const login = await s.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "10.30.8.8",
      payload: { email: "facturacion@empresa.example.com", password: "!integration-account" },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    // No person's account may hold the role (migration 025).
    await expect(s.db.query("UPDATE users SET roles = '{USER,INTEGRATION}' WHERE id = $1", [customer.id])).rejects.toThrow();
    // An administrator cannot turn the service account into a person's or an administrator's account.
    const superAdmin = await account(["USER", "SUPER_ADMIN"]);
    const { rows } = await s.db.query<{ id: string }>("SELECT id::text AS id FROM users WHERE email = 'facturacion@empresa.example.com'");
    const patched = await s.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${rows[0].id}`,
      headers: { authorization: `Bearer ${superAdmin.token}` },
      payload: { roles: ["USER", "ADMIN"] },
    });
    expect(patched.statusCode).toBe(409);
    expect(patched.json().code).toBe("INTEGRATION_ACCOUNT");
    // Running the command again rotates the token: the old one stops working.
    const out: string[] = [];
    await runAccountCli(
      ["--email", "facturacion@empresa.example.com", "--name", "Sistema de facturación"],
      {},
      { out: (l) => out.push(l), err: (l) => out.push(l) },
      async () => keepOpen(s.db),
    );
    const fresh = out.find((l) => /^[A-Za-z0-9_-]{43}$/.test(l))!;
    expect((await post(body([contractLine("4700000001")]), integration)).statusCode).toBe(401);
    expect((await post(body([contractLine("4700000001")]), fresh)).statusCode).toBe(200);
    integration = fresh;
  });

  test("npm run import reads a real file through the same code, and --dry-run changes nothing", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "import-cli-"));
    try {
      const file = path.join(dir, "feed.jsonl");
      writeFileSync(file, body([contractLine("4800000001"), invoiceLine("2026104800000001", "4800000001"), contractLine("4800000002", { use: "rural" })]));
      const out: string[] = [];
      const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
      expect(await runImportCli([file, "--dry-run"], {}, io, async () => keepOpen(s.db))).toBe(0);
      expect(await count("SELECT count(*) FROM contracts WHERE number = '4800000001'")).toBe(0);
      expect(await runImportCli([file], {}, io, async () => keepOpen(s.db))).toBe(0);
      expect(out.join("\n")).toMatch(/2 creados, 0 actualizados, 0 sin cambios, 1 rechazados/);
      expect(out.join("\n")).toMatch(/línea 3 · use: Debe ser uno de estos valores/);
      expect(out.join("\n")).toMatch(/código de verificación de la factura 2026104800000001/);
      expect(await count("SELECT count(*) FROM contracts WHERE number = '4800000001'")).toBe(1);
      expect(await count("SELECT count(*) FROM import_runs WHERE source = 'cli' AND file_name = 'feed.jsonl'")).toBe(2);
      const notJsonl = path.join(dir, "feed.csv");
      writeFileSync(notJsonl, "a,b,c\n1,2,3\n");
      expect(await runImportCli([notJsonl], {}, io, async () => keepOpen(s.db))).toBe(2);
      expect(await runImportCli([path.join(dir, "missing.jsonl")], {}, io, async () => keepOpen(s.db))).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a line the database refuses is rejected alone; the rest of its batch is applied", async () => {
    // A rule only the database knows (as a constraint added later would be): the batch is run again line by line.
    await s.db.query("ALTER TABLE contracts ADD CONSTRAINT test_forbidden_barrio CHECK (barrio <> 'Prohibido')");
    try {
      const res = await importLines([contractLine("5000000001"), contractLine("5000000002", { barrio: "Prohibido" }), contractLine("5000000003")]);
      expect(res).toMatchObject({ created: 2, rejected: 1 });
      expect(res.rejections).toEqual([{ line: 2, field: "línea", message: "No fue posible aplicar esta línea; las demás siguieron." }]);
      expect(await count("SELECT count(*) FROM contracts WHERE number IN ('5000000001', '5000000003')")).toBe(2);
    } finally {
      await s.db.query("ALTER TABLE contracts DROP CONSTRAINT test_forbidden_barrio");
    }
  });

  test("within one batch, a line sees what the lines before it wrote (new contract, new invoice, its repeat, its change, its payment)", async () => {
    // All in one batch: read ahead together, new invoices inserted together (issue 34 §1, the bench's path).
    const payment = {
      kind: "payment",
      reference: "BANCO-44-1",
      contractNumber: "4400000001",
      invoiceNumbers: ["2026104400000001"],
      amount: 135000,
      paidAt: "2026-10-01T09:00:00Z",
      channel: "banco",
    };
    const res = await importLines([
      contractLine("4400000001"),
      invoiceLine("2026094400000001", "4400000001", { period: "2026-09" }),
      invoiceLine("2026104400000001", "4400000001"),
      invoiceLine("2026104400000001", "4400000001"),
      invoiceLine("2026104400000009", "4400000001"),
      invoiceLine("2026094400000001", "4400000001", { period: "2026-09", dueDate: "2026-11-13" }),
      payment,
      payment,
      { ...payment, amount: 1 },
      invoiceLine("2026104400000001", "4400000001", { total: 1000 }),
      invoiceLine("2026084400000001", "4400000001", { period: "2026-08" }),
      invoiceLine("2026084400000001", "4400000001", { period: "2026-09" }),
    ]);
    expect(res).toMatchObject({ created: 5, updated: 1, unchanged: 2, rejected: 4 });
    expect(res.rejections.map((r) => [r.line, r.field])).toEqual([
      [5, "period"],
      [9, "reference"],
      [10, "total"],
      [12, "period"],
    ]);
    expect(res.rejections[0].message).toMatch(/ya tiene la factura 2026104400000001 del periodo 2026-10/);
    expect(res.rejections[3].message).toMatch(/ya tiene la factura 2026094400000001 del periodo 2026-09/);
    const september = await s.db.query<{ id: string; due: string }>(
      "SELECT id::text AS id, to_char(due_date, 'YYYY-MM-DD') AS due FROM invoices WHERE number = '2026094400000001'",
    );
    expect(september.rows[0].due).toBe("2026-11-13");
    expect(await invoiceVersions(s.db, september.rows[0].id)).toHaveLength(1);
    expect(await count("SELECT count(*) FROM invoices WHERE number = '2026104400000001' AND paid_at IS NOT NULL AND total = 135000")).toBe(1);
    expect(res.verificationCodes?.map((c) => c.number)).toEqual(["2026094400000001", "2026104400000001", "2026084400000001"]);
    // The same file again: nothing changes.
    const again = await importLines([
      contractLine("4400000001"),
      invoiceLine("2026094400000001", "4400000001", { period: "2026-09", dueDate: "2026-11-13" }),
      invoiceLine("2026104400000001", "4400000001"),
      invoiceLine("2026084400000001", "4400000001", { period: "2026-08" }),
      payment,
    ]);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 5, rejected: 0 });
  });

  test("a new invoice the database refuses is rejected alone; the batch's other new invoices are inserted", async () => {
    await importLines([contractLine("4500000001")]);
    await s.db.query("ALTER TABLE invoices ADD CONSTRAINT test_forbidden_total CHECK (total <> 777)");
    try {
      const res = await importLines([
        invoiceLine("2026084500000001", "4500000001", { period: "2026-08" }),
        invoiceLine("2026094500000001", "4500000001", { period: "2026-09", total: 777, lines: [] }),
        invoiceLine("2026104500000001", "4500000001"),
      ]);
      expect(res).toMatchObject({ created: 2, rejected: 1 });
      expect(res.rejections).toEqual([{ line: 2, field: "línea", message: "No fue posible aplicar esta línea; las demás siguieron." }]);
      expect(await count("SELECT count(*) FROM invoices WHERE number IN ('2026084500000001', '2026104500000001')")).toBe(2);
      expect(res.verificationCodes?.map((c) => c.number)).toEqual(["2026084500000001", "2026104500000001"]);
    } finally {
      await s.db.query("ALTER TABLE invoices DROP CONSTRAINT test_forbidden_total");
    }
  });

  test("a file over 1 MB imports in batches (several transactions), its counts whole", async () => {
    const lines = Array.from({ length: 3_600 }, (_, i) =>
      contractLine(`49${String(i).padStart(8, "0")}`, { holderName: `Titular número ${i} de la prueba de lotes` }),
    );
    const payload = body(lines);
    expect(payload.length).toBeGreaterThan(1024 * 1024);
    const res = await post(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json<ImportResult>()).toMatchObject({ lines: 3_600, created: 3_600, rejected: 0, status: "done" });
    expect(await count("SELECT count(*) FROM contracts WHERE number LIKE '49%'")).toBe(3_600);
  }, 120_000);

  test("the demo data is loaded through the import (a `seed` run), and a second seeding adds nothing", async () => {
    const written = await s.db.transaction((tx) => seedBilling(tx, new Date()));
    expect(written).toBe(DEMO_CONTRACTS.length);
    const runs = await s.db.query<{ created: number; rejected: number; by_kind: Record<string, { created: number }> }>(
      "SELECT created, rejected, by_kind FROM import_runs WHERE source = 'seed'",
    );
    expect(runs.rows).toHaveLength(1);
    expect(runs.rows[0].rejected).toBe(0);
    expect(runs.rows[0].by_kind.invoice.created).toBe(DEMO_CONTRACTS.length * 24);
    expect(await s.db.transaction((tx) => seedBilling(tx, new Date()))).toBe(0);
    // The documented codes of the two contracts nobody holds came with the feed.
    const holder = await account(["USER"]);
    const linked = await s.app.inject({
      method: "POST",
      url: "/api/contracts/link",
      remoteAddress: "10.30.9.10",
      headers: { authorization: `Bearer ${holder.token}` },
      payload: { contractNumber: "1002003003", documentNumber: "71234567", verificationCode: "JC7Q-4M2X-8R" },
    });
    expect(linked.statusCode).toBeLessThan(300);
  });

  test("publishes the record shapes as JSON Schema and in the OpenAPI description", async () => {
    const schema = (await s.app.inject({ method: "GET", url: "/api/integration/schema.json" })).json();
    expect(Object.keys(schema.$defs)).toEqual(["contract", "invoice", "payment", "tariff"]);
    expect(schema.$defs.invoice.properties.electronicInvoice).toBeDefined();
    const openapi = (await s.app.inject({ method: "GET", url: "/api/docs" })).json();
    expect(Object.keys(openapi.components.schemas)).toEqual(
      expect.arrayContaining(["IntegrationContractRecord", "IntegrationInvoiceRecord", "IntegrationPaymentRecord"]),
    );
    expect(openapi.paths["/api/integration/import"].post).toBeDefined();
  });
});
