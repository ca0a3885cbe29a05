import type { OutagesAdminApi } from "../../../src/features/admin/outagesAdminApi";
import type { AdminOutage } from "../../../src/shared/outages";

/** An error as the API client raises it when the server answers `status` with `data`. */
export function httpError(status: number, data: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status, data } });
}

/** An incident as GET /api/admin/outages lists it. */
export function adminOutage(overrides: Partial<AdminOutage> = {}): AdminOutage {
  return {
    id: "0b6c8a52-1c1e-4c55-9d0e-000000000001",
    reference: "INC-2026-000001",
    service: "energia",
    status: "reported",
    cause: "Transformador averiado",
    note: "",
    startedAt: "2026-11-29T13:00:00.000Z",
    estimatedRestorationAt: "2026-11-29T18:00:00.000Z",
    restoredAt: null,
    updatedAt: "2026-11-29T13:00:00.000Z",
    history: [],
    areas: [{ kind: "barrio", name: "La Floresta" }],
    version: 1,
    reports: [],
    ...overrides,
  };
}

/** An OutagesAdminApi whose every call fails until the test gives it an answer. */
export function fakeOutagesApi(overrides: Partial<OutagesAdminApi> = {}): jest.Mocked<OutagesAdminApi> {
  const none = () => Promise.reject(new Error("no se esperaba esta llamada"));
  return {
    list: jest.fn(none),
    get: jest.fn(none),
    open: jest.fn(none),
    update: jest.fn(none),
    mergeReport: jest.fn(none),
    ...overrides,
  } as jest.Mocked<OutagesAdminApi>;
}
