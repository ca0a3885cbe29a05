/**
 * The citizen forms other than PQRS (DESIGN §5 "forms"): their fields, applicant rules, terms and
 * radicado prefixes, and how a radicado is written. Re-exported by ../pqrs.ts.
 */
import { CASE_KINDS, type CaseKind, type PqrsService, type RequestKind } from "./catalog";

/** A form field of a case kind, beyond the common ones (description, applicant, attachments). */
export interface CaseFieldDef {
  name: string;
  label: string;
  hint?: string;
  control: "text" | "textarea" | "select" | "number" | "date" | "contract";
  required: boolean;
  options?: readonly { value: string; label: string }[];
  /** A regular expression the trimmed value must match, with the message when it does not. */
  pattern?: { source: string; message: string };
  min?: number;
  max?: number;
  maxLength?: number;
}

/** How a form treats the applicant: always identified, identified or anonymous, or a contact only. */
export type ApplicantRule = "identified" | "anonymous-allowed" | "contact";

export interface CaseFormDef {
  kind: CaseKind;
  /** Radicado prefix: `<prefix>-YYYY-NNNNNN`. */
  prefix: string;
  title: string;
  /** Business days to answer; null when no legal term applies (failure reports are attended by priority). */
  termDays: number | null;
  termBasis: string;
  /** Fixed service, or null when the applicant chooses it. */
  service: PqrsService | null;
  services?: readonly PqrsService[];
  applicant: ApplicantRule;
  /** Whether the tracking page shows the status to anyone holding the number. */
  publicStatus: boolean;
  descriptionLabel: string;
  fields: readonly CaseFieldDef[];
  attachments: { max: number; required: boolean; label: string; imagesOnly?: boolean };
}

const opt = (value: string, label: string) => ({ value, label });
const CONTRACT_FIELD: CaseFieldDef = {
  name: "contractNumber",
  label: "Número de contrato",
  hint: "Lo encuentra en la parte superior de su factura.",
  control: "contract",
  required: true,
};

export const CASE_FORMS: Readonly<Record<CaseKind, CaseFormDef>> = {
  falla: {
    kind: "falla",
    prefix: "FAL",
    title: "Reporte de falla",
    termDays: null,
    termBasis: "Atención por prioridad: primero lo que pone en riesgo a las personas.",
    service: null,
    services: ["energia", "acueducto", "alcantarillado", "telecomunicaciones"],
    applicant: "contact",
    publicStatus: true,
    descriptionLabel: "Qué está pasando",
    fields: [
      {
        name: "failureType",
        label: "Tipo de falla",
        control: "select",
        required: true,
        options: [
          opt("sin-servicio", "Sin servicio"),
          opt("cable-caido", "Cable o poste caído"),
          opt("fuga", "Fuga de agua o tubo roto"),
          opt("alcantarilla", "Alcantarilla rebosada o sin tapa"),
          opt("baja-calidad", "Baja presión o bajo voltaje"),
          opt("otro", "Otra falla"),
        ],
      },
      { name: "address", label: "Dirección del daño", hint: "Por ejemplo: Calle 10 # 43-20.", control: "text", required: true, maxLength: 160 },
      { name: "barrio", label: "Barrio o vereda", control: "text", required: true, maxLength: 80 },
      {
        name: "reference",
        label: "Punto de referencia",
        hint: "Opcional: frente a la iglesia, al lado del parque…",
        control: "text",
        required: false,
        maxLength: 160,
      },
    ],
    attachments: { max: 1, required: false, label: "Foto del daño (opcional)", imagesOnly: true },
  },
  proveedor: {
    kind: "proveedor",
    prefix: "PRV",
    title: "Inscripción de proveedores",
    termDays: 15,
    termBasis: "Petición: 15 días hábiles (Ley 1755 de 2015, art. 14).",
    service: "general",
    applicant: "identified",
    publicStatus: false,
    descriptionLabel: "Bienes o servicios que ofrece",
    fields: [
      {
        name: "personType",
        label: "Tipo de persona",
        control: "select",
        required: true,
        options: [opt("natural", "Persona natural"), opt("juridica", "Persona jurídica")],
      },
      { name: "companyName", label: "Razón social o nombre comercial", control: "text", required: true, maxLength: 150 },
      {
        name: "ciiu",
        label: "Actividad económica principal (código CIIU)",
        hint: "Cuatro dígitos, como aparece en el RUT; por ejemplo 4321.",
        control: "text",
        required: true,
        pattern: { source: "^\\d{4}$", message: "El código CIIU tiene 4 dígitos, como aparece en el RUT." },
      },
      { name: "city", label: "Ciudad", control: "text", required: true, maxLength: 80 },
      {
        name: "website",
        label: "Sitio web",
        hint: "Opcional.",
        control: "text",
        required: false,
        maxLength: 200,
        pattern: { source: "^https?://[^\\s]+\\.[^\\s]+$", message: "Escriba la dirección completa, por ejemplo https://empresa.com.co." },
      },
    ],
    attachments: { max: 5, required: true, label: "RUT actualizado y, si es persona jurídica, certificado de existencia y representación legal" },
  },
  predial: {
    kind: "predial",
    prefix: "PRD",
    title: "Actualización del número predial",
    termDays: 15,
    termBasis: "Petición: 15 días hábiles (Ley 1755 de 2015, art. 14).",
    service: "general",
    applicant: "identified",
    publicStatus: false,
    descriptionLabel: "Observaciones",
    fields: [
      CONTRACT_FIELD,
      {
        name: "cadastralNumber",
        label: "Número predial nacional",
        hint: "Los 30 dígitos del certificado catastral o del recibo del impuesto predial.",
        control: "text",
        required: true,
        pattern: { source: "^\\d{30}$", message: "El número predial nacional tiene 30 dígitos, sin espacios ni guiones." },
      },
      {
        name: "registration",
        label: "Matrícula inmobiliaria",
        hint: "Como aparece en el certificado de tradición, por ejemplo 001-1234567.",
        control: "text",
        required: true,
        pattern: { source: "^\\d{3}-\\d{1,8}$", message: "Escriba la matrícula con el código de la oficina de registro, un guion y el número: 001-1234567." },
      },
    ],
    attachments: { max: 5, required: true, label: "Certificado catastral o recibo del impuesto predial vigente" },
  },
  informacion: {
    kind: "informacion",
    prefix: "SIP",
    title: "Solicitud de información pública",
    termDays: 10,
    termBasis: "Información y copias: 10 días hábiles (Ley 1755 de 2015, art. 14; Ley 1712 de 2014).",
    service: "general",
    applicant: "identified",
    publicStatus: false,
    descriptionLabel: "Información que solicita",
    fields: [
      {
        name: "format",
        label: "Cómo quiere recibirla",
        control: "select",
        required: true,
        options: [
          opt("digital", "Archivo digital por correo"),
          opt("copia", "Copia física (puede tener costo de reproducción)"),
          opt("consulta", "Consulta en nuestras oficinas"),
        ],
      },
    ],
    attachments: { max: 5, required: false, label: "Documentos de apoyo (opcional)" },
  },
  corrupcion: {
    kind: "corrupcion",
    prefix: "DEN",
    title: "Denuncia por presuntos actos de corrupción",
    termDays: 15,
    termBasis: "Denuncia: 15 días hábiles (Ley 1755 de 2015, art. 14; Ley 1474 de 2011).",
    service: "general",
    applicant: "anonymous-allowed",
    publicStatus: false,
    descriptionLabel: "Hechos que denuncia",
    fields: [
      { name: "involved", label: "Personas o dependencias involucradas", hint: "Opcional.", control: "text", required: false, maxLength: 300 },
      { name: "when", label: "Fecha aproximada de los hechos", hint: "Opcional.", control: "date", required: false },
      { name: "place", label: "Lugar de los hechos", hint: "Opcional.", control: "text", required: false, maxLength: 160 },
    ],
    attachments: { max: 5, required: false, label: "Pruebas (opcional)" },
  },
  autogenerador: {
    kind: "autogenerador",
    prefix: "AG",
    title: "Solicitud de conexión de autogeneradores",
    termDays: 10,
    termBasis: "Respuesta a la solicitud de conexión: 10 días hábiles (Resolución CREG 174 de 2021).",
    service: "energia",
    applicant: "identified",
    publicStatus: false,
    descriptionLabel: "Descripción del sistema",
    fields: [
      CONTRACT_FIELD,
      {
        name: "technology",
        label: "Tecnología",
        control: "select",
        required: true,
        options: [opt("solar", "Solar fotovoltaica"), opt("eolica", "Eólica"), opt("biomasa", "Biomasa"), opt("otra", "Otra")],
      },
      { name: "capacityKw", label: "Capacidad instalada (kW)", hint: "Entre 0,1 y 5000 kW.", control: "number", required: true, min: 0.1, max: 5000 },
      {
        name: "surplus",
        label: "¿Entregará excedentes a la red?",
        control: "select",
        required: true,
        options: [opt("si", "Sí, entregaré excedentes"), opt("no", "No, solo autoconsumo")],
      },
    ],
    attachments: { max: 5, required: false, label: "Diagrama unifilar y ficha técnica del inversor (opcional)" },
  },
  servicio_energia: {
    kind: "servicio_energia",
    prefix: "EN",
    title: "Solicitud de servicios de energía",
    termDays: 15,
    termBasis: "Petición: 15 días hábiles (Ley 1755 de 2015, art. 14).",
    service: "energia",
    applicant: "identified",
    publicStatus: false,
    descriptionLabel: "Detalles de la solicitud",
    fields: [
      CONTRACT_FIELD,
      {
        name: "request",
        label: "Servicio que solicita",
        control: "select",
        required: true,
        options: [
          opt("revision-consumo", "Revisión de la instalación por alto consumo"),
          opt("traslado-acometida", "Traslado de acometida"),
          opt("cambio-medidor", "Cambio de medidor"),
          opt("reconexion", "Reconexión"),
          opt("suspension-voluntaria", "Suspensión voluntaria"),
          opt("revision-voltaje", "Revisión de voltaje o calidad de la potencia"),
        ],
      },
      { name: "preferredDate", label: "Fecha preferida para la visita", hint: "Opcional.", control: "date", required: false },
    ],
    attachments: { max: 5, required: false, label: "Documentos de apoyo (opcional)" },
  },
  consulta_energia: {
    kind: "consulta_energia",
    prefix: "CT",
    title: "Consulta al área técnica de energía",
    termDays: 30,
    termBasis: "Consulta: 30 días hábiles (Ley 1755 de 2015, art. 14).",
    service: "energia",
    applicant: "identified",
    publicStatus: false,
    descriptionLabel: "Su consulta",
    fields: [
      {
        name: "relatedRadicado",
        label: "Radicado relacionado",
        hint: "Opcional: el número de la solicitud técnica sobre la que pregunta.",
        control: "text",
        required: false,
        pattern: { source: "^[A-Za-z]{2,4}-\\d{4}-\\d{6}$", message: "Escriba el radicado como aparece en su constancia, por ejemplo AG-2026-000418." },
      },
    ],
    attachments: { max: 5, required: false, label: "Documentos de apoyo (opcional)" },
  },
};

/** Every radicado prefix and the kind it belongs to (PQRS included). */
export const RADICADO_PREFIXES: Readonly<Record<string, RequestKind>> = {
  PQRS: "pqrs",
  ...Object.fromEntries(CASE_KINDS.map((k) => [CASE_FORMS[k].prefix, k])),
};

export const REQUEST_KIND_LABELS: Readonly<Record<RequestKind, string>> = {
  pqrs: "PQRS",
  ...(Object.fromEntries(CASE_KINDS.map((k) => [k, CASE_FORMS[k].title])) as Record<CaseKind, string>),
};

/** `PQRS-2026-000123`, `FAL-2026-000004`, … (case-insensitive, spaces trimmed). */
export function normalizeRadicado(raw: string): string {
  return raw.trim().toUpperCase().replace(/\s+/g, "");
}

export function validateRadicado(raw: string): string | null {
  const v = normalizeRadicado(raw);
  if (v === "") return "Escriba el número de radicado.";
  const m = /^([A-Z]{2,4})-(\d{4})-(\d{6})$/.exec(v);
  if (!m || !(m[1] in RADICADO_PREFIXES)) return "Escriba el radicado como aparece en su constancia, por ejemplo PQRS-2026-000123.";
  return null;
}
