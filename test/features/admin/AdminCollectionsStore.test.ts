import { AdminCollectionsStore } from "../../../src/features/admin/AdminCollectionsStore";
import type { CollectionsApi } from "../../../src/features/admin/collectionsApi";
import type { CollectionFileDetail, CollectionFilePage, CollectionItem, CollectionSummary } from "../../../src/shared/collections";

/** An error as the API client throws it, with the server's JSON body. */
function refused(status: number, data: object) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data } });
}

const page = (ids: string[]): CollectionFilePage => ({
  items: ids.map((id) => ({ id }) as CollectionFilePage["items"][number]),
  total: ids.length,
  page: 1,
  pageSize: 20,
});
const summary = (id: string): CollectionSummary =>
  ({ id, duplicate: false, applied: 1, records: 2, needsReview: 1, review: [] }) as unknown as CollectionSummary;
const detail = (id: string, items: Partial<CollectionItem>[] = []): CollectionFileDetail =>
  ({ file: { id }, items, itemsTotal: items.length, page: 1, pageSize: 50 }) as unknown as CollectionFileDetail;

/** The screen's calls, answered as each test says; every call is recorded. */
function fakeApi(answers: Partial<CollectionsApi> = {}) {
  const calls: string[] = [];
  const api: CollectionsApi = {
    importFile: async (file, onProgress) => {
      calls.push(`import ${file.name}`);
      onProgress(1);
      return (answers.importFile ?? (async () => summary("f1")))(file, onProgress);
    },
    files: async (n) => {
      calls.push(`files ${n}`);
      return page(["f1"]);
    },
    file: async (id, outcome, n) => {
      calls.push(`file ${id} ${outcome} ${n}`);
      return detail(id, [{ id: "i1", line: 4, outcome: "desconocida" }]);
    },
    original: async () => new Blob(["01"]),
    review: async (itemId, note) => {
      calls.push(`review ${itemId} ${note}`);
      return (answers.review ?? (async () => ({ id: itemId }) as CollectionItem))(itemId, note);
    },
  };
  return { api, calls };
}

const file = (name: string) => new File(["0189090012342026113000712345678901"], name, { type: "text/plain" });

describe("AdminCollectionsStore", () => {
  it("keeps the summary of an import and reads the list of files again", async () => {
    const { api, calls } = fakeApi();
    const store = new AdminCollectionsStore(api);
    await store.load();
    await store.importFile(file("recaudo.txt"));
    expect(store.summary?.id).toBe("f1");
    expect(store.refusal).toBeNull();
    expect(store.importing).toBe(false);
    expect(store.progress).toBeNull();
    expect(calls).toEqual(["files 1", "import recaudo.txt", "files 1"]);
  });

  it("keeps each bad line of a refused file, and counts the failure (the error summary takes focus)", async () => {
    const problems = [{ line: 4, field: "amount", message: "Línea 4: el valor recaudado no es numérico («0000A0»)." }];
    const { api } = fakeApi({
      importFile: () => Promise.reject(refused(400, { message: "El archivo no se importó.", code: "INVALID_COLLECTION_FILE", problems, problemCount: 7 })),
    });
    const store = new AdminCollectionsStore(api);
    await store.importFile(file("malo.txt"));
    expect(store.refusal).toEqual({ message: "El archivo no se importó.", problems, problemCount: 7 });
    expect(store.importError).toBeNull();
    expect(store.failures).toBe(1);
    expect(store.summary).toBeNull();
  });

  it("says the server's words for any other failure (a delivery imported before)", async () => {
    const { api } = fakeApi({
      importFile: () => Promise.reject(refused(409, { message: "Ya se importó un archivo del banco 007…", code: "COLLECTION_DELIVERY_IMPORTED" })),
    });
    const store = new AdminCollectionsStore(api);
    await store.importFile(file("otro.txt"));
    expect(store.refusal).toBeNull();
    expect(store.importError).toBe("Ya se importó un archivo del banco 007…");
    expect(store.failures).toBe(1);
  });

  it("opens a file's records needing review, filters them, and saves a review before reading them again", async () => {
    const { api, calls } = fakeApi();
    const store = new AdminCollectionsStore(api);
    await store.open("f1");
    expect(store.selected?.items.map((i) => i.line)).toEqual([4]);
    await store.setOutcome("todas");
    store.startReview("i1");
    expect(store.reviewingId).toBe("i1");
    expect(await store.saveReview({ id: "i1", line: 4 }, "Devolución hecha")).toBe(true);
    expect(store.reviewingId).toBeNull();
    expect(store.reviewedLine).toBe(4);
    expect(calls).toEqual(["file f1 revisar 1", "file f1 todas 1", "review i1 Devolución hecha", "file f1 todas 1", "files 1"]);
  });

  it("keeps the review form open with the error when the review is refused", async () => {
    const { api } = fakeApi({ review: () => Promise.reject(refused(400, { message: "Escriba qué se hizo con este registro.", fields: { note: "x" } })) });
    const store = new AdminCollectionsStore(api);
    await store.open("f1");
    store.startReview("i1");
    expect(await store.saveReview({ id: "i1", line: 4 }, " ")).toBe(false);
    expect(store.reviewingId).toBe("i1");
    expect(store.review.error).toBeTruthy();
  });
});
