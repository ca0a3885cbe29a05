import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { MULTIPART_TYPE, parseResponse, partHead, processMemoryMb, rawExchange, requestHead, BOUNDARY } from "./rawHttp";
import { startServer, type ServerProcess } from "./serverProcess";

/** Issue 31 §5: uploads came before the bot check (20 anonymous 5 × 10 MB filings took the server from 652 MB to 1.4 GB). */

const MB = 1024 * 1024;
const FILE_BYTES = 10 * MB;
const FILES = 5;

const anonymousPqrs = {
  type: "queja",
  service: "acueducto",
  subject: "Cobro de un consumo que no hicimos",
  description: "La factura cobra un consumo de agua muy superior al de los meses anteriores.",
  anonymous: true,
  notificationChannel: "portal",
  consent: false,
};

/** The parts of an anonymous filing with five 10 MB "PDFs", in 1 MB chunks made from one buffer. */
function* floodBody(): Generator<Buffer> {
  const filler = Buffer.alloc(MB, 0x20);
  filler.write("%PDF-1.4\n");
  yield Buffer.concat([partHead("data"), Buffer.from(JSON.stringify(anonymousPqrs)), Buffer.from("\r\n")]);
  for (let f = 0; f < FILES; f++) {
    yield partHead("files", `escaneo-${f}.pdf`);
    for (let i = 0; i < FILE_BYTES / MB; i++) yield filler;
    yield Buffer.from("\r\n");
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`);
}

const floodLength = [...floodBody()].reduce((n, b) => n + b.length, 0);

/**
 * One abusive request: sends the whole 50 MB body as fast as the server takes it (an attacker does
 * not stop at the answer), then resolves with the status of the answer (null when none came).
 */
function flood(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = Buffer.alloc(0);
    let done = false;
    let sent = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve(parseResponse(received).status);
    };
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answer = parseResponse(received);
      if (answer.status !== null && Buffer.byteLength(answer.body) >= Number(answer.headers["content-length"] ?? 0) && sent) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
    const send = async () => {
      socket.write(requestHead("/api/pqrs", floodLength, { "Content-Type": MULTIPART_TYPE }));
      for (const chunk of floodBody()) {
        if (done) return;
        if (!socket.write(chunk)) await new Promise((r) => socket.once("drain", r));
      }
      sent = true;
      if (parseResponse(received).status !== null) finish();
    };
    socket.on("connect", () => void send());
  });
}

describe("uploads before the bot check (issue 31 §5)", () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "upload-abuse-"));
    server = await startServer({ DATA_DIR: dataDir });
    expect(await server.healthy()).toBe(true);
  }, 120_000);
  afterAll(async () => {
    server?.kill();
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers an anonymous upload without X-Altcha at once, before reading its parts", async () => {
    const body = [...floodBody()];
    // The form and the first megabyte of the first file, then silence: 49 MB never come.
    const answer = await rawExchange(server.port, requestHead("/api/pqrs", floodLength, { "Content-Type": MULTIPART_TYPE }), body.slice(0, 3), 15_000);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "CAPTCHA_REQUIRED", fields: { altcha: expect.stringMatching(/No soy un robot/) } });
  }, 30_000);

  it("keeps the server's memory flat under 20 concurrent anonymous 5 × 10 MB uploads", async () => {
    const pid = server.child.pid!;
    const before = processMemoryMb(pid, "VmRSS");
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, processMemoryMb(pid, "VmRSS"))), 20);
    let statuses: (number | null)[];
    try {
      statuses = await Promise.all(Array.from({ length: 20 }, () => flood(server.port)));
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, processMemoryMb(pid, "VmRSS"));
    console.info(`issue 31 §5: server RSS ${before} MB before 20 anonymous 50 MB uploads, peak ${peak} MB (VmHWM ${processMemoryMb(pid, "VmHWM")} MB)`);
    expect(statuses).toEqual(Array(20).fill(400));
    // 20 × 50 MB read into memory is a gigabyte; answered before reading, the server barely moves.
    expect(peak - before).toBeLessThan(200);
    expect(await server.healthy(5_000)).toBe(true);
  }, 120_000);
});
