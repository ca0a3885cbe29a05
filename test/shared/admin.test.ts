import { DEFAULT_SETTINGS, isDialable, tidySettings, validateSettings } from "../../src/shared/admin";

describe("site settings rules (issue 9)", () => {
  it.each([
    ["(604) 444 5000", true],
    ["604 444 5000", true],
    ["+57 300 123 4567", true],
    ["01 8000 123 456", true],
    ["018000123456", true],
    ["115", true],
    ["123", true],
    ["#774", true],
    ["444 5000", false], // a 7-digit landline without its 60X indicative (numbering plan of 2021)
    ["01 8000 12", false],
    ["12", false],
    ["llame ya", false],
    ["999", false],
  ])("%s can be dialled from Colombia: %s", (number, ok) => {
    expect(isDialable(number)).toBe(ok);
  });

  it("accepts the entity's published data as it is", () => {
    expect(validateSettings(DEFAULT_SETTINGS)).toEqual({});
  });

  it("names each wrong field in its message", () => {
    const errors = validateSettings({
      ...DEFAULT_SETTINGS,
      switchboard: "",
      emergencyWater: "abc",
      officeHours: "L-V",
      maintenanceBannerEnabled: true,
      maintenanceBannerText: " ",
      pqrsMailbox: "buzon@",
    });
    expect(Object.keys(errors).sort()).toEqual(["emergencyWater", "maintenanceBannerText", "officeHours", "pqrsMailbox", "switchboard"]);
    expect(errors.switchboard).toMatch(/conmutador/);
    expect(errors.emergencyWater).toMatch(/^Emergencias de acueducto/);
    expect(errors.maintenanceBannerText).toMatch(/antes de activar el aviso/);
    expect(validateSettings({ ...DEFAULT_SETTINGS, maintenanceBannerText: "x".repeat(281) }).maintenanceBannerText).toMatch(/281/);
  });

  it("stores tidy text: spaces collapsed, the mailbox in lower case", () => {
    const tidy = tidySettings({ ...DEFAULT_SETTINGS, freeLine: "  01  8000 123   456 ", pqrsMailbox: " PQRS@Emsp.Example " });
    expect(tidy.freeLine).toBe("01 8000 123 456");
    expect(tidy.pqrsMailbox).toBe("pqrs@emsp.example");
  });
});
