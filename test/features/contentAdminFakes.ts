import type { ContentAdminApi } from "../../src/features/content-admin/contentAdminApi";
import type { AdminPageDetail, PageBody, PageRevision } from "../../src/shared/content";

export { httpError } from "./admin/adminFakes";

/** A content page of one section with a list and a table of figures. */
export const BODY: PageBody = {
  title: "Contratación",
  description: "Procesos de contratación de la empresa.",
  keywords: ["contratos", "procesos"],
  lead: "Los contratos que la empresa firmó este año.",
  sections: [
    {
      heading: "Contratos 2026",
      blocks: [
        { kind: "list", items: ["Obra", "Suministro"], ordered: false },
        { kind: "table", caption: "Contratos por mes", columns: ["Mes", "Valor"], rows: [["Enero", "100"]], numeric: [1] },
      ],
    },
  ],
};

/** `body` saved as `version` by an editor. */
export function revision(version: number, body: PageBody = BODY): PageRevision {
  return { ...body, version, updatedAt: "2026-11-20T15:00:00.000Z", updatedBy: "editora@example.com" };
}

/** The page as the editor reads it: published at version 3, no draft, unless `changes` say otherwise. */
export function detail(changes: Partial<AdminPageDetail> = {}): AdminPageDetail {
  return {
    routeKey: "transparencia.contracting",
    path: "/transparencia/contratacion",
    group: "transparencia",
    published: revision(3),
    draft: null,
    scheduledAt: null,
    approval: { required: false, requestedBy: null, requestedAt: null },
    ...changes,
  };
}

/** A ContentAdminApi whose every call fails until the test gives it an answer. */
export function fakeApi(overrides: Partial<ContentAdminApi> = {}): jest.Mocked<ContentAdminApi> {
  const none = () => Promise.reject(new Error("no se esperaba esta llamada"));
  return {
    list: jest.fn(none),
    get: jest.fn(none),
    save: jest.fn(none),
    publish: jest.fn(none),
    approve: jest.fn(none),
    discard: jest.fn(none),
    versions: jest.fn(none),
    version: jest.fn(none),
    restore: jest.fn(none),
    documents: jest.fn(none),
    ...overrides,
  } as jest.Mocked<ContentAdminApi>;
}
