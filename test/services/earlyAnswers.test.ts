/**
 * @jest-environment node
 *
 * Issue 37: the answer #portal-boot asked for before the app's code arrived (the customer's
 * contracts) is taken once by the main client's plain GET of the same path, for the same token and
 * while fresh; anything else reaches the server, through the real axios client, as before.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApiClient, EARLY_FRESH_MS, takeEarly, type EarlyAnswers } from "../../src/services/apiClient";

let server: Server;
let base = "";
const hits: { url: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push({ url: req.url ?? "", authorization: req.headers.authorization });
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ contracts: [{ id: "from-server" }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => void (hits.length = 0));

const early = (token: string, answer: Promise<unknown>, at = Date.now()): EarlyAnswers => ({ token, at, answers: { [`${base}/contracts`]: answer } });

describe("issue 37: the page's early answer", () => {
  it("is taken once, by the first plain GET of its path with the same token; the next GET asks the server", async () => {
    const answers = early("tok", Promise.resolve({ contracts: [{ id: "early" }] }));
    const api = createApiClient({ baseURL: base, getToken: () => "tok", onSessionEnded: () => undefined }, () => answers);
    await expect(api.get("/contracts")).resolves.toEqual({ contracts: [{ id: "early" }] });
    expect(hits).toEqual([]);
    await expect(api.get("/contracts")).resolves.toEqual({ contracts: [{ id: "from-server" }] });
    expect(hits).toEqual([{ url: "/api/contracts", authorization: "Bearer tok" }]);
  });

  it("a failed early answer (null), another token, a stale answer or a GET with options ask the server", async () => {
    const cases: [EarlyAnswers, Record<string, unknown> | undefined][] = [
      [early("tok", Promise.resolve(null)), undefined],
      [early("someone-else", Promise.resolve({ contracts: [{ id: "early" }] })), undefined],
      [early("tok", Promise.resolve({ contracts: [{ id: "early" }] }), Date.now() - EARLY_FRESH_MS - 1), undefined],
      [early("tok", Promise.resolve({ contracts: [{ id: "early" }] })), { params: { page: 2 } }],
    ];
    for (const [answers, config] of cases) {
      hits.length = 0;
      const api = createApiClient({ baseURL: base, getToken: () => "tok", onSessionEnded: () => undefined }, () => answers);
      await expect(api.get("/contracts", config)).resolves.toEqual({ contracts: [{ id: "from-server" }] });
      expect(hits).toHaveLength(1);
    }
  });

  it("takeEarly gives an answer once and only to its token, fresh", () => {
    const answer = Promise.resolve({ ok: 1 });
    expect(takeEarly(undefined, "/api/contracts", "t")).toBeNull();
    const e: EarlyAnswers = { token: "t", at: 1_000, answers: { "/api/contracts": answer } };
    expect(takeEarly(e, "/api/other", "t", 1_000)).toBeNull();
    expect(takeEarly(e, "/api/contracts", "t", 1_000 + EARLY_FRESH_MS - 1)).toBe(answer);
    expect(takeEarly(e, "/api/contracts", "t", 1_000)).toBeNull(); // taken
    const other: EarlyAnswers = { token: "t", at: 1_000, answers: { "/api/contracts": answer } };
    expect(takeEarly(other, "/api/contracts", "u", 1_000)).toBeNull();
    expect(other.answers["/api/contracts"]).toBeUndefined(); // looked at once: gone, whoever asked
    expect(takeEarly({ token: "", at: 1_000, answers: { "/api/contracts": answer } }, "/api/contracts", "", 1_000)).toBeNull();
  });
});
