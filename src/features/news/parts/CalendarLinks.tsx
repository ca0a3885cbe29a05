import { CalendarAdd20Regular } from "@fluentui/react-icons";
import { defineMessages, useIntl } from "react-intl";
import { calendarPath, cleanArea, CUT_ALERT_LIMITS } from "../../../shared/cutAlerts";
import { fm } from "../../../components/useLoad";
import { useMounted } from "../../../components/useMounted";
import { makeStyles, tokens } from "../../../theme";
import { useListPageStyles } from "./newsStyles";

const t = defineMessages({
  add: { id: "news.alerts.calendar", defaultMessage: "Suscribir mi calendario a los cortes de {area}" },
  https: { id: "news.alerts.calendarHttps", defaultMessage: "Dirección del calendario (.ics)" },
});

const useStyles = makeStyles({
  links: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalL, marginBlockStart: tokens.spacingVerticalM },
  link: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXS, overflowWrap: "anywhere" },
});

/**
 * The iCalendar feed of an area (issue 24 §2): `webcal://` opens the phone's calendar to subscribe;
 * the https address is for calendars that ask for one. Shown once the area is long enough.
 */
export function CalendarLinks({ area }: { area: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const list = useListPageStyles();
  // The prerendered page has no origin: the webcal:// address appears once the page runs.
  const mounted = useMounted();
  const clean = cleanArea(area);
  if (clean.length < CUT_ALERT_LIMITS.areaMin || clean.length > CUT_ALERT_LIMITS.areaMax) return null;
  const path = calendarPath(clean);
  const origin = mounted ? window.location.origin : "";
  const webcal = origin ? `${origin.replace(/^https?:/, "webcal:")}${path}` : path;
  return (
    <p className={styles.links}>
      <a className={`${list.link} ${styles.link}`} href={webcal}>
        <CalendarAdd20Regular aria-hidden="true" />
        {fm(intl, t.add, { area: clean })}
      </a>
      <a className={`${list.link} ${styles.link}`} href={path} type="text/calendar">
        {intl.formatMessage(t.https)}
      </a>
    </p>
  );
}
