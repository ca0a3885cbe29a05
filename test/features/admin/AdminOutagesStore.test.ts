import { AdminOutagesStore, contractNumbers, fromBogotaLocal, toBogotaLocal } from "../../../src/features/admin/AdminOutagesStore";
import { adminOutage, fakeOutagesApi, httpError } from "./outagesFakes";

/** 29 Nov 2026, 10:00 in Bogotá. */
const NOW = new Date("2026-11-29T15:00:00.000Z");
const clock = () => NOW;

const current = adminOutage({ id: "a", reference: "INC-2026-000002", startedAt: "2026-11-29T13:00:00.000Z" });
const older = adminOutage({ id: "b", reference: "INC-2026-000001", status: "working", startedAt: "2026-11-28T20:00:00.000Z" });
const restored = adminOutage({
  id: "c",
  reference: "INC-2026-000003",
  status: "restored",
  startedAt: "2026-11-29T14:00:00.000Z",
  restoredAt: "2026-11-29T14:30:00.000Z",
});

// Issue 36 §1: the operators' screen.
describe("AdminOutagesStore", () => {
  it("reads Bogotá wall-clock values and contract lists", () => {
    expect(toBogotaLocal("2026-11-29T15:00:00.000Z")).toBe("2026-11-29T10:00");
    expect(fromBogotaLocal("2026-11-29T10:00")).toBe("2026-11-29T15:00:00.000Z");
    expect(fromBogotaLocal("2026-11-29")).toBe("");
    expect(contractNumbers(" 1002003001, 1002003002\n1002003001 ")).toEqual(["1002003001", "1002003002"]);
  });

  it("lists the current incidents first (newest start first), then the restored ones, whatever order they came in", async () => {
    const api = fakeOutagesApi({ list: jest.fn(async () => ({ items: [restored, older, current] })) });
    const store = new AdminOutagesStore(api, clock);
    await store.load();
    expect(store.ordered.map((o) => o.reference)).toEqual(["INC-2026-000002", "INC-2026-000001", "INC-2026-000003"]);
    expect(store.current.map((o) => o.id)).toEqual(["a", "b"]);
    expect(store.restored.map((o) => o.id)).toEqual(["c"]);
  });

  it("opens with the start at now, names each field's problem, then shows the server's problems at their fields", async () => {
    const api = fakeOutagesApi({ list: jest.fn(async () => ({ items: [] })) });
    const store = new AdminOutagesStore(api, clock);
    await store.load();
    store.startNew();
    expect(store.formOpen).toBe(true);
    expect(store.draft.startedAt).toBe("2026-11-29T10:00");

    store.set("estimatedRestorationAt", "2026-11-29T09:00");
    expect(await store.create()).toBeNull();
    expect(api.open).not.toHaveBeenCalled();
    expect(store.formErrors).toEqual({
      service: expect.stringMatching(/^Servicio:/),
      areas: expect.stringMatching(/^Zonas afectadas:/),
      estimatedRestorationAt: expect.stringMatching(/^Hora estimada de restablecimiento: debe ser posterior/),
    });
    expect(store.attempt).toBe(1);

    store.set("service", "energia");
    store.toggleBarrio("La Floresta");
    store.toggleBarrio("Vereda El Topacio");
    store.set("contracts", "9999999999");
    store.set("estimatedRestorationAt", "2026-11-29T14:00");
    api.open.mockRejectedValueOnce(
      httpError(400, {
        code: "VALIDATION_ERROR",
        message: "Revise el campo «areas»",
        fields: { areas: "No existe el contrato «9999999999». Revise el número." },
      }),
    );
    expect(await store.create()).toBeNull();
    expect(api.open).toHaveBeenCalledWith({
      service: "energia",
      areas: [
        { kind: "barrio", name: "La Floresta" },
        { kind: "vereda", name: "Vereda El Topacio" },
        { kind: "contract", name: "9999999999" },
      ],
      startedAt: "2026-11-29T15:00:00.000Z",
      estimatedRestorationAt: "2026-11-29T19:00:00.000Z",
    });
    expect(store.formErrors).toEqual({ areas: "No existe el contrato «9999999999». Revise el número." });
    expect(store.formOpen).toBe(true);
    expect(store.attempt).toBe(2);

    // A schema path names its field too.
    api.open.mockRejectedValueOnce(httpError(400, { code: "VALIDATION_ERROR", fields: { "areas.0.name": "Es demasiado largo." } }));
    await store.create();
    expect(store.formErrors).toEqual({ areas: "Es demasiado largo." });

    const created = adminOutage({ id: "n", reference: "INC-2026-000010" });
    api.open.mockResolvedValueOnce(created);
    store.set("contracts", "");
    expect(await store.create()).toBe(created);
    expect(store.formOpen).toBe(false);
    expect(store.current.map((o) => o.reference)).toEqual(["INC-2026-000010"]);
  });

  it("moves the ETR with the version read, refusing one not after the start", async () => {
    const moved = { ...current, estimatedRestorationAt: "2026-11-29T21:00:00.000Z", version: 2 };
    const api = fakeOutagesApi({ list: jest.fn(async () => ({ items: [current] })), update: jest.fn(async () => moved) });
    const store = new AdminOutagesStore(api, clock);
    await store.load();
    store.manage("a");
    const editor = store.editor!;
    expect(editor.etr).toBe("2026-11-29T13:00");

    editor.setEtr("2026-11-29T07:00");
    expect(await editor.moveEtr()).toBe(false);
    expect(editor.errors.estimatedRestorationAt).toMatch(/posterior a la hora de inicio/);
    expect(api.update).not.toHaveBeenCalled();

    editor.setEtr("2026-11-29T16:00");
    expect(await editor.moveEtr()).toBe(true);
    expect(api.update).toHaveBeenCalledWith("a", { estimatedRestorationAt: "2026-11-29T21:00:00.000Z", version: 1 });
    expect(editor.outage.version).toBe(2);
    expect(editor.errors).toEqual({});
    expect(store.items?.find((o) => o.id === "a")?.estimatedRestorationAt).toBe("2026-11-29T21:00:00.000Z");
  });

  it("on a 409 says someone else changed it, reloads the incident and sends the new version next time", async () => {
    const theirs = { ...current, status: "crew_assigned" as const, note: "Cuadrilla en camino", version: 3 };
    const api = fakeOutagesApi({
      list: jest.fn(async () => ({ items: [current] })),
      update: jest.fn().mockRejectedValueOnce(httpError(409, { code: "STALE_VERSION", message: "Otra persona actualizó este incidente" })),
      get: jest.fn(async () => theirs),
    });
    const store = new AdminOutagesStore(api, clock);
    await store.load();
    store.manage("a");
    const editor = store.editor!;
    editor.setNote("Trabajamos en el transformador");
    expect(await editor.saveNote()).toBe(false);
    expect(api.get).toHaveBeenCalledWith("a");
    expect(editor.notice).toMatch(/^Otra persona cambió este incidente/);
    expect(editor.outage).toBe(theirs);
    expect(editor.status).toBe("crew_assigned");
    // What the operator typed stays, to apply again on the current version.
    expect(editor.note).toBe("Trabajamos en el transformador");
    expect(store.items?.[0]).toBe(theirs);

    api.update.mockResolvedValueOnce({ ...theirs, note: "Trabajamos en el transformador", version: 4 });
    expect(await editor.saveNote()).toBe(true);
    expect(api.update).toHaveBeenLastCalledWith("a", { note: "Trabajamos en el transformador", version: 3 });
    expect(editor.notice).toBeNull();
  });

  it("restores only with a restoration time, not before the start nor in the future", async () => {
    const done = { ...current, status: "restored" as const, restoredAt: "2026-11-29T14:30:00.000Z", version: 2 };
    const api = fakeOutagesApi({ list: jest.fn(async () => ({ items: [current] })), update: jest.fn(async () => done) });
    const store = new AdminOutagesStore(api, clock);
    await store.load();
    store.manage("a");
    const editor = store.editor!;

    expect(await editor.restore()).toBe(false);
    expect(editor.errors.restoredAt).toMatch(/^Hora de restablecimiento: escriba la fecha y la hora/);
    editor.setRestoredAt("2026-11-29T07:59");
    expect(await editor.restore()).toBe(false);
    expect(editor.errors.restoredAt).toMatch(/no puede ser anterior a la hora de inicio/);
    editor.setRestoredAt("2026-11-29T11:00");
    expect(await editor.restore()).toBe(false);
    expect(editor.errors.restoredAt).toMatch(/no puede ser posterior a este momento/);
    expect(api.update).not.toHaveBeenCalled();

    editor.setRestoredAt("2026-11-29T09:30");
    expect(await editor.restore()).toBe(true);
    expect(api.update).toHaveBeenCalledWith("a", { status: "restored", restoredAt: "2026-11-29T14:30:00.000Z", version: 1 });
    expect(editor.closed).toBe(true);
    expect(store.current).toEqual([]);
    expect(store.restored.map((o) => o.id)).toEqual(["a"]);
  });

  it("changes the status and merges a failure report, showing the server's problem at the report's field", async () => {
    const api = fakeOutagesApi({
      list: jest.fn(async () => ({ items: [current] })),
      update: jest.fn(async () => ({ ...current, status: "crew_assigned" as const, version: 2 })),
      mergeReport: jest
        .fn()
        .mockRejectedValueOnce(
          httpError(400, { code: "VALIDATION_ERROR", fields: { reference: "No existe el reporte de falla FAL-2026-000999. Revise el radicado." } }),
        )
        .mockResolvedValueOnce({ ...current, status: "crew_assigned", version: 2, reports: ["FAL-2026-000123"] }),
    });
    const store = new AdminOutagesStore(api, clock);
    await store.load();
    store.manage("a");
    const editor = store.editor!;
    editor.setStatus("crew_assigned");
    expect(await editor.changeStatus()).toBe(true);
    expect(api.update).toHaveBeenCalledWith("a", { status: "crew_assigned", version: 1 });

    editor.setReport("fal-2026");
    expect(await editor.mergeReport()).toBe(false);
    expect(editor.errors.reference).toMatch(/^Reporte de falla: escriba el radicado completo/);
    editor.setReport("fal-2026-000999");
    expect(await editor.mergeReport()).toBe(false);
    expect(api.mergeReport).toHaveBeenCalledWith("a", "FAL-2026-000999");
    expect(editor.errors.reference).toBe("No existe el reporte de falla FAL-2026-000999. Revise el radicado.");
    editor.setReport("FAL-2026-000123");
    expect(await editor.mergeReport()).toBe(true);
    expect(editor.outage.reports).toEqual(["FAL-2026-000123"]);
    expect(editor.report).toBe("");
  });
});
