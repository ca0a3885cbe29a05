import "@testing-library/jest-dom";
import { useState } from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { DayOfWeek } from "@fluentui/react-calendar-compat";
import { IntlProvider } from "react-intl";
import { StoresProvider } from "../../../src/app/StoresContext";
import { DateField, DateTimeField, MonthInput } from "../../../src/components/forms/DateField";
import { formatTypedDate, parseTypedDate, parseTypedMonth, parseTypedTime } from "../../../src/components/forms/typedDates";
import { WEEK_STARTS_ON } from "../../../src/shared/constants";
import { testStores } from "../../helpers";

function renderInForm(ui: React.ReactElement) {
  const { stores } = testStores();
  return render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        {ui}
      </IntlProvider>
    </StoresProvider>,
  );
}

/** A DateField that keeps its value, and tells the test each value it gave. */
function Day({ seen, min, max, initial = "" }: { seen: string[]; min?: string; max?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      id="day"
      label="Fecha de inicio"
      value={value}
      min={min}
      max={max}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

/** Types into the field and leaves it, as a person does before pressing a button. */
function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe("typed dates (dd/mm/aaaa)", () => {
  it("reads day first, rejects days that do not exist and writes dd/mm/aaaa", () => {
    expect(parseTypedDate("05/03/2026")).toEqual({ kind: "date", iso: "2026-03-05" });
    expect(parseTypedDate("5-3-2026")).toEqual({ kind: "date", iso: "2026-03-05" });
    expect(parseTypedDate("29/02/2028")).toEqual({ kind: "date", iso: "2028-02-29" });
    expect(parseTypedDate("29/02/2026")).toEqual({ kind: "impossible" });
    expect(parseTypedDate("31/02/2026")).toEqual({ kind: "impossible" });
    expect(parseTypedDate("12/13/2026")).toEqual({ kind: "impossible" });
    expect(parseTypedDate("marzo")).toEqual({ kind: "format" });
    expect(parseTypedDate(" ")).toEqual({ kind: "empty" });
    expect(formatTypedDate("2026-03-05")).toBe("05/03/2026");
    expect(formatTypedDate("2026-02-31")).toBe("");
    expect(parseTypedTime("8:05")).toBe("08:05");
    expect(parseTypedTime("24:00")).toBeNull();
    expect(parseTypedMonth("3/2026")).toBe("2026-03");
    expect(parseTypedMonth("2026-03")).toBe("2026-03");
    expect(parseTypedMonth("13/2026")).toBeNull();
  });
});

describe("DateField", () => {
  it("opens a Spanish calendar whose weeks start on Monday (spec §9)", () => {
    expect(WEEK_STARTS_ON).toBe(DayOfWeek.Monday);
    renderInForm(<Day seen={[]} initial="2026-03-05" />);
    // The icon opens the calendar too, and says so (its name is not the input's value).
    fireEvent.click(screen.getByRole("button", { name: "Elegir en el calendario: Fecha de inicio" }));
    const calendar = screen.getByRole("dialog", { name: "Calendario" });
    const headers = within(calendar).getAllByRole("columnheader");
    expect(headers[0]).toHaveTextContent("lu");
    expect(headers[0]).toHaveAccessibleName("lunes");
    expect(headers[6]).toHaveTextContent("do");
    expect(within(calendar).getByText("marzo 2026")).toBeInTheDocument();
    expect(within(calendar).getByRole("button", { name: /^Mes anterior/ })).toBeInTheDocument();
    expect(within(calendar).getByRole("button", { name: "Ir a hoy" })).toBeInTheDocument();
    // 1 March 2026 is a Sunday: the last column of the first week.
    const firstWeek = within(calendar).getAllByRole("row")[1];
    expect(within(firstWeek).getAllByRole("gridcell").at(-1)).toHaveTextContent("1");
  });

  it("gives the ISO day of a typed dd/mm/aaaa and shows it back as typed", () => {
    const seen: string[] = [];
    renderInForm(<Day seen={seen} />);
    const input = screen.getByLabelText("Fecha de inicio");
    type(input, "05/03/2026");
    expect(seen.at(-1)).toBe("2026-03-05");
    expect(input).toHaveValue("05/03/2026");
    expect(input).not.toHaveAttribute("aria-invalid", "true");
  });

  it("refuses a day that does not exist with a message naming the field, and forgets the value", () => {
    const seen: string[] = [];
    renderInForm(<Day seen={seen} initial="2026-03-05" />);
    const input = screen.getByLabelText("Fecha de inicio");
    type(input, "31/02/2026");
    expect(seen.at(-1)).toBe("");
    expect(screen.getByText("Fecha de inicio: la fecha 31/02/2026 no existe. Revise el día y el mes.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    type(input, "hoy");
    expect(screen.getByText("Fecha de inicio: escriba la fecha como dd/mm/aaaa, por ejemplo 05/03/2026.")).toBeInTheDocument();
    // A good date clears the message.
    type(input, "06/03/2026");
    expect(seen.at(-1)).toBe("2026-03-06");
    expect(screen.queryByText(/^Fecha de inicio:/)).not.toBeInTheDocument();
  });

  it("keeps to min and max: typed days outside are refused, the calendar's are disabled", () => {
    const seen: string[] = [];
    renderInForm(<Day seen={seen} min="2026-03-10" max="2026-03-20" />);
    const input = screen.getByLabelText("Fecha de inicio");
    type(input, "21/03/2026");
    expect(seen.at(-1)).toBe("");
    expect(screen.getByText("Fecha de inicio: elija una fecha entre el 10/03/2026 y el 20/03/2026.")).toBeInTheDocument();
    type(input, "20/03/2026");
    expect(seen.at(-1)).toBe("2026-03-20");

    fireEvent.click(input);
    const calendar = screen.getByRole("dialog", { name: "Calendario" });
    expect(within(calendar).getByRole("button", { name: "9, marzo, 2026" })).toBeDisabled();
    expect(within(calendar).getByRole("button", { name: "21, marzo, 2026" })).toBeDisabled();
    fireEvent.click(within(calendar).getByRole("button", { name: "12, marzo, 2026" }));
    expect(seen.at(-1)).toBe("2026-03-12");
    expect(input).toHaveValue("12/03/2026");
  });
});

describe("DateTimeField", () => {
  function Window({ seen, initial = "" }: { seen: string[]; initial?: string }) {
    const [value, setValue] = useState(initial);
    return (
      <>
        <DateTimeField
          id="start"
          dateLabel="Fecha de inicio"
          timeLabel="Hora de inicio (hora de Colombia)"
          value={value}
          onChange={(v) => {
            seen.push(v);
            setValue(v);
          }}
        />
        <button type="button" onClick={() => setValue("")}>
          Borrar
        </button>
      </>
    );
  }

  it("gives YYYY-MM-DDTHH:mm once both parts are there, and shows a value it is given", () => {
    const seen: string[] = [];
    renderInForm(<Window seen={seen} initial="2026-11-21T08:00" />);
    const date = screen.getByLabelText("Fecha de inicio");
    const time = screen.getByLabelText("Hora de inicio (hora de Colombia)");
    expect(date).toHaveAttribute("id", "start");
    expect(time).toHaveAttribute("id", "start-time");
    expect(date).toHaveValue("21/11/2026");
    expect(time).toHaveValue("08:00");

    fireEvent.change(time, { target: { value: "" } });
    expect(seen.at(-1)).toBe("");
    type(date, "05/03/2026");
    expect(seen.at(-1)).toBe("");
    expect(date).toHaveValue("05/03/2026"); // the parts stay while the value waits for the time
    fireEvent.change(time, { target: { value: "7:30" } });
    expect(seen.at(-1)).toBe("2026-03-05T07:30");
    fireEvent.blur(time);
    expect(time).toHaveValue("07:30");

    fireEvent.change(time, { target: { value: "25:00" } });
    fireEvent.blur(time);
    expect(seen.at(-1)).toBe("");
    expect(screen.getByText("Hora de inicio (hora de Colombia): escriba la hora como hh:mm, de 00:00 a 23:59 (por ejemplo 14:30).")).toBeInTheDocument();

    fireEvent.change(time, { target: { value: "14:30" } });
    expect(seen.at(-1)).toBe("2026-03-05T14:30");
    // A value set from outside replaces both parts.
    fireEvent.click(screen.getByRole("button", { name: "Borrar" }));
    expect(date).toHaveValue("");
    expect(time).toHaveValue("");
  });
});

describe("MonthInput", () => {
  function Month({ seen }: { seen: string[] }) {
    const [value, setValue] = useState("2026-01");
    return (
      <>
        <label htmlFor="from">Desde (mes)</label>
        <MonthInput
          id="from"
          label="Desde (mes)"
          value={value}
          max="2026-04"
          onChange={(v) => {
            seen.push(v);
            setValue(v);
          }}
        />
      </>
    );
  }

  it("reads mm/aaaa, and chooses a month in a calendar that stops at max", async () => {
    const seen: string[] = [];
    renderInForm(<Month seen={seen} />);
    const input = screen.getByLabelText("Desde (mes)");
    expect(input).toHaveValue("01/2026");
    fireEvent.change(input, { target: { value: "3/2026" } });
    expect(seen.at(-1)).toBe("2026-03");
    fireEvent.blur(input);
    expect(input).toHaveValue("03/2026");
    fireEvent.change(input, { target: { value: "13/2026" } });
    expect(seen.at(-1)).toBe("");
    expect(input).toHaveValue("13/2026");

    fireEvent.click(screen.getByRole("button", { name: "Elegir en el calendario: Desde (mes)" }));
    const calendar = await screen.findByRole("dialog", { name: "Calendario" });
    expect(within(calendar).getByRole("gridcell", { name: "mayo" })).toBeDisabled();
    fireEvent.click(within(calendar).getByRole("gridcell", { name: "febrero" }));
    expect(seen.at(-1)).toBe("2026-02");
    expect(input).toHaveValue("02/2026");
  });
});
