/** Unplanned outages (issue 36 §1): the API's shapes, declared once. */
import { Type } from "@sinclair/typebox";
import { CUT_SERVICES, CUT_STATES } from "../news";
import { OUTAGE_AREA_KINDS, OUTAGE_LIMITS, OUTAGE_STATUSES, PUBLIC_AREA_KINDS } from "../outages";
import { Nullable, StringEnum } from "./common";

const DateTime = () => Type.String({ format: "date-time" });

/** An area as an operator (or an outage-management system) names it. */
export const OutageAreaSchema = Type.Object(
  {
    kind: StringEnum(OUTAGE_AREA_KINDS),
    name: Type.String({ minLength: 1, maxLength: OUTAGE_LIMITS.areaNameMax }),
  },
  { additionalProperties: false },
);

/** POST /api/admin/outages: opening an incident. The service checks the areas and times and words each problem. */
export const OutageCreateSchema = Type.Object(
  {
    service: StringEnum(CUT_SERVICES),
    areas: Type.Array(OutageAreaSchema, { minItems: 1, maxItems: OUTAGE_LIMITS.areasMax }),
    cause: Type.Optional(Type.String({ maxLength: OUTAGE_LIMITS.causeMax })),
    startedAt: DateTime(),
    estimatedRestorationAt: Type.Optional(Nullable(DateTime())),
    note: Type.Optional(Type.String({ maxLength: OUTAGE_LIMITS.noteMax })),
  },
  { additionalProperties: false },
);

/**
 * PATCH /api/admin/outages/{id}: status, ETR or note, with the version read (a stale one is a 409).
 * Restoring is `status: "restored"` with `restoredAt`.
 */
export const OutagePatchSchema = Type.Object(
  {
    status: Type.Optional(StringEnum(OUTAGE_STATUSES)),
    estimatedRestorationAt: Type.Optional(Nullable(DateTime())),
    note: Type.Optional(Type.String({ maxLength: OUTAGE_LIMITS.noteMax })),
    restoredAt: Type.Optional(DateTime()),
    version: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);

/** POST /api/admin/outages/{id}/reports: a failure report (FAL-…) merged into the incident. */
export const OutageReportSchema = Type.Object({ reference: Type.String({ minLength: 1, maxLength: 40 }) }, { additionalProperties: false });

/** One change of status, ETR or note, as the public sees it. */
export const OutageHistoryEntrySchema = Type.Object({
  at: DateTime(),
  status: StringEnum(OUTAGE_STATUSES),
  estimatedRestorationAt: Nullable(DateTime()),
  /** Set when this change moved the ETR: the one it replaced ("antes: 3:00 p. m."). */
  previousEstimatedRestorationAt: Nullable(DateTime()),
  /** Set when this change wrote the public note. */
  note: Nullable(Type.String()),
});

const outageProperties = {
  id: Type.String(),
  reference: Type.String(),
  service: StringEnum(CUT_SERVICES),
  status: StringEnum(OUTAGE_STATUSES),
  cause: Type.String(),
  note: Type.String(),
  startedAt: DateTime(),
  estimatedRestorationAt: Nullable(DateTime()),
  restoredAt: Nullable(DateTime()),
  updatedAt: DateTime(),
  history: Type.Array(OutageHistoryEntrySchema),
};

/** An item of GET /api/outages: contracts never appear (a contract's area is its barrio, if known). */
export const PublicOutageSchema = Type.Object({
  ...outageProperties,
  areas: Type.Array(Type.Object({ kind: StringEnum(PUBLIC_AREA_KINDS), name: Type.String() })),
});

/** The operators' view: the areas as given (contracts too), the version to send back and the merged reports. */
export const AdminOutageSchema = Type.Object({
  ...outageProperties,
  areas: Type.Array(Type.Object({ kind: StringEnum(OUTAGE_AREA_KINDS), name: Type.String() })),
  version: Type.Integer(),
  reports: Type.Array(Type.String()),
});

/** GET /api/outages: current incidents first, then those restored in the last 7 days. */
export const OutageListSchema = Type.Object({ items: Type.Array(PublicOutageSchema) });

/** GET /api/outages.geojson (RFC 7946): one feature per incident and barrio or vereda, its polygon from src/shared/geo/barrios.json. */
export const OutageFeatureCollectionSchema = Type.Object({
  type: Type.Literal("FeatureCollection"),
  features: Type.Array(
    Type.Object({
      type: Type.Literal("Feature"),
      id: Type.String(),
      geometry: Type.Unknown(),
      properties: Type.Object({
        reference: Type.String(),
        service: StringEnum(CUT_SERVICES),
        status: StringEnum(OUTAGE_STATUSES),
        estimatedRestorationAt: Nullable(DateTime()),
        startedAt: DateTime(),
        restoredAt: Nullable(DateTime()),
        area: Type.String(),
      }),
    }),
  ),
});

/** GET /api/admin/outages: the operators' list, current incidents first, then those restored in the last 30 days. */
export const AdminOutageListSchema = Type.Object({ items: Type.Array(AdminOutageSchema) });

/** GET /api/outages/affects?barrio=…[&service=…]: what affects one barrio or vereda now (issue 36 §2). */
export const OutageAffectsQuerySchema = Type.Object(
  {
    barrio: Type.String({ minLength: 1, maxLength: OUTAGE_LIMITS.areaNameMax }),
    service: Type.Optional(StringEnum(CUT_SERVICES)),
  },
  { additionalProperties: false },
);

/** POST /api/outages/affects: the same by contract number (limited per address, like the invoice lookup). */
export const OutageAffectsContractSchema = Type.Object(
  {
    contract: Type.String({ minLength: 1, maxLength: 20 }),
    service: Type.Optional(StringEnum(CUT_SERVICES)),
  },
  { additionalProperties: false },
);

/** A programmed cut (a news item of category `cortes`) that has not ended and covers the place asked. */
export const AffectingCutSchema = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  service: StringEnum(CUT_SERVICES),
  startsAt: DateTime(),
  endsAt: DateTime(),
  state: StringEnum(CUT_STATES),
});

/**
 * The answer of "¿me afecta?": the place (null when a contract's barrio is not known), the current
 * incidents and the programmed cuts not yet ended there, and until when (the latest ETR or cut end
 * among them; null when nothing affects it or no ETR is known). By contract it says nothing more
 * about the contract than this.
 */
export const OutageAffectsSchema = Type.Object({
  area: Nullable(Type.Object({ kind: StringEnum(PUBLIC_AREA_KINDS), name: Type.String() })),
  incidents: Type.Array(PublicOutageSchema),
  cuts: Type.Array(AffectingCutSchema),
  until: Nullable(DateTime()),
});

/** GET /api/account/outages: the signed-in customer's own contracts, each answered at once. */
export const AccountOutagesSchema = Type.Object({
  items: Type.Array(Type.Object({ contract: Type.String(), ...OutageAffectsSchema.properties })),
});
