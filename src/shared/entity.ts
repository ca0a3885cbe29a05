/** Contact data of the (fictional) entity shown in the footer and contact pages (DESIGN §9). */
export const ENTITY_CONTACT = {
  nit: "890.900.123-4",
  address: "Carrera 50 # 52-14, Centro Administrativo Municipal",
  city: "San Rafael, Antioquia, Colombia",
  hours: "Lunes a viernes de 7:00 a. m. a 5:00 p. m., jornada continua",
  switchboard: "(604) 444 5000",
  freeLine: "01 8000 123 456",
  emergencyLine: "116",
  antiCorruptionLine: "01 8000 765 432",
  whatsappLine: "300 123 4567",
  institutionalEmail: "atencion@emsp.example",
  judicialEmail: "notificacionesjudiciales@emsp.example",
  // Issue 35 §4 (the GOV.CO footer): defaults of the site settings of the same names.
  legalName: "Empresa Municipal de Servicios Públicos de San Rafael E.S.P.",
  postalCode: "054470",
  facebookUrl: "https://www.facebook.com/emsp.sanrafael",
  xUrl: "https://x.com/emsp_sanrafael",
  instagramUrl: "https://www.instagram.com/emsp.sanrafael",
  youtubeUrl: "https://www.youtube.com/@emsp.sanrafael",
} as const;

/** A `tel:` link for a phone number as printed ("01 8000 123 456" → "tel:018000123456"). */
export function telHref(printed: string): string {
  return `tel:${printed.replace(/\D/g, "")}`;
}

/** The nine sections of the transparency menu (Ley 1712 de 2014, Res. MinTIC 1519 de 2020, Anexo 2). */
export const TRANSPARENCY_SECTIONS = [
  "Información de la entidad",
  "Normativa",
  "Contratación",
  "Planeación, presupuesto e informes",
  "Trámites",
  "Participa",
  "Datos abiertos",
  "Información específica para grupos de interés",
  "Obligación de reporte de información específica",
] as const;
