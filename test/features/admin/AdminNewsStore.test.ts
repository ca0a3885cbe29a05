import { ADMIN_PAGE_SIZE, AdminNewsStore, adminNewsStoreKey } from "../../../src/features/admin/AdminNewsStore";
import type { AdminNewsApi } from "../../../src/services/newsApi";
import type { AdminNewsItem, AdminNewsPage, AdminNewsQuery, NewsAuditEntry, NewsInput, UploadedImage } from "../../../src/shared/news";
import { testStores } from "../../helpers";

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An error as the API client throws it, with the server's JSON body. */
function refused(status: number, message?: string, fields?: Record<string, string>) {
  return Object.assign(new Error(""), { response: { status, data: { message, fields } } });
}

function news(id: string, changes: Partial<AdminNewsItem> = {}): AdminNewsItem {
  return { id, title: `Noticia ${id}`, status: "draft", visible: false, version: 1, publishAt: null, ...changes } as AdminNewsItem;
}

function page(items: AdminNewsItem[], total = items.length): AdminNewsPage {
  return { items, total, page: 1, pageSize: ADMIN_PAGE_SIZE };
}

const INPUT = { title: "Corte de energía", summary: "Cambio de transformador.", bodyHtml: "<p>Texto</p>", category: "cortes" } as NewsInput;

/** The news administration's calls: the list answers when the test says; the rest answer at once. */
function fakeApi() {
  const calls: { name: string; args: unknown[] }[] = [];
  const lists: ReturnType<typeof deferred<AdminNewsPage>>[] = [];
  const record = (name: string, ...args: unknown[]) => calls.push({ name, args });
  const answers = {
    item: (id: string, changes: Partial<AdminNewsItem> = {}): Promise<AdminNewsItem> => Promise.resolve(news(id, changes)),
    audit: (id: string): Promise<NewsAuditEntry[]> =>
      Promise.resolve([{ id: `a-${id}`, at: "2026-11-21T13:00:00.000Z", actorEmail: "admin@example.com", action: "news.create", changes: [] }]),
    upload: (progress: (f: number) => void): Promise<UploadedImage> => {
      progress(0.5);
      return Promise.resolve({ id: "img1", url: "/api/news/images/img1", contentType: "image/png", bytes: 10 });
    },
    remove: (): Promise<void> => Promise.resolve(),
  };
  const api: AdminNewsApi = {
    list: (query) => {
      record("list", query);
      const answer = deferred<AdminNewsPage>();
      lists.push(answer);
      return answer.promise;
    },
    get: (id) => (record("get", id), answers.item(id)),
    create: (input) => (record("create", input), answers.item("n-new")),
    update: (id, input, version) => (record("update", id, input, version), answers.item(id, { version: version + 1 })),
    publish: (id) => (record("publish", id), answers.item(id, { status: "published", visible: true })),
    unpublish: (id) => (record("unpublish", id), answers.item(id, { status: "draft", visible: false })),
    schedule: (id, publishAt) => (record("schedule", id, publishAt), answers.item(id, { status: "scheduled", publishAt })),
    remove: (id) => (record("remove", id), answers.remove()),
    audit: (id) => (record("audit", id), answers.audit(id)),
    uploadImage: (file, onProgress) => (record("uploadImage", file.name), answers.upload(onProgress)),
  };
  const named = (name: string) => calls.filter((c) => c.name === name);
  return { api, calls, lists, answers, named };
}

function admin() {
  const fake = fakeApi();
  return { store: new AdminNewsStore(fake.api), ...fake };
}

/** Answers the list loads asked from the `from`-th on with `answer`, once the calls before them have settled. */
async function answerLists(lists: ReturnType<typeof deferred<AdminNewsPage>>[], answer: AdminNewsPage, from = 0) {
  await flush();
  for (const l of lists.slice(from)) l.resolve(answer);
  await flush();
}

describe("AdminNewsStore: the list", () => {
  it("loads the first page of everything, with the number of pages", async () => {
    const { store, lists, named } = admin();
    expect(store.loading).toBe(false);
    const loading = store.load();
    expect(store.loading).toBe(true);
    expect(named("list").map((c) => c.args[0])).toEqual([{ page: 1, pageSize: ADMIN_PAGE_SIZE }]);
    lists[0].resolve(page([news("n1")], 45));
    await loading;
    expect(store.loading).toBe(false);
    expect(store.page?.items.map((i) => i.id)).toEqual(["n1"]);
    expect(store.pages).toBe(3);
  });

  it("goes back to page 1 when a filter changes, and asks again even for the same filter", async () => {
    const { store, lists, named } = admin();
    void store.setQuery({ page: 3 });
    void store.setQuery({ status: "draft" });
    expect(named("list")[1].args[0]).toEqual({ page: 1, pageSize: ADMIN_PAGE_SIZE, status: "draft" });
    void store.setQuery({ status: "draft" });
    expect(named("list")).toHaveLength(3);
    await answerLists(lists, page([]));
    expect(store.query).toEqual({ page: 1, pageSize: ADMIN_PAGE_SIZE, status: "draft" });
  });

  it("keeps the list and says why when a load fails; load() again clears the message", async () => {
    const { store, lists } = admin();
    const first = store.load();
    lists[0].resolve(page([news("n1")]));
    await first;
    const failing = store.load();
    lists[1].reject(refused(503, "Servicio no disponible"));
    await failing;
    expect(store.loadError).toEqual({ message: "Servicio no disponible", fields: undefined, status: 503 });
    expect(store.page?.items).toHaveLength(1);
    const again = store.load();
    expect(store.loadError).toBeNull();
    lists[2].resolve(page([]));
    await again;
    expect(store.page?.items).toHaveLength(0);

    const silent = store.load();
    lists[3].reject(refused(500));
    await silent;
    expect(store.loadError?.message).toBe("No fue posible cargar las noticias.");
  });

  it("ignores a slow answer that a newer load overtook", async () => {
    const { store, lists } = admin();
    void store.setQuery({ q: "vieja" });
    const newer = store.setQuery({ q: "nueva" });
    lists[1].resolve(page([news("nueva")]));
    await newer;
    lists[0].resolve(page([news("vieja")]));
    await flush();
    expect(store.page?.items.map((i) => i.id)).toEqual(["nueva"]);
  });

  it("publishes or takes off an item from the list, then lists again; a refusal says why", async () => {
    const { store, lists, named } = admin();
    const toggled = store.togglePublished(news("n1", { visible: true }));
    await answerLists(lists, page([]));
    expect(await toggled).toBeNull();
    expect(named("unpublish").map((c) => c.args)).toEqual([["n1"]]);
    expect(named("list")).toHaveLength(1);

    const publish = store.togglePublished(news("n2"));
    await answerLists(lists, page([]), 1);
    expect(await publish).toBeNull();
    expect(named("publish").map((c) => c.args)).toEqual([["n2"]]);

    const { store: other, answers } = admin();
    answers.item = () => Promise.reject(refused(500));
    expect(await other.togglePublished(news("n3"))).toEqual({ message: "No fue posible publicar la noticia.", fields: undefined, status: 500 });
  });

  it("deletes an item, closes it if it was open, and lists again", async () => {
    const { store, lists, named } = admin();
    await store.open("n1");
    const removed = store.remove("n1");
    await answerLists(lists, page([]));
    expect(await removed).toBeNull();
    expect(named("remove").map((c) => c.args)).toEqual([["n1"]]);
    expect(store.editing).toBeUndefined();
    expect(named("list")).toHaveLength(1);
  });

  it("is made once per RootStore", () => {
    const { stores } = testStores();
    const store = stores.feature(adminNewsStoreKey);
    expect(store).toBeInstanceOf(AdminNewsStore);
    expect(stores.feature(adminNewsStoreKey)).toBe(store);
  });
});

describe("AdminNewsStore: the editor", () => {
  it("starts a new item, and opens one with its audit trail (each time a new edit session)", async () => {
    const { store, named } = admin();
    store.startNew();
    expect(store.editing).toBeNull();
    expect(store.editSession).toBe(1);
    expect(await store.open("n1")).toBeNull();
    expect(named("get").map((c) => c.args)).toEqual([["n1"]]);
    expect(store.editing?.id).toBe("n1");
    expect(store.audit.map((a) => a.id)).toEqual(["a-n1"]);
    expect(store.editSession).toBe(2);
  });

  it("says why an item could not be opened", async () => {
    const { store, answers } = admin();
    answers.item = () => Promise.reject(refused(404, "La noticia no existe."));
    expect(await store.open("n9")).toEqual({ message: "La noticia no existe.", fields: undefined, status: 404 });
    expect(store.editing).toBeUndefined();
  });

  it("creates a new item, then saves the open one with the version it was read at", async () => {
    const { store, named } = admin();
    store.startNew();
    expect(await store.save(INPUT)).toBeNull();
    expect(named("create")[0].args).toEqual([INPUT]);
    expect(store.editing?.id).toBe("n-new");
    expect(store.audit).toHaveLength(1);
    expect(await store.save(INPUT)).toBeNull();
    expect(named("update")[0].args).toEqual(["n-new", INPUT, 1]);
    expect(store.editing?.version).toBe(2);
  });

  it("saves once while a save is under way", async () => {
    const { store, answers, named } = admin();
    const answer = deferred<AdminNewsItem>();
    answers.item = () => answer.promise;
    store.startNew();
    const first = store.save(INPUT);
    expect(store.busy).toBe(true);
    expect(await store.save(INPUT)).toBeNull();
    expect(named("create")).toHaveLength(1);
    answer.resolve(news("n1"));
    await first;
    expect(store.busy).toBe(false);
  });

  it("gives the server's message, fields and status of a refused save, and the fallback without one", async () => {
    const { store, answers } = admin();
    store.startNew();
    answers.item = () => Promise.reject(refused(409, "Otra persona cambió la noticia.", { title: "Ya existe." }));
    expect(await store.save(INPUT)).toEqual({ message: "Otra persona cambió la noticia.", fields: { title: "Ya existe." }, status: 409 });
    answers.item = () => Promise.reject(refused(500));
    expect((await store.save(INPUT))?.message).toBe("No fue posible guardar la noticia.");
    expect(store.editing).toBeNull();
  });

  it("saves then publishes, or saves then schedules; a refused save publishes nothing", async () => {
    const { store, answers, named } = admin();
    store.startNew();
    expect(await store.saveAndPublish(INPUT)).toBeNull();
    expect(named("publish").map((c) => c.args)).toEqual([["n-new"]]);
    expect(store.editing?.status).toBe("published");

    expect(await store.saveAndSchedule(INPUT, "2026-12-01T13:00:00.000Z")).toBeNull();
    expect(named("schedule")[0].args).toEqual(["n-new", "2026-12-01T13:00:00.000Z"]);
    expect(store.editing?.status).toBe("scheduled");

    answers.item = () => Promise.reject(refused(400, "Revise el formulario."));
    expect((await store.saveAndPublish(INPUT))?.message).toBe("Revise el formulario.");
    expect(named("publish")).toHaveLength(1);
  });

  it("takes an item off the site", async () => {
    const { store, named } = admin();
    await store.open("n1");
    expect(await store.unpublish("n1")).toBeNull();
    expect(named("unpublish").map((c) => c.args)).toEqual([["n1"]]);
    expect(store.editing?.visible).toBe(false);
  });

  it("closes the editor and lists again", async () => {
    const { store, named } = admin();
    await store.open("n1");
    store.close();
    expect(store.editing).toBeUndefined();
    expect(store.audit).toEqual([]);
    expect(named("list")).toHaveLength(1);
  });

  it("uploads an image with its progress, and says why an upload failed", async () => {
    const { store, answers } = admin();
    const seen: (number | null)[] = [];
    answers.upload = (progress) => {
      progress(0.5);
      seen.push(store.uploadProgress);
      return Promise.resolve({ id: "img1", url: "/api/news/images/img1", contentType: "image/png", bytes: 10 });
    };
    const file = new File(["x"], "transformador.png", { type: "image/png" });
    expect(await store.uploadImage(file)).toMatchObject({ id: "img1" });
    expect(seen).toEqual([0.5]);
    expect(store.uploadProgress).toBeNull();
    answers.upload = () => Promise.reject(refused(413, undefined, { file: "La imagen supera 5 MB." }));
    expect(await store.uploadImage(file)).toEqual({ message: "No fue posible subir la imagen.", fields: { file: "La imagen supera 5 MB." }, status: 413 });
  });
});

describe("AdminNewsStore: leaving the page", () => {
  it("forgets filters, list and editor, and an answer still on its way changes nothing", async () => {
    const { store, lists, answers } = admin();
    void store.setQuery({ status: "draft" });
    const opening = deferred<AdminNewsItem>();
    answers.item = () => opening.promise;
    const open = store.open("n1");
    store.leave();
    expect(store.query).toEqual({ page: 1, pageSize: ADMIN_PAGE_SIZE } satisfies AdminNewsQuery);
    expect(store.editing).toBeUndefined();
    opening.resolve(news("n1"));
    await open;
    lists[0].resolve(page([news("n1")]));
    await flush();
    expect(store.editing).toBeUndefined();
    expect(store.page).toBeNull();
    expect(store.loading).toBe(false);
  });
});
