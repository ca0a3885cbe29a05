import type { AuthResponse } from "../../src/shared/types";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

/** Issue 31 §5: a date filter that names no real day is a 400 naming the field, never a 500. */
describe.each(backends)("date filters on $name", (backend) => {
  let s: Started;
  let token: string;

  beforeAll(async () => {
    s = await startApp(backend);
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: "10.31.9.1",
      headers: await captchaHeaders(s.app),
      payload: {
        email: "fechas@correo.co",
        password: "Clave segura de prueba 2026",
        firstName: "Camila",
        lastName: "Restrepo",
        documentType: "CC",
        documentNumber: "72009999",
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token: t, user } = res.json<AuthResponse>();
    await s.db.query("UPDATE users SET roles = $1 WHERE id = $2", [["USER", "ADMIN", "SUPER_ADMIN"], user.id]);
    token = t;
  });
  afterAll(async () => s.close());

  const get = (url: string) => s.app.inject({ method: "GET", url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });

  it.each([
    ["/admin/audit?from=", "from"],
    ["/admin/audit?to=", "to"],
    ["/admin/users?createdFrom=", "createdFrom"],
  ])("answers %s with a day that does not exist 400 naming «%s»", async (url, field) => {
    for (const day of ["0000-00-00", "2026-13-01", "2026-02-30", "0000-01-01", "9999-12-31", "2026-00-10"]) {
      const res = await get(`${url}${day}`);
      expect({ day, status: res.statusCode }).toEqual({ day, status: 400 });
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { [field]: expect.any(String) } });
    }
    expect((await get(`${url}2026-02-28`)).statusCode).toBe(200);
  });

  it.each([
    ["/pqrs/stats?from=0000-01&to=0000-02", "from"],
    ["/pqrs/stats?from=9999-11&to=9999-12", "from"],
    ["/metrics/aggregated?endDate=0000-01-01", "endDate"],
    ["/metrics/aggregated?startDate=9999-12-01&endDate=9999-12-31", "endDate"],
    ["/metrics/acquisition-channels?startDate=0000-01-01T00:00Z&endDate=0000-01-02T00:00Z", "endDate"],
  ])("answers the public report %s 400 naming «%s»", async (url, field) => {
    const res = await s.app.inject({ method: "GET", url: `/api${url}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { [field]: expect.any(String) } });
  });
});
