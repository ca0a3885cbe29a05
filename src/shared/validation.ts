/**
 * Field rules for accounts (issue 3), shared by the forms and the server so both say the same thing.
 * Each validator returns null when the value is fine, else a Spanish sentence for the person.
 * No DOM and no Node imports here.
 */
import type { Static } from "@sinclair/typebox";
import { DOCUMENT_TYPES, type DocumentType } from "./constants";
import type { RegisterBodySchema } from "./schemas/auth";

/** Minimum password length (issue 3). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

/** Version of the personal-data policy a new account accepts (Ley 1581 de 2012). */
export const DATA_POLICY_VERSION = "2026-01";

/** Labels of the document types, as Colombians know them. */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentType, string>> = {
  CC: "Cédula de ciudadanía",
  CE: "Cédula de extranjería",
  NIT: "NIT",
  TI: "Tarjeta de identidad",
  PP: "Pasaporte",
  PEP: "Permiso especial de permanencia",
  PPT: "Permiso por protección temporal",
};

const EMAIL_RE = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Lower-cases and trims an e-mail address (accounts are unique by this form). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function validateEmail(value: string): string | null {
  const v = value.trim();
  if (v === "") return "Escriba su correo electrónico.";
  if (v.length > EMAIL_MAX_LENGTH || !EMAIL_RE.test(v) || /\.\./.test(v)) {
    return "Escriba un correo electrónico válido, por ejemplo nombre@dominio.co.";
  }
  return null;
}

export function validatePersonName(value: string, label: "nombres" | "apellidos"): string | null {
  const v = value.trim();
  if (v === "") return `Escriba sus ${label}.`;
  if (v.length > NAME_MAX_LENGTH) return `Sus ${label} deben tener como máximo ${NAME_MAX_LENGTH} caracteres.`;
  if (!/^[\p{L}][\p{L}\p{M}' .-]*$/u.test(v)) return `Sus ${label} solo pueden tener letras, espacios, apóstrofos y guiones.`;
  return null;
}

/**
 * Passwords commonly tried first by attackers, of 10 characters or more (shorter ones already fail
 * the length rule). Compared case-insensitively and without accents.
 */
const COMMON_PASSWORDS = new Set([
  "1234567890",
  "12345678910",
  "123456789a",
  "0123456789",
  "0987654321",
  "1234567891",
  "1111111111",
  "1234512345",
  "1122334455",
  "1q2w3e4r5t",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "qwertyuiop",
  "qwerty1234",
  "qwerty12345",
  "qwerty123456",
  "asdfghjkl1",
  "asdfghjkl",
  "zxcvbnm123",
  "password12",
  "password123",
  "password1234",
  "passw0rd123",
  "p@ssw0rd123",
  "iloveyou12",
  "iloveyou123",
  "abcdefghij",
  "abc1234567",
  "abcd123456",
  "abcdef1234",
  "aa12345678",
  "a123456789",
  "welcome123",
  "letmein123",
  "football123",
  "princess123",
  "sunshine123",
  "superman123",
  "administrator",
  "administrador",
  "admin12345",
  "admin123456",
  "contrasena",
  "contrasena1",
  "contrasena12",
  "contrasena123",
  "micontrasena",
  "clave12345",
  "clave123456",
  "colombia123",
  "colombia1234",
  "colombia2024",
  "colombia2025",
  "colombia2026",
  "bogota12345",
  "medellin123",
  "teamo12345",
  "tequiero123",
  "mariposa123",
  "millonarios",
  "nacional123",
  "americadecali",
  "atleticonacional",
  "corazon123",
  "estrella123",
  "cambiar123",
  "cambiame123",
  "bienvenido1",
  "bienvenido123",
  "usuario123",
  "usuario12345",
  "servicios123",
  "epm1234567",
  "portal12345",
  "cliente123",
  "cliente12345",
  "qazwsxedc123",
  "zaq12wsxcde3",
  "1234qwerasdf",
  "q1w2e3r4t5",
  "a1b2c3d4e5",
  "987654321a",
  "trustno1234",
  "dragon12345",
  "monkey12345",
  "baseball123",
  "shadow12345",
  "master12345",
  "michael123",
]);

function fold(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Issue 3: at least 10 characters, not the e-mail (nor its name part), not a common password. */
export function validatePassword(password: string, email = ""): string | null {
  if (password === "") return "Escriba una contraseña.";
  if (password.length < PASSWORD_MIN_LENGTH) return `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `La contraseña debe tener como máximo ${PASSWORD_MAX_LENGTH} caracteres.`;
  const folded = fold(password);
  const mail = fold(email.trim());
  const local = mail.split("@")[0] ?? "";
  if (mail !== "" && (folded === mail || folded.includes(mail) || (local.length >= 4 && folded.includes(local)))) {
    return "La contraseña no puede ser su correo electrónico ni contenerlo.";
  }
  if (COMMON_PASSWORDS.has(folded) || /^(.)\1+$/.test(password) || isSequence(folded)) {
    return "Esa contraseña es muy común y fácil de adivinar. Elija otra, por ejemplo una frase de varias palabras.";
  }
  return null;
}

/** "abcdefghij", "9876543210" and the like. */
function isSequence(value: string): boolean {
  if (value.length < 3) return false;
  const step = value.charCodeAt(1) - value.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < value.length; i++) if (value.charCodeAt(i) - value.charCodeAt(i - 1) !== step) return false;
  return true;
}

export function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** Removes the dots, spaces and dashes people type in document numbers ("1.020.304.050"). */
export function normalizeDocumentNumber(type: DocumentType, value: string): string {
  const v = value.trim().toUpperCase();
  if (type === "PP") return v.replace(/[\s-]/g, "");
  if (type === "NIT") return v.replace(/[.\s]/g, "").replace(/-(?=\d$)/, "-");
  return v.replace(/[.\s-]/g, "");
}

/** DIAN check digit of a NIT (modulo 11 with the prime weights 3, 7, 13, 17, …). */
export function nitCheckDigit(base: string): number {
  const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  let sum = 0;
  const digits = base.split("").reverse();
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * weights[i];
  const r = sum % 11;
  return r >= 2 ? 11 - r : r;
}

/**
 * Document numbers by type: CC 3–10 digits; CE 6–10 digits; TI 10–11 digits; NIT 9 digits and its
 * DIAN check digit (900123456-8); passport 5–15 letters and digits; PEP 15 digits; PPT 6–10 digits
 * (Migración Colombia prints it as a plain number; its exact length is not published, so this is lenient).
 */
export function validateDocumentNumber(type: string, raw: string): string | null {
  if (!isDocumentType(type)) return "Elija el tipo de documento.";
  const value = normalizeDocumentNumber(type, raw);
  if (value === "") return "Escriba el número de documento.";
  switch (type) {
    case "CC":
      return /^[1-9]\d{2,9}$/.test(value) ? null : "La cédula de ciudadanía debe tener entre 3 y 10 dígitos, sin puntos ni letras.";
    case "CE":
      return /^\d{6,10}$/.test(value) ? null : "La cédula de extranjería debe tener entre 6 y 10 dígitos.";
    case "TI":
      return /^\d{10,11}$/.test(value) ? null : "La tarjeta de identidad debe tener 10 u 11 dígitos.";
    case "PEP":
      return /^\d{15}$/.test(value) ? null : "El permiso especial de permanencia debe tener 15 dígitos.";
    case "PPT":
      return /^\d{6,10}$/.test(value) ? null : "El permiso por protección temporal debe tener entre 6 y 10 dígitos.";
    case "PP":
      return /^[A-Z0-9]{5,15}$/.test(value) ? null : "El pasaporte debe tener entre 5 y 15 letras o dígitos.";
    case "NIT": {
      const m = /^(\d{9})-?(\d)$/.exec(value);
      if (!m) return "Escriba el NIT con sus 9 dígitos y el dígito de verificación, por ejemplo 900123456-8.";
      return nitCheckDigit(m[1]) === Number(m[2]) ? null : "El dígito de verificación del NIT no corresponde. Revíselo en el RUT.";
    }
  }
}

/** Canonical form stored for a document number (NIT as 900123456-8). */
export function canonicalDocumentNumber(type: DocumentType, raw: string): string {
  const value = normalizeDocumentNumber(type, raw);
  if (type === "NIT") {
    const m = /^(\d{9})-?(\d)$/.exec(value);
    if (m) return `${m[1]}-${m[2]}`;
  }
  return value;
}

/**
 * Colombian phone numbers (national numbering plan since 2021): mobiles are 10 digits starting with
 * 3; landlines are 10 digits starting with 60 and the region digit (601 Bogotá, 604 Antioquia…).
 * "+57", spaces, dots, dashes and parentheses are accepted. Returns the 10 national digits or null.
 */
export function nationalPhoneDigits(raw: string): string | null {
  let digits = raw.trim().replace(/[\s().-]/g, "");
  if (digits.startsWith("+57")) digits = digits.slice(3);
  else if (digits.startsWith("0057")) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith("57")) digits = digits.slice(2);
  if (!/^\d{10}$/.test(digits)) return null;
  if (/^3\d{9}$/.test(digits)) return digits;
  if (/^60[1-8]\d{7}$/.test(digits)) return digits;
  return null;
}

export function validatePhone(raw: string): string | null {
  if (raw.trim() === "") return "Escriba un número de teléfono.";
  return nationalPhoneDigits(raw) === null
    ? "Escriba un celular de 10 dígitos que empiece por 3 (300 123 4567) o un fijo con indicativo, por ejemplo 604 444 5555."
    : null;
}

/** Stored form of a phone number: +57 and the 10 national digits. */
export function canonicalPhone(raw: string): string {
  const digits = nationalPhoneDigits(raw);
  return digits ? `+57${digits}` : raw.trim();
}

/** Contract (cuenta contrato) numbers: 6 to 12 digits, optional at sign-up. */
export function validateContractNumber(raw: string): string | null {
  const v = raw.trim().replace(/[\s.-]/g, "");
  if (v === "") return null;
  return /^\d{6,12}$/.test(v) ? null : "El número de contrato tiene entre 6 y 12 dígitos; lo encuentra en la parte superior de su factura.";
}

/** What a person fills in to open an account (issue 3), without the bot check the form posts with it. */
export type RegistrationInput = Omit<Static<typeof RegisterBodySchema>, "altcha">;

/** Every rule of the registration form; an empty object when all is fine. */
export function validateRegistration(input: RegistrationInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (field: keyof RegistrationInput, message: string | null) => {
    if (message) errors[field] = message;
  };
  add("firstName", validatePersonName(input.firstName, "nombres"));
  add("lastName", validatePersonName(input.lastName, "apellidos"));
  add("documentType", isDocumentType(input.documentType) ? null : "Elija el tipo de documento.");
  if (isDocumentType(input.documentType)) add("documentNumber", validateDocumentNumber(input.documentType, input.documentNumber));
  add("email", validateEmail(input.email));
  add("phoneNumber", validatePhone(input.phoneNumber));
  add("contractNumber", validateContractNumber(input.contractNumber ?? ""));
  add("password", validatePassword(input.password, input.email));
  if (input.acceptDataPolicy !== true) {
    errors.acceptDataPolicy = "Para crear la cuenta debe autorizar el tratamiento de sus datos personales.";
  }
  return errors;
}
