import { Prefetched, PREFETCH_FRESH_MS } from "../../../src/stores/base/prefetched";

describe("Prefetched (an answer asked for with the route, issue 37)", () => {
  let now = 0;
  const setup = () => {
    let n = 0;
    const call = jest.fn(() => Promise.resolve(`answer ${++n}`));
    return { held: new Prefetched<string, string>(() => now), call };
  };

  it("gives the view's first request the answer asked for with the route, once, while it is fresh", async () => {
    const { held, call } = setup();
    held.ask("c1", call);
    held.ask("c1", call); // the landing and the page's mount: one request
    expect(call).toHaveBeenCalledTimes(1);
    await expect(held.take("c1", call)).resolves.toBe("answer 1");
    await expect(held.take("c1", call)).resolves.toBe("answer 2"); // taken once
    held.ask("c2", call);
    await expect(held.take("c1", call)).resolves.toBe("answer 4"); // another key asks anew
    now += PREFETCH_FRESH_MS; // the view's last request is old news
    held.ask("c1", call);
    now += PREFETCH_FRESH_MS;
    await expect(held.take("c1", call)).resolves.toBe("answer 6"); // stale
  });

  it("asks nothing when the view has already asked for it itself (its code came before the prefetch's)", async () => {
    const { held, call } = setup();
    await expect(held.take("c1", call)).resolves.toBe("answer 1");
    held.ask("c1", call);
    expect(call).toHaveBeenCalledTimes(1);
    // So a retry never meets a late prefetch's answer: it asks anew.
    await expect(held.take("c1", call)).resolves.toBe("answer 2");
    now += PREFETCH_FRESH_MS;
    held.ask("c1", call); // a later visit's route asks again
    expect(call).toHaveBeenCalledTimes(3);
  });

  it("keeps a failed answer for the view to show, and forgets it on drop()", async () => {
    const { held } = setup();
    const failing = jest.fn(() => Promise.reject(new Error("503")));
    held.ask("c1", failing);
    held.drop();
    const ok = jest.fn(() => Promise.resolve("fresh"));
    await expect(held.take("c1", ok)).resolves.toBe("fresh");
    held.drop();
    now += PREFETCH_FRESH_MS;
    held.ask("c1", failing);
    await expect(held.take("c1", ok)).rejects.toThrow("503");
  });
});
