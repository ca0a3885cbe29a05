import { OverviewStore } from "../../../src/features/account/OverviewStore";
import { deferred, fakeBillingApi, httpError } from "./fakes";

function setup(resendVerification: () => Promise<{ message: string }>, consumption = jest.fn()) {
  return new OverviewStore(fakeBillingApi({ consumption }), { resendVerification });
}

describe("OverviewStore", () => {
  it("loads the main service's last six periods", async () => {
    const consumption = jest.fn().mockResolvedValue({ contractId: "c1", services: ["energia"], points: [] });
    const trend = setup(() => Promise.reject(new Error("no")), consumption).trend({});
    await trend.show("c1", 6);
    expect(consumption).toHaveBeenCalledWith("c1", 6);
    expect(trend.series?.contractId).toBe("c1");
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
