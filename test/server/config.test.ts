import { ConfigError, loadConfig } from "../../server/config";

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

describe("payment gateway configuration (issue 20 §1)", () => {
  // Wompi's sandbox keys start only with the allowance (issue 31 §5).
  const wompiKeys = {
    ALLOW_SANDBOX_PAYMENTS: "true",
    WOMPI_PUBLIC_KEY: "pub_test_abcdefghij",
    WOMPI_PRIVATE_KEY: "prv_test_abcdefghij",
    WOMPI_EVENTS_SECRET: "test_events_abcdefghij",
    WOMPI_INTEGRITY_SECRET: "test_integrity_abcdefghij",
  };

  it("runs the sandbox only when named or with SEED_DEMO; none is explicit", () => {
    expect(loadConfig({}).paymentGateway).toBe("sandbox");
    expect(loadConfig({ SEED_DEMO: "false" }).paymentGateway).toBeNull();
    expect(loadConfig({ SEED_DEMO: "false", PAYMENT_GATEWAY: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" }).paymentGateway).toBe("sandbox");
    expect(loadConfig({ PAYMENT_GATEWAY: "none" }).paymentGateway).toBeNull();
    expect(() => loadConfig({ PAYMENT_GATEWAY: "payu" })).toThrow(/^Configuración inválida: PAYMENT_GATEWAY /);
  });

  it("issue 32: WOMPI_CHECKOUT=false turns the checkout off; WOMPI_LEGAL_ID_TYPES takes only the portal's types", () => {
    expect(loadConfig({ PAYMENT_GATEWAY: "wompi", ...wompiKeys, WOMPI_CHECKOUT: "false" }).wompi?.checkoutUrl).toBeNull();
    expect(loadConfig({ PAYMENT_GATEWAY: "wompi", ...wompiKeys, WOMPI_LEGAL_ID_TYPES: "cc, nit" }).wompi?.legalIdTypes).toEqual(["CC", "NIT"]);
    expect(() => loadConfig({ PAYMENT_GATEWAY: "wompi", ...wompiKeys, WOMPI_LEGAL_ID_TYPES: "CC,OTHER" })).toThrow(/WOMPI_LEGAL_ID_TYPES/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: "wompi", ...wompiKeys, WOMPI_CHECKOUT: "si" })).toThrow(/WOMPI_CHECKOUT/);
  });

  it("reads Wompi's keys and picks the API of WOMPI_ENV", () => {
    expect(loadConfig({ PAYMENT_GATEWAY: "wompi", ...wompiKeys }).wompi).toEqual({
      env: "sandbox",
      apiUrl: "https://sandbox.wompi.co/v1",
      // Issue 32: Web Checkout on by default; the document types Wompi takes for PSE, a setting.
      checkoutUrl: "https://checkout.wompi.co/p/",
      legalIdTypes: ["CC", "CE", "NIT", "PP", "TI", "PPT"],
      publicKey: wompiKeys.WOMPI_PUBLIC_KEY,
      privateKey: wompiKeys.WOMPI_PRIVATE_KEY,
      eventsSecret: wompiKeys.WOMPI_EVENTS_SECRET,
      integritySecret: wompiKeys.WOMPI_INTEGRITY_SECRET,
    });
    const prod = {
      WOMPI_PUBLIC_KEY: "pub_prod_x1",
      WOMPI_PRIVATE_KEY: "prv_prod_x1",
      WOMPI_EVENTS_SECRET: "prod_events_x1",
      WOMPI_INTEGRITY_SECRET: "prod_integrity_x1",
    };
    expect(loadConfig({ PAYMENT_GATEWAY: "wompi", WOMPI_ENV: "production", ...prod }).wompi?.apiUrl).toBe("https://production.wompi.co/v1");
    expect(loadConfig({ PAYMENT_GATEWAY: "wompi", WOMPI_API_URL: "http://127.0.0.1:4190/v1/", ...wompiKeys }).wompi?.apiUrl).toBe("http://127.0.0.1:4190/v1");
  });

  it.each(["WOMPI_PUBLIC_KEY", "WOMPI_PRIVATE_KEY", "WOMPI_EVENTS_SECRET", "WOMPI_INTEGRITY_SECRET"] as const)(
    "stops with one line naming %s when it is missing or of the other environment, never printing it",
    (name) => {
      const missing: Record<string, string> = { PAYMENT_GATEWAY: "wompi", ...wompiKeys };
      delete missing[name];
      expect(() => loadConfig(missing)).toThrow(new RegExp(`^Configuración inválida: ${name} `));
      const prodValue = wompiKeys[name].replace("test_", "prod_") + "SECRETO";
      const mismatched = { PAYMENT_GATEWAY: "wompi", ...wompiKeys, [name]: prodValue };
      expect(() => loadConfig(mismatched)).toThrow(new RegExp(`^Configuración inválida: ${name} `));
      try {
        loadConfig(mismatched);
      } catch (error) {
        expect((error as Error).message).not.toContain("SECRETO");
        expect((error as Error).message.split("\n")).toHaveLength(1);
      }
    },
  );

  it("refuses an unknown WOMPI_ENV", () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: "wompi", WOMPI_ENV: "staging", ...wompiKeys })).toThrow(/^Configuración inválida: WOMPI_ENV /);
  });
});

describe("sandbox payments and leftover demo accounts need an explicit allowance (issue 31 §5)", () => {
  const sandboxKeys = {
    PAYMENT_GATEWAY: "wompi",
    WOMPI_PUBLIC_KEY: "pub_test_abcdefghij",
    WOMPI_PRIVATE_KEY: "prv_test_abcdefghij",
    WOMPI_EVENTS_SECRET: "test_events_abcdefghij",
    WOMPI_INTEGRITY_SECRET: "test_integrity_abcdefghij",
  };

  it("refuses PAYMENT_GATEWAY=sandbox without demo data unless ALLOW_SANDBOX_PAYMENTS=true", () => {
    expect(() => loadConfig({ SEED_DEMO: "false", PAYMENT_GATEWAY: "sandbox" })).toThrow(
      /^Configuración inválida: PAYMENT_GATEWAY .*ALLOW_SANDBOX_PAYMENTS=true.* \(valor recibido: "sandbox"\)$/,
    );
    expect(loadConfig({ SEED_DEMO: "false", PAYMENT_GATEWAY: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" })).toMatchObject({
      paymentGateway: "sandbox",
      allowSandboxPayments: true,
    });
    // A demo install pays in the sandbox by default, as before.
    expect(loadConfig({ PAYMENT_GATEWAY: "sandbox" }).paymentGateway).toBe("sandbox");
    expect(() => loadConfig({ ALLOW_SANDBOX_PAYMENTS: "quizás" })).toThrow(/^Configuración inválida: ALLOW_SANDBOX_PAYMENTS /);
  });

  it("refuses Wompi's sandbox (WOMPI_ENV=sandbox, also its default) unless ALLOW_SANDBOX_PAYMENTS=true, demo install or not", () => {
    for (const env of [sandboxKeys, { ...sandboxKeys, WOMPI_ENV: "sandbox" }, { ...sandboxKeys, SEED_DEMO: "true" }]) {
      expect(() => loadConfig(env)).toThrow(/^Configuración inválida: WOMPI_ENV .*ALLOW_SANDBOX_PAYMENTS=true.* \(valor recibido: "sandbox"\)$/);
    }
    expect(loadConfig({ ...sandboxKeys, ALLOW_SANDBOX_PAYMENTS: "true" }).wompi?.env).toBe("sandbox");
  });

  it("reads ALLOW_DEMO_ACCOUNTS, off by default", () => {
    expect(loadConfig({}).allowDemoAccounts).toBe(false);
    expect(loadConfig({ ALLOW_DEMO_ACCOUNTS: "true" }).allowDemoAccounts).toBe(true);
    expect(() => loadConfig({ ALLOW_DEMO_ACCOUNTS: "sí" })).toThrow(/^Configuración inválida: ALLOW_DEMO_ACCOUNTS /);
  });
});

describe("the customer portal link and the metrics reader's Basic credential (issue 33 §5, spec §2 and §7)", () => {
  it("are off by default", () => {
    expect(loadConfig({})).toMatchObject({ customerPortalUrl: null, metricsReadBasicAuth: null });
  });

  it.each(["https://clientes.emsp.example/", "https://clientes.emsp.example/ingreso?origen=portal", "http://127.0.0.1:4200/", "http://localhost:4200/"])(
    "takes CUSTOMER_PORTAL_URL=%s",
    (value) => {
      expect(loadConfig({ CUSTOMER_PORTAL_URL: value }).customerPortalUrl).toBe(value);
    },
  );

  it.each([
    "clientes.emsp.example",
    "/clientes",
    "http://clientes.emsp.example/",
    "ftp://clientes.emsp.example/",
    "javascript:alert(1)",
    "https://u:clave@clientes.emsp.example/",
  ])("stops with one line naming CUSTOMER_PORTAL_URL for %s", (value) => {
    expect(() => loadConfig({ CUSTOMER_PORTAL_URL: value })).toThrow(/^Configuración inválida: CUSTOMER_PORTAL_URL [^\n]*$/);
  });

  it.each(["lector:clave-larga", "integracion:con espacios y :dos puntos", "a:b"])("takes METRICS_READ_BASIC_AUTH=%s", (value) => {
    expect(loadConfig({ METRICS_READ_BASIC_AUTH: value }).metricsReadBasicAuth).toBe(value);
  });

  it.each(["sin-dos-puntos", ":clave", "lector:", "lec tor:clave", "lector:clavé", "lector:\u0001"])(
    "stops with one line naming METRICS_READ_BASIC_AUTH for %j, never showing it",
    (value) => {
      let error: unknown;
      try {
        loadConfig({ METRICS_READ_BASIC_AUTH: value });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toMatch(/^Configuración inválida: METRICS_READ_BASIC_AUTH [^\n]*$/);
      if (value.length > 3) expect(message).not.toContain(value);
    },
  );
});

describe("the outage map's tile server (issue 36 §4)", () => {
  it("is off by default: the barrio outlines alone, no external service", () => {
    expect(loadConfig({}).mapTiles).toBeNull();
  });

  it("takes an https template with {z}, {x} and {y} and its attribution", () => {
    const env = { MAP_TILE_URL: "https://tiles.emsp.example/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "© Colaboradores de OpenStreetMap" };
    expect(loadConfig(env).mapTiles).toEqual({ url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION });
  });

  it.each([
    [{ MAP_TILE_URL: "http://tiles.emsp.example/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "x" }, "MAP_TILE_URL"],
    [{ MAP_TILE_URL: "https://tiles.emsp.example/tiles.png", MAP_TILE_ATTRIBUTION: "x" }, "MAP_TILE_URL"],
    [{ MAP_TILE_URL: "https://tiles.emsp.example/{z}/{x}/{y}.png" }, "MAP_TILE_ATTRIBUTION"],
    [{ MAP_TILE_ATTRIBUTION: "© OSM" }, "MAP_TILE_ATTRIBUTION"],
  ])("stops with one line naming the variable for %j", (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Configuración inválida: ${name} [^\\n]*$`));
  });
});
