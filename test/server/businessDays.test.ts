import { addBusinessDays, businessDaysBetween, holidaysOf, isBusinessDay } from "../../src/shared/businessDays";

/**
 * Test vectors worked out by hand from the law, not from the library: Ley 51 de 1983 moves Reyes,
 * San José, San Pedro y San Pablo, Asunción, Día de la Raza, Todos los Santos and Independencia de
 * Cartagena to the next Monday, and Ascensión (Easter + 39), Corpus Christi (+ 60) and Sagrado
 * Corazón (+ 68) likewise; Jueves and Viernes Santo and the fixed days stay. Easter Sunday was
 * 5 April 2026 and is 28 March 2027.
 */
describe("Colombian business days", () => {
  it("knows the 18 national holidays of 2026 and of 2027 as the official list gives them", () => {
    expect([...holidaysOf(2026)].sort()).toEqual([
      "2026-01-01",
      "2026-01-12",
      "2026-03-23",
      "2026-04-02",
      "2026-04-03",
      "2026-05-01",
      "2026-05-18",
      "2026-06-08",
      "2026-06-15",
      "2026-06-29",
      "2026-07-20",
      "2026-08-07",
      "2026-08-17",
      "2026-10-12",
      "2026-11-02",
      "2026-11-16",
      "2026-12-08",
      "2026-12-25",
    ]);
    expect([...holidaysOf(2027)].sort()).toEqual([
      "2027-01-01",
      "2027-01-11",
      "2027-03-22",
      "2027-03-25",
      "2027-03-26",
      "2027-05-01",
      "2027-05-10",
      "2027-05-31",
      "2027-06-07",
      "2027-07-05",
      "2027-07-20",
      "2027-08-07",
      "2027-08-16",
      "2027-10-18",
      "2027-11-01",
      "2027-11-15",
      "2027-12-08",
      "2027-12-25",
    ]);
  });

  it("skips weekends and holidays, and the moved day itself is a working day", () => {
    expect(isBusinessDay("2026-04-02")).toBe(false); // Jueves Santo
    expect(isBusinessDay("2026-11-21")).toBe(false); // Saturday
    expect(isBusinessDay("2027-01-06")).toBe(true); // Reyes falls on a Wednesday and moves to Monday the 11th
    expect(isBusinessDay("2027-01-11")).toBe(false);
    expect(isBusinessDay("2027-03-19")).toBe(true); // San José on a Friday moves to the 22nd
  });

  it.each([
    // [filed, business days, due, why]
    ["2026-03-30", 15, "2026-04-22", "Holy Week 2026: Jueves and Viernes Santo do not count"],
    ["2026-03-30", 10, "2026-04-15", "information request in Holy Week"],
    ["2026-03-30", 30, "2026-05-14", "consulta over Holy Week and 1 May"],
    ["2026-12-18", 10, "2027-01-05", "year end: Christmas and New Year's Day"],
    ["2026-12-30", 5, "2027-01-07", "New Year's Day; 6 January is a working day in 2027"],
    ["2026-12-30", 10, "2027-01-15", "Reyes observed on Monday 11 January 2027"],
    ["2027-03-17", 5, "2027-03-29", "San José moved to the 22nd, then Holy Thursday and Good Friday 2027"],
    ["2026-06-05", 10, "2026-06-23", "Corpus Christi and Sagrado Corazón on consecutive Mondays"],
    ["2026-11-21", 15, "2026-12-14", "filed on a Saturday: counting starts on Monday; 8 December skipped"],
    ["2026-11-20", 30, "2027-01-06", "a consulta filed today over December and New Year"],
    ["2026-11-13", 1, "2026-11-17", "filed on the Friday before the Cartagena Monday"],
  ])("filed %s, %i business days → due %s (%s)", (filed, days, due) => {
    expect(addBusinessDays(filed, days)).toBe(due);
    expect(businessDaysBetween(filed, due)).toBe(days);
  });

  it("counts backwards as negative and zero for the same day", () => {
    expect(businessDaysBetween("2026-04-22", "2026-03-30")).toBe(-15);
    expect(businessDaysBetween("2026-04-22", "2026-04-22")).toBe(0);
    expect(addBusinessDays("2026-04-22", 0)).toBe("2026-04-22");
    expect(() => addBusinessDays("2026-04-22", -1)).toThrow(RangeError);
    expect(() => addBusinessDays("22/04/2026", 1)).toThrow(RangeError);
  });
});
