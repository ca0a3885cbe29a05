import "@testing-library/jest-dom";
import { fireEvent, render, screen } from "@testing-library/react";
import { Link, MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { RouterErrorBoundary } from "../../src/app/RouterErrorScreen";

/** A route whose page throws while rendering. */
function Broken(): never {
  throw new Error("la página falló");
}

/** As AppRoutes does: the boundary around the routes, reset by each navigation's location key. */
function Shell() {
  const location = useLocation();
  return (
    <>
      <Link to="/sana">Otra página</Link>
      <RouterErrorBoundary resetKey={location.key}>
        <Routes>
          <Route path="/rota" element={<Broken />} />
          <Route path="/sana" element={<p>Página sana</p>} />
        </Routes>
      </RouterErrorBoundary>
    </>
  );
}

describe("spec §8: the router's fallback screen", () => {
  it("shows 'Unexpected Application Error!' when a route throws, and the next navigation gets a fresh try", () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      render(
        <MemoryRouter initialEntries={["/rota"]}>
          <Shell />
        </MemoryRouter>,
      );
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Unexpected Application Error!$/);
      expect(screen.getByRole("link", { name: "Ir al inicio" })).toHaveAttribute("href", "/homePage");
      fireEvent.click(screen.getByRole("link", { name: "Otra página" }));
      expect(screen.getByText("Página sana")).toBeInTheDocument();
      expect(screen.queryByText("Unexpected Application Error!")).not.toBeInTheDocument();
    } finally {
      logged.mockRestore();
    }
  });

  it("is what AppRoutes wraps its routes in", async () => {
    // The route tree's source: the boundary is the outermost element, keyed by the location.
    const { readFileSync } = await import("node:fs");
    const source = readFileSync(require.resolve("../../src/app/AppRoutes.tsx"), "utf8");
    expect(source).toMatch(/<RouterErrorBoundary resetKey=\{location\.key\}>\s*<Routes>/);
  });
});
