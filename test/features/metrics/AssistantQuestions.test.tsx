import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import type { MetricsReportsApi } from "../../../src/features/metrics/metricsReportsApi";
import { AssistantQuestions } from "../../../src/features/metrics/parts/AssistantQuestions";
import type { AssistantQuestionsReport } from "../../../src/shared/metrics";
import { demoSessionUser } from "../../fixtures/sessionUser";
import { testStores } from "../../helpers";

const RANGE = { startDate: "2026-03-01", endDate: "2026-03-31" };

const REPORT: AssistantQuestionsReport = {
  ...RANGE,
  unanswered: [
    { question: "como reciclo pilas", count: 3, sessions: 2, lastAskedAt: "2026-03-10T15:00:00.000Z" },
    { question: "mi cedula es •••••", count: 1, sessions: 1, lastAskedAt: "2026-03-11T15:00:00.000Z" },
  ],
  unhelpful: [{ question: "como pago mi factura", count: 2, sessions: 2, helpful: 1, helpfulShare: 33.3, lastAskedAt: "2026-03-12T15:00:00.000Z" }],
  totals: { unanswered: 4, unhelpful: 2, helpful: 1 },
};

function fakeApi(answer: () => Promise<AssistantQuestionsReport>) {
  const calls: unknown[] = [];
  const unused = () => Promise.reject(new Error("not used"));
  const api: MetricsReportsApi = {
    page: unused,
    aggregated: unused,
    acquisitionChannels: unused,
    searchTerms: unused,
    assistantQuestions: (range) => {
      calls.push(range);
      return answer();
    },
    status: unused,
  };
  return { api, calls };
}

function renderPanel(answer: () => Promise<AssistantQuestionsReport>, roles: string[] | null = ["USER", "ADMIN"]) {
  const { api, calls } = fakeApi(answer);
  const { stores } = testStores({ metricsReportsApi: api });
  if (roles) stores.session.establish("tok-admin", { ...demoSessionUser, roles });
  render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter>
          <AssistantQuestions range={RANGE} />
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
  return { stores, calls };
}

describe("AssistantQuestions (the dashboard's panel)", () => {
  it("lists the unanswered and the unhelpful questions with their figures, under the panel's heading", async () => {
    const { calls } = renderPanel(() => Promise.resolve(REPORT));
    expect(screen.getByRole("heading", { level: 2, name: "Preguntas del asistente sin respuesta o que no sirvieron" })).toBeInTheDocument();
    const unanswered = await screen.findByRole("table", { name: /no encontró respuesta/ });
    expect(calls).toEqual([RANGE]);
    const rows = within(unanswered).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole("rowheader")).toHaveTextContent("como reciclo pilas");
    expect(
      within(rows[1])
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["3", "2", expect.stringMatching(/10\/3\/2026|10\/03\/2026/)]);
    // Each figure carries its column's name, for the stacked layout of a phone.
    expect(within(rows[1]).getAllByRole("cell")[0]).toHaveAttribute("data-label", "Veces");
    const unhelpful = screen.getByRole("table", { name: /marcó «No» en «¿Le sirvió\?»/ });
    const row = within(unhelpful).getAllByRole("row")[1];
    expect(within(row).getByRole("rowheader")).toHaveTextContent("como pago mi factura");
    expect(within(row).getAllByRole("cell")[2]).toHaveTextContent(/33,3\s?%/);
    expect(screen.getByText(/no encontró respuesta a 4 preguntas; 2 respuestas se marcaron «No me sirvió» y 1 «Sí»/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Preguntas sin respuesta" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Respuestas que no sirvieron" })).toBeInTheDocument();
  });

  it("says so when nobody asked anything without an answer in the range", async () => {
    renderPanel(() => Promise.resolve({ ...REPORT, unanswered: [], unhelpful: [], totals: { unanswered: 0, unhelpful: 0, helpful: 0 } }));
    expect(await screen.findByText("Nadie ha hecho preguntas sin respuesta en este periodo.")).toBeInTheDocument();
    expect(screen.getByText("Nadie ha marcado una respuesta como «No me sirvió» en este periodo.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("tells a visitor to sign in as an administrator without asking the server", async () => {
    const { calls } = renderPanel(() => Promise.resolve(REPORT), null);
    expect(await screen.findByText(/solo lo ven los administradores/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Inicie sesión" })).toHaveAttribute("href", "/sign-in");
    expect(calls).toEqual([]);
  });

  it("tells an account without the role that it is not theirs to see", async () => {
    const { calls } = renderPanel(() => Promise.resolve(REPORT), ["USER"]);
    expect(await screen.findByText(/su cuenta no tiene ese rol/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("says it could not load, and loads again on «Intentar de nuevo»", async () => {
    jest.spyOn(console, "debug").mockImplementation(() => undefined);
    let fail = true;
    const { calls } = renderPanel(() => (fail ? Promise.reject(Object.assign(new Error("503"), { response: { status: 503 } })) : Promise.resolve(REPORT)));
    expect(await screen.findByRole("alert")).toHaveTextContent("No se pudieron cargar las preguntas del asistente");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Intentar de nuevo" }));
    expect(await screen.findByRole("table", { name: /no encontró respuesta/ })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it("hides the questions at once when the administrator signs out", async () => {
    const { stores } = renderPanel(() => Promise.resolve(REPORT));
    expect(await screen.findByRole("table", { name: /no encontró respuesta/ })).toBeInTheDocument();
    act(() => stores.session.clear());
    expect(screen.queryByText("como reciclo pilas")).not.toBeInTheDocument();
    expect(await screen.findByText(/solo lo ven los administradores/)).toBeInTheDocument();
  });
});
