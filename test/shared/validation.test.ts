import {
  canonicalDocumentNumber,
  canonicalPhone,
  nitCheckDigit,
  validateContractNumber,
  validateDocumentNumber,
  validateEmail,
  validatePassword,
  validatePhone,
  validateRegistration,
} from "../../src/shared/validation";

describe("account field rules", () => {
  it("computes the DIAN check digit of a NIT", () => {
    expect(nitCheckDigit("800197268")).toBe(4); // DIAN's own NIT, 800.197.268-4
    expect(nitCheckDigit("900123456")).toBe(8);
    expect(validateDocumentNumber("NIT", "800.197.268-4")).toBeNull();
    expect(validateDocumentNumber("NIT", "8001972684")).toBeNull();
    expect(validateDocumentNumber("NIT", "800197268-5")).toMatch(/dígito de verificación/);
    expect(validateDocumentNumber("NIT", "80019726")).toMatch(/9 dígitos/);
    expect(canonicalDocumentNumber("NIT", "800.197.268 4")).toBe("800197268-4");
  });

  it("checks each document type by its own shape", () => {
    expect(validateDocumentNumber("CC", "1.020.304.050")).toBeNull();
    expect(validateDocumentNumber("CC", "10203A")).toMatch(/cédula de ciudadanía/);
    expect(validateDocumentNumber("CC", "01234567")).not.toBeNull();
    expect(validateDocumentNumber("CE", "123456")).toBeNull();
    expect(validateDocumentNumber("CE", "12345")).not.toBeNull();
    expect(validateDocumentNumber("TI", "1002003004")).toBeNull();
    expect(validateDocumentNumber("TI", "123456789")).not.toBeNull();
    expect(validateDocumentNumber("PEP", "123456789012345")).toBeNull();
    expect(validateDocumentNumber("PEP", "12345678901234")).not.toBeNull();
    expect(validateDocumentNumber("PP", "ab123456")).toBeNull();
    expect(validateDocumentNumber("PP", "AB-1")).not.toBeNull();
    expect(validateDocumentNumber("XX", "123456")).toBe("Elija el tipo de documento.");
    expect(validateDocumentNumber("CC", "   ")).toBe("Escriba el número de documento.");
    expect(canonicalDocumentNumber("CC", "1.020.304.050")).toBe("1020304050");
  });

  it("accepts Colombian mobiles and landlines and stores them with +57", () => {
    for (const ok of ["300 123 4567", "+57 300 123 4567", "(604) 444-5555", "6014445555", "0057 3101234567", "573101234567"]) {
      expect(validatePhone(ok)).toBeNull();
    }
    for (const bad of ["", "4445555", "2001234567", "6094445555", "+1 300 123 4567", "30012345678"]) {
      expect(validatePhone(bad)).not.toBeNull();
    }
    expect(canonicalPhone("(604) 444-5555")).toBe("+576044445555");
  });

  it("refuses short, common and e-mail-based passwords", () => {
    expect(validatePassword("corto")).toMatch(/al menos 10/);
    expect(validatePassword("1234567890")).toMatch(/muy común/);
    expect(validatePassword("Contraseña123")).toMatch(/muy común/);
    expect(validatePassword("aaaaaaaaaaaa")).toMatch(/muy común/);
    expect(validatePassword("abcdefghijk")).toMatch(/muy común/);
    expect(validatePassword("ana.perez@correo.co", "ana.perez@correo.co")).toMatch(/correo/);
    expect(validatePassword("ana.perez2026!", "ana.perez@correo.co")).toMatch(/correo/);
    expect(validatePassword("cafe con arepa al amanecer")).toBeNull();
  });

  it("validates e-mail addresses and contract numbers", () => {
    expect(validateEmail("camila@correo.com.co")).toBeNull();
    expect(validateEmail("")).toBe("Escriba su correo electrónico.");
    for (const bad of ["camila", "camila@", "camila@correo", "cam ila@correo.co", "a..b@correo.co"]) {
      expect(validateEmail(bad)).not.toBeNull();
    }
    expect(validateContractNumber("")).toBeNull();
    expect(validateContractNumber("1002003001")).toBeNull();
    expect(validateContractNumber("12-34")).not.toBeNull();
  });

  it("names every field that fails and requires the data-policy consent", () => {
    const errors = validateRegistration({
      email: "no-es-correo",
      password: "123",
      firstName: "",
      lastName: "Gómez",
      documentType: "NIT",
      documentNumber: "900123456-1",
      phoneNumber: "123",
      acceptDataPolicy: false,
    });
    expect(Object.keys(errors).sort()).toEqual(["acceptDataPolicy", "documentNumber", "email", "firstName", "password", "phoneNumber"]);
    expect(errors.acceptDataPolicy).toMatch(/datos personales/);
  });
});
