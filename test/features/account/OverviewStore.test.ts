import { OverviewStore } from "../../../src/features/account/OverviewStore";
import type { ConsumptionSeries } from "../../../src/shared/billing";
import { deferred, fakeBillingApi, httpError } from "./fakes";

function setup(resendVerification: () => Promise<{ message: string }>, consumption = jest.fn()) {
  return new OverviewStore(fakeBillingApi({ consumption }), { resendVerification });
}

describe("OverviewStore", () => {
  it("loads the main service's last six periods", async () => {
    const consumption = jest.fn().mockResolvedValue({ contractId: "c1", services: ["energia"], points: [] });
    const trend = setup(() => Promise.reject(new Error("no")), consumption).trend({});
    await trend.show("c1");
    expect(consumption).toHaveBeenCalledWith("c1", 6);
    expect(trend.value?.contractId).toBe("c1");
  });

  it("takes the trend asked for with the route once, for the same contract and within 30 s (issue 37)", async () => {
    const series = (id: string): ConsumptionSeries => ({ contractId: id, services: ["energia"], points: [] });
    const consumption = jest.fn((id: string) => Promise.resolve(series(id)));
    let now = 1_000_000;
    const store = new OverviewStore(fakeBillingApi({ consumption }), { resendVerification: jest.fn() }, () => now);
    void store.prefetchTrend("c1");
    void store.prefetchTrend("c1"); // the route mounted twice: still one request
    expect(consumption).toHaveBeenCalledTimes(1);
    expect(consumption).toHaveBeenCalledWith("c1", 6);
    const first = store.trend({});
    await first.show("c1");
    expect(consumption).toHaveBeenCalledTimes(1);
    expect(first.value?.contractId).toBe("c1");
    // Taken once: another visit asks again.
    await store.trend({}).show("c1");
    expect(consumption).toHaveBeenCalledTimes(2);
    // Asked for with the route just after the view asked for the same itself: not sent again.
    void store.prefetchTrend("c1");
    expect(consumption).toHaveBeenCalledTimes(2);
    // Another contract, or another span, is not answered by it.
    void store.prefetchTrend("c3");
    await store.trend({}).show("c2");
    expect(consumption).toHaveBeenLastCalledWith("c2", 6);
    expect(consumption).toHaveBeenCalledTimes(4);
    // Too old: asked again.
    void store.prefetchTrend("c1");
    now += 30_000;
    await store.trend({}).show("c1");
    expect(consumption).toHaveBeenCalledTimes(6);
  });

  it("a failed prefetch is the view's to show, and its retry asks again", async () => {
    const consumption = jest
      .fn()
      .mockRejectedValueOnce(httpError(503))
      .mockResolvedValue({ contractId: "c1", services: ["energia"], points: [] });
    const store = new OverviewStore(fakeBillingApi({ consumption }), { resendVerification: jest.fn() });
    void store.prefetchTrend("c1");
    const trend = store.trend({});
    await trend.show("c1");
    expect(trend.status).toBe("failed");
    await trend.retry();
    expect(trend.status).toBe("ready");
    expect(consumption).toHaveBeenCalledTimes(2);
  });

  it("sends the verification link again and keeps the server's answer; busy meanwhile, never twice", async () => {
    const answer = deferred<{ message: string }>();
    const resendVerification = jest.fn().mockReturnValue(answer.promise);
    const resend = setup(resendVerification).verification({});
    expect(resend.sent).toBeNull();
    const sending = resend.resend();
    expect(resend.task.busy).toBe(true);
    await resend.resend();
    expect(resendVerification).toHaveBeenCalledTimes(1);
    answer.resolve({ message: "Le enviamos el enlace." });
    await sending;
    expect(resend.task.busy).toBe(false);
    expect(resend.sent).toBe("Le enviamos el enlace.");
  });

  it("shows why the link could not be sent, or nothing when the failure says nothing", async () => {
    const resendVerification = jest
      .fn()
      .mockRejectedValueOnce(httpError(429, { message: "Espere un minuto." }))
      .mockRejectedValueOnce({});
    const resend = setup(resendVerification).verification({});
    await resend.resend();
    expect(resend.sent).toBe("Espere un minuto.");
    await resend.resend();
    expect(resend.sent).toBe("");
  });
});
