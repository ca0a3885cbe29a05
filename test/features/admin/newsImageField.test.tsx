import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import type { AdminNewsStore } from "../../../src/features/admin/AdminNewsStore";
import { NewsImageField } from "../../../src/features/admin/parts/news/NewsImageField";

describe("the news image picker (issue 33 §4)", () => {
  it("is a styled button with the chosen file's name in Spanish, not the browser's 'No file chosen'", async () => {
    const uploads: File[] = [];
    const store = {
      uploadProgress: null,
      uploadImage: async (file: File) => {
        uploads.push(file);
        return { id: "img-1" };
      },
    } as unknown as AdminNewsStore;
    const changes: string[] = [];
    render(
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}} onError={() => undefined}>
        <NewsImageField store={store} image="" imageAlt="" error={undefined} onChange={(id) => changes.push(id)} onNotice={() => undefined} />
      </IntlProvider>,
    );
    const input = screen.getByLabelText(/Imagen principal \(opcional\)/);
    expect(input).toHaveAttribute("type", "file");
    // The input's own look is hidden; its second label is the visible button.
    expect(screen.getByText("Elegir imagen…").closest("label")).toHaveAttribute("for", input.id);
    expect(screen.getByText("Ningún archivo elegido")).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/JPG, PNG o WebP de hasta 5 MB\. Ningún archivo elegido/);
    const file = new File([new Uint8Array([137, 80, 78, 71])], "transformador.png", { type: "image/png" });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    expect(screen.getByText("Archivo elegido: transformador.png")).toBeInTheDocument();
    expect(uploads).toEqual([file]);
    expect(changes).toEqual(["img-1"]);
  });
});
