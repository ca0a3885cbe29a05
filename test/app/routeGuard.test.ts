import { guardRedirect, rootRedirect, type GuardSession } from "../../src/app/routeGuard";
import { realRegistry } from "../helpers";

const routes = realRegistry();
const visitor: GuardSession = { isAuthenticated: false, hasAuthority: (r) => r.length === 0 };
const customer: GuardSession = {
  isAuthenticated: true,
  hasAuthority: (r) => r.length === 0 || r.some((x) => x.toUpperCase() === "USER"),
};
const admin: GuardSession = {
  isAuthenticated: true,
  hasAuthority: (r) => r.length === 0 || r.some((x) => ["USER", "ADMIN"].includes(x.toUpperCase())),
};
const def = (path: string) => {
  const d = routes.byPath(path);
  if (!d) throw new Error(`no route ${path}`);
  return d;
};

describe("route guards (spec §2)", () => {
  it("sends a visitor on an authenticated route to sign-in with redirectUrl", () => {
    expect(guardRedirect(def("/dashboard/dashboardGeneral"), visitor, "/dashboard/dashboardGeneral", "")).toBe(
      "/sign-in?redirectUrl=/dashboard/dashboardGeneral",
    );
    expect(guardRedirect(def("/admin/users"), visitor, "/admin/users", "?page=2")).toBe("/sign-in?redirectUrl=/admin/users%3Fpage%3D2");
  });

  it("does not pass redirectUrl for /", () => {
    const protectedDef = { ...def("/dashboard"), path: "/" };
    expect(guardRedirect(protectedDef, visitor, "/", "")).toBe("/sign-in");
  });

  it("sends a visitor at / to sign-in without redirectUrl, and a signed-in user to the entry page (issue 33)", () => {
    const entry = routes.byPath("/dashboard/dashboardGeneral");
    expect(rootRedirect(entry, visitor)).toBe("/sign-in");
    expect(rootRedirect(entry, customer)).toBe("/dashboard/dashboardGeneral");
  });

  it("is what the route tree's root path uses", async () => {
    const { readFileSync } = await import("node:fs");
    const source = readFileSync(require.resolve("../../src/app/AppRoutes.tsx"), "utf8");
    expect(source).toMatch(/<Route index element=\{<RootRedirect \/>\} \/>/);
    expect(source).toMatch(/rootRedirect\(routes\.byPath\(AUTHENTICATED_ENTRY_PATH\), session\)/);
  });

  it("sends a signed-in user on a public-only route to the authenticated entry path", () => {
    for (const path of ["/sign-in", "/sign-up", "/forgot-password", "/reset-password", "/registrarse", "/mi-cuenta"]) {
      expect(guardRedirect(def(path), customer, path, "")).toBe("/dashboard/dashboardGeneral");
    }
  });

  it("follows a same-origin redirectUrl after sign-in and refuses any other (DESIGN §4)", () => {
    expect(guardRedirect(def("/sign-in"), customer, "/sign-in", "?redirectUrl=/dashboard/check-bill")).toBe("/dashboard/check-bill");
    for (const evil of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      expect(guardRedirect(def("/sign-in"), customer, "/sign-in", `?redirectUrl=${encodeURIComponent(evil)}`)).toBe("/dashboard/dashboardGeneral");
    }
  });

  it("sends a user lacking the route's roles to /access-denied", () => {
    expect(guardRedirect(def("/admin/users"), customer, "/admin/users", "")).toBe("/access-denied");
    expect(guardRedirect(def("/admin/noticias"), customer, "/admin/noticias", "")).toBe("/access-denied");
    expect(guardRedirect(def("/admin/noticias"), admin, "/admin/noticias", "")).toBeNull();
    expect(guardRedirect(def("/access-denied"), customer, "/access-denied", "")).toBeNull();
  });

  it("lets anyone read public pages and any signed-in user reach the dashboard", () => {
    expect(guardRedirect(def("/energia/ratesEnergy"), visitor, "/energia/ratesEnergy", "")).toBeNull();
    expect(guardRedirect(def("/energia/ratesEnergy"), customer, "/energia/ratesEnergy", "")).toBeNull();
    expect(guardRedirect(def("/dashboard/online-payment"), customer, "/dashboard/online-payment", "")).toBeNull();
  });
});
