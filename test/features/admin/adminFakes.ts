import type { AdminApi } from "../../../src/features/admin/adminApi";
import type { AdminSummary, AdminUser, AdminUserDetail } from "../../../src/shared/admin";

/** A promise and the functions that settle it, for answers a test hands out in its own order. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An error as the API client raises it when the server answers `status` with `data`. */
export function httpError(status: number, data: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status, data } });
}

/** An AdminApi whose every call fails until the test gives it an answer. */
export function fakeAdminApi(overrides: Partial<AdminApi> = {}): jest.Mocked<AdminApi> {
  const none = () => Promise.reject(new Error("no se esperaba esta llamada"));
  return {
    summary: jest.fn(none),
    users: jest.fn(none),
    user: jest.fn(none),
    updateUser: jest.fn(none),
    resendVerification: jest.fn(none),
    settings: jest.fn(none),
    saveSettings: jest.fn(none),
    audit: jest.fn(none),
    mailOutbox: jest.fn(none),
    ...overrides,
  } as jest.Mocked<AdminApi>;
}

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: "u-1",
    email: "julian.arango@correo.co",
    firstName: "Julián",
    lastName: "Arango",
    documentType: "CC",
    documentNumber: "71555444",
    phoneNumber: "3105550000",
    contractNumber: "",
    userType: "PERSONA_NATURAL",
    roles: ["USER"],
    profilePicture: "",
    isActive: true,
    isEmailVerified: false,
    lastLogin: null,
    createdAt: "2026-03-01T15:00:00.000Z",
    ...overrides,
  };
}

export function userDetail(user: Partial<AdminUser> = {}): AdminUserDetail {
  return {
    user: adminUser(user),
    sessions: [],
    audit: [],
    allowed: { changeRoles: true, privilegedRoles: true, deactivate: true, activate: true, resendVerification: true },
  };
}

/** 17 February to 18 March 2026. */
const DAYS = [
  ...Array.from({ length: 12 }, (_, i) => `2026-02-${String(17 + i).padStart(2, "0")}`),
  ...Array.from({ length: 18 }, (_, i) => `2026-03-${String(1 + i).padStart(2, "0")}`),
];
const flat = (n: number) => DAYS.map(() => n);

/** A summary of the portal on 18 March 2026, with a payment today. */
export function adminSummary(generatedAt = "2026-03-18T20:00:00.000Z"): AdminSummary {
  return {
    generatedAt,
    monthStart: "2026-03-01",
    today: "2026-03-18",
    compare: { previousMonthStart: "2026-02-01", previousCut: "2026-02-18T20:00:00.000Z", days: DAYS },
    users: { total: 1250, active: 1200, newThisMonth: 30, verified: 1000, verifiedShare: 80, newPreviousMonth: 40, newDaily: flat(1) },
    pqrs: { open: 4, overdue: 2, dueSoon: 0, openPrevious: 3, overduePrevious: 2, openDaily: flat(4), overdueDaily: flat(2) },
    news: { publishedThisMonth: 2, scheduled: 1, drafts: 0 },
    visits: {
      pageViews: 5400,
      uniqueVisitors: 900,
      sessions: 700,
      topPages: [{ pagePath: "/noticias", pageViews: 800 }],
      previousPageViews: 0,
      daily: flat(180),
    },
    payments: {
      approvedCount: 1,
      approvedAmount: 205_400,
      pendingCount: 0,
      rejectedCount: 0,
      previousApprovedCount: 2,
      previousApprovedAmount: 100_000,
      approvedCountDaily: flat(1),
      approvedAmountDaily: flat(205_400),
      today: [{ reference: "EMSP-1", contractNumber: "100200", amount: 205_400, method: "pse", status: "aprobada", createdAt: "2026-03-18T20:45:00.000Z" }],
    },
  };
}
