/** Cut alerts by e-mail and the cuts' calendar (issue 24 §2): the API's shapes, declared once. */
import { Type } from "@sinclair/typebox";
import { CUT_SERVICES } from "../news";
import { StringEnum } from "./common";

/** "Avíseme de cortes en mi barrio": no account needed; the service checks and words every field. */
export const CutAlertSubscribeSchema = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    area: Type.String({ maxLength: 120 }),
    services: Type.Array(Type.String({ maxLength: 20 }), { maxItems: 8 }),
    consent: Type.Boolean(),
  },
  { additionalProperties: false },
);

/** The state a subscription is in, as its owner sees it. */
export const CUT_ALERT_STATUSES = ["pending", "active", "unsubscribed"] as const;

export const CutAlertSubscriptionSchema = Type.Object({
  area: Type.String(),
  services: Type.Array(StringEnum(CUT_SERVICES)),
  status: StringEnum(CUT_ALERT_STATUSES),
});

/** The answer to a subscription, a confirmation or an unsubscription. */
export const CutAlertResultSchema = Type.Object({
  message: Type.String(),
  subscription: CutAlertSubscriptionSchema,
});

/** A token from a link of an e-mail (confirmation or unsubscription). */
export const CutAlertTokenSchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

/** A signed-in customer's one step: the barrios of their contracts, already confirmed. */
export const CutAlertMineResultSchema = Type.Object({
  message: Type.String(),
  subscriptions: Type.Array(CutAlertSubscriptionSchema),
});

/** The cut editor: how many active subscribers each zone reaches. */
export const CutAlertCountsQuerySchema = Type.Object({ zones: Type.String({ maxLength: 2000 }) });
export const CutAlertCountsSchema = Type.Object({
  zones: Type.Array(Type.Object({ zone: Type.String(), subscribers: Type.Integer() })),
});
