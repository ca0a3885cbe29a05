/**
 * @jest-environment node
 *
 * Issue 37: the contracts #portal-boot asked for before the app's code arrived are taken once by
 * the account's first `contracts()` (and on the summary the trend by its first `consumption()`),
 * for the same token and while fresh; anything else reaches the server, through the real main
 * client (axios), as before.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createBillingApi } from "../../src/features/account/billingApi";
import { createApiClient } from "../../src/services/apiClient";
import { takeEarly, type EarlyAnswers } from "../../src/services/earlyAnswers";
import { AccountStore, ACTIVE_CONTRACT_KEY } from "../../src/features/account/AccountStore";
import { TREND_MONTHS } from "../../src/features/account/OverviewStore";
import "../../src/features/account/routes";
import { featureRoutes } from "../../src/routing/route";
import { MemoryStorage } from "../../src/services/storage";
import { PREFETCH_FRESH_MS } from "../../src/shared/constants";
import { runBootScript } from "../support/bootScript";

let server: Server;
let base = "";
const hits: { url: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push({ url: req.url ?? "", authorization: req.headers.authorization });
    const body = /\/consumption/.test(req.url ?? "") ? { from: "server" } : { contracts: [{ id: "from-server" }] };
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
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

  it("the summary's trend is taken by the first consumption() of that contract and months; others ask the server", async () => {
    const trend = `/api/contracts/c%2F2/consumption?months=${TREND_MONTHS}`;
    const answers = early("tok", Promise.resolve({ contracts: [] }));
    answers.answers[trend] = Promise.resolve({ from: "boot" });
    const api = billing(answers);
    await expect(api.consumption("c/2", 12)).resolves.toEqual({ from: "server" });
    await expect(api.consumption("c/2")).resolves.toEqual({ from: "server" });
    await expect(api.consumption("c-1", TREND_MONTHS)).resolves.toEqual({ from: "server" });
    expect(hits).toHaveLength(3);
    await expect(api.consumption("c/2", TREND_MONTHS)).resolves.toEqual({ from: "boot" });
    expect(hits).toHaveLength(3);
    await expect(api.consumption("c/2", TREND_MONTHS)).resolves.toEqual({ from: "server" });
    expect(hits.at(-1)).toEqual({ url: `/api/contracts/c%2F2/consumption?months=${TREND_MONTHS}`, authorization: "Bearer tok" });
  });

  it("what #portal-boot asks for on the summary is what the account's store and API ask for: the app reaches no server", async () => {
    const summaries = featureRoutes.filter((r) => r.key === "dashboard.general" || r.key === "dashboard.generalTest").map((r) => r.path);
    expect(summaries).toHaveLength(2);
    for (const [pathname, chosen] of summaries.flatMap(
      (p) =>
        [
          [p, "c-2"],
          [p, null],
          [p, "no-longer-mine"],
        ] as const,
    )) {
      const storage = new MemoryStorage();
      storage.set("token", "tok");
      storage.set("sessionUser", JSON.stringify({ signedIn: true, user: { id: "u-7" } }));
      if (chosen) storage.set(`${ACTIVE_CONTRACT_KEY}:u-7`, chosen);
      const contracts = [{ id: "c-1" }, { id: "c-2" }];
      const fetch = (url: string) =>
        Promise.resolve({ ok: true, json: () => Promise.resolve(url === "/api/contracts" ? { contracts } : { from: "boot", url }) });
      const window: { __portalEarly?: EarlyAnswers } = {};
      const document = { documentElement: { classList: { add: () => undefined }, setAttribute: () => undefined }, getElementById: () => null, cookie: "" };
      runBootScript({ document, localStorage: { getItem: (k: string) => storage.get(k) }, location: { pathname }, fetch, window });
      hits.length = 0;
      const api = billing(window.__portalEarly!);
      const account = new AccountStore(api, storage, () => "u-7");
      await account.load();
      const trend = await api.consumption(account.active!.id, TREND_MONTHS);
      expect({ pathname, chosen, trend, hits }).toEqual({
        pathname,
        chosen,
        trend: { from: "boot", url: `/api/contracts/${chosen === "c-2" ? "c-2" : "c-1"}/consumption?months=${TREND_MONTHS}` },
        hits: [],
      });
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
