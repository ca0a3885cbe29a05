import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PaymentStart } from "../../src/shared/billing";
import { bogotaDay } from "../../src/shared/time";
import type { CertificateCheck, PazYSalvoStatus } from "../../src/shared/treasury";
import { insertSession } from "../../server/modules/auth/repository";
import { issueToken } from "../../server/modules/auth/tokens";
import { seedContract, type ContractSpec, type SeededContract } from "../../server/modules/billing/seed";
import { CERTIFICATE_CHECK_LIMIT } from "../../server/modules/certificates/routes";
import { sign } from "../../server/modules/payments/pseSandbox";
import { pdfText } from "../support/pdfText";
import { backends, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

const spec = (number: string, unpaid: number): ContractSpec => ({
  number,
  holderName: "Luz Marina Ochoa Pérez",
  holderDocumentType: "CC",
  holderDocumentNumber: "43987654",
  address: "Cl. 10 # 43-20, casa 4",
  barrio: "El Jardín",
  comuna: "Zona urbana",
  municipality: "San Rafael",
  estrato: 3,
  use: "residencial",
  services: ["energia", "acueducto", "alcantarillado"],
  meters: { energia: "EN-1", acueducto: "AC-1" },
  base: { energia: 160, acueducto: 13 },
  latestIssuedDaysAgo: 5,
  unpaid,
  months: 3,
});

const payer = { bank: "1007", personType: "natural", documentType: "CC", documentNumber: "43987654", email: "luz.ochoa@correo.co" } as const;

/** What the QR codes of a PDF's first page say: rasterized at 200 dpi (pdftoppm) and read by zbarimg. */
function qrCodesOf(pdf: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "qr-"));
  try {
    writeFileSync(path.join(dir, "c.pdf"), pdf);
    execFileSync("pdftoppm", ["-r", "200", "-png", "-f", "1", "-l", "1", "-singlefile", path.join(dir, "c.pdf"), path.join(dir, "page")]);
    const out = execFileSync("zbarimg", ["-q", "--raw", "-Sdisable", "-Sqrcode.enable", path.join(dir, "page.png")], {
      encoding: "utf8",
      // zbarimg talks about D-Bus on stderr on machines without it.
      stdio: ["ignore", "pipe", "ignore"],
    });
    return out.split("\n").filter((l) => l !== "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whitespace as one space: a PDF's text breaks its lines where the layout did. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe.each(backends)("paz y salvo on $name", (backend) => {
  let s: Started;
  let seq = 0;
  let c: SeededContract;
  let holder = "";
  let stranger = "";
  let code = "";

  const api = (method: "GET" | "POST", url: string, opts: { body?: object; token?: string; ip?: string } = {}) =>
    s.app.inject({
      method,
      url: `/api${url}`,
      payload: opts.body,
      remoteAddress: opts.ip ?? "10.33.0.1",
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    });
  async function account(contractId?: string): Promise<string> {
    const { rows } = await s.db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, roles, is_email_verified)
       VALUES ($1, 'x', 'Luz', 'Ochoa', 'PERSONA_NATURAL', ARRAY['USER'], true) RETURNING id::text AS id`,
      [`pazysalvo${++seq}@correo.co`],
    );
    if (contractId) await s.db.query("INSERT INTO contract_links (user_id, contract_id) VALUES ($1, $2)", [rows[0].id, contractId]);
    const t = issueToken();
    await insertSession(s.db, t.hash, rows[0].id, 3600, { ip: "10.33.0.9", userAgent: "jest" });
    return t.raw;
  }
  const secret = () => (s.app.payments.gateway as unknown as { secret(): Promise<string> }).secret();
  const status = async (token = holder) => (await api("GET", `/contracts/${c.id}/paz-y-salvo`, { token })).json<PazYSalvoStatus>();
  const issue = (token = holder) => api("POST", `/contracts/${c.id}/paz-y-salvo`, { token });

  beforeAll(async () => {
    s = await startApp(backend, { SEED_DEMO: "false", PAYMENT_GATEWAY: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true", PUBLIC_URL: "https://portal.emsp.example" });
    c = await s.db.transaction((tx) => seedContract(tx, spec("5400000001", 1), new Date(), null));
    holder = await account(c.id);
    stranger = await account();
  });
  afterAll(async () => s?.close());

  test("refused with 409 naming the unpaid invoice; while its payment waits for the bank, refused naming the payment too", async () => {
    const invoice = c.invoices.at(-1)!;
    const before = await status();
    expect(before).toMatchObject({ available: false, lastInvoiceNumber: invoice.number });
    expect(before.due).toEqual([expect.objectContaining({ kind: "invoice", id: invoice.number, amount: invoice.total, period: invoice.period })]);
    const refused = await issue();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "BALANCE_DUE" });
    expect(refused.json<{ message: string }>().message).toMatch(new RegExp(`^El contrato tiene saldo pendiente por .+: la factura ${invoice.number} de `));

    // The holder pays it online: while the bank has not answered, the account is not settled.
    const started = await api("POST", "/payments", { token: holder, body: { ...payer, invoiceIds: [invoice.id] } });
    expect(started.statusCode).toBe(201);
    const { reference } = started.json<PaymentStart>();
    const waiting = await issue();
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json<{ message: string }>().message).toContain(reference);
    expect(waiting.json<{ message: string }>().message).toMatch(/pago en línea en proceso/);
    expect((await status()).due.map((d) => d.kind)).toEqual(["invoice", "payment"]);

    const n = { reference, status: "approved", amount: invoice.total, gatewayCode: "555000444" } as const;
    expect((await api("POST", "/payments/callback", { body: { ...n, signature: sign(await secret(), n) } })).statusCode).toBe(200);
    const { rows } = await s.db.query("SELECT 1 FROM certificates");
    expect(rows).toHaveLength(0);
  });

  test("issued once nothing is due: a PDF with the contract, the holder, the sentence, the code and the address to check it", async () => {
    const now = await status();
    expect(now).toMatchObject({ available: true, reason: null, due: [] });
    const res = await issue();
    expect(res.statusCode).toBe(201);
    expect(res.headers["content-type"]).toBe("application/pdf");
    code = String(res.headers["x-certificate-code"]);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="paz-y-salvo-5400000001-${code}.pdf"`);
    const { text, pages } = pdfText(res.rawPayload);
    expect(pages).toBe(1);
    const words = flat(text);
    const until = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${now.coversUntil!}T00:00:00Z`),
    );
    expect(words).toContain("CERTIFICADO DE PAZ Y SALVO");
    expect(words).toContain("Empresa Municipal de Servicios Públicos certifica que el contrato de servicios públicos domiciliarios número 5400000001");
    expect(words).toContain("Luz Marina Ochoa Pérez (CC terminado en 7654)");
    expect(words).not.toContain("43987654");
    expect(words).toContain("Cl. 10 # 43-20, casa 4, San Rafael");
    expect(words).toContain("energía, acueducto y alcantarillado");
    expect(words).toContain(`se encuentra a paz y salvo por todo concepto facturado hasta el ${until}`);
    expect(words).toContain(now.lastInvoiceNumber!);
    expect(words).toContain(code);
    expect(words).toContain(`https://portal.emsp.example/verificar-paz-y-salvo?codigo=${code}`);
    // The QR code beside it scans to the same address.
    expect(qrCodesOf(res.rawPayload)).toEqual([`https://portal.emsp.example/verificar-paz-y-salvo?codigo=${code}`]);

    const { rows } = await s.db.query<{ code: string; covers_until: string; holder_document: string; issued_by: string }>(
      "SELECT code, to_char(covers_until, 'YYYY-MM-DD') AS covers_until, holder_document, issued_by::text AS issued_by FROM certificates",
    );
    expect(rows).toEqual([
      { code: code.replace(/-/g, ""), covers_until: now.coversUntil, holder_document: "CC terminado en 7654", issued_by: expect.any(String) },
    ]);

    // A second download the same day says the same: the same certificate, not a new code.
    const again = await issue();
    expect(again.statusCode).toBe(200);
    expect(again.headers["x-certificate-code"]).toBe(code);
    expect((await s.db.query("SELECT 1 FROM certificates")).rows).toHaveLength(1);
  });

  test("anyone checks it by its code and learns what it certifies, with the holder's initials only", async () => {
    for (const written of [code, code.toLowerCase(), code.replace(/-/g, " ")]) {
      const res = await api("GET", `/paz-y-salvo/${encodeURIComponent(written)}`);
      expect(res.statusCode).toBe(200);
      const check = res.json<CertificateCheck>();
      expect(check).toEqual({
        code,
        valid: true,
        contractNumber: "5400000001",
        holderName: "L*** M*** O*** P***",
        municipality: "San Rafael",
        services: ["energia", "acueducto", "alcantarillado"],
        lastPeriod: c.invoices.at(-1)!.period,
        coversUntil: (await status()).coversUntil,
        issuedAt: expect.any(String),
      });
      expect(bogotaDay(Date.parse(check.issuedAt))).toBe(bogotaDay(Date.now()));
      expect(res.body).not.toMatch(/Ochoa|43987654|43-20/);
    }
    const unknown = await api("GET", "/paz-y-salvo/ABCD-EFGH-JKMN");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "NOT_FOUND", message: expect.stringMatching(/No encontramos un paz y salvo/) });
    for (const bad of ["ABCD", "ABCD-EFGH-JKL!", "UUUU-UUUU-UUUU"]) {
      const res = await api("GET", `/paz-y-salvo/${encodeURIComponent(bad)}`);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { code: expect.any(String) } });
    }
    // A row changed behind the portal's back no longer matches its hash.
    await s.db.query("UPDATE certificates SET covers_until = covers_until + 30");
    expect((await api("GET", `/paz-y-salvo/${code}`)).json<CertificateCheck>().valid).toBe(false);
    await s.db.query("UPDATE certificates SET covers_until = covers_until - 30");
    expect((await api("GET", `/paz-y-salvo/${code}`)).json<CertificateCheck>().valid).toBe(true);
  });

  test(`the public check is limited to ${CERTIFICATE_CHECK_LIMIT.max} per address in 10 minutes (429 with Retry-After)`, async () => {
    const ip = "10.33.7.7";
    for (let i = 0; i < CERTIFICATE_CHECK_LIMIT.max; i++) expect((await api("GET", "/paz-y-salvo/ABCD-EFGH-JKMN", { ip })).statusCode).toBe(404);
    const limited = await api("GET", `/paz-y-salvo/${code}`, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await api("GET", `/paz-y-salvo/${code}`, { ip: "10.33.7.8" })).statusCode).toBe(200);
  });

  test("a payment without confirmation blocks it too; a double payment awaiting refund does not", async () => {
    const settled = await s.db.transaction((tx) => seedContract(tx, spec("5400000002", 0), new Date(), null));
    const token = await account(settled.id);
    const insert = (status: string, refundDue: boolean) =>
      s.db.query<{ reference: string }>(
        `INSERT INTO payments (reference, contract_id, amount, method, gateway, status, decided_at, refund_due)
         VALUES ('CHK-20261101-' || upper(substr(md5(random()::text), 1, 10)), $1, 41000, 'checkout', 'wompi', $2, $3, $4) RETURNING reference`,
        [settled.id, status, status === "sin_confirmar" ? null : new Date(), refundDue],
      );
    await insert("aprobada", true);
    const unconfirmed = (await insert("sin_confirmar", false)).rows[0].reference;
    const refused = await api("POST", `/contracts/${settled.id}/paz-y-salvo`, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/^El contrato tiene un pago en línea en proceso/);
    expect(refused.json<{ message: string }>().message).toContain(unconfirmed);
    await s.db.query("UPDATE payments SET status = 'rechazada', decided_at = now() WHERE reference = $1", [unconfirmed]);
    expect((await api("POST", `/contracts/${settled.id}/paz-y-salvo`, { token })).statusCode).toBe(201);
  });

  test("only the contract's accounts: 401 without a session, 404 for anyone else", async () => {
    for (const method of ["GET", "POST"] as const) {
      expect((await api(method, `/contracts/${c.id}/paz-y-salvo`)).statusCode).toBe(401);
      const other = await api(method, `/contracts/${c.id}/paz-y-salvo`, { token: stranger });
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain("5400000001");
      expect((await api(method, "/contracts/no-es-un-id/paz-y-salvo", { token: holder })).statusCode).toBe(404);
    }
  });
});
