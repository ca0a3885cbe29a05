import { Prefetched } from "../../../src/stores/base/prefetched";
import { PREFETCH_FRESH_MS } from "../../../src/shared/constants";

describe("Prefetched (an answer asked for with the route, issue 37)", () => {
  let now = 0;
  const setup = () => {
    let n = 0;
    const call = jest.fn((key: string) => Promise.resolve(`answer ${++n}${key === "c1" ? "" : ` for ${key}`}`));
    return { held: new Prefetched<string, string>(call, () => now), call };
  };

  it("gives the view's first request the answer asked for with the route, once, while it is fresh", async () => {
    const { held, call } = setup();
    void held.ask("c1");
    void held.ask("c1"); // the landing and the page's mount: one request
    expect(call).toHaveBeenCalledTimes(1);
    await expect(held.take("c1")).resolves.toBe("answer 1");
    await expect(held.take("c1")).resolves.toBe("answer 2"); // taken once
    void held.ask("c2");
    await expect(held.take("c1")).resolves.toBe("answer 4"); // another key asks anew
    now += PREFETCH_FRESH_MS; // the view's last request is old news
    void held.ask("c1");
    now += PREFETCH_FRESH_MS;
    await expect(held.take("c1")).resolves.toBe("answer 6"); // stale
  });

  it("asks nothing when the view has already asked for it itself (its code came before the prefetch's)", async () => {
    const { held, call } = setup();
    await expect(held.take("c1")).resolves.toBe("answer 1");
    void held.ask("c1");
    expect(call).toHaveBeenCalledTimes(1);
    // So a retry never meets a late prefetch's answer: it asks anew.
    await expect(held.take("c1")).resolves.toBe("answer 2");
    now += PREFETCH_FRESH_MS;
    void held.ask("c1"); // a later visit's route asks again
    expect(call).toHaveBeenCalledTimes(3);
  });

  it("ask() settles when the view's data has come or failed, whoever asked first, and never rejects", async () => {
    now = 0;
    const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
    const held = new Prefetched<string, string>(
      () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
      () => now,
    );
    const settled = (p: Promise<void>) => {
      const state = { done: false };
      void p.then(() => void (state.done = true));
      return state;
    };
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    // The route asks first: settled when its answer comes.
    const first = settled(held.ask("c1"));
    const again = settled(held.ask("c1"));
    await flush();
    expect([first.done, again.done]).toEqual([false, false]);
    pending[0].resolve("a");
    await flush();
    expect([first.done, again.done]).toEqual([true, true]);
    // The view asks first (its code came before): the route's ask waits for the view's request.
    void held.take("c2").catch(() => undefined);
    const late = settled(held.ask("c2"));
    expect(pending).toHaveLength(2);
    await flush();
    expect(late.done).toBe(false);
    pending[1].reject(new Error("503"));
    await flush();
    expect(late.done).toBe(true);
  });

  it("keeps a failed answer for the view to show, and forgets it on drop()", async () => {
    let fails = true;
    const held = new Prefetched<string, string>(
      () => (fails ? Promise.reject(new Error("503")) : Promise.resolve("fresh")),
      () => now,
    );
    void held.ask("c1");
    held.drop();
    fails = false;
    await expect(held.take("c1")).resolves.toBe("fresh");
    held.drop();
    now += PREFETCH_FRESH_MS;
    fails = true;
    void held.ask("c1");
    fails = false;
    await expect(held.take("c1")).rejects.toThrow("503");
  });

  it("shows an answer that has come without taking it; takeArrived takes it at once, only when it has come", async () => {
    now = 0;
    let release: (value: string) => void = () => undefined;
    const held = new Prefetched<string, string>(
      () => new Promise((resolve) => (release = resolve)),
      () => now,
    );
    expect(held.arrived("c1")).toBeUndefined(); // nothing asked
    void held.ask("c1");
    expect(held.arrived("c1")).toBeUndefined(); // asked, not come
    expect(held.takeArrived("c1")).toBeUndefined(); // and nothing is taken meanwhile
    release("answer");
    await Promise.resolve();
    expect(held.arrived("c2")).toBeUndefined(); // another key
    expect(held.arrived("c1")).toBe("answer");
    expect(held.arrived("c1")).toBe("answer"); // looking does not take it
    expect(held.takeArrived("c1")).toBe("answer");
    expect(held.arrived("c1")).toBeUndefined(); // taken once
    expect(held.takeArrived("c1")).toBeUndefined();
    // Stale: not shown.
    now += PREFETCH_FRESH_MS;
    void held.ask("c1");
    release("later");
    await Promise.resolve();
    expect(held.arrived("c1")).toBe("later");
    now += PREFETCH_FRESH_MS;
    expect(held.arrived("c1")).toBeUndefined();
  });

  it("never shows a failed answer as come", async () => {
    now = 0;
    const held = new Prefetched<string, string>(
      () => Promise.reject(new Error("503")),
      () => now,
    );
    void held.ask("c1");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(held.arrived("c1")).toBeUndefined();
    await expect(held.take("c1")).rejects.toThrow("503"); // still the view's to show
  });
});
