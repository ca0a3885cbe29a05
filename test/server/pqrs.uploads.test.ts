import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { FiledCase } from "../../src/shared/pqrs";
import { MULTIPART_TYPE, multipartBody, partHead, BOUNDARY } from "./rawHttp";
import { backends, captchaHeaders, startApp } from "./support";
import { pqrsForm } from "./pqrsForm";

/** Issue 31 §5: files are read after the checks the headers allow, one at a time, and never dropped. */

type Started = Awaited<ReturnType<typeof startApp>>;

const MB = 1024 * 1024;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

const pqrs = pqrsForm();

/** A body that sends the form and the start of a file, then never another byte. */
function endlessUpload(): Readable {
  const body = new Readable({ read() {} });
  body.push(Buffer.concat([partHead("data"), Buffer.from(JSON.stringify(pqrs)), Buffer.from("\r\n"), partHead("files", "escaneo.pdf"), PDF]));
  return body;
}

/** The answer, or null when none came in 10 s (the server is waiting for the body). */
async function answerOf<T>(pending: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const none = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 10_000)));
  try {
    return await Promise.race([pending, none]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(backends)("uploads on $name (issue 31 §5)", (backend) => {
  let s: Started;
  let dataDir: string;
  const spooled = () => {
    const dir = path.join(dataDir, "uploads");
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const count = async () =>
    (await s.db.query<{ n: number }>("SELECT (SELECT count(*) FROM cases)::int + (SELECT count(*) FROM case_attachments)::int AS n")).rows[0].n;
  const post = async (payload: Buffer | Readable, headers: Record<string, string> = {}, remoteAddress = "10.31.0.1") =>
    s.app.inject({ method: "POST", url: "/api/pqrs", payload, remoteAddress, headers: { "content-type": MULTIPART_TYPE, ...headers } });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pqrs-uploads-"));
    s = await startApp(backend, { DATA_DIR: dataDir });
    s.app.pqrs.filingLimit = { max: 1000, windowS: 3600 };
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers a filing without the bot check before reading its body", async () => {
    const res = await answerOf(post(endlessUpload()));
    expect(res?.statusCode).toBe(400);
    expect(res?.json()).toMatchObject({ code: "CAPTCHA_REQUIRED" });
  }, 30_000);

  it("answers an address over its filing limit with 429 before reading the body, and counts refusals not", async () => {
    s.app.pqrs.filingLimit = { max: 1, windowS: 3600 };
    try {
      const ip = "10.31.0.2";
      // A refused filing (no consent) gives its count back: the next one still fits.
      const refused = await post(multipartBody({ ...pqrs, consent: false }, []), await captchaHeaders(s.app), ip);
      expect(refused.statusCode).toBe(400);
      expect((await post(multipartBody(pqrs, []), await captchaHeaders(s.app), ip)).statusCode).toBe(201);
      const limited = await answerOf(post(endlessUpload(), await captchaHeaders(s.app), ip));
      expect(limited?.statusCode).toBe(429);
      expect(limited?.headers["retry-after"]).toBeDefined();
    } finally {
      s.app.pqrs.filingLimit = { max: 1000, windowS: 3600 };
    }
  }, 30_000);

  it("stores five files of 10 MB byte for byte, and leaves nothing in the spool", async () => {
    const files = Array.from({ length: 5 }, (_, i) => {
      const content = Buffer.alloc(10 * MB, 0x30 + i);
      PDF.copy(content);
      content.writeUInt32BE(0xdeadbeef + i, 5 * MB);
      return { name: `escaneo-${i}.pdf`, content };
    });
    const res = await post(multipartBody(pqrs, files), await captchaHeaders(s.app));
    expect(res.statusCode).toBe(201);
    const filed = res.json<FiledCase>();
    expect(filed.attachments).toBe(5);
    const { rows } = await s.db.query<{ file_name: string; size: number; sha256: string; content: Uint8Array }>(
      "SELECT file_name, size, sha256, content FROM case_attachments a JOIN cases c ON c.id = a.case_id WHERE c.radicado = $1 ORDER BY position",
      [filed.radicado],
    );
    expect(rows.map((r) => r.file_name)).toEqual(files.map((f) => f.name));
    for (const [i, r] of rows.entries()) {
      expect(r.size).toBe(files[i].content.length);
      expect(Buffer.from(r.content).equals(files[i].content)).toBe(true);
      expect(r.sha256).toBe(createHash("sha256").update(files[i].content).digest("hex"));
    }
    expect(spooled()).toEqual([]);
  }, 60_000);

  it("leaves nothing behind when a later file is refused", async () => {
    const before = await count();
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(256, 1)]);
    const res = await post(
      multipartBody(pqrs, [
        { name: "soporte.pdf", content: PDF },
        { name: "factura.pdf", content: exe },
      ]),
      await captchaHeaders(s.app),
    );
    expect(res.statusCode).toBe(415);
    const big = await post(multipartBody(pqrs, [{ name: "grande.pdf", content: Buffer.concat([PDF, Buffer.alloc(11 * MB)]) }]), await captchaHeaders(s.app));
    expect(big.statusCode).toBe(413);
    expect(await count()).toBe(before);
    expect(spooled()).toEqual([]);
  }, 30_000);

  it("answers a retry with the same Idempotency-Key and the same solved check with the first radicado", async () => {
    const headers = { ...(await captchaHeaders(s.app)), "idempotency-key": "reintento-31-uploads" };
    const body = multipartBody(pqrs, [
      { name: "soporte.pdf", content: PDF },
      { name: "foto.png", content: PNG },
    ]);
    const first = await post(body, headers);
    const again = await post(body, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json<FiledCase>()).toMatchObject({ radicado: first.json<FiledCase>().radicado, replayed: true, attachments: 2 });
  });

  it("refuses a file whose name has a bare CR, naming the field, instead of filing without it", async () => {
    const before = await count();
    const body = Buffer.concat([
      partHead("data"),
      Buffer.from(JSON.stringify(pqrs)),
      Buffer.from("\r\n"),
      partHead("files", "factura\rmarzo.pdf"),
      PDF,
      Buffer.from("\r\n"),
      partHead("files", "foto.png", "image/png"),
      PNG,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const res = await post(body, await captchaHeaders(s.app));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "INVALID_MULTIPART", fields: { files: expect.stringMatching(/nombre/) } });
    expect(await count()).toBe(before);
    expect(spooled()).toEqual([]);
  });
});
