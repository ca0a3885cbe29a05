import { changes } from "../../src/features/content-admin/compare";
import { fromEditorHtml, toEditorHtml } from "../../src/features/content-admin/parts/InlineTextEditor";
import { ContentEditorStore } from "../../src/features/content-admin/ContentEditorStore";
import { anchorOf, bodyProblems, describePath, normalizeFields, normalizePath } from "../../src/features/content-admin/fieldPaths";
import {
  addColumn,
  addRow,
  copyBody,
  moveColumn,
  removeColumn,
  removeRow,
  setCell,
  setNumeric,
  toBody,
  type TableEdit,
} from "../../src/features/content-admin/pageDraft";
import { BODY, detail, fakeApi, httpError, revision } from "./contentAdminFakes";

const tableOf = (body: ReturnType<typeof copyBody>) => body.sections[0].blocks[1] as TableEdit;

describe("the content editor's table grid", () => {
  it("adds and removes rows and columns, keeping every row as wide as the header and the numeric marks on their columns", () => {
    const table = tableOf(copyBody(BODY));
    addColumn(table, 0); // a new column between "Mes" and "Valor"
    expect(table.columns).toEqual(["Mes", "", "Valor"]);
    expect(table.rows).toEqual([["Enero", "", "100"]]);
    expect(table.numeric).toEqual([2]);
    setCell(table, 0, 1, "Obra");
    addRow(table);
    setCell(table, 1, 2, "250");
    expect(table.rows).toEqual([
      ["Enero", "Obra", "100"],
      ["", "", "250"],
    ]);
    moveColumn(table, 2, -1);
    expect(table.columns).toEqual(["Mes", "Valor", ""]);
    expect(table.rows[1]).toEqual(["", "250", ""]);
    expect(table.numeric).toEqual([1]);
    setNumeric(table, 2, true);
    removeColumn(table, 1);
    expect(table.columns).toEqual(["Mes", ""]);
    expect(table.numeric).toEqual([1]);
    removeRow(table, 0);
    expect(table.rows).toEqual([["", ""]]);
  });

  it("sends short rows padded, long rows cut, and leaves out an empty note and empty numeric marks", () => {
    const body = copyBody(BODY);
    const table = tableOf(body);
    table.rows = [["Enero"], ["Febrero", "200", "sobra"]];
    table.note = "  ";
    table.numeric = [];
    const sent = toBody(body).sections[0].blocks[1];
    expect(sent).toEqual({
      kind: "table",
      caption: "Contratos por mes",
      columns: ["Mes", "Valor"],
      rows: [
        ["Enero", ""],
        ["Febrero", "200"],
      ],
    });
  });
});

describe("the content editor's field paths", () => {
  it("reads the server's paths in either form and names them in words, from 1", () => {
    expect(normalizePath("sections.2.blocks.0.rows.1")).toBe("sections[2].blocks[0].rows[1]");
    expect(normalizePath("sections[2].blocks[0].rows[1]")).toBe("sections[2].blocks[0].rows[1]");
    expect(normalizePath("/sections/0/heading")).toBe("sections[0].heading");
    expect(normalizeFields({ "sections.1.blocks.2.caption": "Este campo no puede estar vacío." })).toEqual({
      "sections[1].blocks[2].caption": "Este campo no puede estar vacío.",
    });
    expect(describePath("sections[2].blocks[0].rows[1]")).toBe("Sección 3, bloque 1, fila 2");
    expect(anchorOf("sections[2].blocks[0].rows[1]")).toBe("content-block-2-0");
    expect(anchorOf("sections[1].blocks[3].blocks[0].text")).toBe("content-block-1-3-0");
    expect(anchorOf("title")).toBe("content-title");
  });

  it("finds empty required text before sending, by path", () => {
    const body = copyBody(BODY);
    body.sections[0].blocks[0] = { kind: "list", items: ["Obra", " "] };
    tableOf(body).caption = "";
    body.sections[0].blocks.push({ kind: "paragraph", text: "<strong> </strong>" });
    expect(bodyProblems(body)).toEqual({
      "sections[0].blocks[0].items[1]": "Este campo no puede estar vacío.",
      "sections[0].blocks[1].caption": "Este campo no puede estar vacío.",
      "sections[0].blocks[2].text": "Este campo no puede estar vacío.",
    });
  });

  it("compares two versions block by block", () => {
    const after = copyBody(BODY);
    setCell(tableOf(after), 0, 1, "120");
    after.title = "Contratación 2026";
    expect(changes(BODY, after)).toEqual([
      { where: "Título", before: "Contratación", after: "Contratación 2026" },
      { where: "Sección 1, bloque 2 (tabla)", before: "Contratos por mes\nMes | Valor\nEnero | 100", after: "Contratos por mes\nMes | Valor\nEnero | 120" },
    ]);
  });
});

describe("the rich text of a paragraph", () => {
  it("keeps plain text plain (a seeded page never gets entities) and inline marks as HTML", () => {
    const plain = "Tarifas de {brand} para estratos 1 & 2: consumo < 130 kWh.";
    expect(toEditorHtml(plain)).toBe("<p>Tarifas de {brand} para estratos 1 &amp; 2: consumo &lt; 130 kWh.</p>");
    expect(fromEditorHtml(toEditorHtml(plain))).toBe(plain);
    const marked = 'Consulte la <a href="/pqr">radicación de PQRS</a> y el <strong>horario</strong>.';
    expect(fromEditorHtml(toEditorHtml(marked))).toBe(marked);
    expect(fromEditorHtml("<p>Texto &amp; más&nbsp;texto</p>")).toBe("Texto & más\u00a0texto");
  });
});

describe("ContentEditorStore", () => {
  it("saves with the version it was based on; a stale save keeps what was typed, loads the other version, and gives the typed copy back", async () => {
    const api = fakeApi({
      get: jest.fn().mockResolvedValueOnce(detail()),
      save: jest
        .fn()
        .mockRejectedValueOnce(httpError(409, { code: "STALE_VERSION", message: "Otra persona guardó esta página primero. Cargue la versión actual." })),
    });
    const store = new ContentEditorStore(api);
    await store.open("transparencia.contracting");
    expect(store.baseVersion).toBe(3);

    store.update("sections[0].blocks[1]", (body) => setCell(tableOf(body), 0, 1, "120"));
    expect(store.dirty).toBe(true);
    expect(await store.save()).toBe(false);
    expect(api.save).toHaveBeenCalledWith("transparencia.contracting", expect.objectContaining({ version: 3 }));
    expect(store.stale).toBe(true);
    expect(store.failure).toBe("Otra persona guardó esta página primero. Cargue la versión actual.");
    expect(tableOf(store.body).rows[0]).toEqual(["Enero", "120"]);

    const theirs = copyBody(BODY);
    theirs.title = "Contratación (actualizada)";
    api.get.mockResolvedValueOnce(detail({ draft: revision(4, toBody(theirs)) }));
    await store.reloadAfterConflict();
    expect(store.stale).toBe(false);
    expect(store.outcome).toBe("reloaded");
    expect(store.body.title).toBe("Contratación (actualizada)");
    expect(tableOf(store.body).rows[0]).toEqual(["Enero", "100"]);
    expect(store.baseVersion).toBe(4);

    store.takeBackMine();
    expect(tableOf(store.body).rows[0]).toEqual(["Enero", "120"]);
    api.save.mockResolvedValueOnce({ draft: revision(5, toBody(store.body)) });
    expect(await store.save()).toBe(true);
    expect(api.save).toHaveBeenLastCalledWith("transparencia.contracting", expect.objectContaining({ version: 4, title: "Contratación" }));
    expect(store.dirty).toBe(false);
    expect(store.baseVersion).toBe(5);
    expect(store.status).toBe("draft");
  });

  it("shows the server's field messages at their block, and the server's refusal of an approval by the one who asked", async () => {
    const pending = detail({
      draft: revision(4),
      approval: { required: true, requestedBy: "editora@example.com", requestedAt: "2026-11-21T13:00:00.000Z" },
    });
    const api = fakeApi({
      get: jest.fn().mockResolvedValueOnce(pending),
      save: jest.fn().mockRejectedValueOnce(
        httpError(400, {
          code: "VALIDATION_ERROR",
          message: "Revise el campo «sections[0].blocks[1].rows[0]».",
          fields: { "sections[0].blocks[1].rows[0]": "Debe tener como máximo 20 elementos." },
        }),
      ),
      approve: jest.fn().mockRejectedValueOnce(httpError(403, { code: "SAME_PERSON", message: "Otra persona debe aprobar esta publicación." })),
    });
    const store = new ContentEditorStore(api);
    await store.open("transparencia.contracting");
    expect(store.status).toBe("pending_approval");
    store.update("lead", (body) => (body.lead = "Otra entrada."));
    expect(await store.save()).toBe(false);
    expect(store.errors).toEqual({ "sections[0].blocks[1].rows[0]": "Debe tener como máximo 20 elementos." });
    // Editing that block clears its messages.
    store.update("sections[0].blocks[1]", (body) => setCell(tableOf(body), 0, 0, "Feb"));
    expect(store.errors).toEqual({});

    expect(await store.approve()).toBe(false);
    expect(api.approve).toHaveBeenCalledWith("transparencia.contracting", 4);
    expect(store.failure).toBe("Otra persona debe aprobar esta publicación.");
  });

  it("saves what is unsaved before publishing at a date, and takes the server's page after it", async () => {
    const scheduled = detail({ draft: revision(4), scheduledAt: "2026-12-01T13:00:00.000Z" });
    const api = fakeApi({
      get: jest.fn().mockResolvedValueOnce(detail()),
      save: jest.fn().mockResolvedValueOnce({ draft: revision(4) }),
      publish: jest.fn().mockResolvedValueOnce({ status: "scheduled", page: scheduled }),
    });
    const store = new ContentEditorStore(api);
    await store.open("transparencia.contracting");
    store.update("title", (body) => (body.title = "Contratación 2026"));
    expect(await store.publish("2026-12-01T13:00:00.000Z")).toBe(true);
    expect(api.save).toHaveBeenCalledWith("transparencia.contracting", expect.objectContaining({ version: 3, title: "Contratación 2026" }));
    expect(api.publish).toHaveBeenCalledWith("transparencia.contracting", 4, "2026-12-01T13:00:00.000Z");
    expect(store.outcome).toBe("scheduled");
    expect(store.status).toBe("scheduled");
  });
});
