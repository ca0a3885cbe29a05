/**
 * What the administration API sends and receives (issue 9), declared once (issue 23): the admin
 * routes use these as their schemas and ../admin.ts derives its types from them with `import type`,
 * so the SPA never bundles TypeBox. Query strings arrive as text (the app does not coerce types):
 * pages are matched by pattern and read by the routes. The answers' fields are all required: the
 * services always write every one (a missing one is a bug the serializer reports).
 */
import { Type, type TSchema } from "@sinclair/typebox";
import { AUDIT_ACTION_LABELS, MANAGED_ROLES, USER_LIST_LIMITS } from "../admin";
import { SessionUserSchema } from "./auth";
import { Nullable, StringEnum } from "./common";

const DAY = "^\\d{4}-\\d{2}-\\d{2}$";
const Page = () => Type.Optional(Type.String({ pattern: "^[1-9]\\d{0,4}$" }));
const PageSize = () => Type.Optional(Type.String({ pattern: "^[1-9]\\d{0,2}$" }));
/** `{ type: "string", enum }` typed as any string, as the screens read it. */
const OneOf = (values: readonly string[]) => Type.Unsafe<string>({ type: "string", enum: [...values] });

const pageOf = <T extends TSchema>(item: T, description: string) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() }, { description });

/* ------------------------------------------------------------------ users and roles */

/** `GET /api/admin/users`: search by name, e-mail or document, role, state, since a day. */
export const AdminUserQueryStringSchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: USER_LIST_LIMITS.qMax })),
  role: Type.Optional(StringEnum(MANAGED_ROLES)),
  status: Type.Optional(StringEnum(["activos", "inactivos", "sin_verificar"])),
  /** Created on or after this day (YYYY-MM-DD, Bogotá). */
  createdFrom: Type.Optional(Type.String({ pattern: DAY })),
  page: Page(),
  pageSize: PageSize(),
});

export const AdminUserPageSchema = Type.Object(
  {
    items: Type.Array(SessionUserSchema),
    /** The accounts that match, or 1,000 when there are more (issue 37). */
    total: Type.Integer(),
    totalBounded: Type.Optional(
      Type.Boolean({ description: "Present and true when more than `total` accounts match: the count stopped at 1,000 (issue 37)." }),
    ),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  },
  { description: "AdminUserPage" },
);

/** A session of an account, as its detail lists it. */
export const AdminSessionSchema = Type.Object({
  createdAt: Type.String(),
  expiresAt: Type.String(),
  revokedAt: Nullable(Type.String()),
  active: Type.Boolean(),
  ip: Type.String(),
  userAgent: Type.String(),
});

/** A line of the audit log: who, when, what, before and after. */
export const AuditEntrySchema = Type.Object({
  id: Type.String(),
  at: Type.String(),
  actorId: Nullable(Type.String()),
  actorEmail: Type.String(),
  /** The actor's name, when the account still exists and has one. */
  actorName: Nullable(Type.String()),
  action: Type.String(),
  entityType: Type.String(),
  entityId: Type.String(),
  /** What the object is called (a person, a news title, a file), when it has a name; the id stays in entityId. */
  entityLabel: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
});

export const AuditPageSchema = pageOf(AuditEntrySchema, "AuditPage");

/** `GET /api/admin/audit`: by actor, action, object and Bogotá days. */
export const AuditQueryStringSchema = Type.Object({
  actor: Type.Optional(Type.String({ maxLength: 254 })),
  action: Type.Optional(OneOf(Object.keys(AUDIT_ACTION_LABELS))),
  entityType: Type.Optional(OneOf(["user", "settings", "news", "case"])),
  entityId: Type.Optional(Type.String({ maxLength: 80 })),
  /** YYYY-MM-DD, inclusive, Bogotá days. */
  from: Type.Optional(Type.String({ pattern: DAY })),
  to: Type.Optional(Type.String({ pattern: DAY })),
  page: Page(),
  pageSize: PageSize(),
});

export const AdminUserDetailSchema = Type.Object(
  {
    user: SessionUserSchema,
    sessions: Type.Array(AdminSessionSchema),
    /** Changes made to this account and, for staff, what the account did (newest first). */
    audit: Type.Array(AuditEntrySchema),
    /** What the signed-in administrator may do to this account (the server checks again). */
    allowed: Type.Object({
      changeRoles: Type.Boolean(),
      privilegedRoles: Type.Boolean(),
      deactivate: Type.Boolean(),
      activate: Type.Boolean(),
      resendVerification: Type.Boolean(),
    }),
  },
  { description: "AdminUserDetail" },
);

/** `PATCH /api/admin/users/:id`: any of the two. */
export const AdminUserPatchSchema = Type.Object({
  roles: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 })),
  isActive: Type.Optional(Type.Boolean()),
});

/* ------------------------------------------------------------------ dashboard */

const Count = () => Type.Integer();
const Daily = () => Type.Array(Type.Integer());

export const TodayPaymentSchema = Type.Object({
  reference: Type.String(),
  contractNumber: Type.String(),
  amount: Type.Integer(),
  method: Type.String(),
  status: Type.String(),
  createdAt: Type.String(),
});

/** `GET /api/admin/summary`: the figures of /admin/dashboard. */
export const AdminSummarySchema = Type.Object(
  {
    generatedAt: Type.String(),
    /** First day of the current month in Bogotá (YYYY-MM-DD): "this month" below. */
    monthStart: Type.String(),
    /** Today in Bogotá (YYYY-MM-DD). */
    today: Type.String(),
    /**
     * What the headline figures compare against (issue 21). "This month so far" is compared with
     * the same stretch of the previous month (`previousMonthStart` up to `previousCut`, the same time
     * after its start, never past its end); figures that are a state (open, overdue) with that state
     * at `previousCut`; today's payments with yesterday up to this hour. Every `…Daily` array has
     * one value per day of `days`.
     */
    compare: Type.Object({
      previousMonthStart: Type.String(),
      previousCut: Type.String(),
      /** The Bogotá days of the daily series, oldest first; the last one is today. */
      days: Type.Array(Type.String()),
    }),
    users: Type.Object({
      total: Count(),
      active: Count(),
      newThisMonth: Count(),
      verified: Count(),
      /** Percentage, one decimal. */
      verifiedShare: Type.Number(),
      newPreviousMonth: Count(),
      /** Accounts created each day. */
      newDaily: Daily(),
    }),
    pqrs: Type.Object({
      open: Count(),
      overdue: Count(),
      dueSoon: Count(),
      openPrevious: Count(),
      overduePrevious: Count(),
      /** Requests open at the end of each day (today: now). */
      openDaily: Daily(),
      /** Open requests past their legal due date at the end of each day. */
      overdueDaily: Daily(),
    }),
    news: Type.Object({ publishedThisMonth: Count(), scheduled: Count(), drafts: Count() }),
    /** Null when the metrics could not be read (the other figures still show). */
    visits: Nullable(
      Type.Object({
        pageViews: Count(),
        uniqueVisitors: Count(),
        sessions: Count(),
        topPages: Type.Array(Type.Object({ pagePath: Type.String(), pageViews: Count() })),
        previousPageViews: Count(),
        /** Page views each day. */
        daily: Daily(),
      }),
    ),
    payments: Type.Object({
      approvedCount: Count(),
      approvedAmount: Type.Integer(),
      pendingCount: Count(),
      rejectedCount: Count(),
      /** Approved payments made yesterday up to this hour. */
      previousApprovedCount: Count(),
      previousApprovedAmount: Type.Integer(),
      /** Approved payments made each day: how many and how much (COP). */
      approvedCountDaily: Daily(),
      approvedAmountDaily: Daily(),
      today: Type.Array(TodayPaymentSchema),
    }),
  },
  { description: "AdminSummary" },
);
