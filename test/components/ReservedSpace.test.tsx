import { render, screen, within } from "@testing-library/react";
import { ReservedSpace } from "../../src/components/ReservedSpace";

describe("ReservedSpace", () => {
  it("announces only its spinner: the content keeping the space is there but hidden from everyone", () => {
    render(
      <ReservedSpace label="Cargando…" testId="reserved">
        <p>Total a pagar</p>
        <a href="/dashboard/onlinePayment">Pagar factura</a>
        <button type="button">Descargar</button>
      </ReservedSpace>,
    );
    const reserved = screen.getByTestId("reserved");
    expect(reserved).toHaveAttribute("aria-hidden", "true");
    expect(reserved).toHaveTextContent("Pagar factura");
    expect(within(reserved).getByRole("link", { hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    const spinners = screen.getAllByRole("progressbar");
    expect(spinners).toHaveLength(1);
    expect(reserved).not.toContainElement(spinners[0]);
    expect(screen.getByText("Cargando…")).toBeInTheDocument();
  });
});
