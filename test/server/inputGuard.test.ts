import type { InjectOptions } from "fastify";
import type { AuthResponse } from "../../src/shared/types";
import { cleanText, findUncleanText, isCleanText } from "../../server/http/inputGuard";
import { PartTally } from "../../server/http/multipartParts";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;
type Inject = InjectOptions;

const PASSWORD = "Clave segura de prueba 2026";

const pqrs = (over: Record<string, unknown> = {}) => ({
  type: "peticion",
  service: "acueducto",
  subject: "Revisión del medidor de agua",
  description: "El medidor de agua marca consumo aunque todas las llaves de la casa están cerradas.",
  anonymous: false,
  applicant: {
    documentType: "CC",
    documentNumber: "1.020.304.050",
    name: "Luz Marina Ochoa",
    email: "luz.ochoa@correo.co",
    phone: "300 123 4567",
    address: "Cl. 10 # 43-20",
  },
  notificationChannel: "email",
  consent: true,
  ...over,
});

/** The form as JSON in a `data` part, as the portal's PQRS page sends it. */
async function multipart(data: string): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append("data", data);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type") as string } };
}

describe("clean text (issue 20 §4)", () => {
  it("tells NULs and lone surrogates from ordinary text, emoji included", () => {
    expect(isCleanText("Ñandú 🌧️ ok")).toBe(true);
    expect(isCleanText("a\u0000b")).toBe(false);
    expect(isCleanText("a\ud800b")).toBe(false);
    expect(isCleanText("a\udc00")).toBe(false);
    expect(cleanText("a\u0000b\ud800c🌧️")).toBe("ab\ufffdc🌧️");
    expect(findUncleanText({ a: "ok", events: [{ label: "ok" }, { label: "x\u0000" }] })).toBe("events.1.label");
    expect(findUncleanText({ ["k\u0000"]: 1 })).toBe("k");
    expect(findUncleanText({ a: ["ok", 1, null, true] })).toBeNull();
  });
});

describe("the parts of a multipart body (issue 31 §5)", () => {
  const body = Buffer.from(
    [
      "preámbulo",
      "--b0undary",
      'Content-Disposition: form-data; name="data"',
      "",
      '{"a":1}',
      "--b0undary",
      'Content-Disposition: form-data; name="files"; filename="fac\rtura.pdf"',
      "Content-Type: application/pdf",
      "",
      "%PDF-1.4 --b0undar",
      "--b0undary",
      'Content-Disposition: form-data; filename="x.pdf"; name="files"',
      "",
      "%PDF-1.4",
      "--b0undary--",
      "--b0undary",
      "",
    ].join("\r\n"),
    "latin1",
  );

  it("counts and names every part sent up to the closing delimiter, however the bytes are split", () => {
    for (let cut = 0; cut <= body.length; cut++) {
      const tally = new PartTally("b0undary");
      tally.push(body.subarray(0, cut));
      tally.push(body.subarray(cut));
      tally.finish();
      expect(tally.names).toEqual(["data", "files", "files"]);
    }
  });

  it("names the first part the parser did not hand over", () => {
    const tally = new PartTally("b0undary");
    tally.push(body);
    tally.finish();
    expect(tally.missing(["data", "files"])).toBe("files");
    expect(tally.missing(["data", "files", "files"])).toBeUndefined();
  });
});

describe.each(backends)("NUL, lone surrogates and broken multipart on $name (issue 20 §4)", (backend) => {
  let s: Started;
  let admin: string;

  beforeAll(async () => {
    s = await startApp(backend);
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: await captchaHeaders(s.app),
      payload: {
        email: "guardia@correo.co",
        password: PASSWORD,
        firstName: "Paula",
        lastName: "Arango",
        documentType: "CC",
        documentNumber: "1020304099",
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    await s.db.query("UPDATE users SET roles = $1 WHERE id = $2", [["USER", "ADMIN"], user.id]);
    admin = token;
  });
  afterAll(() => s.close());

  const expect400 = async (opts: Inject, field: string, code = "INVALID_CHARACTERS") => {
    const res = await s.app.inject(opts);
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 400, code });
    const body = res.json<{ message: string; fields?: Record<string, string> }>();
    if (code === "INVALID_CHARACTERS") {
      expect(Object.keys(body.fields ?? {})).toEqual([field]);
      expect(body.message).toContain(`«${field}»`);
      expect(body.message).toMatch(/carácter no permitido/);
    }
    return body;
  };
  const json = (url: string, body: string, headers: Record<string, string> = {}): Inject => ({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...headers },
    payload: body,
  });

  it.each([
    ["/api/news?zone=%00", "zone"],
    ["/api/news?page=1&zone=Centro%00", "zone"],
    ["/api/news?zone=%ED%A0%80", "zone"],
    ["/api/metrics/page/%2Fa%00b", "ruta"],
    // Decoded twice by its route: the guard sees "%00" as text, the route sees the NUL.
    ["/api/metrics/page/%2Fa%2500b", "pagePath"],
    ["/api/metrics/aggregated?startDate=%00", "startDate"],
  ])("answers GET %s with 400 naming %s", async (url, field) => {
    await expect400({ method: "GET", url }, field);
  });

  it("refuses a NUL or a lone surrogate in the sign-in e-mail", async () => {
    await expect400(json("/api/auth/login", JSON.stringify({ email: "luz\u0000@correo.co", password: PASSWORD })), "email");
    await expect400(json("/api/auth/login", '{"email":"luz\\ud800@correo.co","password":"x"}'), "email");
    await expect400(json("/api/auth/forgot-password", '{"email":"luz@correo.co\\u0000"}'), "email");
  });

  it("refuses a NUL in a PQRS description, sent as JSON or in the multipart form, and files nothing", async () => {
    const body = await expect400(json("/api/pqrs", JSON.stringify(pqrs({ description: `${pqrs().description}\u0000` }))), "description");
    expect(body.fields!.description).toMatch(/carácter nulo/);
    // With the bot check solved: it is checked first, from the headers (issue 31 §5).
    const nul = await multipart(JSON.stringify(pqrs({ description: "Fuga\u0000 de agua en la esquina." })));
    await expect400(
      { method: "POST", url: "/api/pqrs", payload: nul.payload, headers: { ...nul.headers, ...(await captchaHeaders(s.app)) } },
      "data.description",
    );
    const surrogate = await multipart(JSON.stringify(pqrs({ subject: "x\ud800" })));
    await expect400(
      { method: "POST", url: "/api/cases", payload: surrogate.payload, headers: { ...surrogate.headers, ...(await captchaHeaders(s.app)) } },
      "data.subject",
    );
    const { rows } = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM cases");
    expect(Number(rows[0].n)).toBe(0);
  });

  it("refuses a NUL in an administrator's input", async () => {
    const auth = { authorization: `Bearer ${admin}` };
    await expect400(
      json(
        "/api/admin/news",
        JSON.stringify({
          title: "Corte\u0000 programado",
          summary: "Cambio de transformador.",
          bodyHtml: "<p>Texto</p>",
          category: "acueducto-alcantarillado",
          tags: ["agua"],
          imageId: null,
          imageAlt: "",
          cut: null,
        }),
        auth,
      ),
      "title",
    );
    await expect400({ method: "GET", url: "/api/admin/news?q=%00", headers: auth }, "q");
  });

  it("refuses a NUL in a header", async () => {
    await expect400({ method: "GET", url: "/api/news", headers: { "idempotency-key": "a\u0000b" } }, "idempotency-key");
  });

  it.each(["/api/pqrs", "/api/cases", "/api/admin/news/images"])("answers a multipart POST %s without a boundary with 400 in Spanish", async (url) => {
    const body = await expect400(
      { method: "POST", url, headers: { "content-type": "multipart/form-data", authorization: `Bearer ${admin}` }, payload: "--x\r\n\r\n" },
      "content-type",
      "INVALID_MULTIPART",
    );
    expect(body.message).toMatch(/formulario/);
  });

  it("answers a truncated multipart body with 400, not 500", async () => {
    const { payload, headers } = await multipart(JSON.stringify(pqrs()));
    const cut = payload.subarray(0, payload.length - 20);
    await expect400({ method: "POST", url: "/api/pqrs", headers: { ...headers, ...(await captchaHeaders(s.app)) }, payload: cut }, "", "INVALID_MULTIPART");
  });

  it("sends Permissions-Policy on every response, a refusal and a metrics beacon included, and keeps the CSP", async () => {
    const responses = [
      await s.app.inject({ method: "GET", url: "/api/health" }),
      await s.app.inject({ method: "GET", url: "/api/news?zone=%00" }),
      await s.app.inject({ method: "POST", url: "/api/metrics/track/pagetime", payload: { pagePath: "/x", sessionId: "s1", timeSpent: 1 } }),
      await s.app.inject({ method: "GET", url: "/api/no-existe" }),
    ];
    for (const res of responses) {
      const policy = String(res.headers["permissions-policy"]);
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(policy).toContain(`${feature}=()`);
    }
    const csp = String(responses[0].headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
  });

  it("lets ordinary accented text and emoji through", async () => {
    const res = await s.app.inject({ method: "GET", url: `/api/news?zone=${encodeURIComponent("Año Ñ 🌧️")}` });
    expect(res.statusCode).toBe(200);
  });

  it("reads a JSON body's text once: clean text passes, and an emoji as raw text or as escapes is a pair, not a fault", async () => {
    const event = (label: string) =>
      `{"eventType":"search","category":"buscador","action":"buscar","label":${label},"pagePath":"/buscar","sessionId":"s-json"}`;
    const post = (body: string) =>
      s.app.inject({ method: "POST", url: "/api/metrics/track/event", headers: { "content-type": "application/json" }, payload: body });
    expect((await post(event('"tarifas de energía"'))).statusCode).toBe(202);
    expect((await post(event('"lluvia 🌧"'))).statusCode).toBe(202);
    expect((await post(event('"lluvia \\ud83c\\udf27"'))).statusCode).toBe(202);
    // The same faults written as escapes are still found and named.
    const nul = await post(event('"fac\\u0000tura"'));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: "INVALID_CHARACTERS", fields: { label: expect.any(String) } });
    const lone = await post(event('"medio \\ud83c"'));
    expect(lone.statusCode).toBe(400);
    expect(lone.json().fields).toHaveProperty("label");
  });
});
