import type { AdminSummary, AdminUserDetail, AdminUserPage, AuditPage, PublicSiteSettings, SiteSettings } from "../../src/shared/admin";
import { DEFAULT_SETTINGS } from "../../src/shared/admin";
import type { AuthResponse } from "../../src/shared/types";
import type { StoredSettings } from "../../server/modules/admin/settings";
import { seedBilling } from "../../server/modules/billing/seed";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;
interface Account {
  token: string;
  id: string;
  email: string;
}

const PASSWORD = "Clave segura de prueba 2026";

describe.each(backends)("administration on $name", (backend) => {
  let s: Started;
  let seq = 0;
  let superAdmin: Account;
  let admin: Account;
  let customer: Account;

  const api = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, opts: { body?: object; token?: string; headers?: Record<string, string> } = {}) =>
    s.app.inject({
      method,
      url: `/api${url}`,
      payload: opts.body,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    });

  async function account(roles: string[], over: Record<string, string> = {}): Promise<Account> {
    seq++;
    const email = over.email ?? `admin-test${seq}@correo.co`;
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: `10.9.0.${seq}`,
      headers: await captchaHeaders(s.app),
      payload: {
        email,
        password: PASSWORD,
        firstName: over.firstName ?? "Camila",
        lastName: over.lastName ?? "Restrepo",
        documentType: "CC",
        documentNumber: over.documentNumber ?? `7200${String(seq).padStart(4, "0")}`,
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    await s.db.query("UPDATE users SET roles = $1 WHERE id = $2", [roles, user.id]);
    return { token, id: user.id, email };
  }

  async function login(email: string) {
    seq++;
    return s.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress: `10.9.1.${seq}`, payload: { email, password: PASSWORD } });
  }

  const roleOf = async (id: string) =>
    (await s.db.query<{ roles: string[]; is_active: boolean }>("SELECT roles, is_active FROM users WHERE id = $1", [id])).rows[0];
  const auditCount = async () => (await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log")).rows[0].n;

  beforeAll(async () => {
    s = await startApp(backend);
    superAdmin = await account(["USER", "SUPER_ADMIN"]);
    admin = await account(["USER", "ADMIN"]);
    customer = await account(["USER"], {
      firstName: "Beatriz Elena",
      lastName: "Zapata Gómez",
      documentNumber: "1020304050",
      email: "beatriz.zapata@correo.co",
    });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  describe("users", () => {
    it("finds accounts by name, e-mail or document (typed with dots), by role and state, page by page", async () => {
      const byName = (await api("GET", "/admin/users?q=zapata%20g", { token: admin.token })).json<AdminUserPage>();
      expect(byName.items.map((u) => u.email)).toEqual(["beatriz.zapata@correo.co"]);
      const byMail = (await api("GET", "/admin/users?q=BEATRIZ.ZAPATA@", { token: admin.token })).json<AdminUserPage>();
      expect(byMail.total).toBe(1);
      const byDoc = (await api("GET", `/admin/users?q=${encodeURIComponent("1.020.304.050")}`, { token: admin.token })).json<AdminUserPage>();
      expect(byDoc.items[0].id).toBe(customer.id);
      const supers = (await api("GET", "/admin/users?role=SUPER_ADMIN", { token: admin.token })).json<AdminUserPage>();
      expect(supers.items.map((u) => u.id)).toEqual([superAdmin.id]);
      const unverified = (await api("GET", "/admin/users?status=sin_verificar", { token: admin.token })).json<AdminUserPage>();
      expect(unverified.items.every((u) => !u.isEmailVerified)).toBe(true);

      const total = (await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users")).rows[0].n;
      const first = (await api("GET", "/admin/users?pageSize=2&page=1", { token: admin.token })).json<AdminUserPage>();
      const second = (await api("GET", "/admin/users?pageSize=2&page=2", { token: admin.token })).json<AdminUserPage>();
      expect(first.total).toBe(total);
      expect(first.items).toHaveLength(2);
      expect(second.items.map((u) => u.id)).not.toContain(first.items[0].id);
      // Newest first.
      expect(new Date(first.items[0].createdAt) >= new Date(first.items[1].createdAt)).toBe(true);

      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      expect((await api("GET", `/admin/users?createdFrom=${tomorrow}`, { token: admin.token })).json<AdminUserPage>().total).toBe(0);
      const bad = await api("GET", "/admin/users?role=ROOT", { token: admin.token });
      expect(bad.statusCode).toBe(400);
    });

    it("shows an account with its sessions and audit trail, and what the administrator may do", async () => {
      const res = await api("GET", `/admin/users/${customer.id}`, { token: admin.token });
      expect(res.statusCode).toBe(200);
      const detail = res.json<AdminUserDetail>();
      expect(detail.user.email).toBe("beatriz.zapata@correo.co");
      expect(detail.sessions.length).toBeGreaterThanOrEqual(1);
      expect(detail.sessions[0].active).toBe(true);
      expect(detail.sessions[0].ip).toMatch(/^10\.9\./);
      expect(detail.allowed).toEqual({ changeRoles: false, privilegedRoles: false, deactivate: true, activate: false, resendVerification: true });
      const asSuper = (await api("GET", `/admin/users/${customer.id}`, { token: superAdmin.token })).json<AdminUserDetail>();
      expect(asSuper.allowed.privilegedRoles).toBe(true);
      // The last SUPER_ADMIN cannot be deactivated, not even offered.
      const self = (await api("GET", `/admin/users/${superAdmin.id}`, { token: superAdmin.token })).json<AdminUserDetail>();
      expect(self.allowed.deactivate).toBe(false);
      expect((await api("GET", "/admin/users/00000000-0000-4000-8000-000000000000", { token: admin.token })).statusCode).toBe(404);
      expect((await api("GET", "/admin/users/no-es-un-id", { token: admin.token })).statusCode).toBe(404);
    });

    it("lets only a SUPER_ADMIN grant or remove ADMIN, audits it, and the role works on the next request", async () => {
      const target = await account(["USER"]);
      const before = await auditCount();
      const refused = await api("PATCH", `/admin/users/${target.id}`, { token: admin.token, body: { roles: ["USER", "ADMIN"] } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/superadministrador/);
      expect((await roleOf(target.id)).roles).toEqual(["USER"]);
      expect(await auditCount()).toBe(before);

      expect((await api("GET", "/admin/users", { token: target.token })).statusCode).toBe(403);
      const granted = await api("PATCH", `/admin/users/${target.id}`, { token: superAdmin.token, body: { roles: ["admin"] } });
      expect(granted.statusCode).toBe(200);
      expect(granted.json<AdminUserDetail>().user.roles).toEqual(["USER", "ADMIN"]);
      // Same token, no new sign-in: the role is read from the account on every request.
      expect((await api("GET", "/admin/users", { token: target.token })).statusCode).toBe(200);

      const trail = granted.json<AdminUserDetail>().audit[0];
      expect(trail).toMatchObject({
        action: "user.roles",
        actorEmail: superAdmin.email,
        entityType: "user",
        entityId: target.id,
        before: { roles: ["USER"] },
        after: { roles: ["USER", "ADMIN"] },
      });

      // An ADMIN cannot take the role back either.
      expect((await api("PATCH", `/admin/users/${target.id}`, { token: admin.token, body: { roles: ["USER"] } })).statusCode).toBe(403);
      const removed = await api("PATCH", `/admin/users/${target.id}`, { token: superAdmin.token, body: { roles: ["USER"] } });
      expect(removed.json<AdminUserDetail>().user.roles).toEqual(["USER"]);
      expect((await api("GET", "/admin/users", { token: target.token })).statusCode).toBe(403);

      const unknown = await api("PATCH", `/admin/users/${target.id}`, { token: superAdmin.token, body: { roles: ["USER", "ROOT"] } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields.roles).toMatch(/ROOT/);
      const empty = await api("PATCH", `/admin/users/${target.id}`, { token: superAdmin.token, body: {} });
      expect(empty.statusCode).toBe(400);
    });

    it("never leaves the install without an active SUPER_ADMIN", async () => {
      const before = await auditCount();
      const drop = await api("PATCH", `/admin/users/${superAdmin.id}`, { token: superAdmin.token, body: { roles: ["USER", "ADMIN"] } });
      expect(drop.statusCode).toBe(409);
      expect(drop.json()).toMatchObject({ code: "LAST_SUPER_ADMIN" });
      expect(drop.json().message).toMatch(/última cuenta activa/);
      expect((await roleOf(superAdmin.id)).roles).toContain("SUPER_ADMIN");
      const self = await api("PATCH", `/admin/users/${superAdmin.id}`, { token: superAdmin.token, body: { isActive: false } });
      expect(self.statusCode).toBe(409);
      expect((await roleOf(superAdmin.id)).is_active).toBe(true);
      expect(await auditCount()).toBe(before);

      // With a second SUPER_ADMIN the first may step down; then the second is the last one.
      const second = await account(["USER", "SUPER_ADMIN"]);
      const stepDown = await api("PATCH", `/admin/users/${second.id}`, { token: superAdmin.token, body: { roles: ["USER"] } });
      expect(stepDown.statusCode).toBe(200);
      await api("PATCH", `/admin/users/${second.id}`, { token: superAdmin.token, body: { roles: ["USER", "SUPER_ADMIN"] } });
      // Two removals at once: one of them must be refused.
      const [a, b] = await Promise.all([
        api("PATCH", `/admin/users/${second.id}`, { token: superAdmin.token, body: { roles: ["USER"] } }),
        api("PATCH", `/admin/users/${superAdmin.id}`, { token: second.token, body: { roles: ["USER"] } }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const { rows } = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE 'SUPER_ADMIN' = ANY (roles) AND is_active");
      expect(rows[0].n).toBe(1);
      // Put the original back as the one SUPER_ADMIN for the rest of the file.
      if (a.statusCode === 409) {
        const holder = second;
        await api("PATCH", `/admin/users/${superAdmin.id}`, { token: holder.token, body: { roles: ["USER", "SUPER_ADMIN"] } });
        await api("PATCH", `/admin/users/${holder.id}`, { token: superAdmin.token, body: { roles: ["USER"] } });
      }
      expect((await roleOf(superAdmin.id)).roles).toContain("SUPER_ADMIN");
    });

    it("deactivating ends the account's open sessions at once; activating lets it sign in again", async () => {
      const target = await account(["USER"]);
      const second = (await login(target.email)).json<AuthResponse>().token;
      expect((await api("GET", "/auth/me", { token: target.token })).statusCode).toBe(200);

      const res = await api("PATCH", `/admin/users/${target.id}`, { token: admin.token, body: { isActive: false } });
      expect(res.statusCode).toBe(200);
      const detail = res.json<AdminUserDetail>();
      expect(detail.user.isActive).toBe(false);
      expect(detail.sessions.every((x) => !x.active && x.revokedAt !== null)).toBe(true);
      expect(detail.audit[0]).toMatchObject({ action: "user.deactivate", before: { isActive: true }, after: { isActive: false, sessionsClosed: 2 } });
      // The very next request with either token is refused.
      expect((await api("GET", "/auth/me", { token: target.token })).statusCode).toBe(401);
      expect((await api("GET", "/pqrs/mine", { token: second })).statusCode).toBe(401);
      const refused = await login(target.email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("ACCOUNT_INACTIVE");

      const back = await api("PATCH", `/admin/users/${target.id}`, { token: admin.token, body: { isActive: true } });
      expect(back.json<AdminUserDetail>().audit[0].action).toBe("user.activate");
      expect((await login(target.email)).statusCode).toBe(200);
      // The old tokens stay ended.
      expect((await api("GET", "/auth/me", { token: target.token })).statusCode).toBe(401);
    });

    it("keeps administration accounts out of an ADMIN's reach", async () => {
      const otherAdmin = await account(["USER", "ADMIN"]);
      const res = await api("PATCH", `/admin/users/${otherAdmin.id}`, { token: admin.token, body: { isActive: false } });
      expect(res.statusCode).toBe(403);
      expect((await roleOf(otherAdmin.id)).is_active).toBe(true);
      const bySuper = await api("PATCH", `/admin/users/${otherAdmin.id}`, { token: superAdmin.token, body: { isActive: false } });
      expect(bySuper.statusCode).toBe(200);
      const selfAdmin = await api("PATCH", `/admin/users/${admin.id}`, { token: admin.token, body: { isActive: false } });
      expect(selfAdmin.statusCode).toBe(403);
    });

    it("sends a new verification link to an unverified account, once verified refuses", async () => {
      const target = await account(["USER"]);
      const res = await api("POST", `/admin/users/${target.id}/resend-verification`, { token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toContain(target.email);
      const { rows } = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1 AND kind = 'verify_email'", [
        target.email,
      ]);
      expect(rows[0].n).toBe(2); // sign-up and the resend
      const detail = (await api("GET", `/admin/users/${target.id}`, { token: admin.token })).json<AdminUserDetail>();
      expect(detail.audit[0]).toMatchObject({ action: "user.resend_verification", actorEmail: admin.email });

      await s.db.query("UPDATE users SET is_email_verified = true WHERE id = $1", [target.id]);
      const again = await api("POST", `/admin/users/${target.id}/resend-verification`, { token: admin.token });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/ya está verificado/);
    });
  });

  describe("settings", () => {
    const valid = (over: Partial<SiteSettings> = {}): SiteSettings => ({
      ...DEFAULT_SETTINGS,
      switchboard: "(604) 380 2000",
      emergencyEnergy: "115",
      emergencyWater: "604 380 9999",
      officeHours: "Lunes a viernes de 7:30 a. m. a 4:30 p. m.",
      maintenanceBannerEnabled: true,
      maintenanceBannerText: "El domingo de 2:00 a 6:00 a. m. no podrá pagar en línea por mantenimiento.",
      chatEnabled: false,
      pqrsMailbox: "Bandeja.PQRS@emsp.example",
      ...over,
    });

    it("starts from the entity's published data and hides the mailbox from visitors", async () => {
      const pub = (await api("GET", "/settings/public")).json<PublicSiteSettings & { pqrsMailbox?: string }>();
      expect(pub.switchboard).toBe(DEFAULT_SETTINGS.switchboard);
      expect(pub.maintenanceBannerEnabled).toBe(false);
      expect(pub.pqrsMailbox).toBeUndefined();
      const stored = (await api("GET", "/admin/settings", { token: admin.token })).json<StoredSettings>();
      expect(stored).toEqual({ settings: DEFAULT_SETTINGS, updatedAt: null, updatedBy: null, version: 0 });
    });

    it("refuses wrong values with a message naming each field, and saves nothing", async () => {
      const before = await auditCount();
      const res = await api("PUT", "/admin/settings", {
        token: admin.token,
        body: {
          ...valid({ freeLine: "llame ya", emergencyTelecom: "12", maintenanceBannerText: "  ", pqrsMailbox: "bandeja@", officeHours: "L-V" }),
          version: 0,
        },
      });
      expect(res.statusCode).toBe(400);
      const fields = res.json().fields as Record<string, string>;
      expect(Object.keys(fields).sort()).toEqual(["emergencyTelecom", "freeLine", "maintenanceBannerText", "officeHours", "pqrsMailbox"]);
      expect(fields.freeLine).toMatch(/^Línea gratuita/);
      expect(fields.pqrsMailbox).toMatch(/^Buzón de notificación de PQRS/);
      const missing = await api("PUT", "/admin/settings", { token: admin.token, body: { switchboard: "604 380 2000", version: 0 } });
      expect(missing.statusCode).toBe(400);
      const noVersion = await api("PUT", "/admin/settings", { token: admin.token, body: valid() });
      expect(noVersion.statusCode).toBe(400);
      expect(missing.statusCode).toBe(400);
      expect((await s.db.query("SELECT 1 FROM site_settings")).rows).toHaveLength(0);
      expect(await auditCount()).toBe(before);
    });

    it("saves, audits only what changed, and the site shows it at once", async () => {
      const res = await api("PUT", "/admin/settings", { token: admin.token, body: { ...valid(), extra: "se descarta", version: 0 } });
      expect(res.statusCode).toBe(200);
      const stored = res.json<StoredSettings>();
      expect(stored.settings.pqrsMailbox).toBe("bandeja.pqrs@emsp.example");
      expect(stored.updatedBy).toBe(admin.email);
      const pub = (await api("GET", "/settings/public")).json<PublicSiteSettings>();
      expect(pub).toMatchObject({ switchboard: "(604) 380 2000", emergencyEnergy: "115", chatEnabled: false, maintenanceBannerEnabled: true });
      expect(pub.maintenanceBannerText).toMatch(/mantenimiento/);

      const { rows } = await s.db.query<{ before: Record<string, unknown>; after: Record<string, unknown>; actor_email: string }>(
        "SELECT before, after, actor_email FROM audit_log WHERE action = 'settings.update' ORDER BY id DESC LIMIT 1",
      );
      expect(rows[0].actor_email).toBe(admin.email);
      expect(Object.keys(rows[0].after).sort()).toEqual(
        [
          "chatEnabled",
          "emergencyEnergy",
          "emergencyWater",
          "maintenanceBannerEnabled",
          "maintenanceBannerText",
          "officeHours",
          "pqrsMailbox",
          "switchboard",
        ].sort(),
      );
      expect(rows[0].before.switchboard).toBe(DEFAULT_SETTINGS.switchboard);

      // Saving the same again writes no new line.
      const count = await auditCount();
      const same = await api("PUT", "/admin/settings", { token: superAdmin.token, body: { ...valid(), version: stored.version } });
      expect(same.statusCode).toBe(200);
      expect(await auditCount()).toBe(count);
    });

    // Issue 20 §3: a save based on an old read answers 409 and loses nobody's change.
    it("refuses a save based on an old read with 409, and changes nothing", async () => {
      const read = (await api("GET", "/admin/settings", { token: admin.token })).json<StoredSettings>();
      const first = await api("PUT", "/admin/settings", {
        token: superAdmin.token,
        body: { ...valid(read.settings), freeLine: "01 8000 111 222", version: read.version },
      });
      expect(first.statusCode).toBe(200);
      const saved = first.json<StoredSettings>();
      expect(saved.version).toBe(read.version + 1);
      const count = await auditCount();

      const late = await api("PUT", "/admin/settings", {
        token: admin.token,
        body: { ...valid(read.settings), switchboard: "604 444 0000", version: read.version },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ code: "STALE_VERSION", message: expect.stringMatching(/^Otra persona guardó la configuración.*Recargue/) });
      const now = (await api("GET", "/admin/settings", { token: admin.token })).json<StoredSettings>();
      expect(now).toEqual(saved);
      expect(now.settings.freeLine).toBe("01 8000 111 222");
      expect(await auditCount()).toBe(count);
    });

    it("lets only one of two simultaneous saves from the same version pass", async () => {
      const read = (await api("GET", "/admin/settings", { token: admin.token })).json<StoredSettings>();
      const [a, b] = await Promise.all([
        api("PUT", "/admin/settings", { token: admin.token, body: { ...read.settings, switchboard: "604 111 1111", version: read.version } }),
        api("PUT", "/admin/settings", { token: superAdmin.token, body: { ...read.settings, emergencyWater: "604 222 2222", version: read.version } }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? a : b;
      const now = (await api("GET", "/admin/settings", { token: admin.token })).json<StoredSettings>();
      expect(now).toEqual(winner.json());
      expect(now.version).toBe(read.version + 1);
      // The loser's change is not half-applied over the winner's.
      expect(now.settings.switchboard === "604 111 1111").toBe(a.statusCode === 200);
      expect(now.settings.emergencyWater === "604 222 2222").toBe(b.statusCode === 200);
    });

    it("sends a copy of each new PQRS to the mailbox of the settings, without the applicant's data", async () => {
      const res = await api("POST", "/pqrs", {
        body: {
          type: "peticion",
          service: "energia",
          subject: "Poste inclinado en la esquina",
          description: "Hay un poste de energía inclinado en la esquina de la Calle 10 con Carrera 43 desde hace una semana.",
          anonymous: false,
          applicant: {
            documentType: "CC",
            documentNumber: "43111222",
            name: "Rosa Elvira Cárdenas",
            email: "rosa.cardenas@correo.co",
            phone: "300 555 1234",
            address: "",
          },
          notificationChannel: "email",
          consent: true,
        },
        headers: await captchaHeaders(s.app),
      });
      expect(res.statusCode).toBe(201);
      const { rows } = await s.db.query<{ subject: string; text_body: string; link: string }>(
        "SELECT subject, text_body, link FROM mail_outbox WHERE kind = 'case_notice' AND to_address = 'bandeja.pqrs@emsp.example'",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].text_body).toContain(res.json().radicado);
      expect(rows[0].text_body).not.toContain("Rosa Elvira");
      expect(rows[0].text_body).not.toContain("43111222");
      expect(rows[0].link).toContain("/admin/pqrs?caso=");
    });
  });

  describe("audit log", () => {
    it("is read by SUPER_ADMIN only, filtered by action, object and days", async () => {
      expect((await api("GET", "/admin/audit", { token: admin.token })).statusCode).toBe(403);
      expect((await api("GET", "/admin/audit", { token: customer.token })).statusCode).toBe(403);
      expect((await api("GET", "/admin/audit")).statusCode).toBe(401);
      const all = (await api("GET", "/admin/audit", { token: superAdmin.token })).json<AuditPage>();
      expect(all.total).toBe(await auditCount());
      expect(new Date(all.items[0].at) >= new Date(all.items.at(-1)!.at)).toBe(true);
      const roles = (await api("GET", "/admin/audit?action=user.roles&entityType=user", { token: superAdmin.token })).json<AuditPage>();
      expect(roles.items.length).toBeGreaterThan(0);
      expect(roles.items.every((e) => e.action === "user.roles" && e.before !== null && e.after !== null)).toBe(true);
      const byActor = (await api("GET", `/admin/audit?actor=${encodeURIComponent(admin.email)}`, { token: superAdmin.token })).json<AuditPage>();
      expect(byActor.items.every((e) => e.actorEmail === admin.email)).toBe(true);
      const future = (await api("GET", "/admin/audit?from=2099-01-01", { token: superAdmin.token })).json<AuditPage>();
      expect(future.total).toBe(0);
      const backwards = await api("GET", "/admin/audit?from=2026-05-02&to=2026-05-01", { token: superAdmin.token });
      expect(backwards.statusCode).toBe(400);
      expect(Object.keys(backwards.json().fields)).toEqual(["to"]);
    });

    it("names who did it and the object it was done to, keeping the ids (issue 33)", async () => {
      const roles = (await api("GET", "/admin/audit?action=user.roles&entityType=user", { token: superAdmin.token })).json<AuditPage>();
      expect(roles.items.length).toBeGreaterThan(0);
      const nameOf = async (id: string) =>
        (await s.db.query<{ name: string }>("SELECT trim(first_name || ' ' || last_name) AS name FROM users WHERE id = $1::uuid", [id])).rows[0].name;
      for (const entry of roles.items) {
        expect(entry.actorName).toBe(await nameOf(entry.actorId!));
        expect(entry.entityLabel).toBe(await nameOf(entry.entityId));
        expect(entry.entityId).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  });

  describe("dashboard", () => {
    it("counts from the stored rows, and each figure follows new data", async () => {
      await s.db.transaction((tx) => seedBilling(tx, new Date()));
      const first = (await api("GET", "/admin/summary", { token: admin.token })).json<AdminSummary>();
      const users = (await s.db.query<{ n: number; v: number }>("SELECT count(*)::int AS n, count(*) FILTER (WHERE is_email_verified)::int AS v FROM users"))
        .rows[0];
      expect(first.users.total).toBe(users.n);
      expect(first.users.verified).toBe(users.v);
      expect(first.users.newThisMonth).toBe(users.n); // every account of this file was made today
      expect(first.monthStart).toMatch(/^\d{4}-\d{2}-01$/);

      await account(["USER"]);
      // Through the intake and its writer, which keeps the aggregates the summary reads (issue 22).
      for (const [pagePath, sessionId] of [
        ["/noticias", "s-1"],
        ["/noticias", "s-2"],
        ["/pqr", "s-1"],
      ]) {
        const view = await s.app.inject({ method: "POST", url: "/api/metrics/track/pageview", payload: { pagePath, sessionId } });
        expect(view.statusCode).toBe(202);
      }
      await s.app.metrics.writer.drain();
      const { rows: contracts } = await s.db.query<{ id: string; number: string }>("SELECT id, number FROM contracts ORDER BY number LIMIT 1");
      await s.db.query(
        `INSERT INTO payments (reference, contract_id, amount, method, gateway, status, decided_at)
         VALUES ('REF-ADMIN-1', $1, 85400, 'pse', 'pse-sandbox', 'aprobada', now()), ('REF-ADMIN-2', $1, 12000, 'pse', 'pse-sandbox', 'pendiente', NULL)`,
        [contracts[0].id],
      );
      await s.db.query(
        `INSERT INTO news (slug, title, summary, body_html, category, status, publish_at, author_name, search_text)
         SELECT 'aviso-admin-' || g, 'Aviso ' || g, 'Resumen', '<p>Texto</p>', 'general', 'published', now() - interval '1 minute', 'Prensa', 'aviso'
           FROM generate_series(1, 2) g`,
      );

      const next = (await api("GET", "/admin/summary", { token: admin.token })).json<AdminSummary>();
      expect(next.users.total).toBe(first.users.total + 1);
      expect(next.users.newThisMonth).toBe(first.users.newThisMonth + 1);
      expect(next.visits).not.toBeNull();
      expect(next.visits!.pageViews).toBe((first.visits?.pageViews ?? 0) + 3);
      expect(next.visits!.topPages[0]).toEqual({ pagePath: "/noticias", pageViews: 2 });
      expect(next.payments.approvedCount).toBe(first.payments.approvedCount + 1);
      expect(next.payments.approvedAmount).toBe(first.payments.approvedAmount + 85400);
      expect(next.payments.pendingCount).toBe(first.payments.pendingCount + 1);
      expect(next.payments.today.find((p) => p.reference === "REF-ADMIN-1")).toMatchObject({
        contractNumber: contracts[0].number,
        amount: 85400,
        status: "aprobada",
      });
      const open = (await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM cases WHERE status IN ('radicada', 'en_tramite')")).rows[0].n;
      expect(next.pqrs.open).toBe(open);
      const published = (
        await s.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM news WHERE status <> 'draft' AND publish_at <= now() AND publish_at >= date_trunc('month', now() - interval '5 hours') + interval '5 hours'",
        )
      ).rows[0].n;
      expect(next.news.publishedThisMonth).toBe(published);
      expect(next.news.publishedThisMonth).toBe(first.news.publishedThisMonth + 2);

      expect((await api("GET", "/admin/summary", { token: customer.token })).statusCode).toBe(403);
    });
  });
});
