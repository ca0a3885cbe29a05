import { loadConfig } from "../../server/config";

describe("configuration (DESIGN §7)", () => {
  it("has working defaults for the embedded start", () => {
    const c = loadConfig({}, "/srv/portal");
    expect(c).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/srv/portal/data",
      databaseUrl: null,
      metricsApiEnabled: true,
      brandName: "EMSP E.S.P.",
      brandLongName: "Empresa Municipal de Servicios Públicos",
      productSlug: "emsp",
      defaultLocale: "en",
      seedDemo: true,
      allowedParentOrigins: [],
      trustProxy: [],
    });
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SMTP_URL: "no es url" }, "SMTP_URL"],
    [{ METRICS_API_ENABLED: "quizás" }, "METRICS_API_ENABLED"],
    [{ SEED_DEMO: "2" }, "SEED_DEMO"],
    [{ ALLOWED_PARENT_ORIGINS: "https://a.example/ruta" }, "ALLOWED_PARENT_ORIGINS"],
    [{ PRODUCT_SLUG: "Mi Empresa" }, "PRODUCT_SLUG"],
    [{ TRUST_PROXY: "proxy.interno" }, "TRUST_PROXY"],
    [{ DEFAULT_LOCALE: "fr" }, "DEFAULT_LOCALE"],
    [{ MAIL_FROM: "nadie" }, "MAIL_FROM"],
    [{ PUBLIC_URL: "ftp://x" }, "PUBLIC_URL"],
    [{ APPINSIGHTS_CONNECTION_STRING: "abc" }, "APPINSIGHTS_CONNECTION_STRING"],
    [{ DEMO_PASSWORD: "corta" }, "DEMO_PASSWORD"],
  ])("stops with one line naming the variable for %j", (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Configuración inválida: ${name} `));
  });

  it("never prints a database password", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://u:secreto@h/db" })).toThrow(/u:\*\*\*@h/);
  });

  it("reads the parent origins as a list", () => {
    expect(loadConfig({ ALLOWED_PARENT_ORIGINS: "https://a.example, http://127.0.0.1:4176" }).allowedParentOrigins).toEqual([
      "https://a.example",
      "http://127.0.0.1:4176",
    ]);
  });
});
