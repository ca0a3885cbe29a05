import { fromBogotaLocal, toBogotaLocal } from "../../src/features/admin/parts/news/newsForm";
import { cutState, newsInputProblems, newsPath, slugify, type NewsInput } from "../../src/shared/news";

const base: NewsInput = {
  title: "Corte en Belén",
  summary: "Mantenimiento.",
  bodyHtml: "<p>Texto</p>",
  category: "cortes",
  tags: [],
  imageId: null,
  imageAlt: "",
  cut: { service: "energia", zones: ["Belén"], startsAt: "2026-11-21T13:00:00.000Z", endsAt: "2026-11-21T17:00:00.000Z", reason: "Poda" },
};

describe("news rules shared by the editor and the server", () => {
  it("derives a cut's state from the clock, with the end excluded", () => {
    const start = "2026-11-21T13:00:00.000Z";
    const end = "2026-11-21T17:00:00.000Z";
    expect(cutState(start, end, new Date("2026-11-21T12:59:59.999Z"))).toBe("programado");
    expect(cutState(start, end, new Date(start))).toBe("en-curso");
    expect(cutState(start, end, new Date("2026-11-21T16:59:59.999Z"))).toBe("en-curso");
    expect(cutState(start, end, new Date(end))).toBe("finalizado");
  });

  it("makes slugs without accents or symbols, at most 80 characters", () => {
    expect(slugify("¡Corte de energía en Belén y La América!")).toBe("corte-de-energia-en-belen-y-la-america");
    expect(slugify("Año nuevo: pagos en línea")).toBe("ano-nuevo-pagos-en-linea");
    expect(slugify("   ¿?  ")).toBe("noticia");
    const long = slugify("palabra ".repeat(30));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith("-")).toBe(false);
  });

  it("names each broken rule of an item under its field", () => {
    expect(newsInputProblems(base)).toEqual({});
    expect(newsInputProblems({ ...base, title: " ", summary: "" })).toEqual({
      title: "Escriba el título de la noticia.",
      summary: "Escriba el resumen que se muestra en el listado.",
    });
    expect(newsInputProblems({ ...base, cut: null })).toEqual({ cut: "Un corte programado necesita servicio, zonas, inicio y fin." });
    expect(newsInputProblems({ ...base, cut: { ...base.cut!, zones: [" "], reason: "", endsAt: base.cut!.startsAt } })).toEqual({
      "cut.zones": "Indique al menos un barrio o comuna afectada.",
      "cut.reason": "Explique el motivo del corte.",
      "cut.endsAt": "La finalización debe ser posterior al inicio.",
    });
    expect(newsInputProblems({ ...base, cut: { ...base.cut!, endsAt: "2026-12-31T00:00:00.000Z" } })).toEqual({
      "cut.endsAt": "Un corte no puede durar más de 31 días.",
    });
    expect(newsInputProblems({ ...base, category: "energia" })).toEqual({
      cut: "Solo las noticias de la categoría Cortes programados llevan datos de corte.",
    });
    expect(newsInputProblems({ ...base, imageId: "00000000-0000-4000-8000-000000000000" })).toEqual({
      imageAlt: "Describa la imagen para quienes no la ven (texto alternativo).",
    });
  });

  it("links cuts to their own detail page", () => {
    expect(newsPath({ category: "cortes", slug: "corte-belen" })).toBe("/noticias-cortes-detalle?slug=corte-belen");
    expect(newsPath({ category: "telco", slug: "fibra" })).toBe("/noticias-detalles?slug=fibra");
  });

  it("reads and writes the editor's date fields in Bogotá time (UTC−5, no daylight saving)", () => {
    expect(fromBogotaLocal("2026-11-21T08:00")).toBe("2026-11-21T13:00:00.000Z");
    expect(fromBogotaLocal("2026-12-31T21:30")).toBe("2027-01-01T02:30:00.000Z");
    expect(toBogotaLocal("2027-01-01T02:30:00.000Z")).toBe("2026-12-31T21:30");
    expect(toBogotaLocal(null)).toBe("");
    expect(fromBogotaLocal("")).toBe("");
    expect(fromBogotaLocal("21/11/2026 08:00")).toBe("");
  });
});
