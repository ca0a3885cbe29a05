import { TrackingStore, hasPublicStatus } from "../../../src/features/pqrs/TrackingStore";
import { deferred, fakePqrsApi, httpError, trackedCase } from "./fakePqrsApi";
import type { TrackedCase } from "../../../src/shared/pqrs";

const FAL = "FAL-2026-000004";

describe("TrackingStore", () => {
  it("looks a request up by its normalised radicado and the trimmed document, and keeps what it found", async () => {
    const track = jest.fn(async (radicado: string) => trackedCase(radicado));
    const tracking = new TrackingStore(fakePqrsApi({ track }));
    const outcome = await tracking.track("  pqrs-2026-000123 ", " 43765210 ");
    expect(track).toHaveBeenCalledWith("PQRS-2026-000123", "43765210");
    expect(outcome).toEqual({ found: trackedCase("PQRS-2026-000123") });
    expect(tracking.found?.radicado).toBe("PQRS-2026-000123");
  });

  it("reports a failed lookup with its status and leaves the request found before on screen", async () => {
    const track = jest.fn<Promise<TrackedCase>, [string, string]>().mockResolvedValueOnce(trackedCase(FAL)).mockRejectedValueOnce(httpError(404));
    const tracking = new TrackingStore(fakePqrsApi({ track }));
    await tracking.track(FAL, "");
    const outcome = await tracking.track("PQRS-2026-000999", "1");
    expect(outcome).toMatchObject({ status: 404 });
    expect(tracking.found?.radicado).toBe(FAL);
  });

  it("looks up a failure report named by the address with no document", async () => {
    const track = jest.fn(async (radicado: string) => trackedCase(radicado));
    const tracking = new TrackingStore(fakePqrsApi({ track }));
    await tracking.lookUp("fal-2026-000004");
    expect(track).toHaveBeenCalledWith(FAL, "");
    expect(tracking.found?.radicado).toBe(FAL);
    expect(tracking.lookupError).toBeNull();
  });

  it("asks nothing for a PQRS named by the address (its document is needed)", async () => {
    const track = jest.fn(async (radicado: string) => trackedCase(radicado));
    const tracking = new TrackingStore(fakePqrsApi({ track }));
    await tracking.lookUp("PQRS-2026-000123");
    expect(track).not.toHaveBeenCalled();
    expect(tracking.found).toBeNull();
  });

  it("keeps the error of the address's lookup for the form to show", async () => {
    const tracking = new TrackingStore(fakePqrsApi({ track: () => Promise.reject(httpError(404)) }));
    await tracking.lookUp(FAL);
    expect(tracking.found).toBeNull();
    expect(tracking.lookupError).toMatchObject({ response: { status: 404 } });
  });

  it("ignores the answer of a lookup that a later one replaced", async () => {
    const first = deferred<TrackedCase>();
    const second = deferred<TrackedCase>();
    const track = jest.fn<Promise<TrackedCase>, [string, string]>().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const tracking = new TrackingStore(fakePqrsApi({ track }));
    const a = tracking.lookUp(FAL);
    const b = tracking.lookUp("FAL-2026-000005");
    second.resolve(trackedCase("FAL-2026-000005"));
    await b;
    first.resolve(trackedCase(FAL));
    await a;
    expect(tracking.found?.radicado).toBe("FAL-2026-000005");
  });
});

describe("hasPublicStatus", () => {
  it("is true for a well-formed failure report only", () => {
    expect(hasPublicStatus(FAL)).toBe(true);
    expect(hasPublicStatus("fal-2026-000004")).toBe(true);
    expect(hasPublicStatus("PQRS-2026-000123")).toBe(false);
    expect(hasPublicStatus("FAL-26")).toBe(false);
  });
});
