import { csvLine } from "../../server/modules/opendata/catalog";
import {
  bogotaMonthBounds,
  CONTINUITY_COLUMNS,
  continuityCells,
  continuityJson,
  monthlyContinuity,
  round2,
  serviceContinuity,
  type ContinuityIncident,
} from "../../src/shared/continuity";

// November 2026 in Colombia (UTC−5, no daylight saving): from 2026-11-01 00:00 −05:00
// (2026-11-01T05:00Z) to 2026-12-01 00:00 −05:00 (2026-12-01T05:00Z), 30 days. Times below are
// written in Bogota time so the month's edges read as they are.
const MONTH = "2026-11";

const energy: ContinuityIncident[] = [
  // A: inside the month, 10:00 → 12:30 = 2.5 h × 200 users = 500 user-hours.
  { service: "energia", startedAt: "2026-11-03T10:00:00-05:00", restoredAt: "2026-11-03T12:30:00-05:00", usersAffected: 200 },
  // B: from October 31, 22:00 to November 1, 02:00: only 00:00 → 02:00 counts = 2 h × 100 = 200 user-hours.
  { service: "energia", startedAt: "2026-10-31T22:00:00-05:00", restoredAt: "2026-11-01T02:00:00-05:00", usersAffected: 100 },
  // C: a short one, 08:00 → 08:02 = 2 min = 1/30 h × 50 = 50/30 = 5/3 user-hours.
  { service: "energia", startedAt: "2026-11-20T08:00:00-05:00", restoredAt: "2026-11-20T08:02:00-05:00", usersAffected: 50 },
  // D: November 30, 23:00 to December 1, 01:00: only 23:00 → 24:00 counts = 1 h × 300 = 300 user-hours.
  { service: "energia", startedAt: "2026-11-30T23:00:00-05:00", restoredAt: "2026-12-01T01:00:00-05:00", usersAffected: 300 },
  // Not in November in Colombia although it is in UTC (2026-11-01T02:00Z → 04:00Z): not counted.
  { service: "energia", startedAt: "2026-10-31T21:00:00-05:00", restoredAt: "2026-10-31T23:00:00-05:00", usersAffected: 999 },
  // Wholly in December: not counted.
  { service: "energia", startedAt: "2026-12-02T08:00:00-05:00", restoredAt: "2026-12-02T09:00:00-05:00", usersAffected: 999 },
  // Ends exactly when the month begins: no minute in it, not counted.
  { service: "energia", startedAt: "2026-10-31T20:00:00-05:00", restoredAt: "2026-11-01T00:00:00-05:00", usersAffected: 999 },
];

// Energy, 1,000 users served, every interruption counted (the default):
//   interruptions A, B, C, D = 4; users affected 200 + 100 + 50 + 300 = 650
//   user-hours 500 + 200 + 5/3 + 300 = 1001 + 2/3 → SAIDI = 1001.6667 / 1000 = 1.0016667 h
//   SAIFI = 650 / 1000 = 0.65
//   incident hours 2.5 + 2 + 1/30 + 1 = 5.5 + 1/30 = 5.5333 h
// Leaving out interruptions under 3 minutes (C goes): 3 interruptions, 600 users,
//   SAIDI = 1000 / 1000 = 1 h, SAIFI = 600 / 1000 = 0.6, incident hours 5.5.

describe("continuity indicators (issue 36 §5)", () => {
  it("bounds a month in Bogota time, December rolling into the next year", () => {
    expect(bogotaMonthBounds("2026-11")).toEqual({ start: Date.parse("2026-11-01T05:00:00Z"), end: Date.parse("2026-12-01T05:00:00Z") });
    expect(bogotaMonthBounds("2026-12").end).toBe(Date.parse("2027-01-01T05:00:00Z"));
    expect(() => bogotaMonthBounds("2026-13")).toThrow(RangeError);
    expect(() => bogotaMonthBounds("2026-1")).toThrow(/AAAA-MM/);
  });

  it("computes SAIDI and SAIFI of a fixed month, counting only each incident's minutes in the month", () => {
    const row = serviceContinuity(MONTH, "energia", energy, 1000);
    expect(row).toMatchObject({ month: MONTH, service: "energia", usersServed: 1000, interruptions: 4, usersAffected: 650 });
    expect(row.saidiHours).toBeCloseTo((500 + 200 + 50 / 30 + 300) / 1000, 12);
    expect(row.saidiHours).toBeCloseTo(1.0016667, 7);
    expect(row.saifi).toBeCloseTo(0.65, 12);
    expect(row.incidentHours).toBeCloseTo(5.5 + 1 / 30, 12);
    expect(row.hoursWithoutServicePerUser).toBeUndefined();
    expect(row.unavailable).toBeUndefined();
  });

  it("leaves out short energy interruptions only when asked, by the whole incident's duration", () => {
    const row = serviceContinuity(MONTH, "energia", energy, 1000, { excludeEnergyInterruptionsUnderMinutes: 3 });
    expect(row).toMatchObject({ interruptions: 3, usersAffected: 600 });
    expect(row.saidiHours).toBeCloseTo(1, 12);
    expect(row.saifi).toBeCloseTo(0.6, 12);
    expect(row.incidentHours).toBeCloseTo(5.5, 12);
    // D has 1 h in November but lasted 2 h, B 2 h of 4: a threshold of 90 minutes keeps both.
    expect(serviceContinuity(MONTH, "energia", energy, 1000, { excludeEnergyInterruptionsUnderMinutes: 90 }).interruptions).toBe(3);
    // The option is for energy: a 2-minute water cut still counts.
    const shortWaterCut: ContinuityIncident = { ...energy[2], service: "acueducto" };
    expect(serviceContinuity(MONTH, "acueducto", [shortWaterCut], 100, { excludeEnergyInterruptionsUnderMinutes: 3 }).interruptions).toBe(1);
  });

  // Water, 4,000 users served:
  //   W1 open since November 29, 18:00; asOf November 30, 06:00 → 12 h × 800 = 9,600 user-hours
  //   W2 November 10, 06:00 → 18:00 = 12 h × 400 = 4,800 user-hours
  //   W3 opened November 30, 08:00, after asOf → not counted
  //   hours without service per user = (9,600 + 4,800) / 4,000 = 3.6 h; incident hours 12 + 12 = 24
  // Without asOf the open ones run to the end of the month (December 1, 00:00):
  //   W1 30 h × 800 = 24,000; W2 4,800; W3 16 h × 100 = 1,600 → 30,400 / 4,000 = 7.6 h; 30 + 12 + 16 = 58 h
  const water: ContinuityIncident[] = [
    { service: "acueducto", startedAt: "2026-11-29T18:00:00-05:00", restoredAt: null, usersAffected: 800 },
    { service: "acueducto", startedAt: "2026-11-10T06:00:00-05:00", restoredAt: "2026-11-10T18:00:00-05:00", usersAffected: 400 },
    { service: "acueducto", startedAt: "2026-11-30T08:00:00-05:00", restoredAt: null, usersAffected: 100 },
  ];

  it("counts an open incident up to asOf, or up to the end of the month without it", () => {
    const asOf = new Date("2026-11-30T06:00:00-05:00");
    const now = serviceContinuity(MONTH, "acueducto", water, 4000, { asOf });
    expect(now).toMatchObject({ interruptions: 2, usersAffected: 1200 });
    expect(now.hoursWithoutServicePerUser).toBeCloseTo(3.6, 12);
    expect(now.incidentHours).toBeCloseTo(24, 12);
    expect(now.saidiHours).toBeUndefined();
    expect(now.saifi).toBeUndefined();

    const over = serviceContinuity(MONTH, "acueducto", water, 4000);
    expect(over).toMatchObject({ interruptions: 3, usersAffected: 1300 });
    expect(over.hoursWithoutServicePerUser).toBeCloseTo(7.6, 12);
    expect(over.incidentHours).toBeCloseTo(58, 12);

    // An asOf after the month changes nothing; one before it leaves nothing.
    expect(serviceContinuity(MONTH, "acueducto", water, 4000, { asOf: "2027-01-15T00:00:00Z" })).toEqual(over);
    expect(serviceContinuity(MONTH, "acueducto", water, 4000, { asOf: "2026-10-15T00:00:00Z" })).toMatchObject({
      interruptions: 0,
      usersAffected: 0,
      hoursWithoutServicePerUser: 0,
      incidentHours: 0,
    });
  });

  it("gives null indicators with a reason when no users are served, never a division by zero", () => {
    // Sewer: November 15, 08:00 → 11:00 = 3 h, 150 users, 0 users served.
    const sewer: ContinuityIncident = {
      service: "alcantarillado",
      startedAt: "2026-11-15T08:00:00-05:00",
      restoredAt: "2026-11-15T11:00:00-05:00",
      usersAffected: 150,
    };
    expect(serviceContinuity(MONTH, "alcantarillado", [sewer], 0)).toEqual({
      month: MONTH,
      service: "alcantarillado",
      usersServed: 0,
      interruptions: 1,
      usersAffected: 150,
      hoursWithoutServicePerUser: null,
      incidentHours: 3,
      unavailable: "no-users-served",
    });
    expect(serviceContinuity(MONTH, "energia", energy, 0)).toMatchObject({ saidiHours: null, saifi: null, unavailable: "no-users-served" });
  });

  it("gives one row per service in the services' order, each from its own incidents", () => {
    const sewer: ContinuityIncident = {
      service: "alcantarillado",
      startedAt: "2026-11-15T08:00:00-05:00",
      restoredAt: "2026-11-15T11:00:00-05:00",
      usersAffected: 150,
    };
    const rows = monthlyContinuity(MONTH, [sewer, ...water, ...energy], { telco: 500, acueducto: 4000, energia: 1000 }, { asOf: "2026-11-30T06:00:00-05:00" });
    expect(rows.map((r) => r.service)).toEqual(["energia", "acueducto", "alcantarillado", "telco"]);
    const [e, w, s, t] = rows;
    // asOf (November 30, 06:00) is before D starts (23:00): energy is A + B + C only.
    //   users 350; user-hours 500 + 200 + 5/3 = 701.6667 → SAIDI 0.7016667; SAIFI 0.35; hours 4.5 + 1/30
    expect(e).toMatchObject({ interruptions: 3, usersAffected: 350 });
    expect(e.saidiHours).toBeCloseTo((700 + 5 / 3) / 1000, 12);
    expect(e.saifi).toBeCloseTo(0.35, 12);
    expect(e.incidentHours).toBeCloseTo(4.5 + 1 / 30, 12);
    expect(w.hoursWithoutServicePerUser).toBeCloseTo(3.6, 12);
    // Sewer has an incident but no users served given: 0 users, null indicator with its reason.
    expect(s).toMatchObject({ usersServed: 0, interruptions: 1, hoursWithoutServicePerUser: null, incidentHours: 3, unavailable: "no-users-served" });
    // Telecom has users but no incident: zeros, measured like water.
    expect(t).toEqual({
      month: MONTH,
      service: "telco",
      usersServed: 500,
      interruptions: 0,
      usersAffected: 0,
      hoursWithoutServicePerUser: 0,
      incidentHours: 0,
    });
  });

  it("refuses incidents that cannot be measured", () => {
    const bad = (over: Partial<ContinuityIncident>) => () =>
      serviceContinuity(MONTH, "energia", [{ ...energy[0], reference: "INC-2026-000007", ...over }], 1000);
    expect(bad({ restoredAt: "2026-11-03T09:00:00-05:00" })).toThrow(/INC-2026-000007/);
    expect(bad({ startedAt: "ayer" })).toThrow(/startedAt/);
    expect(bad({ usersAffected: -1 })).toThrow(/usersAffected/);
  });

  it("rounds to 2 decimals only for display", () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(1.0016667)).toBe(1);
    expect(round2(2 / 3)).toBe(0.67);
    expect(round2(5.5 + 1 / 30)).toBe(5.53);
    expect(round2(0)).toBe(0);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });

  it("shapes the rows for download: JSON keyed by column, CSV through the open-data writer", () => {
    const rows = monthlyContinuity(MONTH, energy, { energia: 1000, alcantarillado: 0 });
    expect(CONTINUITY_COLUMNS.map((c) => c.name)).toEqual([
      "mes",
      "servicio",
      "usuarios_atendidos",
      "interrupciones",
      "usuarios_afectados",
      "saidi_horas",
      "saifi",
      "horas_sin_servicio_por_usuario",
      "horas_de_incidente",
      "motivo_sin_indicador",
    ]);
    expect(continuityCells(rows[0])).toEqual(["2026-11", "energia", 1000, 4, 650, 1, 0.65, null, 5.53, null]);
    expect(continuityJson(rows)).toEqual([
      {
        mes: "2026-11",
        servicio: "energia",
        usuarios_atendidos: 1000,
        interrupciones: 4,
        usuarios_afectados: 650,
        saidi_horas: 1,
        saifi: 0.65,
        horas_sin_servicio_por_usuario: null,
        horas_de_incidente: 5.53,
        motivo_sin_indicador: null,
      },
      {
        mes: "2026-11",
        servicio: "alcantarillado",
        usuarios_atendidos: 0,
        interrupciones: 0,
        usuarios_afectados: 0,
        saidi_horas: null,
        saifi: null,
        horas_sin_servicio_por_usuario: null,
        horas_de_incidente: 0,
        motivo_sin_indicador: "Sin usuarios atendidos registrados en el mes: el indicador por usuario no se puede calcular.",
      },
    ]);
    // The server writes the CSV with the open-data writer (comma, decimal point, CRLF, quoting and
    // the formula guard); the same cells through it:
    const csv = [CONTINUITY_COLUMNS.map((c) => c.name), ...rows.map(continuityCells)].map(csvLine).join("");
    expect(csv).toBe(
      "mes,servicio,usuarios_atendidos,interrupciones,usuarios_afectados,saidi_horas,saifi,horas_sin_servicio_por_usuario,horas_de_incidente,motivo_sin_indicador\r\n" +
        "2026-11,energia,1000,4,650,1,0.65,,5.53,\r\n" +
        "2026-11,alcantarillado,0,0,0,,,,0,Sin usuarios atendidos registrados en el mes: el indicador por usuario no se puede calcular.\r\n",
    );
  });
});
