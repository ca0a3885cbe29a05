/**
 * Issue 35: the site settings the GOV.CO footer prints (§4) and the content approval rule (§1),
 * saved through /api/admin/settings and read back, on PGlite and PostgreSQL.
 */
import type { PublicSiteSettings, SiteSettings, StoredSettings } from "../../src/shared/admin";
import { DEFAULT_SETTINGS } from "../../src/shared/admin";
import type { AuthResponse } from "../../src/shared/types";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

const IDENTITY: Partial<SiteSettings> = {
  entityName: "  Empresas Públicas de  Villa Verde E.S.P. ",
  postalCode: "050 021",
  officeCity: "Villa Verde,  Antioquia, Colombia",
  institutionalEmail: " Contacto@VillaVerde.gov.co ",
  judicialEmail: "Notificaciones.Judiciales@villaverde.gov.co",
  facebookUrl: " https://www.facebook.com/villaverde.esp ",
  xUrl: "",
  instagramUrl: "https://www.instagram.com/villaverde.esp",
  youtubeUrl: "https://www.youtube.com/@villaverde",
  contentRequiresApproval: true,
};

describe.each(backends)("the GOV.CO identity settings on $name", (backend) => {
  let s: Started;
  let admin: string;

  const api = (method: "GET" | "PUT", url: string, token?: string, body?: object) =>
    s.app.inject({ method, url: `/api${url}`, payload: body, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    s = await startApp(backend);
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: "10.35.4.1",
      headers: await captchaHeaders(s.app),
      payload: {
        email: "identidad-admin@correo.co",
        password: "Clave segura de prueba 2026",
        firstName: "Lucía",
        lastName: "Arango",
        documentType: "CC",
        documentNumber: "43500123",
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    await s.db.query("UPDATE users SET roles = $1 WHERE id = $2", [["USER", "ADMIN"], user.id]);
    admin = token;
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it("starts from the fictional utility's published identity, with approval off and kept from visitors", async () => {
    const stored = (await api("GET", "/admin/settings", admin)).json<StoredSettings>();
    expect(stored.settings.contentRequiresApproval).toBe(false);
    expect(stored.settings.entityName).toBe("Empresa Municipal de Servicios Públicos de San Rafael E.S.P.");
    expect(stored.settings.postalCode).toMatch(/^\d{6}$/);
    const pub = (await api("GET", "/settings/public")).json<PublicSiteSettings & { contentRequiresApproval?: boolean }>();
    expect(pub).toMatchObject({
      entityName: DEFAULT_SETTINGS.entityName,
      judicialEmail: DEFAULT_SETTINGS.judicialEmail,
      youtubeUrl: DEFAULT_SETTINGS.youtubeUrl,
    });
    expect(pub.contentRequiresApproval).toBeUndefined();
    expect(await s.app.siteSettings.get()).toMatchObject({ settings: { contentRequiresApproval: false } });
  });

  it("refuses a wrong postal code, e-mail or network address with the field's name, and saves nothing", async () => {
    const res = await api("PUT", "/admin/settings", admin, {
      ...DEFAULT_SETTINGS,
      entityName: "EP",
      postalCode: "0544",
      officeCity: "",
      institutionalEmail: "contacto@",
      judicialEmail: "judicial",
      facebookUrl: "facebook.com/villaverde",
      xUrl: "http://x.com/villaverde",
      instagramUrl: "javascript:alert(1)",
      version: 0,
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(
      ["entityName", "postalCode", "officeCity", "institutionalEmail", "judicialEmail", "facebookUrl", "xUrl", "instagramUrl"].sort(),
    );
    expect(fields.postalCode).toMatch(/^Código postal: .*6 dígitos/);
    expect(fields.judicialEmail).toMatch(/^Correo de notificaciones judiciales:/);
    expect(fields.xUrl).toMatch(/^X \(antes Twitter\): .*https:\/\//);
    expect((await s.db.query("SELECT 1 FROM site_settings")).rows).toHaveLength(0);
  });

  it("saves the identity tidied and the approval rule, audits them, and the footer's public read and the content module see them", async () => {
    const res = await api("PUT", "/admin/settings", admin, { ...DEFAULT_SETTINGS, ...IDENTITY, version: 0 });
    expect(res.statusCode).toBe(200);
    const saved = res.json<StoredSettings>().settings;
    expect(saved).toMatchObject({
      entityName: "Empresas Públicas de Villa Verde E.S.P.",
      postalCode: "050021",
      officeCity: "Villa Verde, Antioquia, Colombia",
      institutionalEmail: "contacto@villaverde.gov.co",
      judicialEmail: "notificaciones.judiciales@villaverde.gov.co",
      facebookUrl: "https://www.facebook.com/villaverde.esp",
      xUrl: "",
      contentRequiresApproval: true,
    });
    // Read back from the database, not from what the save answered.
    const again = (await api("GET", "/admin/settings", admin)).json<StoredSettings>();
    expect(again.settings).toEqual(saved);
    const { rows } = await s.db.query<{ key: string; value: unknown }>("SELECT key, value FROM site_settings ORDER BY key");
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toMatchObject({ postalCode: "050021", contentRequiresApproval: true, xUrl: "" });

    const pub = (await api("GET", "/settings/public")).json<PublicSiteSettings & { contentRequiresApproval?: boolean }>();
    expect(pub).toMatchObject({ entityName: "Empresas Públicas de Villa Verde E.S.P.", postalCode: "050021", xUrl: "", instagramUrl: IDENTITY.instagramUrl });
    expect(pub.contentRequiresApproval).toBeUndefined();
    // What the content module reads (issue 35 §1).
    expect((await s.app.siteSettings.get()).settings.contentRequiresApproval).toBe(true);

    const audit = await s.db.query<{ after: Record<string, unknown> }>("SELECT after FROM audit_log WHERE action = 'settings.update' ORDER BY id DESC LIMIT 1");
    expect(Object.keys(audit.rows[0].after).sort()).toEqual(
      [
        "entityName",
        "postalCode",
        "officeCity",
        "institutionalEmail",
        "judicialEmail",
        "facebookUrl",
        "xUrl",
        "instagramUrl",
        "youtubeUrl",
        "contentRequiresApproval",
      ].sort(),
    );

    // Switched off again: a boolean saved as false is read as false, not as the default.
    const off = await api("PUT", "/admin/settings", admin, { ...saved, contentRequiresApproval: false, version: again.version });
    expect(off.statusCode).toBe(200);
    expect((await s.app.siteSettings.fresh()).settings.contentRequiresApproval).toBe(false);
  });

  it("keeps the new keys within the table's list of known settings (migration 030)", async () => {
    await expect(s.db.query("INSERT INTO site_settings (key, value, updated_by_email) VALUES ('unknownKey', '1'::jsonb, 'a@b.co')")).rejects.toThrow(
      /site_settings_key_check/,
    );
  });
});
