import { useMemo, useRef, useState } from "react";
import { Button, Input, Popover, PopoverSurface, PopoverTrigger } from "@fluentui/react-components";
import { Calendar, type DayOfWeek } from "@fluentui/react-calendar-compat";
import { DatePicker, type DatePickerValidationResultData } from "@fluentui/react-datepicker-compat";
import { CalendarMonthRegular } from "@fluentui/react-icons";
import { useIntl } from "react-intl";
import { WEEK_STARTS_ON } from "../../shared/constants";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { fm } from "../useLoad";
import { CALENDAR_FORMATTING, CALENDAR_LABEL, CALENDAR_STRINGS } from "./calendarStrings";
import { FieldFrame } from "./fields";
import {
  dateOfIso,
  formatTypedDate,
  formatTypedMonth,
  isoOfDate,
  parseTypedDate,
  parseTypedMonth,
  parseTypedTime,
  typedDateMessages as m,
  type TypedDate,
} from "./typedDates";

/** Spec §9: weeks start on Monday in every calendar (DayOfWeek.Monday is 1). */
const FIRST_DAY_OF_WEEK = WEEK_STARTS_ON as DayOfWeek;

const useStyles = makeStyles({
  // minWidth 0: at 320 px the control shrinks with its column instead of pushing the page sideways.
  date: { width: "100%", maxWidth: "14rem", minWidth: 0 },
  time: { width: "100%", maxWidth: "9rem", minWidth: 0 },
  month: { width: "100%", maxWidth: "12rem", minWidth: 0 },
  pair: { display: "flex", flexWrap: "wrap", columnGap: tokens.spacingHorizontalL, alignItems: "flex-start", minWidth: 0 },
});

const formatDate = (date?: Date) => (date ? formatTypedDate(isoOfDate(date)) : "");

type AriaProps = { "aria-describedby"?: string; "aria-labelledby"?: string; "aria-invalid"?: boolean };

export type DateInputProps = AriaProps & {
  id: string;
  /** The field's name, for the messages about text it could not read. */
  label: string;
  /** An ISO day ("2026-03-05") or "". */
  value: string;
  onChange: (isoOrEmpty: string) => void;
  /** The first and last days that can be chosen (ISO). */
  min?: string;
  max?: string;
  /** What it could not read, as a message naming the field; undefined once the text is a good date. */
  onProblem?: (message: string | undefined) => void;
  className?: string;
};

/**
 * A day: typed as dd/mm/aaaa or chosen in a calendar whose weeks start on Monday, in Spanish. The
 * value is ISO text or "" (nothing, or text that is not a day that can be chosen: the field says why).
 */
export function DateInput({ id, label, value, onChange, min, max, onProblem, className, ...aria }: DateInputProps) {
  const intl = useIntl();
  const styles = useStyles();
  // The picker reformats the value whenever its Date changes identity: one Date per value.
  const selected = useMemo(() => dateOfIso(value), [value]);
  const minDate = useMemo(() => (min ? (dateOfIso(min) ?? undefined) : undefined), [min]);
  const maxDate = useMemo(() => (max ? (dateOfIso(max) ?? undefined) : undefined), [max]);
  const typed = useRef<{ text: string; result: TypedDate }>({ text: "", result: { kind: "empty" } });

  const parse = (text: string): Date | null => {
    const result = parseTypedDate(text);
    typed.current = { text: text.trim(), result };
    return result.kind === "date" ? dateOfIso(result.iso) : null;
  };

  const outOfRange = () => {
    const [from, until] = [min ? formatTypedDate(min) : "", max ? formatTypedDate(max) : ""];
    if (from && until) return fm(intl, m.dateBetween, { field: label, min: from, max: until });
    return from ? fm(intl, m.dateFrom, { field: label, min: from }) : fm(intl, m.dateUntil, { field: label, max: until });
  };

  const validated = ({ error }: DatePickerValidationResultData) => {
    if (error === "invalid-input") {
      onChange("");
      const { text, result } = typed.current;
      onProblem?.(result.kind === "impossible" ? fm(intl, m.dateImpossible, { field: label, text }) : fm(intl, m.dateFormat, { field: label }));
    } else if (error === "out-of-bounds") {
      onChange("");
      onProblem?.(outOfRange());
    } else onProblem?.(undefined);
  };

  return (
    <DatePicker
      id={id}
      name={id}
      {...aria}
      className={mergeClasses(styles.date, className)}
      allowTextInput
      firstDayOfWeek={FIRST_DAY_OF_WEEK}
      strings={CALENDAR_STRINGS}
      dateTimeFormatter={CALENDAR_FORMATTING}
      popupSurface={{ "aria-label": CALENDAR_LABEL }}
      // The calendar icon is named for what it does, not by the input (whose name would be its value).
      contentAfter={{ "aria-labelledby": undefined, "aria-label": fm(intl, m.chooseInCalendar, { field: label }) }}
      placeholder={intl.formatMessage(m.datePlaceholder)}
      autoComplete="off"
      value={selected}
      minDate={minDate}
      maxDate={maxDate}
      formatDate={formatDate}
      parseDateFromString={parse}
      onSelectDate={(date) => onChange(date ? isoOfDate(date) : "")}
      onValidationResult={validated}
    />
  );
}

type FieldProps = { id: string; label: string; hint?: string; error?: string; required?: boolean; className?: string };

/** A labelled day with its hint and inline error (the form's, or what the typed text got wrong). */
export function DateField({ id, label, hint, error, required, className, ...input }: FieldProps & Omit<DateInputProps, "id" | "label" | "onProblem">) {
  const [problem, setProblem] = useState<string>();
  return (
    <FieldFrame label={label} hint={hint} required={required} error={problem ?? error} className={className}>
      <DateInput id={id} label={label} onProblem={setProblem} {...input} />
    </FieldFrame>
  );
}

type Parts = { date: string; time: string };
const splitLocal = (value: string): Parts => {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  return match ? { date: match[1], time: match[2] } : { date: "", time: "" };
};
const joinLocal = ({ date, time }: Parts): string => {
  const t = parseTypedTime(time);
  return date && t ? `${date}T${t}` : "";
};

/**
 * A day and a time of day (24 h) in two labelled controls; the value is "2026-11-21T08:00" (as a
 * native date-and-time input gave it) once both are there, "" until then. The date control keeps `id`, so
 * the error summary's link lands on it, and it shows the form's error; the time control is `id-time`.
 */
export function DateTimeField({
  id,
  dateLabel,
  timeLabel,
  hint,
  error,
  required,
  value,
  onChange,
  min,
  max,
}: Omit<FieldProps, "label" | "className"> & {
  dateLabel: string;
  timeLabel: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [parts, setParts] = useState(() => splitLocal(value));
  const [seen, setSeen] = useState(value);
  const [dateProblem, setDateProblem] = useState<string>();
  const [timeProblem, setTimeProblem] = useState<string>();
  // A value set from outside (a reset, another item) replaces the parts; the parts' own value, or
  // "" while one is missing, keeps them.
  if (value !== seen) {
    setSeen(value);
    if (value !== joinLocal(parts)) setParts(splitLocal(value));
  }
  const update = (next: Parts) => {
    setParts(next);
    onChange(joinLocal(next));
  };
  const timeId = `${id}-time`;

  return (
    <div className={styles.pair}>
      <FieldFrame label={dateLabel} hint={hint} required={required} error={dateProblem ?? error}>
        <DateInput
          id={id}
          label={dateLabel}
          value={parts.date}
          min={min}
          max={max}
          onProblem={setDateProblem}
          onChange={(date) => update({ ...parts, date })}
        />
      </FieldFrame>
      <FieldFrame label={timeLabel} required={required} error={timeProblem}>
        <Input
          id={timeId}
          name={timeId}
          className={styles.time}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          placeholder={intl.formatMessage(m.timePlaceholder)}
          value={parts.time}
          onChange={(_, d) => update({ ...parts, time: d.value })}
          onBlur={() => {
            const time = parseTypedTime(parts.time);
            if (parts.time.trim() !== "" && !time) setTimeProblem(fm(intl, m.time, { field: timeLabel }));
            else setTimeProblem(undefined);
            if (time && time !== parts.time) setParts({ ...parts, time });
          }}
        />
      </FieldFrame>
    </div>
  );
}

/**
 * A month: typed as mm/aaaa (or 2026-03) or chosen in a month calendar, up to `max`. The value is
 * "2026-03", or "" while the text is not a month (the form's validation says so).
 */
export function MonthInput({
  id,
  label,
  value,
  onChange,
  max,
  className,
  ...aria
}: AriaProps & { id: string; label: string; value: string; onChange: (value: string) => void; max?: string; className?: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const [text, setText] = useState(() => formatTypedMonth(value));
  const [seen, setSeen] = useState(value);
  const [open, setOpen] = useState(false);
  if (value !== seen) {
    setSeen(value);
    if (value !== (parseTypedMonth(text) ?? "")) setText(formatTypedMonth(value));
  }
  const maxDate = useMemo(() => (max ? (dateOfIso(`${max}-01`) ?? undefined) : undefined), [max]);
  const shown = useMemo(() => dateOfIso(`${value}-01`) ?? maxDate ?? new Date(), [value, maxDate]);

  const choose = (date: Date) => {
    const month = isoOfDate(date).slice(0, 7);
    setText(formatTypedMonth(month));
    onChange(month);
    setOpen(false);
  };

  return (
    <Input
      id={id}
      name={id}
      {...aria}
      className={mergeClasses(styles.month, className)}
      inputMode="numeric"
      autoComplete="off"
      placeholder={intl.formatMessage(m.monthPlaceholder)}
      value={text}
      onChange={(_, d) => {
        setText(d.value);
        onChange(parseTypedMonth(d.value) ?? "");
      }}
      onBlur={() => {
        const month = parseTypedMonth(text);
        if (month) setText(formatTypedMonth(month));
      }}
      contentAfter={
        <Popover open={open} onOpenChange={(_, d) => setOpen(d.open)} trapFocus positioning="below-end">
          <PopoverTrigger disableButtonEnhancement>
            <Button
              appearance="transparent"
              size="small"
              icon={<CalendarMonthRegular />}
              aria-label={fm(intl, m.chooseInCalendar, { field: label })}
              aria-expanded={open}
            />
          </PopoverTrigger>
          <PopoverSurface aria-label={CALENDAR_LABEL}>
            <Calendar
              isDayPickerVisible={false}
              showGoToToday={false}
              highlightSelectedMonth
              strings={CALENDAR_STRINGS}
              dateTimeFormatter={CALENDAR_FORMATTING}
              firstDayOfWeek={FIRST_DAY_OF_WEEK}
              value={shown}
              maxDate={maxDate}
              onSelectDate={choose}
            />
          </PopoverSurface>
        </Popover>
      }
    />
  );
}
