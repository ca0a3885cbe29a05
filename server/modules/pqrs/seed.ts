import { addBusinessDays } from "../../../src/shared/businessDays";
import { CASE_FORMS, PQRS_TERM_DAYS, type CaseKind, type PqrsService, type PqrsType } from "../../../src/shared/pqrs";
import { DATA_POLICY_VERSION } from "../../../src/shared/validation";
import { bogotaDay, BOGOTA_OFFSET_MS } from "../../../src/shared/time";
import type { Queryable } from "../../db/db";
import * as repo from "./repository";

/** A small deterministic generator (mulberry32): the same demo data on every install. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  "María",
  "José",
  "Luz Dary",
  "Carlos",
  "Ana María",
  "Jorge Iván",
  "Paola",
  "Juan David",
  "Gloria",
  "Andrés Felipe",
  "Sandra",
  "Luis Fernando",
  "Diana",
  "Óscar",
  "Yolanda",
  "Hernán",
];
const LAST = [
  "Gómez",
  "Restrepo",
  "Rodríguez",
  "Londoño",
  "Zapata",
  "Cardona",
  "Ospina",
  "Álvarez",
  "Henao",
  "Muñoz",
  "Giraldo",
  "Arango",
  "Quintero",
  "Villa",
];

const SUBJECTS: Record<PqrsType, readonly [PqrsService, string, string][]> = {
  reclamo: [
    [
      "energia",
      "Cobro de energía muy alto en el último periodo",
      "El consumo facturado duplica el de los meses anteriores y en la casa no ha cambiado nada. Solicito revisar la lectura del medidor.",
    ],
    [
      "acueducto",
      "Consumo de agua estimado sin explicación",
      "La factura dice consumo estimado, pero el medidor está accesible. Pido que se facture con la lectura real.",
    ],
    [
      "alcantarillado",
      "Cobro de alcantarillado en un predio sin conexión",
      "El predio descarga a un pozo séptico y aun así se cobra el servicio de alcantarillado.",
    ],
    ["telecomunicaciones", "Cobro de un plan que no contraté", "Me están cobrando un plan de internet de mayor velocidad que nunca solicité."],
  ],
  peticion: [
    ["energia", "Revisión del medidor por ruido", "El medidor hace un ruido constante desde hace una semana; solicito una visita técnica."],
    ["acueducto", "Cambio de titular del contrato", "Compré el inmueble y solicito que el contrato quede a mi nombre; adjunto el certificado de tradición."],
    ["general", "Copia del contrato de condiciones uniformes", "Solicito copia del contrato de condiciones uniformes vigente para el servicio de acueducto."],
  ],
  queja: [
    [
      "general",
      "Demora en la atención de la oficina principal",
      "Esperé más de dos horas para ser atendida en la sede principal y no había turnos preferenciales.",
    ],
    ["energia", "Contratista dejó escombros en el andén", "Después del cambio de poste quedaron escombros en el andén que impiden el paso."],
  ],
  sugerencia: [["general", "Recordatorio de pago por WhatsApp", "Sería útil recibir un recordatorio por WhatsApp unos días antes de la fecha límite de pago."]],
  denuncia: [["general", "Conexión fraudulenta en el barrio", "En la cuadra hay una conexión directa a la red de energía sin medidor que genera riesgo."]],
  informacion: [
    [
      "general",
      "Información sobre el plan de inversiones del acueducto",
      "Solicito el plan de inversiones en redes de acueducto del barrio para los próximos dos años.",
    ],
  ],
  consulta: [
    [
      "energia",
      "Requisitos para instalar paneles solares",
      "Quisiera saber qué requisitos técnicos debo cumplir para instalar paneles solares en mi casa y entregar excedentes.",
    ],
  ],
};

const TYPE_WEIGHTS: readonly [PqrsType, number][] = [
  ["reclamo", 0.36],
  ["peticion", 0.26],
  ["queja", 0.14],
  ["informacion", 0.1],
  ["sugerencia", 0.05],
  ["consulta", 0.05],
  ["denuncia", 0.04],
];

const RESPONSES = [
  "Revisamos su caso y encontramos que la lectura del periodo fue tomada correctamente; el aumento corresponde a mayor consumo registrado por el medidor. Si lo desea, programamos una revisión de la instalación sin costo.",
  "Atendimos su solicitud: el cambio quedó registrado y se verá reflejado en la próxima factura. Gracias por informarnos.",
  "Tiene razón: corregimos el cobro y el valor a favor se descuenta en la próxima factura.",
  "Programamos la visita técnica; el personal de la empresa irá identificado con carné y uniforme.",
  "Gracias por su aporte. Lo trasladamos al área responsable para evaluarlo en el plan de mejora del próximo año.",
];

interface SeedCase {
  filedAt: Date;
  kind: "pqrs" | CaseKind;
  type: PqrsType | null;
  service: PqrsService;
  subject: string;
  description: string;
  details: Record<string, string>;
  anonymous: boolean;
  userId: string | null;
  applicant: { docNumber: string; name: string; email: string; phone: string } | null;
  contractNumber: string | null;
  /** Business days after filing when it was answered, or null if still open. */
  answerAfter: number | null;
  closed: boolean;
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)];
}

function weighted<T>(rand: () => number, items: readonly (readonly [T, number])[]): T {
  let r = rand();
  for (const [item, w] of items) {
    if ((r -= w) <= 0) return item;
  }
  return items[items.length - 1][0];
}

/** 8 a. m. to 5 p. m. in Colombia on a given day, as an instant. */
function atOfficeHours(day: string, rand: () => number): Date {
  const minutes = 8 * 60 + Math.floor(rand() * 9 * 60);
  return new Date(Date.parse(`${day}T00:00:00Z`) + minutes * 60_000 + BOGOTA_OFFSET_MS);
}

function instantOf(day: string, hour: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000 + BOGOTA_OFFSET_MS);
}

/**
 * Demo requests (DESIGN §6): about six PQRS a month over the last year, most answered (a few late,
 * a few still open and one overdue), two of them filed by the demo customer, plus failure reports
 * and energy requests, so /informes-pqr and the agents' list show real figures from the start.
 */
export async function seedPqrs(tx: Queryable, now: Date, rand = generator(20261121)): Promise<number> {
  const today = bogotaDay(now.getTime());
  const { rows: customers } = await tx.query<{ id: string }>("SELECT id FROM users WHERE email = 'cliente@example.com'");
  const customerId = customers[0]?.id ?? null;
  const person = () => {
    const name = `${pick(rand, FIRST)} ${pick(rand, LAST)} ${pick(rand, LAST)}`;
    const user = name.split(" ")[0].toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
    return {
      docNumber: String(10_000_000 + Math.floor(rand() * 1_190_000_000)),
      name,
      email: `${user}.${Math.floor(rand() * 900 + 100)}@correo.example`,
      phone: `+573${String(Math.floor(rand() * 1e9)).padStart(9, "0")}`,
    };
  };
  const seeds: SeedCase[] = [];
  for (let monthsAgo = 11; monthsAgo >= 0; monthsAgo--) {
    const count = 5 + Math.floor(rand() * 4);
    for (let i = 0; i < count; i++) {
      const day = bogotaDay(now.getTime() - (monthsAgo * 30 + Math.floor(rand() * 30)) * 86_400_000);
      if (day >= today) continue;
      const type = weighted(rand, TYPE_WEIGHTS);
      const [service, subject, description] = pick(rand, SUBJECTS[type]);
      const anonymous = (type === "queja" || type === "denuncia" || type === "sugerencia") && rand() < 0.3;
      const age = Math.floor((now.getTime() - Date.parse(`${day}T12:00:00Z`)) / 86_400_000);
      const term = PQRS_TERM_DAYS[type];
      // Older requests are answered: mostly within the term, about one in ten late.
      const late = rand() < 0.1;
      const answerAfter = age > 45 || rand() < 0.5 ? (late ? term + 1 + Math.floor(rand() * 4) : 2 + Math.floor(rand() * (term - 2))) : null;
      seeds.push({
        filedAt: atOfficeHours(day, rand),
        kind: "pqrs",
        type,
        service,
        subject,
        description,
        details: {},
        anonymous,
        userId: null,
        applicant: anonymous ? null : person(),
        contractNumber: type === "reclamo" ? `10020030${String(10 + Math.floor(rand() * 89))}` : null,
        answerAfter,
        closed: answerAfter !== null && age > 40,
      });
    }
  }
  // One request left overdue, so the agents see the highlight on a fresh install.
  const overdueDay = bogotaDay(now.getTime() - 40 * 86_400_000);
  seeds.push({
    filedAt: instantOf(overdueDay, 10),
    kind: "pqrs",
    type: "peticion",
    service: "acueducto",
    subject: "Reposición del medidor dañado",
    description: "El medidor de agua quedó dañado después de una reparación en la vía; solicito su reposición sin costo.",
    details: {},
    anonymous: false,
    userId: null,
    applicant: person(),
    contractNumber: null,
    answerAfter: null,
    closed: false,
  });
  if (customerId) {
    const customer = { docNumber: "1020304050", name: "Camila Restrepo Gómez", email: "cliente@example.com", phone: "+573001234567" };
    seeds.push(
      {
        filedAt: instantOf(bogotaDay(now.getTime() - 75 * 86_400_000), 9),
        kind: "pqrs",
        type: "reclamo",
        service: "energia",
        subject: "Consumo de energía facturado por encima de lo normal",
        description: "La factura de este periodo trae un consumo de energía mucho mayor que el de los meses anteriores. Pido revisar la lectura.",
        details: {},
        anonymous: false,
        userId: customerId,
        applicant: customer,
        contractNumber: "1002003001",
        answerAfter: 9,
        closed: true,
      },
      {
        filedAt: instantOf(bogotaDay(now.getTime() - 3 * 86_400_000), 15),
        kind: "pqrs",
        type: "peticion",
        service: "acueducto",
        subject: "Revisión de posible fuga antes del medidor",
        description: "Se ve humedad en el andén junto a la caja del medidor de agua. Solicito una revisión para descartar una fuga.",
        details: {},
        anonymous: false,
        userId: customerId,
        applicant: customer,
        contractNumber: "1002003001",
        answerAfter: null,
        closed: false,
      },
    );
  }
  const fault = (daysAgo: number, failureType: string, address: string, barrio: string, description: string, answered: boolean): SeedCase => ({
    filedAt: instantOf(bogotaDay(now.getTime() - daysAgo * 86_400_000), 7),
    kind: "falla",
    type: null,
    service: failureType === "fuga" ? "acueducto" : "energia",
    subject: `${CASE_FORMS.falla.fields[0].options?.find((o) => o.value === failureType)?.label ?? ""} en ${address}, ${barrio}`,
    description,
    details: { failureType, address, barrio },
    anonymous: false,
    userId: null,
    applicant: person(),
    contractNumber: null,
    answerAfter: answered ? 0 : null,
    closed: false,
  });
  seeds.push(
    fault(6, "fuga", "Carrera 50 # 45-12", "Centro", "Sale agua a presión por una grieta del pavimento desde la madrugada.", true),
    fault(1, "cable-caido", "Calle 22 # 15-05", "La Dorada", "Un cable de la red quedó colgando a baja altura después del aguacero.", false),
  );
  seeds.sort((a, b) => a.filedAt.getTime() - b.filedAt.getTime());

  const { rows: admins } = await tx.query<{ id: string }>("SELECT id FROM users WHERE email = 'admin@example.com'");
  const agentId = admins[0]?.id ?? null;
  for (const [i, s] of seeds.entries()) {
    const filingDay = bogotaDay(s.filedAt.getTime());
    const year = Number(filingDay.slice(0, 4));
    const prefix = s.kind === "pqrs" ? "PQRS" : CASE_FORMS[s.kind].prefix;
    const n = await repo.nextNumber(tx, prefix, year);
    const radicado = `${prefix}-${year}-${String(n).padStart(6, "0")}`;
    const termDays = s.kind === "pqrs" ? PQRS_TERM_DAYS[s.type as PqrsType] : CASE_FORMS[s.kind].termDays;
    const a = s.applicant;
    const id = await repo.insertCase(tx, {
      radicado,
      kind: s.kind,
      pqrsType: s.type,
      service: s.service,
      subject: s.subject,
      description: s.description,
      details: s.details,
      anonymous: s.anonymous,
      docType: a ? "CC" : null,
      docNumber: a?.docNumber ?? null,
      name: a?.name ?? null,
      email: a?.email ?? null,
      phone: a?.phone ?? null,
      address: null,
      contractNumber: s.contractNumber,
      invoiceNumber: null,
      concept: null,
      channel: s.anonymous ? "portal" : "email",
      consentAt: s.anonymous ? null : s.filedAt,
      consentPolicyVersion: s.anonymous ? null : DATA_POLICY_VERSION,
      userId: s.userId,
      cun: s.kind === "pqrs" && s.service === "telecomunicaciones" ? `4455-${String(year).slice(2)}-${String(n).padStart(10, "0")}` : null,
      filedAt: s.filedAt,
      termDays,
      dueDate: termDays === null ? null : addBusinessDays(filingDay, termDays),
      idempotencyKey: null,
      requestHash: null,
    });
    await repo.addEvent(tx, id, "radicada", "Solicitud radicada.", s.filedAt);
    if (agentId && (s.answerAfter !== null || i % 3 === 0)) {
      const assignedAt = new Date(s.filedAt.getTime() + 2 * 3_600_000);
      if (assignedAt < now) {
        await tx.query("UPDATE cases SET assignee_id = $2, status = 'en_tramite' WHERE id = $1", [id, agentId]);
        await repo.addEvent(tx, id, "asignada", "Su solicitud está en trámite con un agente de atención.", assignedAt);
      }
    }
    if (s.answerAfter !== null) {
      const answeredAt = s.answerAfter === 0 ? new Date(s.filedAt.getTime() + 5 * 3_600_000) : instantOf(addBusinessDays(filingDay, s.answerAfter), 16);
      if (answeredAt < now) {
        const message = s.kind === "falla" ? "La cuadrilla reparó el daño y el servicio quedó restablecido." : pick(rand, RESPONSES);
        await tx.query(
          "UPDATE cases SET response = $2, responded_at = $3, responded_by = $4, status = 'respondida', assignee_id = COALESCE(assignee_id, $4) WHERE id = $1",
          [id, message, answeredAt, agentId],
        );
        await repo.addEvent(tx, id, "respondida", "La empresa respondió la solicitud y se envió al correo registrado.", answeredAt);
        const closedAt = new Date(answeredAt.getTime() + 10 * 86_400_000);
        if (s.closed && closedAt < now) {
          await tx.query("UPDATE cases SET status = 'cerrada', closed_at = $2 WHERE id = $1", [id, closedAt]);
          await repo.addEvent(tx, id, "cerrada", "La solicitud quedó cerrada.", closedAt);
        }
      }
    }
  }
  return seeds.length;
}
