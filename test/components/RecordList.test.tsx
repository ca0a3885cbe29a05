import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { RecordList, type RecordField } from "../../src/components/records/RecordList";

type Row = { id: string; period: string; number: string; total: string; status: string };

const ROWS: Row[] = [
  { id: "a", period: "octubre de 2026", number: "FV-1", total: "$ 98.000", status: "Pendiente" },
  { id: "b", period: "septiembre de 2026", number: "FV-0", total: "$ 91.500", status: "Pagada" },
];

const FIELDS: RecordField<Row>[] = [
  { label: "Periodo", value: (r) => r.period },
  { label: "Número", value: (r) => r.number, minor: true },
  { label: "Total", value: (r) => r.total, numeric: true, card: "key" },
  { label: "Estado", value: (r) => r.status, card: "key" },
  { label: "Acciones", value: (r) => <button type="button">{`Pagar ${r.period}`}</button>, card: "action" },
];

/** Lays every element out `width` px wide (jsdom has no layout). */
function withWidth(width: number) {
  jest
    .spyOn(HTMLElement.prototype, "getBoundingClientRect")
    .mockReturnValue({ width, height: 100, top: 0, left: 0, right: width, bottom: 100, x: 0, y: 0, toJSON: () => ({}) });
}

afterEach(() => jest.restoreAllMocks());

function renderList(extra: Partial<Parameters<typeof RecordList<Row>>[0]> = {}) {
  return render(<RecordList<Row> caption="Facturas del contrato" fields={FIELDS} rows={ROWS} rowKey={(r) => r.id} {...extra} />);
}

describe("RecordList (issue 33: records on a phone)", () => {
  it("is a real table with column and row headers where there is room", () => {
    withWidth(1000);
    renderList();
    const table = screen.getByRole("table", { name: "Facturas del contrato" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Periodo", "Número", "Total", "Estado", "Acciones"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["octubre de 2026", "septiembre de 2026"]);
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("is a list of cards on a narrow container: a heading a record, its amount and state labelled, its action a button", () => {
    withWidth(360);
    renderList();
    expect(screen.queryByRole("table")).toBeNull();
    const list = screen.getByRole("list", { name: "Facturas del contrato" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const first = within(cards[0]).getByRole("article", { name: "octubre de 2026" });
    expect(within(first).getByRole("heading", { level: 3, name: "octubre de 2026" })).toBeInTheDocument();
    const terms = within(first)
      .getAllByRole("term")
      .map((t) => t.textContent);
    const values = within(first)
      .getAllByRole("definition")
      .map((d) => d.textContent);
    expect(terms).toEqual(["Total", "Estado", "Número"]);
    expect(values).toEqual(["$ 98.000", "Pendiente", "FV-1"]);
    expect(within(first).getByRole("button", { name: "Pagar octubre de 2026" })).toBeInTheDocument();
    // The action has no label line of its own.
    expect(within(first).queryByText("Acciones")).toBeNull();
  });

  it("leaves out the minor columns in a compact table (a list beside a detail panel)", () => {
    withWidth(700);
    renderList({ compactBelow: 800, cardsBelow: 500 });
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Periodo", "Total", "Estado", "Acciones"]);
  });

  it("is a table until it is measured (the prerender, no layout)", () => {
    withWidth(0);
    renderList();
    expect(screen.getByRole("table")).toBeInTheDocument();
  });
});
