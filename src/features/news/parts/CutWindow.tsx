import { FormattedDate } from "react-intl";
import { TIME_ZONE } from "../../../shared/constants";
import { bogotaDay } from "../../../shared/time";

/** A cut's window in Bogotá time: one date when it starts and ends the same day. */
export function CutWindow({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const sameDay = bogotaDay(Date.parse(startsAt)) === bogotaDay(Date.parse(endsAt));
  return (
    <>
      <FormattedDate value={startsAt} weekday="long" day="numeric" month="long" hour="numeric" minute="2-digit" timeZone={TIME_ZONE} />
      {" – "}
      {sameDay ? (
        <FormattedDate value={endsAt} hour="numeric" minute="2-digit" timeZone={TIME_ZONE} />
      ) : (
        <FormattedDate value={endsAt} weekday="long" day="numeric" month="long" hour="numeric" minute="2-digit" timeZone={TIME_ZONE} />
      )}
    </>
  );
}
