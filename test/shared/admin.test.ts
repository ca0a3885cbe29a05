import { DEFAULT_SETTINGS, isDialable, isHttpsUrl, tidySettings, validateSettings } from "../../src/shared/admin";

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

describe("the GOV.CO footer's identity settings (issue 35 §4)", () => {
  it.each([
    ["https://www.facebook.com/emsp.sanrafael", true],
    ["https://x.com/emsp_sanrafael?lang=es", true],
    ["https://www.youtube.com/@emsp.sanrafael", true],
    ["http://www.facebook.com/emsp", false],
    ["www.facebook.com/emsp", false],
    ["javascript:alert(1)", false],
    ["https://localhost/emsp", false],
    ["https://www.facebook.com/emsp sanrafael", false],
  ])("%s is an address a visitor can open: %s", (url, ok) => {
    expect(isHttpsUrl(url)).toBe(ok);
  });

  it("names each wrong identity field; an empty network is no error", () => {
    const errors = validateSettings({
      ...DEFAULT_SETTINGS,
      entityName: " E ",
      postalCode: "05447",
      officeCity: "",
      judicialEmail: "judicial@",
      xUrl: "",
      youtubeUrl: "youtube.com/emsp",
    });
    expect(Object.keys(errors).sort()).toEqual(["entityName", "judicialEmail", "officeCity", "postalCode", "youtubeUrl"]);
    expect(errors.postalCode).toMatch(/^Código postal: .*6 dígitos/);
    expect(errors.youtubeUrl).toMatch(/^YouTube: .*déjelo vacío/);
  });

  it("stores the identity tidy: the postal code without spaces, the e-mails in lower case", () => {
    const tidy = tidySettings({
      ...DEFAULT_SETTINGS,
      entityName: " Empresa  Municipal ",
      postalCode: " 054 470 ",
      judicialEmail: " Judicial@EMSP.example ",
      facebookUrl: " https://www.facebook.com/emsp ",
    });
    expect(tidy).toMatchObject({
      entityName: "Empresa Municipal",
      postalCode: "054470",
      judicialEmail: "judicial@emsp.example",
      facebookUrl: "https://www.facebook.com/emsp",
    });
  });
});
