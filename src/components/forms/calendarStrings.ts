import type { CalendarStrings, DateFormatting, DateGridStrings } from "@fluentui/react-calendar-compat";

/**
 * The Spanish words of every calendar and date picker (spec §9). The arrays start on Sunday, as
 * Fluent's calendar reads them; the week itself starts on Monday (WEEK_STARTS_ON).
 */
export const CALENDAR_STRINGS: CalendarStrings = {
  months: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
  shortMonths: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
  days: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
  shortDays: ["do", "lu", "ma", "mi", "ju", "vi", "sá"],
  goToToday: "Ir a hoy",
  prevMonthAriaLabel: "Mes anterior",
  nextMonthAriaLabel: "Mes siguiente",
  prevYearAriaLabel: "Año anterior",
  nextYearAriaLabel: "Año siguiente",
  prevYearRangeAriaLabel: "Años anteriores",
  nextYearRangeAriaLabel: "Años siguientes",
  monthPickerHeaderAriaLabel: "{0}, seleccione para cambiar el año",
  yearPickerHeaderAriaLabel: "{0}, seleccione para cambiar el mes",
  closeButtonAriaLabel: "Cerrar el calendario",
  weekNumberFormatString: "Semana {0}",
  selectedDateFormatString: "Fecha seleccionada: {0}",
  todayDateFormatString: "Hoy: {0}",
  dayMarkedAriaLabel: "marcado",
};

/** The calendar popup's own name (Fluent's default is "Calendar"). */
export const CALENDAR_LABEL = "Calendario";

/**
 * Day, month and year in Spanish order ("5 de marzo de 2026") for the calendar's names; its header
 * reads "septiembre 2026", the longest that fits its 196 px without being cut.
 */
export const CALENDAR_FORMATTING: DateFormatting = {
  formatDay: (date) => String(date.getDate()),
  formatMonth: (date, strings: DateGridStrings) => strings.months[date.getMonth()],
  formatYear: (date) => String(date.getFullYear()),
  formatMonthDayYear: (date, strings: DateGridStrings) => `${date.getDate()} de ${strings.months[date.getMonth()]} de ${date.getFullYear()}`,
  formatMonthYear: (date, strings: DateGridStrings) => `${strings.months[date.getMonth()]} ${date.getFullYear()}`,
};
