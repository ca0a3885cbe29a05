import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { MULTIPART_TYPE, multipartBody, parseResponse, rawExchange, requestHead, solveCaptchaOf } from "./rawHttp";
import { startServer, type ServerProcess } from "./serverProcess";
import { pqrsForm } from "./pqrsForm";

/** Issue 31 §4: a request body that never finishes is cut with 408, a slow one that keeps coming is not. */

const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(48 * 1024, 0x20)]);

const pqrs = pqrsForm();

describe("request bodies have a time limit (issue 31 §4)", () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "body-timeout-"));
    // Seconds instead of the default 20, so the test does not wait; the rule is the same.
    server = await startServer({ DATA_DIR: dataDir, REQUEST_BODY_TIMEOUT_S: "2", ALTCHA_COST: "1", ALTCHA_MAX_NUMBER: "4" });
    expect(await server.healthy()).toBe(true);
  }, 120_000);
  afterAll(async () => {
    server?.kill();
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const expectTimedOut = (answer: Awaited<ReturnType<typeof rawExchange>>) => {
    expect(answer.status).toBe(408);
    expect(answer.headers.connection).toBe("close");
    expect(JSON.parse(answer.body)).toEqual({ code: "REQUEST_TIMEOUT", message: expect.stringMatching(/tardó demasiado en llegar/) });
    expect(answer.closed).toBe(true);
  };

  it("answers 408 in Spanish and closes the connection when a JSON body stops halfway", async () => {
    const body = Buffer.from(JSON.stringify(pqrs));
    const head = requestHead("/api/pqrs", body.length, { "Content-Type": "application/json" });
    expectTimedOut(await rawExchange(server.port, head, [body.subarray(0, 40)], 20_000));
  }, 30_000);

  it("answers 408 when an upload stops in the middle of a file, and keeps none of it", async () => {
    const body = multipartBody(pqrs, [{ name: "soporte.pdf", content: PDF }]);
    const head = requestHead("/api/pqrs", body.length, { "Content-Type": MULTIPART_TYPE, "X-Altcha": await solveCaptchaOf(server.origin) });
    expectTimedOut(await rawExchange(server.port, head, [body.subarray(0, body.length - 4096)], 20_000));
    const spool = path.join(dataDir, "uploads");
    expect(existsSync(spool) ? readdirSync(spool) : []).toEqual([]);
  }, 30_000);

  it("lets a slow upload through as long as its bytes keep coming", async () => {
    const body = multipartBody(pqrs, [{ name: "soporte.pdf", content: PDF }]);
    const head = requestHead("/api/pqrs", body.length, { "Content-Type": MULTIPART_TYPE, "X-Altcha": await solveCaptchaOf(server.origin) });
    // 2 KB every 200 ms: about five seconds in all, past the 2 s limit, never 2 s without bytes.
    const answer = await new Promise<ReturnType<typeof parseResponse>>((resolve, reject) => {
      const socket = connect(server.port, "127.0.0.1");
      let received = Buffer.alloc(0);
      socket.on("error", reject);
      socket.on("data", (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        const parsed = parseResponse(received);
        if (parsed.status !== null && Buffer.byteLength(parsed.body) >= Number(parsed.headers["content-length"] ?? 0)) {
          socket.destroy();
          resolve(parsed);
        }
      });
      const send = async () => {
        socket.write(head);
        for (let at = 0; at < body.length; at += 2048) {
          socket.write(body.subarray(at, at + 2048));
          await new Promise((r) => setTimeout(r, 200));
        }
      };
      socket.on("connect", () => void send());
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ attachments: 1 });
  }, 60_000);
});
