import { Prefetched, PREFETCH_FRESH_MS } from "../../../src/stores/base/prefetched";

describe("Prefetched (an answer asked for with the route, issue 37)", () => {
  let now = 0;
  const setup = () => {
    let n = 0;
    const call = jest.fn((key: string) => Promise.resolve(`answer ${++n}${key === "c1" ? "" : ` for ${key}`}`));
    return { held: new Prefetched<string, string>(call, () => now), call };
  };

  it("gives the view's first request the answer asked for with the route, once, while it is fresh", async () => {
    const { held, call } = setup();
    held.ask("c1");
    held.ask("c1"); // the landing and the page's mount: one request
    expect(call).toHaveBeenCalledTimes(1);
    await expect(held.take("c1")).resolves.toBe("answer 1");
    await expect(held.take("c1")).resolves.toBe("answer 2"); // taken once
    held.ask("c2");
    await expect(held.take("c1")).resolves.toBe("answer 4"); // another key asks anew
    now += PREFETCH_FRESH_MS; // the view's last request is old news
    held.ask("c1");
    now += PREFETCH_FRESH_MS;
    await expect(held.take("c1")).resolves.toBe("answer 6"); // stale
  });

  it("asks nothing when the view has already asked for it itself (its code came before the prefetch's)", async () => {
    const { held, call } = setup();
    await expect(held.take("c1")).resolves.toBe("answer 1");
    held.ask("c1");
    expect(call).toHaveBeenCalledTimes(1);
    // So a retry never meets a late prefetch's answer: it asks anew.
    await expect(held.take("c1")).resolves.toBe("answer 2");
    now += PREFETCH_FRESH_MS;
    held.ask("c1"); // a later visit's route asks again
    expect(call).toHaveBeenCalledTimes(3);
  });

  it("keeps a failed answer for the view to show, and forgets it on drop()", async () => {
    let fails = true;
    const held = new Prefetched<string, string>(
      () => (fails ? Promise.reject(new Error("503")) : Promise.resolve("fresh")),
      () => now,
    );
    held.ask("c1");
    held.drop();
    fails = false;
    await expect(held.take("c1")).resolves.toBe("fresh");
    held.drop();
    now += PREFETCH_FRESH_MS;
    fails = true;
    held.ask("c1");
    fails = false;
    await expect(held.take("c1")).rejects.toThrow("503");
  });
});
