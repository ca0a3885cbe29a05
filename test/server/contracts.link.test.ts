import type { Contract, InvoiceDetail } from "../../src/shared/billing";
import type { AuthResponse } from "../../src/shared/types";
import { seedContract, type ContractSpec, type SeededContract } from "../../server/modules/billing/seed";
import { pdfText } from "../support/pdfText";
import { backends, captchaHeaders, startApp } from "./support";

/** Issue 20 §2: linking a contract needs a proof only the holder has; the holder is told; numbers cannot be enumerated. */

type Started = Awaited<ReturnType<typeof startApp>>;

const PASSWORD = "Clave segura de prueba 2026";

const spec = (number: string, over: Partial<ContractSpec> = {}): ContractSpec => ({
  number,
  holderName: "Luz Marina Ochoa",
  holderDocumentType: "CC",
  holderDocumentNumber: `43${number.slice(-6)}`,
  holderEmail: `titular.${number}@correo.co`,
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
  unpaid: 1,
  months: 12,
  ...over,
});

describe.each(backends)("linking a contract on $name", (backend) => {
  let s: Started;
  let seq = 0;

  const api = (method: "GET" | "POST", url: string, opts: { body?: object; token?: string; ip?: string } = {}) =>
    s.app.inject({
      method,
      url: `/api${url}`,
      payload: opts.body,
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      // Each test from its own addresses, so the per-address limits of one never touch another.
      remoteAddress: opts.ip ?? `10.20.${seq}.1`,
    });

  async function customer(firstName = "Camila"): Promise<{ token: string; id: string; email: string }> {
    const email = `cuenta${++seq}@correo.co`;
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: `10.21.0.${seq}`,
      headers: await captchaHeaders(s.app),
      payload: {
        email,
        password: PASSWORD,
        firstName,
        lastName: "Restrepo",
        documentType: "CC",
        documentNumber: `6020304${seq}`,
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode === 201 ? 201 : res.body).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    return { token, id: user.id, email };
  }

  const seed = (number: string, over: Partial<ContractSpec> = {}): Promise<SeededContract> =>
    s.db.transaction((tx) => seedContract(tx, spec(number, over), new Date(), null));

  const contractsOf = async (token: string) => (await api("GET", "/contracts", { token })).json<{ contracts: Contract[] }>().contracts;

  const linkMails = async (to: string) =>
    (
      await s.db.query<{ subject: string; text_body: string; link: string }>(
        "SELECT subject, text_body, link FROM mail_outbox WHERE to_address = $1 AND kind = 'contract_linked' ORDER BY seq",
        [to],
      )
    ).rows;

  const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

  beforeAll(async () => {
    s = await startApp(backend);
  });
  afterAll(async () => s.close());

  test("the old proof (the holder's document and an invoice number, derivable from the period and the contract) no longer links", async () => {
    const me = await customer();
    const c = await seed("3100000001");
    const newest = c.invoices.at(-1)!;
    // Year-month of the period followed by the contract number: anyone can write it.
    expect(newest.number).toBe(`${newest.period.replace("-", "")}3100000001`);
    const res = await api("POST", "/contracts/link", {
      token: me.token,
      body: { contractNumber: "3100000001", documentNumber: spec("3100000001").holderDocumentNumber, invoiceNumber: newest.number },
    });
    expect(res.statusCode).toBe(400);
    expect(await contractsOf(me.token)).toEqual([]);
    expect(await linkMails(spec("3100000001").holderEmail!)).toEqual([]);
  });

  test("the verification code of an invoice of the last six months links; anything else gets one message that names no part", async () => {
    const me = await customer();
    const c = await seed("3100000002");
    const other = await seed("3100000003");
    const doc = spec("3100000002").holderDocumentNumber;
    const recent = c.invoices.at(-1)!.verificationCode;
    const old = c.invoices[0].verificationCode;
    expect(recent).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
    // Refused tries from another account: each account may fail five times in 15 minutes.
    const prober = await customer();
    const link = (body: object) => api("POST", "/contracts/link", { token: prober.token, body });

    const empty = await link({ contractNumber: "", documentNumber: "", verificationCode: "" });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields).sort()).toEqual(["contractNumber", "documentNumber", "verificationCode"]);
    expect(empty.json().fields.verificationCode).toMatch(/código de verificación/);

    const wrongCode = recent.startsWith("0") ? `1${recent.slice(1)}` : `0${recent.slice(1)}`;
    const refusals = [];
    for (const body of [
      { contractNumber: "3100000002", documentNumber: doc, verificationCode: wrongCode },
      { contractNumber: "3100000002", documentNumber: doc, verificationCode: old },
      { contractNumber: "3100000002", documentNumber: doc, verificationCode: other.invoices.at(-1)!.verificationCode },
      { contractNumber: "3100000002", documentNumber: "99999999", verificationCode: recent },
      { contractNumber: "3100000009", documentNumber: doc, verificationCode: recent },
    ]) {
      const res = await link(body);
      expect(res.statusCode).toBe(400);
      refusals.push(res.json());
    }
    // One message for every wrong part, so a refusal does not say which one was wrong.
    expect(new Set(refusals.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(refusals[0]).toMatchObject({ code: "LINK_NOT_VERIFIED" });
    expect(refusals[0].fields).toBeUndefined();
    expect(await contractsOf(prober.token)).toEqual([]);

    // Typed as people read it: lower case, without dashes, an O for a zero.
    const typed = recent.replace(/-/g, "").toLowerCase().replace(/0/g, "o");
    const ok = await api("POST", "/contracts/link", {
      token: me.token,
      body: { contractNumber: "3100-000-002", documentNumber: doc, verificationCode: typed },
      ip: "10.22.0.1",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Contract>().number).toBe("3100000002");
    expect((await contractsOf(me.token)).map((x) => x.number)).toEqual(["3100000002"]);
  });

  test("the holder's e-mail and the other linked accounts are told who linked it and when, with a one-time link that undoes it", async () => {
    const first = await customer("Jorge");
    const intruder = await customer("Pedro");
    const c = await seed("3100000004");
    const holder = spec("3100000004").holderEmail!;
    const body = {
      contractNumber: "3100000004",
      documentNumber: spec("3100000004").holderDocumentNumber,
      verificationCode: c.invoices.at(-1)!.verificationCode,
    };

    expect((await api("POST", "/contracts/link", { token: first.token, body })).statusCode).toBe(200);
    const toHolder = await linkMails(holder);
    expect(toHolder).toHaveLength(1);
    expect(toHolder[0].subject).toContain("3100000004");
    expect(toHolder[0].text_body).toContain(first.email);

    expect((await api("POST", "/contracts/link", { token: intruder.token, body })).statusCode).toBe(200);
    const [, holderNotice] = await linkMails(holder);
    const [firstNotice] = await linkMails(first.email);
    for (const notice of [holderNotice, firstNotice]) {
      expect(notice.text_body).toContain(intruder.email);
      expect(notice.text_body).toContain("Pedro Restrepo");
      expect(notice.text_body).toMatch(/\d{1,2} de [a-z]+ de \d{4}/);
      expect(notice.text_body).toContain(notice.link);
      expect(notice.link).toMatch(/\/api\/contracts\/link-undo\?token=[A-Za-z0-9_-]{43}$/);
    }
    // The account that linked is not told about itself.
    expect(await linkMails(intruder.email)).toEqual([]);
    const theirs = (await contractsOf(intruder.token))[0];
    expect((await api("GET", `/contracts/${theirs.id}/invoices`, { token: intruder.token })).statusCode).toBe(200);

    // Opening the link changes nothing (mail scanners follow links); it shows what it undoes.
    const token = tokenOf(holderNotice.link);
    const shown = await api("GET", `/contracts/link-undo?token=${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toMatch(/text\/html/);
    expect(shown.body).toContain(intruder.email);
    expect(shown.body).toContain('method="post"');
    expect(await contractsOf(intruder.token)).toHaveLength(1);

    const undone = await s.app.inject({
      method: "POST",
      url: "/api/contracts/link-undo",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${token}`,
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.body).toContain("Contrato desvinculado");
    expect(await contractsOf(intruder.token)).toEqual([]);
    expect((await api("GET", `/contracts/${theirs.id}/invoices`, { token: intruder.token })).statusCode).toBe(404);
    expect((await api("GET", `/invoices/${c.invoices.at(-1)!.id}`, { token: intruder.token })).statusCode).toBe(404);
    // The other account keeps its access.
    expect((await contractsOf(first.token)).map((x) => x.number)).toEqual(["3100000004"]);

    // Single use: the same link, and the one the other account got for the same link, are spent.
    for (const spent of [token, tokenOf(firstNotice.link)]) {
      const again = await api("POST", "/contracts/link-undo", { body: { token: spent } });
      expect(again.statusCode).toBe(404);
      expect((await api("GET", `/contracts/link-undo?token=${spent}`)).statusCode).toBe(404);
    }
    expect((await api("POST", "/contracts/link-undo", { body: { token: "x".repeat(43) } })).statusCode).toBe(404);
    expect((await contractsOf(first.token)).map((x) => x.number)).toEqual(["3100000004"]);

    const audit = await s.db.query<{ actor_email: string; action: string; entity_id: string; before: { account: string } | null }>(
      "SELECT actor_email, action, entity_id, before FROM audit_log WHERE entity_type = 'contract' AND entity_id = '3100000004' ORDER BY id",
    );
    expect(audit.rows.map((r) => [r.action, r.actor_email])).toEqual([
      ["contract.link", first.email],
      ["contract.link", intruder.email],
      ["contract.unlink", holder],
    ]);
    expect(audit.rows[2].before).toEqual({ account: intruder.email });
  });

  test("the holder sees the code on the invoice detail and on the duplicate PDF; the database keeps it only hashed and sealed", async () => {
    const me = await customer();
    const c = await seed("3100000005");
    const newest = c.invoices.at(-1)!;
    const body = { contractNumber: "3100000005", documentNumber: spec("3100000005").holderDocumentNumber, verificationCode: newest.verificationCode };
    expect((await api("POST", "/contracts/link", { token: me.token, body })).statusCode).toBe(200);

    const older = c.invoices.at(-3)!;
    const detail = (await api("GET", `/invoices/${older.id}`, { token: me.token })).json<InvoiceDetail>();
    expect(detail.verificationCode).toBe(older.verificationCode);
    expect(older.verificationCode).not.toBe(newest.verificationCode);

    const pdf = await api("GET", `/invoices/${newest.id}/pdf`, { token: me.token });
    expect(pdf.statusCode).toBe(200);
    const flat = pdfText(pdf.rawPayload).text.replace(/\s+/g, " ");
    expect(flat).toContain("Código de verificación para vincular este contrato");
    expect(flat).toContain(newest.verificationCode);

    const { rows } = await s.db.query<{ row: string }>(
      "SELECT row_to_json(i)::text AS row FROM invoices i JOIN contracts c ON c.id = i.contract_id WHERE c.number = '3100000005'",
    );
    expect(rows).toHaveLength(12);
    const codes = c.invoices.flatMap((i) => [i.verificationCode, i.verificationCode.replace(/-/g, "")]);
    for (const { row } of rows) for (const code of codes) expect(row.includes(code)).toBe(false);
  });

  test("invoices issued before codes existed get one at first use, and the code links", async () => {
    const { InvoiceCodes } = await import("../../server/modules/billing/verificationCodes");
    const c = await seed("3100000006");
    await s.db.query("UPDATE invoices SET verification_hash = NULL, verification_code_sealed = NULL WHERE contract_id = $1::uuid", [c.id]);
    const codes = new InvoiceCodes(s.db);
    expect(await codes.backfill({ "3100000006": "7K3M9Q2XWD" })).toBe(12);
    expect(await codes.backfill()).toBe(0);
    const me = await customer();
    const body = { contractNumber: "3100000006", documentNumber: spec("3100000006").holderDocumentNumber, verificationCode: "7K3M-9Q2X-WD" };
    expect((await api("POST", "/contracts/link", { token: me.token, body })).statusCode).toBe(200);
    const detail = (await api("GET", `/invoices/${c.invoices.at(-1)!.id}`, { token: me.token })).json<InvoiceDetail>();
    expect(detail.verificationCode).toBe("7K3M-9Q2X-WD");
  });

  test("the public lookup is limited per client address: 429 with Retry-After past 30 in 10 minutes, other addresses unaffected", async () => {
    await seed("3100000007");
    const ip = "10.23.0.1";
    for (let i = 0; i < 30; i++) {
      // Enumeration: unknown numbers count as much as known ones.
      const res = await api("GET", `/billing/lookup?contract=${i === 0 ? "3100000007" : String(3200000000 + i)}`, { ip });
      expect(res.statusCode).toBe(i === 0 ? 200 : 404);
    }
    const blocked = await api("GET", "/billing/lookup?contract=3100000007", { ip });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(blocked.json().message).toMatch(/Espere \d+ minutos? e intente de nuevo/);
    expect((await api("GET", "/billing/lookup?contract=3100000007", { ip: "10.23.0.2" })).statusCode).toBe(200);
  });

  test("linking and paying by contract number are limited per client address too, across accounts", async () => {
    await seed("3100000008");
    const ip = "10.24.0.1";
    // Many accounts from one address: the per-account limit alone would let each try five times.
    for (let i = 0; i < 10; i++) {
      const someone = await customer();
      const res = await api("POST", "/contracts/link", {
        token: someone.token,
        ip,
        body: { contractNumber: "3100000008", documentNumber: "1", verificationCode: "0000-0000-00" },
      });
      expect(res.statusCode).toBe(400);
    }
    const late = await customer();
    const blocked = await api("POST", "/contracts/link", {
      token: late.token,
      ip,
      body: { contractNumber: "3100000008", documentNumber: "1", verificationCode: "0000-0000-00" },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);

    const payer = { bank: "1007", personType: "natural", documentType: "CC", documentNumber: "1020304050", email: "pagos@correo.co" };
    const payIp = "10.24.0.2";
    for (let i = 0; i < 10; i++) {
      const res = await api("POST", "/payments", { ip: payIp, body: { ...payer, contractNumber: String(3300000000 + i) } });
      expect(res.statusCode).toBe(404);
    }
    const payBlocked = await api("POST", "/payments", { ip: payIp, body: { ...payer, contractNumber: "3100000008" } });
    expect(payBlocked.statusCode).toBe(429);
    expect(Number(payBlocked.headers["retry-after"])).toBeGreaterThan(0);
  });
});
