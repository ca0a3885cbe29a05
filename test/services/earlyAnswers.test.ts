/**
 * @jest-environment node
 *
 * Issue 37: the contracts #portal-boot asked for before the app's code arrived are taken once by
 * the account's first `contracts()`, for the same token and while fresh; anything else reaches
 * the server, through the real main client (axios), as before.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createBillingApi } from "../../src/features/account/billingApi";
import { createApiClient } from "../../src/services/apiClient";
import { takeEarly, type EarlyAnswers } from "../../src/services/earlyAnswers";
import { PREFETCH_FRESH_MS } from "../../src/shared/constants";

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

/** What #portal-boot leaves in window.__portalEarly, by the name it gives the contracts' answer. */
const early = (token: string, answer: Promise<unknown>, at = Date.now()): EarlyAnswers => ({ token, at, answers: { "/api/contracts": answer } });
const billing = (answers: EarlyAnswers) =>
  createBillingApi(createApiClient({ baseURL: base, getToken: () => "tok", onSessionEnded: () => undefined }), () => answers);

describe("issue 37: the page's early answer", () => {
  it("is taken once, by the first contracts() with the same token; the next one asks the server", async () => {
    const api = billing(early("tok", Promise.resolve({ contracts: [{ id: "early" }] })));
    await expect(api.contracts()).resolves.toEqual([{ id: "early" }]);
    expect(hits).toEqual([]);
    await expect(api.contracts()).resolves.toEqual([{ id: "from-server" }]);
    expect(hits).toEqual([{ url: "/api/contracts", authorization: "Bearer tok" }]);
  });

  it("a failed early answer (null), another token or a stale answer ask the server", async () => {
    const cases: EarlyAnswers[] = [
      early("tok", Promise.resolve(null)),
      early("someone-else", Promise.resolve({ contracts: [{ id: "early" }] })),
      early("tok", Promise.resolve({ contracts: [{ id: "early" }] }), Date.now() - PREFETCH_FRESH_MS - 1),
    ];
    for (const answers of cases) {
      hits.length = 0;
      await expect(billing(answers).contracts()).resolves.toEqual([{ id: "from-server" }]);
      expect(hits).toHaveLength(1);
    }
  });

  it("takeEarly gives an answer once and only to its token, fresh", () => {
    const answer = Promise.resolve({ ok: 1 });
    expect(takeEarly(undefined, "/api/contracts", "t")).toBeNull();
    const e: EarlyAnswers = { token: "t", at: 1_000, answers: { "/api/contracts": answer } };
    expect(takeEarly(e, "/api/other", "t", 1_000)).toBeNull();
    expect(takeEarly(e, "/api/contracts", "t", 1_000 + PREFETCH_FRESH_MS - 1)).toBe(answer);
    expect(takeEarly(e, "/api/contracts", "t", 1_000)).toBeNull(); // taken
    const other: EarlyAnswers = { token: "t", at: 1_000, answers: { "/api/contracts": answer } };
    expect(takeEarly(other, "/api/contracts", "u", 1_000)).toBeNull();
    expect(other.answers["/api/contracts"]).toBeUndefined(); // looked at once: gone, whoever asked
    expect(takeEarly({ token: "", at: 1_000, answers: { "/api/contracts": answer } }, "/api/contracts", "", 1_000)).toBeNull();
  });
});
