/**
 * What the tariff APIs send and receive (issue 34 §2: tariffs are published data, not code),
 * declared once: the routes use these as their schemas, the billing feed's `kind: "tariff"` line is
 * TariffRecordSchema, and ../tariffs/published.ts derives its types with `import type`, so the SPA
 * never bundles TypeBox.
 */
import { Type } from "@sinclair/typebox";
import { Nullable, StringEnum } from "./common";

/** YYYY-MM; the service words the Spanish message for a month that does not exist. */
const Month = Type.String({ maxLength: 7, description: "Mes de la tarifa, AAAA-MM" });

/** The six components of the CU in $/kWh (Resolución CREG 119 de 2007); `cu`, when given, must be their sum. */
export const EnergyComponentsInputSchema = Type.Object({
  g: Type.Number({ description: "Generación ($/kWh)" }),
  t: Type.Number({ description: "Transmisión ($/kWh)" }),
  d: Type.Number({ description: "Distribución ($/kWh)" }),
  cv: Type.Number({ description: "Comercialización ($/kWh)" }),
  pr: Type.Number({ description: "Pérdidas reconocidas ($/kWh)" }),
  r: Type.Number({ description: "Restricciones ($/kWh)" }),
  cu: Type.Optional(Type.Number({ description: "Costo unitario ($/kWh): si viene, debe ser la suma de los componentes" })),
});

/** A cargo fijo ($/mes) and a consumption charge ($/m³) at reference cost (estrato 4). */
export const WaterChargesSchema = Type.Object({
  cargoFijo: Type.Number({ description: "Cargo fijo de referencia ($/mes)" }),
  perM3: Type.Number({ description: "Cargo por consumo de referencia ($/m³)" }),
});

/** The figures of one month: the CU components of voltage levels 1, 2 and 3, and water and sewer. */
const figuresInput = {
  energy: Type.Object({ "1": EnergyComponentsInputSchema, "2": EnergyComponentsInputSchema, "3": EnergyComponentsInputSchema }),
  water: Type.Object({ acueducto: WaterChargesSchema, alcantarillado: WaterChargesSchema }),
};

/** POST /api/admin/tariffs: a new month, or a correction of a published one (then `reason` is required). */
export const TariffPublishInputSchema = Type.Object({
  month: Month,
  ...figuresInput,
  reason: Type.Optional(Type.String({ maxLength: 500, description: "Motivo de la corrección (obligatorio al corregir un mes publicado)" })),
});

/**
 * A `kind: "tariff"` line of the billing system's feed (issue 34 §2): the same as an administrator's
 * publication. A month not yet published is created; the same figures again change nothing; other
 * figures for a published month are a correction (a new version) and need `reason`.
 */
export const TariffRecordSchema = Type.Object(
  { kind: Type.Literal("tariff"), ...TariffPublishInputSchema.properties },
  { description: "Tarifa publicada de un mes: CU y componentes por nivel de tensión, acueducto y alcantarillado" },
);

/** Published components: the CU is always there. */
export const EnergyComponentsSchema = Type.Object({
  g: Type.Number(),
  t: Type.Number(),
  d: Type.Number(),
  cv: Type.Number(),
  pr: Type.Number(),
  r: Type.Number(),
  cu: Type.Number(),
});

export const TARIFF_SOURCES = ["inicial", "administrador", "importacion"] as const;

/** One version of one month, as published: a correction is a later version with its reason. */
export const PublishedTariffSchema = Type.Object({
  month: Type.String(),
  version: Type.Integer(),
  energy: Type.Object({ "1": EnergyComponentsSchema, "2": EnergyComponentsSchema, "3": EnergyComponentsSchema }),
  water: Type.Object({ acueducto: WaterChargesSchema, alcantarillado: WaterChargesSchema }),
  /** Why this version replaced the previous one (null for a first version). */
  reason: Nullable(Type.String()),
  publishedAt: Type.String({ format: "date-time" }),
  /** Who published it: an administrator's name, or what the source was. */
  publishedBy: Type.String(),
  source: StringEnum(TARIFF_SOURCES),
});

/** GET /api/tariffs/current: the month in force, the next month when already published, and the recent months (oldest first). */
export const TariffCurrentSchema = Type.Object({
  current: PublishedTariffSchema,
  next: Nullable(PublishedTariffSchema),
  /** The latest version of each month of the last twelve up to `current`, oldest first. */
  recent: Type.Array(PublishedTariffSchema),
});

/** GET /api/tariffs/:month: its latest version and every version, newest first. */
export const TariffMonthSchema = Type.Object({
  tariff: PublishedTariffSchema,
  versions: Type.Array(PublishedTariffSchema),
});

/** GET /api/tariffs/history.json: every month and every version, oldest month first, versions in order. */
export const TariffHistorySchema = Type.Object({ items: Type.Array(PublishedTariffSchema) });

export const TariffMonthParamsSchema = Type.Object({ month: Type.String({ pattern: "^[0-9]{4}-[0-9]{2}$" }) });
