import { IframeBridge, type BridgeMessage, type BridgeWindow } from "../../src/stores/IframeBridge";

function fakeWindow(isEmbedded: boolean) {
  let listener: ((e: { origin: string; data: unknown; source: unknown }) => void) | null = null;
  const toParent: [BridgeMessage, string][] = [];
  const replies: [BridgeMessage, string][] = [];
  const win: BridgeWindow = {
    isEmbedded,
    postToParent: (m, o) => void toParent.push([m, o]),
    addMessageListener: (l) => {
      listener = l;
      return () => void (listener = null);
    },
    reply: (_s, m, o) => void replies.push([m, o]),
  };
  const deliver = (origin: string, data: unknown) => listener?.({ origin, data, source: {} });
  return { win, toParent, replies, deliver };
}

const ALLOWED = ["https://intranet.emsp.example", "https://www.emsp.example"];

describe("IframeBridge (spec §4, §5)", () => {
  it("asks the parent for the token when embedded", () => {
    const w = fakeWindow(true);
    new IframeBridge(w.win, ALLOWED, () => "").start();
    expect(w.toParent.map(([m, o]) => [m.type, o])).toEqual([
      ["REQUEST_TOKEN", ALLOWED[0]],
      ["REQUEST_TOKEN", ALLOWED[1]],
    ]);
  });

  it("accepts a token only from an allowed origin and ignores messages without a type", () => {
    const w = fakeWindow(true);
    const bridge = new IframeBridge(w.win, ALLOWED, () => "");
    const got: string[] = [];
    bridge.onToken((t) => got.push(t));
    bridge.start();
    w.deliver("https://evil.example", { type: "TOKEN", token: "stolen" });
    w.deliver(ALLOWED[0], { token: "no-type" });
    w.deliver(ALLOWED[0], "TOKEN");
    w.deliver(ALLOWED[0], { type: "TOKEN", token: "good" });
    w.deliver(ALLOWED[1], { type: "LOGOUT" });
    expect(got).toEqual(["good", ""]);
  });

  it("answers a token request from an allowed child with its own token", () => {
    const w = fakeWindow(false);
    new IframeBridge(w.win, ALLOWED, () => "parent-token").start();
    w.deliver(ALLOWED[1], { type: "REQUEST_TOKEN" });
    w.deliver("https://evil.example", { type: "REQUEST_TOKEN" });
    expect(w.replies).toEqual([[{ type: "TOKEN", token: "parent-token" }, ALLOWED[1]]]);
  });

  it("tells the parent when the token is saved or cleared", () => {
    const w = fakeWindow(true);
    const bridge = new IframeBridge(w.win, ALLOWED.slice(0, 1), () => "");
    bridge.tokenChanged("t1");
    bridge.tokenChanged("");
    expect(w.toParent).toEqual([
      [{ type: "TOKEN", token: "t1" }, ALLOWED[0]],
      [{ type: "LOGOUT" }, ALLOWED[0]],
    ]);
  });
});
