import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { StoresProvider } from "../../src/app/StoresContext";
import type { ContentAdminApi } from "../../src/features/content-admin/contentAdminApi";
import ContentEditorView from "../../src/features/content-admin/views/ContentEditorView";
import ContentPagesView from "../../src/features/content-admin/views/ContentPagesView";
import { MemoryStorage } from "../../src/services/storage";
import type { PageBody } from "../../src/shared/content";
import { demoSessionUser } from "../fixtures/sessionUser";
import { testStores } from "../helpers";
import { BODY, detail, fakeApi, httpError, revision } from "./contentAdminFakes";

let mockApi: ContentAdminApi;

// The screens' stores take their calls from createContentAdminApi: these tests hand them a fake.
jest.mock("../../src/features/content-admin/contentAdminApi", () => ({ createContentAdminApi: () => mockApi }));

function renderView(path: string, view: React.ReactElement) {
  const storage = new MemoryStorage();
  storage.set("token", "t");
  storage.set("sessionUser", JSON.stringify({ signedIn: true, user: { ...demoSessionUser, id: "me", roles: ["USER", "EDITOR"] } }));
  const { stores } = testStores({ storage, siteSettingsFetch: jest.fn(async () => ({})) });
  return render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={view} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
}

const EDITOR = "/admin/contenido/editar?pagina=transparencia.contracting";
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Guardar borrador" }));
  });
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("ContentEditorView", () => {
  it("edits the table as a grid: a cell, a new row, a column of figures; the draft goes with the version read", async () => {
    const api = fakeApi({ get: jest.fn(async () => detail()), save: jest.fn(async (_k, body) => ({ draft: revision(4, body) })) });
    mockApi = api;
    renderView(EDITOR, <ContentEditorView />);
    expect(await screen.findByRole("heading", { level: 1, name: "Editar «Contratación»" })).toBeInTheDocument();
    const grid = screen.getByRole("table", { name: "Celdas de la tabla" });
    expect(within(grid).getByLabelText("Fila 1, Valor")).toHaveValue("100");

    type("Fila 1, Valor", "120");
    expect(screen.getByText("Hay cambios sin guardar.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Agregar una fila" }));
    type("Fila 2, Mes", "Febrero");
    fireEvent.click(screen.getByRole("button", { name: "Agregar una columna" }));
    type("Encabezado de la columna 3", "Contratista");
    fireEvent.click(screen.getByRole("checkbox", { name: "La columna 1 tiene cifras (alineadas a la derecha)" }));
    fireEvent.click(screen.getByRole("button", { name: "Quitar la fila 1" }));
    await save();

    expect(api.save).toHaveBeenCalledWith(
      "transparencia.contracting",
      expect.objectContaining({
        version: 3,
        sections: [
          expect.objectContaining({
            blocks: [
              BODY.sections[0].blocks[0],
              { kind: "table", caption: "Contratos por mes", columns: ["Mes", "Valor", "Contratista"], rows: [["Febrero", "", ""]], numeric: [0, 1] },
            ],
          }),
        ],
      }),
    );
    expect(await screen.findByText(/^Borrador guardado\./)).toBeInTheDocument();
    expect(screen.getByText("Borrador")).toBeInTheDocument();
  });

  it("edits a list item by item: adds, moves up, removes and numbers it", async () => {
    const api = fakeApi({ get: jest.fn(async () => detail()), save: jest.fn(async (_k, body) => ({ draft: revision(4, body) })) });
    mockApi = api;
    renderView(EDITOR, <ContentEditorView />);
    await screen.findByRole("heading", { level: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Agregar un elemento" }));
    type("Elemento 3", "Consultoría");
    fireEvent.click(screen.getByRole("button", { name: "Subir el elemento 3" }));
    fireEvent.click(screen.getByRole("button", { name: "Quitar el elemento 1" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Lista numerada (pasos en orden)" }));
    expect(screen.getByLabelText("Elemento 1")).toHaveValue("Consultoría");
    expect(screen.getByLabelText("Elemento 2")).toHaveValue("Suministro");
    await save();
    const sent = api.save.mock.calls[0][1];
    expect(sent.sections[0].blocks[0]).toEqual({ kind: "list", items: ["Consultoría", "Suministro"], ordered: true });
  });

  it("says a stale save was refused, keeps what was typed, and gives it back after loading the other version", async () => {
    const api = fakeApi({
      get: jest.fn().mockResolvedValueOnce(detail()),
      save: jest.fn().mockRejectedValueOnce(httpError(409, { code: "STALE_VERSION", message: "Otra persona guardó esta página primero." })),
    });
    mockApi = api;
    renderView(EDITOR, <ContentEditorView />);
    await screen.findByRole("heading", { level: 1 });
    type("Fila 1, Valor", "120");
    await save();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se guardó: otra persona guardó esta página mientras usted la editaba.");
    expect(alert).toHaveTextContent("Otra persona guardó esta página primero.");
    expect(screen.getByLabelText("Fila 1, Valor")).toHaveValue("120");

    api.get.mockResolvedValueOnce(detail({ draft: revision(5, { ...BODY, lead: "Entrada de la otra persona." }) }));
    await act(async () => {
      fireEvent.click(within(alert).getByRole("button", { name: "Cargar la versión actual (su texto se conserva aparte)" }));
    });
    expect(await screen.findByText(/^Se cargó la versión actual\./)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Entrada/)).toHaveValue("Entrada de la otra persona.");
    expect(screen.getByLabelText("Fila 1, Valor")).toHaveValue("100");
    fireEvent.click(screen.getByRole("button", { name: "Usar mi texto" }));
    expect(screen.getByLabelText("Fila 1, Valor")).toHaveValue("120");
  });

  it("previews the draft with the public page's sections inside a frame of 390 px, or 1366 px", async () => {
    mockApi = fakeApi({ get: jest.fn(async () => detail()) });
    renderView(EDITOR, <ContentEditorView />);
    await screen.findByRole("heading", { level: 1 });
    type("Fila 1, Valor", "120");
    fireEvent.click(screen.getByRole("button", { name: "Mostrar la vista previa" }));
    const frame = screen.getByTitle<HTMLIFrameElement>("Vista previa de la página a 390 px");
    await waitFor(() => expect(frame.contentDocument?.querySelector("h1")).toHaveTextContent("Contratación"));
    const inside = within(frame.contentDocument!.body);
    expect(inside.getByRole("heading", { level: 2, name: "Contratos 2026" })).toBeInTheDocument();
    expect(inside.getByRole("table", { name: "Contratos por mes" })).toHaveTextContent("120");
    expect(frame.style.width).toBe("390px");
    fireEvent.click(screen.getByRole("button", { name: "Computador (1366 px)" }));
    const wide = screen.getByTitle<HTMLIFrameElement>("Vista previa de la página a 1366 px");
    expect(wide.style.width).toBe("1366px");
    await waitFor(() => expect(wide.contentDocument?.querySelector("h1")).toHaveTextContent("Contratación"));
    // Closing the preview takes the frame away cleanly.
    fireEvent.click(screen.getByRole("button", { name: "Ocultar la vista previa" }));
    await waitFor(() => expect(screen.queryByTitle(/^Vista previa de la página/)).not.toBeInTheDocument());
  });

  it("edits a paragraph in the rich-text editor of the news, kept to bold, italic and links in one paragraph", async () => {
    const withParagraph: PageBody = {
      ...BODY,
      sections: [{ heading: "Para qué sirve", blocks: [{ kind: "paragraph", text: "Consumo < 130 kWh & <strong>subsidio</strong>." }] }],
    };
    mockApi = fakeApi({ get: jest.fn(async () => detail({ published: revision(3, withParagraph) })) });
    renderView(EDITOR, <ContentEditorView />);
    await screen.findByRole("heading", { level: 1 });
    const block = screen.getByRole("group", { name: "Bloque 1: Párrafo" });
    const text = await within(block).findByRole("textbox", { name: /^Texto/ });
    await waitFor(() => expect(text).toHaveTextContent("Consumo < 130 kWh & subsidio."));
    expect(text.querySelector("strong")).toHaveTextContent("subsidio");
    const toolbar = within(block).getByRole("toolbar", { name: "Formato del texto" });
    expect(
      within(toolbar)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Negrita", "Cursiva", "Enlace", "Deshacer", "Rehacer"]);
  });

  it("schedules the publication at a date and time read as Bogotá's, and refuses one in the past", async () => {
    const api = fakeApi({
      get: jest.fn(async () => detail({ draft: revision(4) })),
      publish: jest.fn(async () => ({ status: "scheduled" as const, page: detail({ draft: revision(4), scheduledAt: "2030-12-01T13:00:00.000Z" }) })),
    });
    mockApi = api;
    renderView(EDITOR, <ContentEditorView />);
    await screen.findByRole("heading", { level: 1 });
    const day = screen.getByLabelText(/^Fecha de publicación/, { selector: "input" });
    const schedule = () => fireEvent.click(screen.getByRole("button", { name: "Programar la publicación" }));
    fireEvent.change(day, { target: { value: "01/12/2020" } });
    fireEvent.blur(day);
    fireEvent.change(screen.getByLabelText(/^Hora/), { target: { value: "08:00" } });
    schedule();
    expect(await screen.findByText("La fecha y la hora de publicación deben ser futuras.")).toBeInTheDocument();
    expect(api.publish).not.toHaveBeenCalled();

    fireEvent.change(day, { target: { value: "01/12/2030" } });
    fireEvent.blur(day);
    await act(async () => schedule());
    expect(api.publish).toHaveBeenCalledWith("transparencia.contracting", 4, "2030-12-01T13:00:00.000Z");
    expect(await screen.findByText("Publicación programada.")).toBeInTheDocument();
  });

  it("lists the versions with who and when, compares one with what is being edited, and restores it as a draft", async () => {
    const older: PageBody = { ...BODY, lead: "La entrada de antes." };
    const api = fakeApi({
      get: jest.fn(async () => detail()),
      versions: jest.fn(async () => ({
        items: [
          { version: 3, kind: "published" as const, createdAt: "2026-11-20T15:00:00.000Z", createdBy: "editora@example.com", note: null },
          { version: 2, kind: "draft" as const, createdAt: "2026-11-19T15:00:00.000Z", createdBy: "otro@example.com", note: null },
        ],
      })),
      version: jest.fn(async () => ({ ...revision(2, older), kind: "draft" as const })),
      restore: jest.fn(async () => ({ draft: revision(4, older) })),
    });
    mockApi = api;
    renderView(EDITOR, <ContentEditorView />);
    await screen.findByRole("heading", { level: 1 });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Ver las versiones de la página" }));
    });
    const table = screen.getByRole("table", { name: "Versiones de la página, de la más reciente a la más antigua" });
    expect(within(table).getByRole("row", { name: /^2 Borrador .*otro@example\.com/ })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(table).getByRole("button", { name: "Comparar la versión 2" }));
    });
    const compared = screen.getByRole("region", { name: "Cambios entre la versión 2 y lo que está editando" });
    expect(within(compared).getByRole("heading", { level: 4, name: "Entrada" })).toBeInTheDocument();
    expect(within(compared).getByText("La entrada de antes.")).toBeInTheDocument();
    expect(within(compared).getByText("Los contratos que la empresa firmó este año.")).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(table).getByRole("button", { name: "Restaurar la versión 2" }));
    });
    expect(api.restore).toHaveBeenCalledWith("transparencia.contracting", 2, 3);
    expect(await screen.findByText(/^Se restauró la versión como un borrador nuevo\./)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Entrada/)).toHaveValue("La entrada de antes.");
  });

  it("shows a refused field at its block, named in words, and in the summary", async () => {
    const api = fakeApi({
      get: jest.fn(async () => detail()),
      save: jest.fn().mockRejectedValueOnce(
        httpError(400, {
          code: "VALIDATION_ERROR",
          message: "Revise el campo «sections.0.blocks.1.rows.0».",
          fields: { "sections.0.blocks.1.rows.0": "Debe tener como máximo 20 elementos." },
        }),
      ),
    });
    mockApi = api;
    renderView(EDITOR, <ContentEditorView />);
    await screen.findByRole("heading", { level: 1 });
    type("Fila 1, Valor", "120");
    await save();
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link", { name: "Sección 1, bloque 2, fila 1: Debe tener como máximo 20 elementos." })).toHaveAttribute(
      "href",
      "#content-block-0-1",
    );
    const block = screen.getByRole("group", { name: "Bloque 2: Tabla" });
    expect(within(block).getByText("Sección 1, bloque 2, fila 1: Debe tener como máximo 20 elementos.")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Error:/));
  });
});

describe("ContentPagesView", () => {
  it("lists the pages with their state and who changed them last, filtered by state on the server and by group here", async () => {
    const page = (routeKey: string, title: string, group: string, status: "published" | "draft" | "scheduled" | "pending_approval") => ({
      routeKey,
      path: `/${routeKey}`,
      title,
      group,
      version: 2,
      updatedAt: "2026-11-20T15:00:00.000Z",
      updatedBy: "editora@example.com",
      status,
      draftVersion: status === "published" ? null : 3,
      scheduledAt: null,
    });
    const api = fakeApi({
      list: jest.fn(async () => ({
        items: [
          page("transparencia.contracting", "Contratación", "transparencia", "pending_approval"),
          page("energia.rates", "Tarifas de energía", "energia", "published"),
        ],
      })),
    });
    mockApi = api;
    renderView("/admin/contenido", <ContentPagesView />);
    expect(await screen.findByRole("link", { name: "Editar «Contratación»" })).toHaveAttribute(
      "href",
      "/admin/contenido/editar?pagina=transparencia.contracting",
    );
    const table = screen.getByRole("table", { name: "Páginas de contenido, con su estado y su última actualización" });
    expect(within(table).getByText("Esperando aprobación")).toBeInTheDocument();
    expect(within(table).getAllByText("20/11/2026, 10:00 a. m. por editora@example.com")).toHaveLength(2);
    expect(screen.getByText("2 páginas")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Grupo"), { target: { value: "energia" } });
    expect(screen.queryByRole("link", { name: "Editar «Contratación»" })).not.toBeInTheDocument();
    expect(screen.getByText("1 página")).toBeInTheDocument();
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Estado"), { target: { value: "draft" } });
    });
    expect(api.list).toHaveBeenLastCalledWith({ status: "draft" });
  });
});
