import { createHash } from "node:crypto";
import type { BillingLookup, InvoiceSummary, Payment, PaymentStart } from "../../src/shared/billing";
import type { CollectionFileDetail, CollectionFilePage, CollectionItem, CollectionSummary } from "../../src/shared/collections";
import { insertSession } from "../../server/modules/auth/repository";
import { issueToken } from "../../server/modules/auth/tokens";
import { seedContract, type ContractSpec, type SeededContract } from "../../server/modules/billing/seed";
import { ASOBANCARIA_2001, type CollectionFormat } from "../../server/modules/collections/formats";
import { parseCollectionFile, type ParseResult } from "../../server/modules/collections/parser";
import { buildCollectionFile, type CollectionFileInput } from "../../server/modules/collections/writer";
import { sign } from "../../server/modules/payments/pseSandbox";
import { backends, startApp } from "./support";

/** The formats sheet's worked example (§1.5): every line space-filled to 162, LF after each. */
const EXAMPLE_LINES = [
  "0189090012342026113000712345678901      202612010830A01",
  "0577099980000180001",
  "0600000000000000000000000000000000000000123456789000000012500000011500012300045600700000000002",
  "0600000000000000000000000000000000000000987654321000000005875050010100012400000000001230000003",
  "080000000020000000000183750500001",
  "09000000002000000000018375050",
].map((l) => l.padEnd(162, " "));
const EXAMPLE_SHA256 = "35498b18828472a96dee80963bb28c67e80bc0e9b0e1d713769bc236331c8bfd";

const file = (lines: readonly string[], eol = "\n") => Buffer.from(lines.map((l) => l + eol).join(""), "latin1");
/** The example with line `n` (1-based) changed at 1-based position `at`. */
function mutate(n: number, at: number, text: string, lines: readonly string[] = EXAMPLE_LINES): string[] {
  const out = [...lines];
  const l = out[n - 1];
  out[n - 1] = l.slice(0, at - 1) + text + l.slice(at - 1 + text.length);
  return out;
}
function problemsOf(result: ParseResult): string[] {
  if (result.ok) throw new Error("the file was accepted");
  return result.problems.map((p) => p.message);
}

describe("the Asobancaria 2001 parser", () => {
  test("reads the sheet's worked example: 978 bytes, its SHA-256, one lot of two payments, $183.750,50 in integer cents", () => {
    const bytes = file(EXAMPLE_LINES);
    expect(bytes.length).toBe(978);
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(EXAMPLE_SHA256);
    const result = parseCollectionFile(bytes);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.file.header).toEqual({
      nit: "8909001234",
      collectionDate: "2026-11-30",
      bankCode: "007",
      accountNumber: "12345678901",
      fileDate: "2026-12-01",
      fileTime: "0830",
      modifier: "A",
      accountType: "01",
    });
    expect(result.file.lots).toBe(1);
    expect(result.file.totalCents).toBe(18375050n);
    expect(result.file.details.map((d) => [d.line, d.lot, d.reference.replace(/^0+/, ""), d.amountCents, d.procedencia, d.medioPago])).toEqual([
      [3, 1, "1234567890", 12500000n, "01", "15"],
      [4, 1, "9876543210", 5875050n, "01", "01"],
    ]);
    expect(result.file.details[0]).toMatchObject({ serviceCode: "7709998000018", operationNumber: "000123", authorizationNumber: "000456", returnCause: null });
    expect(result.file.recordsSha256).toBe(EXAMPLE_SHA256);
  });

  test("the writer, from the same table, writes the example byte for byte", () => {
    const input: CollectionFileInput = {
      nit: "8909001234",
      bankCode: "007",
      accountNumber: "12345678901",
      collectionDate: "2026-11-30",
      fileDate: "2026-12-01",
      fileTime: "0830",
      modifier: "A",
      accountType: "01",
      serviceCode: "7709998000018",
      payments: [
        {
          reference: "1234567890",
          amountCents: 12500000,
          procedencia: "01",
          medioPago: "15",
          operationNumber: "123",
          authorizationNumber: "456",
          debitedBank: "007",
        },
        { reference: "9876543210", amountCents: 5875050, procedencia: "01", medioPago: "01", operationNumber: "124", branch: "0123" },
      ],
    };
    expect(createHash("sha256").update(buildCollectionFile(input)).digest("hex")).toBe(EXAMPLE_SHA256);
  });

  test("accepts CRLF and blank lines at the end: the records hash the same", () => {
    const crlf = parseCollectionFile(Buffer.concat([file(EXAMPLE_LINES, "\r\n"), Buffer.from("\r\n\r\n")]));
    expect(crlf.ok && crlf.file.recordsSha256).toBe(EXAMPLE_SHA256);
    const noFinalNewline = parseCollectionFile(Buffer.from(EXAMPLE_LINES.join("\n"), "latin1"));
    expect(noFinalNewline.ok && noFinalNewline.file.recordsSha256).toBe(EXAMPLE_SHA256);
  });

  test.each<[string, string[], RegExp]>([
    [
      "a record one character short",
      [...EXAMPLE_LINES.slice(0, 2), EXAMPLE_LINES[2].slice(0, 161), ...EXAMPLE_LINES.slice(3)],
      /^Línea 3: tiene 161 caracteres; cada registro debe tener exactamente 162\.$/,
    ],
    ["a letter in an amount", mutate(4, 55, "A"), /^Línea 4: el valor recaudado no es numérico \(«0000A005875050»\)\.$/],
    ["a letter in a reference", mutate(3, 10, "X"), /^Línea 3: la referencia del usuario no es numérico|^Línea 3: la referencia del usuario no es numéric/],
    ["a date that does not exist", mutate(1, 13, "20261131"), /^Línea 1: la fecha del recaudo «20261131» no es una fecha válida \(AAAAMMDD\)\.$/],
    ["an hour past 24:00", mutate(1, 49, "2410"), /^Línea 1: la hora de grabación «2410» no es una hora válida \(HHMM, de 0001 a 2400\)\.$/],
    ["hour 0000", mutate(1, 49, "0000"), /^Línea 1: la hora de grabación «0000» no es una hora válida/],
    ["a lower-case modifier", mutate(1, 53, "a"), /^Línea 1: el modificador del archivo «a» debe ser una letra mayúscula de la A a la Z o un dígito\.$/],
    [
      "a detail before its lot header",
      [EXAMPLE_LINES[0], ...EXAMPLE_LINES.slice(2)],
      /^Línea 2: se esperaba un encabezado de lote \(05\) y llegó un registro de detalle \(06\)\.$/,
    ],
    ["an unknown record type", mutate(4, 1, "07"), /^Línea 4: el tipo de registro «07» no existe; se esperan 01, 05, 06, 08 o 09\.$/],
    [
      "an 08 of another lot",
      mutate(5, 30, "0002"),
      /^Línea 5: el número de lote del control \(0002\) no es el del encabezado de lote de la línea 2 \(0001\)\.$/,
    ],
    ["an 08 count of details + 2", mutate(5, 3, "000000004"), /^Línea 5: el control de lote dice 4 registros y el lote tiene 2 registros de detalle \(06\)\.$/],
    [
      "an 08 value a cent short",
      mutate(5, 12, "000000000018375049"),
      /^Línea 5: el control de lote suma \$ 183\.750,49 y los registros de detalle del lote suman \$ 183\.750,50\.$/,
    ],
    [
      "a 09 count that is not the file's",
      mutate(6, 3, "000000003"),
      /^Línea 6: el control del archivo dice 3 registros recaudados y el archivo tiene 2 registros de detalle \(06\)\.$/,
    ],
    [
      "a 09 value that is not the file's",
      mutate(6, 12, "000000000018375051"),
      /^Línea 6: el control del archivo suma \$ 183\.750,51 y los registros de detalle suman \$ 183\.750,50\.$/,
    ],
    ["no 09 at the end", EXAMPLE_LINES.slice(0, 5), /^Línea 5: el archivo termina sin el control del archivo \(09\)\.$/],
    ["a record after the 09", [...EXAMPLE_LINES, EXAMPLE_LINES[2]], /^Línea 7: se esperaba el fin del archivo y llegó un registro de detalle \(06\)\.$/],
    ["an empty line among the records", [...EXAMPLE_LINES.slice(0, 3), "", ...EXAMPLE_LINES.slice(3)], /^Línea 4: la línea está vacía/],
    ["an accent written as UTF-8", mutate(1, 24, "CAÑA"), /^Línea 1: tiene 163 caracteres; .*ISO-8859-1/],
  ])("refuses %s, naming the line", (_name, lines, expected) => {
    const bytes = /CAÑA/.test(lines[0]) ? Buffer.from(lines.map((l) => `${l}\n`).join(""), "utf8") : file(lines);
    const problems = problemsOf(parseCollectionFile(bytes));
    expect(problems.some((p) => expected.test(p))).toBe(true);
  });

  test("an 08 count of details + 2 is accepted for a bank configured so, and refused for it when it counts details only", () => {
    const plusTwo: CollectionFormat = { ...ASOBANCARIA_2001, lotCountByBank: { "007": "details+2" } };
    expect(parseCollectionFile(file(mutate(5, 3, "000000004")), { format: plusTwo }).ok).toBe(true);
    expect(problemsOf(parseCollectionFile(file(EXAMPLE_LINES), { format: plusTwo }))).toEqual([
      "Línea 5: el control de lote dice 2 registros y el lote tiene 2 registros de detalle (06) más su encabezado y su control, 4.",
    ]);
  });

  test("lots are numbered 1, 2, 3…: a gap is named", () => {
    const input = { nit: "8909001234", bankCode: "007", accountNumber: "1", collectionDate: "2026-11-30", lotSize: 1 };
    const lines = buildCollectionFile({ ...input, payments: [1, 2, 3].map((i) => ({ reference: String(i), amountCents: 100 })) })
      .toString("latin1")
      .split("\n")
      .slice(0, -1);
    expect(parseCollectionFile(file(lines)).ok).toBe(true);
    // The third lot's header (line 8) and control (line 10) say 0004.
    const gap = mutate(10, 30, "0004", mutate(8, 16, "0004", lines));
    expect(problemsOf(parseCollectionFile(file(gap)))).toEqual(["Línea 8: el lote 0004 no es consecutivo; se esperaba el lote 0003."]);
  });

  test("every bad line is named, not only the first", () => {
    const problems = problemsOf(parseCollectionFile(file(mutate(4, 55, "A", mutate(3, 60, "?", mutate(1, 53, "a"))))));
    expect(problems.map((p) => p.split(":")[0])).toEqual(["Línea 1", "Línea 3", "Línea 4"]);
  });

  test("amounts are exact integers beyond 2^53 cents: 100 payments of $999.999.999.999,99 add up to an 18-digit total", () => {
    const max = 99_999_999_999_999n;
    const bytes = buildCollectionFile({
      nit: "8909001234",
      bankCode: "007",
      accountNumber: "1",
      collectionDate: "2026-11-30",
      payments: Array.from({ length: 100 }, (_, i) => ({ reference: String(i + 1), amountCents: max })),
    });
    const result = parseCollectionFile(bytes);
    expect(result.ok && result.file.totalCents).toBe(100n * max);
    expect(100n * max > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    // One cent off in the 18-digit totals is seen (the lot's control is line 103, the file's 104).
    const lines = bytes.toString("latin1").split("\n").slice(0, -1);
    const oneCentShort = (100n * max - 1n).toString().padStart(18, "0");
    expect(problemsOf(parseCollectionFile(file(mutate(104, 12, oneCentShort, mutate(103, 12, oneCentShort, lines)))))).toEqual([
      "Línea 103: el control de lote suma $ 99.999.999.999.998,99 y los registros de detalle del lote suman $ 99.999.999.999.999,00.",
      "Línea 104: el control del archivo suma $ 99.999.999.999.998,99 y los registros de detalle suman $ 99.999.999.999.999,00.",
    ]);
  });

  test("an empty file is refused", () => {
    expect(problemsOf(parseCollectionFile(Buffer.from("\n\n")))).toEqual(["Línea 1: el archivo está vacío; se esperaba el encabezado del archivo (01)."]);
  });
});

type Started = Awaited<ReturnType<typeof startApp>>;

const spec = (number: string, unpaid = 1): ContractSpec => ({
  number,
  holderName: "Luz Marina Ochoa",
  holderDocumentType: "CC",
  holderDocumentNumber: `43${number.slice(-6)}`,
  address: "Cl. 10 # 43-20, casa 4",
  barrio: "El Jardín",
  comuna: "Zona urbana",
  municipality: "San Rafael",
  estrato: 3,
  use: "residencial",
  services: ["energia", "acueducto"],
  meters: { energia: "EN-1", acueducto: "AC-1" },
  base: { energia: 160, acueducto: 13 },
  latestIssuedDaysAgo: 5,
  unpaid,
  months: 3,
});

const payer = { bank: "1007", personType: "natural", documentType: "CC", documentNumber: "1020304050", email: "pagos@correo.co" } as const;

const BOUNDARY = "----recaudo-test-boundary";
function multipart(name: string, fileName: string, data: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } };
}

describe.each(backends)("bank collection files on $name", (backend) => {
  let s: Started;
  let seq = 0;
  let modifier = 0;
  let admin: { token: string; id: string };
  beforeAll(async () => {
    s = await startApp(backend, { SEED_DEMO: "false", PAYMENT_GATEWAY: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" });
    admin = await account(["USER", "ADMIN"]);
  });
  afterAll(async () => s.close());

  const api = (method: "GET" | "POST", url: string, opts: { body?: object; token?: string; payload?: Buffer; headers?: Record<string, string> } = {}) =>
    s.app.inject({
      method,
      url: `/api${url}`,
      payload: opts.payload ?? opts.body,
      remoteAddress: "10.20.0.1",
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    });
  const contract = (number: string, unpaid = 1): Promise<SeededContract> => s.db.transaction((tx) => seedContract(tx, spec(number, unpaid), new Date(), null));
  /** A signed-in account with these roles (written directly: accounts have their own tests). */
  async function account(roles: string[], contractId?: string): Promise<{ token: string; id: string }> {
    const { rows } = await s.db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, roles, is_email_verified)
       VALUES ($1, 'x', 'Camila', 'Restrepo', 'PERSONA_NATURAL', $2, true) RETURNING id::text AS id`,
      [`persona${++seq}@correo.co`, roles],
    );
    if (contractId) await s.db.query("INSERT INTO contract_links (user_id, contract_id) VALUES ($1, $2)", [rows[0].id, contractId]);
    const t = issueToken();
    await insertSession(s.db, t.hash, rows[0].id, 3600, { ip: "10.20.0.9", userAgent: "jest" });
    return { token: t.raw, id: rows[0].id };
  }
  /** A collection file of Bancolombia (007) of 2026-11-30, each with a modifier of its own. */
  const bankFile = (payments: CollectionFileInput["payments"], over: Partial<CollectionFileInput> = {}) =>
    buildCollectionFile({
      nit: "8909001234",
      bankCode: "007",
      accountNumber: "12345678901",
      collectionDate: "2026-11-30",
      fileDate: "2026-12-01",
      modifier: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"[modifier++],
      payments,
      ...over,
    });
  const upload = (bytes: Buffer, token = admin.token, name = "recaudo.txt") => api("POST", "/admin/collections", { token, ...multipart("file", name, bytes) });
  const pay = (invoice: { number: string; total: number }, extra = 0) => ({ reference: invoice.number, amountCents: (invoice.total + extra) * 100 });
  const count = async (sql: string, params: unknown[] = []) => (await s.db.query<{ n: number }>(sql, params)).rows[0].n;
  const secret = () => (s.app.payments.gateway as unknown as { secret(): Promise<string> }).secret();
  async function approve(reference: string, amount: number): Promise<void> {
    const ok = { reference, status: "approved", amount, gatewayCode: "555000222" } as const;
    const res = await api("POST", "/payments/callback", { body: { ...ok, signature: sign(await secret(), ok) } });
    expect(res.statusCode).toBe(200);
  }

  test("a valid file pays its invoices (channel banco, bank, collection date) and keeps the unknown and the mismatched; the same file again applies nothing", async () => {
    const paid = await contract("5100000001");
    const other = await contract("5100000002");
    const customer = await account(["USER"], paid.id);
    const invoice = paid.invoices.at(-1)!;
    const wrong = other.invoices.at(-1)!;
    const bytes = bankFile([pay(invoice), { reference: "77777777777777", amountCents: 1_000_000 }, pay(wrong, 1)]);

    const res = await upload(bytes, admin.token, "recaudo-bancolombia-20261201.txt");
    expect(res.statusCode).toBe(201);
    const summary = res.json<CollectionSummary>();
    expect(summary).toMatchObject({
      duplicate: false,
      fileName: "recaudo-bancolombia-20261201.txt",
      format: "asobancaria-2001",
      bankCode: "007",
      bankName: "Bancolombia",
      collectionDate: "2026-11-30",
      records: 3,
      applied: 1,
      doubles: 0,
      unknown: 1,
      mismatched: 1,
      needsReview: 2,
      appliedCents: String(invoice.total * 100),
    });
    expect(summary.review.map((r) => [r.line, r.outcome, r.invoiceNumber])).toEqual([
      [4, "desconocida", null],
      [5, "valor_distinto", wrong.number],
    ]);

    // The customer sees it: nothing due on the contract, the invoice paid on the collection day, a banco payment.
    const lookup = (await api("GET", `/billing/lookup?contract=${paid.number}`)).json<BillingLookup>();
    expect(lookup).toMatchObject({ amountDue: 0, unpaidInvoices: 0 });
    const invoices = (await api("GET", `/contracts/${paid.id}/invoices`, { token: customer.token })).json<{ invoices: InvoiceSummary[] }>().invoices;
    expect(invoices.find((i) => i.id === invoice.id)).toMatchObject({ status: "pagada", paidAt: "2026-11-30T05:00:00.000Z" });
    // (The seeded contract's earlier invoices were paid by PSE.)
    const payments = (await api("GET", "/payments", { token: customer.token })).json<{ payments: Payment[] }>().payments.filter((p) => p.method === "banco");
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      method: "banco",
      bank: "Bancolombia",
      status: "aprobada",
      amount: invoice.total,
      invoiceNumbers: [invoice.number],
      decidedAt: "2026-11-30T05:00:00.000Z",
      refundDue: false,
    });
    expect(payments[0].reference).toMatch(/^BAN-20261130-[0-9A-Z]{10}$/);
    // The mismatched invoice is still due.
    expect((await api("GET", `/billing/lookup?contract=${other.number}`)).json<BillingLookup>()).toMatchObject({ amountDue: wrong.total });
    const audit = await s.db.query<{ action: string; actor_id: string }>("SELECT action, actor_id::text AS actor_id FROM audit_log WHERE entity_id = $1", [
      summary.id,
    ]);
    expect(audit.rows).toEqual([{ action: "collections.import", actor_id: admin.id }]);

    // The same bytes again, and the same records with CRLF: 200, the first result, nothing applied.
    const before = await count("SELECT count(*)::int AS n FROM payments");
    const again = await upload(bytes);
    expect(again.statusCode).toBe(200);
    expect(again.json<CollectionSummary>()).toMatchObject({ duplicate: true, id: summary.id, applied: 1, unknown: 1, mismatched: 1 });
    const crlf = Buffer.from(bytes.toString("latin1").replace(/\n/g, "\r\n"), "latin1");
    const resaved = await upload(crlf);
    expect(resaved.statusCode).toBe(200);
    expect(resaved.json<CollectionSummary>()).toMatchObject({ duplicate: true, id: summary.id });
    // The same delivery (NIT, bank, file date, modifier) with other records: refused, nothing applied.
    const header = bytes.toString("latin1").slice(0, 163);
    const forged = buildCollectionFile({
      nit: "8909001234",
      bankCode: "007",
      accountNumber: "12345678901",
      collectionDate: "2026-11-30",
      fileDate: "2026-12-01",
      modifier: header[52],
      payments: [pay(wrong)],
    });
    const conflict = await upload(forged);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: "COLLECTION_DELIVERY_IMPORTED" });
    expect(conflict.json().message).toMatch(
      /^Ya se importó un archivo del banco 007 con fecha 2026-12-01 y modificador [A-Z0-9] \(«recaudo-bancolombia-20261201\.txt»/,
    );
    expect(await count("SELECT count(*)::int AS n FROM payments")).toBe(before);
    expect(await count("SELECT count(*)::int AS n FROM collection_files")).toBe(1);
  });

  test("a second payment of a paid invoice (online first, or twice in one file) is a double payment with refund due, listed for the customer", async () => {
    const c = await contract("5200000001");
    const customer = await account(["USER"], c.id);
    const invoice = c.invoices.at(-1)!;
    const started = await api("POST", "/payments", { token: customer.token, body: { ...payer, invoiceIds: [invoice.id] } });
    expect(started.statusCode).toBe(201);
    const online = started.json<PaymentStart>().reference;
    await approve(online, invoice.total);

    const twice = await contract("5200000002");
    const second = twice.invoices.at(-1)!;
    const res = await upload(bankFile([pay(invoice), pay(second), pay(second)]));
    expect(res.statusCode).toBe(201);
    const summary = res.json<CollectionSummary>();
    expect(summary).toMatchObject({ records: 3, applied: 1, doubles: 2, needsReview: 2 });
    expect(summary.review.map((r) => [r.line, r.outcome, r.invoiceNumber])).toEqual([
      [3, "doble", invoice.number],
      [5, "doble", second.number],
    ]);

    // The invoice stays paid by the online payment; the bank's money is due back.
    const { rows } = await s.db.query<{ paid_by: string; online: string }>(
      "SELECT paid_by::text AS paid_by, (SELECT id::text FROM payments WHERE reference = $2) AS online FROM invoices WHERE id = $1",
      [invoice.id, online],
    );
    expect(rows[0].paid_by).toBe(rows[0].online);
    const banco = (await api("GET", "/payments", { token: customer.token })).json<{ payments: Payment[] }>().payments.filter((p) => p.method === "banco");
    expect(banco).toHaveLength(1);
    expect(banco[0]).toMatchObject({ status: "aprobada", refundDue: true, refundedAt: null, amount: invoice.total, invoiceNumbers: [invoice.number] });
    const link = await s.db.query<{ active: boolean }>(
      "SELECT pi.active FROM payment_invoices pi JOIN payments p ON p.id = pi.payment_id WHERE p.reference = $1",
      [banco[0].reference],
    );
    expect(link.rows).toEqual([{ active: false }]);
    expect((await api("GET", `/billing/lookup?contract=${twice.number}`)).json<BillingLookup>()).toMatchObject({ amountDue: 0 });
  });

  test("the bank's money arriving while an online payment is pending pays the invoice; the online payment's late approval is then a double payment", async () => {
    const c = await contract("5300000001");
    const customer = await account(["USER"], c.id);
    const invoice = c.invoices.at(-1)!;
    const started = await api("POST", "/payments", { token: customer.token, body: { ...payer, invoiceIds: [invoice.id] } });
    expect(started.statusCode).toBe(201);
    const online = started.json<PaymentStart>().reference;

    const res = await upload(bankFile([pay(invoice)]));
    expect(res.statusCode).toBe(201);
    expect(res.json<CollectionSummary>()).toMatchObject({ applied: 1, doubles: 0 });
    const state = await s.db.query<{ status: string; superseded: boolean; holds: boolean }>(
      `SELECT p.status, p.superseded_by IS NOT NULL AS superseded, bool_or(pi.active) AS holds
         FROM payments p JOIN payment_invoices pi ON pi.payment_id = p.id WHERE p.reference = $1 GROUP BY p.id`,
      [online],
    );
    expect(state.rows).toEqual([{ status: "fallida", superseded: true, holds: false }]);

    // The bank of the online payment approves it after all: recorded, refund due, never paying twice.
    await approve(online, invoice.total);
    const payments = (await api("GET", "/payments", { token: customer.token }))
      .json<{ payments: Payment[] }>()
      .payments.filter((p) => p.invoiceNumbers.includes(invoice.number));
    expect(payments.map((p) => [p.method, p.status, p.refundDue]).sort()).toEqual([
      ["banco", "aprobada", false],
      ["pse", "aprobada", true],
    ]);
    const paidBy = await s.db.query<{ method: string }>("SELECT p.method FROM invoices i JOIN payments p ON p.id = i.paid_by WHERE i.id = $1", [invoice.id]);
    expect(paidBy.rows).toEqual([{ method: "banco" }]);
  });

  test("a file that does not add up is refused with 400 naming each bad line, and changes nothing", async () => {
    const c = await contract("5400000001");
    const invoice = c.invoices.at(-1)!;
    const lines = bankFile([pay(invoice), pay(invoice)])
      .toString("latin1")
      .split("\n")
      .slice(0, -1);
    const badLines = mutate(4, 55, "A", mutate(3, 60, " ", mutate(5, 3, "000000009", lines)));
    const bad = file(badLines);
    const before = await Promise.all(["payments", "collection_files", "collection_items"].map((t) => count(`SELECT count(*)::int AS n FROM ${t}`)));

    const res = await upload(bad);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; fields: Record<string, string>; problems: { line: number; field: string; message: string }[] }>();
    expect(body.code).toBe("INVALID_COLLECTION_FILE");
    expect(body.message).toMatch(/^El archivo no se importó: tiene 3 problemas en 3 líneas\. No se aplicó ningún pago/);
    expect(body.problems.map((p) => [p.line, p.field])).toEqual([
      [3, "amount"],
      [4, "amount"],
      [5, "count"],
    ]);
    expect(body.problems[1].message).toBe(`Línea 4: el valor recaudado no es numérico («${badLines[3].slice(50, 64)}»).`);
    expect(Object.keys(body.fields)).toEqual(["línea 3", "línea 4", "línea 5"]);
    expect(body.fields["línea 5"]).toBe("El control de lote dice 9 registros y el lote tiene 2 registros de detalle (06).");

    const after = await Promise.all(["payments", "collection_files", "collection_items"].map((t) => count(`SELECT count(*)::int AS n FROM ${t}`)));
    expect(after).toEqual(before);
    expect((await api("GET", `/billing/lookup?contract=${c.number}`)).json<BillingLookup>()).toMatchObject({ amountDue: invoice.total });
    const audit = await s.db.query<{ action: string }>("SELECT action FROM audit_log WHERE entity_type = 'collection_file' AND action = 'collections.refused'");
    expect(audit.rows.length).toBeGreaterThan(0);
  });

  test("a file above the 1 MB body limit of JSON requests is taken whole; one above 20 MB is refused with 413", async () => {
    // About 6,500 records (1.01 MB), none of an invoice here: all kept for review.
    const big = bankFile(
      Array.from({ length: 6500 }, (_, i) => ({ reference: `88${String(i).padStart(8, "0")}`, amountCents: 100_000 + i })),
      { lotSize: 1000 },
    );
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await upload(big);
    expect(res.statusCode).toBe(201);
    expect(res.json<CollectionSummary>()).toMatchObject({ records: 6500, unknown: 6500, applied: 0, needsReview: 6500, lots: 7 });
    expect(res.json<CollectionSummary>().review).toHaveLength(50);
    const huge = await upload(Buffer.alloc(20 * 1024 * 1024 + 1, 0x30));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().fields.file).toMatch(/más de 20 MB/);
  });

  test("the request needs the file in the part «file»; other parts and bodies are refused in Spanish", async () => {
    const noFile = await api("POST", "/admin/collections", { token: admin.token, body: { file: "x" } });
    expect(noFile.statusCode).toBe(415);
    expect(noFile.json().fields).toHaveProperty("file");
    const wrongPart = await api("POST", "/admin/collections", { token: admin.token, ...multipart("archivo", "r.txt", file(EXAMPLE_LINES)) });
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.json().message).toMatch(/campo «file»/);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.file).toBe("El archivo está vacío.");
  });

  test("the list, a file's records by outcome, the original bytes and an operator's review", async () => {
    const c = await contract("5500000001");
    const bytes = bankFile([pay(c.invoices.at(-1)!), { reference: "123", amountCents: 5000 }], { lineEnding: "\r\n" });
    const imported = (await upload(bytes, admin.token, "recaudo ñandú.txt")).json<CollectionSummary>();

    const list = (await api("GET", "/admin/collections?pageSize=2", { token: admin.token })).json<CollectionFilePage>();
    expect(list.items[0]).toMatchObject({ id: imported.id, fileName: "recaudo ñandú.txt", pendingReview: 1 });
    expect(list.pageSize).toBe(2);
    expect(list.total).toBeGreaterThanOrEqual(1);

    const unknown = (await api("GET", `/admin/collections/${imported.id}?outcome=desconocida`, { token: admin.token })).json<CollectionFileDetail>();
    expect(unknown.items.map((i) => [i.line, i.reference.replace(/^0+/, ""), i.amountCents])).toEqual([[4, "123", "5000"]]);
    expect(unknown.file).toMatchObject({ records: 2, applied: 1, unknown: 1, needsReview: 1, sizeBytes: bytes.length });
    const all = (await api("GET", `/admin/collections/${imported.id}?outcome=todas`, { token: admin.token })).json<CollectionFileDetail>();
    expect(all.items.map((i) => i.outcome)).toEqual(["aplicada", "desconocida"]);
    expect(all.items[0].paymentReference).toMatch(/^BAN-/);

    const original = await api("GET", `/admin/collections/${imported.id}/file`, { token: admin.token });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(bytes)).toBe(true);
    expect(original.headers["content-disposition"]).toBe(
      `attachment; filename="recaudo _and_.txt"; filename*=UTF-8''${encodeURIComponent("recaudo ñandú.txt")}`,
    );

    const item = unknown.items[0];
    const blank = await api("POST", `/admin/collections/items/${item.id}/review`, { token: admin.token, body: { note: "   " } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty("note");
    const reviewed = await api("POST", `/admin/collections/items/${item.id}/review`, {
      token: admin.token,
      body: { note: "Se llamó al banco: la referencia era de otra empresa; devolución solicitada." },
    });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json<CollectionItem>()).toMatchObject({ reviewedBy: "persona1@correo.co", reviewNote: expect.stringMatching(/^Se llamó al banco/) });
    expect((await api("GET", "/admin/collections", { token: admin.token })).json<CollectionFilePage>().items[0].pendingReview).toBe(0);

    expect((await api("GET", "/admin/collections/no-es-un-id", { token: admin.token })).statusCode).toBe(404);
    expect((await api("GET", "/admin/collections/00000000-0000-0000-0000-000000000000/file", { token: admin.token })).statusCode).toBe(404);
    expect(
      (await api("POST", "/admin/collections/items/00000000-0000-0000-0000-000000000000/review", { token: admin.token, body: { note: "x" } })).statusCode,
    ).toBe(404);
    expect((await api("GET", "/admin/collections?page=0", { token: admin.token })).statusCode).toBe(400);
  });

  test("only administrators: 401 without a session, 403 for a customer", async () => {
    const customer = await account(["USER"]);
    const id = "00000000-0000-0000-0000-000000000000";
    const calls = [
      ["POST", "/admin/collections"],
      ["GET", "/admin/collections"],
      ["GET", `/admin/collections/${id}`],
      ["GET", `/admin/collections/${id}/file`],
      ["POST", `/admin/collections/items/${id}/review`],
    ] as const;
    for (const [method, url] of calls) {
      const opts =
        method === "POST" && url === "/admin/collections"
          ? multipart("file", "r.txt", file(EXAMPLE_LINES))
          : { body: method === "POST" ? { note: "x" } : undefined };
      expect({ url, status: (await api(method, url, opts)).statusCode }).toEqual({ url, status: 401 });
      expect({ url, status: (await api(method, url, { ...opts, token: customer.token })).statusCode }).toEqual({ url, status: 403 });
    }
    expect(await count("SELECT count(*)::int AS n FROM collection_files WHERE sha256 = $1", [EXAMPLE_SHA256])).toBe(0);
  });
});
