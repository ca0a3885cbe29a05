import { AdminPqrsCaseStore } from "../../../src/features/admin/AdminPqrsCaseStore";
import { AdminPqrsStore, adminPqrsStoreKey } from "../../../src/features/admin/AdminPqrsStore";
import type { PqrsApi } from "../../../src/features/pqrs/pqrsApi";
import type { Agent, AgentCaseDetail, AgentCaseFilter, AgentCaseList } from "../../../src/shared/pqrs";
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
function refused(status: number, message: string, fields?: Record<string, string>) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data: { message, fields } } });
}

function list(total: number, page = 1): AgentCaseList {
  return { items: [], total, page, pageSize: 20, counts: { open: total, overdue: 0, dueSoon: 0 } };
}

function detail(id: string, changes: Partial<AgentCaseDetail> = {}): AgentCaseDetail {
  return { id, radicado: `PQRS-2026-${id}`, status: "radicada", attachmentFiles: [], assignee: null, ...changes } as AgentCaseDetail;
}

/** The agents' calls, answered as each test says; every call is recorded. */
function fakeApi() {
  const calls: { name: string; args: unknown[] }[] = [];
  const lists: ReturnType<typeof deferred<AgentCaseList>>[] = [];
  const answers = {
    adminGet: (id: string): Promise<AgentCaseDetail> => Promise.resolve(detail(id)),
    agents: (): Promise<Agent[]> => Promise.resolve([{ id: "u1", name: "Ana", email: "ana@example.com" }]),
    change: (id: string, changes: Partial<AgentCaseDetail>): Promise<AgentCaseDetail> => Promise.resolve(detail(id, changes)),
    attachment: (): Promise<Blob> => Promise.resolve(new Blob(["%PDF"])),
  };
  const record = (name: string, ...args: unknown[]) => calls.push({ name, args });
  const unused = () => Promise.reject(new Error("not used by the inbox"));
  const api: PqrsApi = {
    filePqrs: unused,
    fileCase: unused,
    track: unused,
    mine: unused,
    stats: unused,
    statsCsv: unused,
    adminList: (filter) => {
      record("adminList", filter);
      const answer = deferred<AgentCaseList>();
      lists.push(answer);
      return answer.promise;
    },
    adminGet: (id) => (record("adminGet", id), answers.adminGet(id)),
    agents: () => (record("agents"), answers.agents()),
    assign: (id, assigneeId) => (record("assign", id, assigneeId), answers.change(id, { assignee: { id: assigneeId, name: "Ana" } })),
    respond: (id, message) => (record("respond", id, message), answers.change(id, { status: "respondida" })),
    extend: (id, newDueDate, reason) => (record("extend", id, newDueDate, reason), answers.change(id, { dueDate: newDueDate })),
    close: (id, note) => (record("close", id, note), answers.change(id, { status: "cerrada" })),
    attachment: (id, fileId) => (record("attachment", id, fileId), answers.attachment()),
  };
  const named = (name: string) => calls.filter((c) => c.name === name);
  return { api, calls, lists, answers, named };
}

function inbox(userId?: string) {
  const fake = fakeApi();
  const saved: { blob: Blob; fileName: string }[] = [];
  const store = new AdminPqrsStore(
    () => Promise.resolve(fake.api),
    () => userId,
    (blob, fileName) => void saved.push({ blob, fileName }),
  );
  return { store, saved, ...fake };
}

const FILTER: AgentCaseFilter = { status: "radicada", page: 1, pageSize: 20 };

describe("AdminPqrsStore: the list", () => {
  it("counts as loading before its first load, then lists the cases of the filter", async () => {
    const { store, lists, named } = inbox();
    expect(store.listLoading).toBe(true);
    const shown = store.showList(FILTER);
    await flush();
    expect(named("adminList").map((c) => c.args[0])).toEqual([FILTER]);
    expect(store.listLoading).toBe(true);
    lists[0].resolve(list(3));
    await shown;
    expect(store.listLoading).toBe(false);
    expect(store.list.value?.total).toBe(3);
  });

  it("does not ask again for the filter it shows, and keeps the table while a new filter loads", async () => {
    const { store, lists, named } = inbox();
    const first = store.showList(FILTER);
    await flush();
    lists[0].resolve(list(3));
    await first;
    await store.showList({ ...FILTER });
    expect(named("adminList")).toHaveLength(1);

    const next = store.showList({ ...FILTER, page: 2 });
    await flush();
    expect(named("adminList")[1].args[0]).toEqual({ ...FILTER, page: 2 });
    expect(store.list.value?.total).toBe(3);
    lists[1].resolve(list(30, 2));
    await next;
    expect(store.list.value?.page).toBe(2);
  });

  it("keeps the error of a failed load, and retry asks again with the same filter", async () => {
    const { store, lists, named } = inbox();
    const failing = store.showList(FILTER);
    await flush();
    lists[0].reject(refused(503, "Servicio no disponible"));
    await failing;
    expect(store.list.status).toBe("failed");
    expect(store.listLoading).toBe(false);
    const again = store.list.retry();
    await flush();
    expect(store.list.error).toBeNull();
    expect(named("adminList")[1].args[0]).toEqual(FILTER);
    lists[1].resolve(list(1));
    await again;
    expect(store.list.status).toBe("ready");
  });

  it("forgets the visit on leave(): a late answer lands nowhere, and the same filter loads again", async () => {
    const { store, lists, named } = inbox();
    const late = store.showList(FILTER);
    await flush();
    store.openCase("c1");
    store.leave();
    expect(store.opened).toBeNull();
    lists[0].resolve(list(9));
    await late;
    expect(store.list.value).toBeUndefined();
    expect(store.listLoading).toBe(true);
    void store.showList(FILTER);
    await flush();
    expect(named("adminList")).toHaveLength(2);
  });

  it("knows the signed-in agent", () => {
    expect(inbox("agent-7").store.me).toBe("agent-7");
    expect(inbox().store.me).toBe("");
  });

  it("is made once per RootStore, for the signed-out visitor with no agent id", () => {
    const { stores } = testStores();
    const store = stores.feature(adminPqrsStoreKey);
    expect(store).toBeInstanceOf(AdminPqrsStore);
    expect(stores.feature(adminPqrsStoreKey)).toBe(store);
    expect(store.me).toBe("");
  });
});

describe("AdminPqrsStore: the open case", () => {
  it("opens a case and loads its detail; closing another case leaves it open", async () => {
    const { store, named } = inbox();
    const opened = store.openCase("c1");
    expect(store.opened).toBe(opened);
    expect(opened.isLoading).toBe(true);
    await opened.load();
    expect(named("adminGet").map((c) => c.args)).toEqual([["c1"]]);
    expect(opened.item?.radicado).toBe("PQRS-2026-c1");
    store.closeCase(
      new AdminPqrsCaseStore(
        "c2",
        () => Promise.reject(new Error("x")),
        () => undefined,
        () => undefined,
      ),
    );
    expect(store.opened).toBe(opened);
    store.closeCase(opened);
    expect(store.opened).toBeNull();
  });

  it("opening a case again reads it again", async () => {
    const { store, named } = inbox();
    await store.openCase("c1").load();
    await store.openCase("c1").load();
    expect(named("adminGet")).toHaveLength(2);
  });

  it("keeps the error of a failed detail, and retry reads it again", async () => {
    const { store, answers } = inbox();
    answers.adminGet = () => Promise.reject(refused(404, "No existe el caso."));
    const opened = store.openCase("c1");
    await opened.load();
    expect(opened.status).toBe("failed");
    expect(opened.item).toBeNull();
    answers.adminGet = (id) => Promise.resolve(detail(id));
    await opened.retry();
    expect(opened.status).toBe("ready");
    expect(opened.item?.id).toBe("c1");
  });

  it("loads the agents to assign to", async () => {
    const { store, named } = inbox();
    const opened = store.openCase("c1");
    await opened.agents.load();
    expect(named("agents")).toHaveLength(1);
    expect(opened.agents.value?.map((a) => a.name)).toEqual(["Ana"]);
  });

  it("assigns: sends the case and the agent, shows the case as the server returned it, and lists the cases again", async () => {
    const { store, lists, named } = inbox();
    const shown = store.showList(FILTER);
    await flush();
    lists[0].resolve(list(3));
    await shown;
    const opened = store.openCase("c1");
    await opened.load();

    const updated = await opened.assignment.run("u1");
    expect(named("assign").map((c) => c.args)).toEqual([["c1", "u1"]]);
    expect(updated?.assignee?.id).toBe("u1");
    expect(opened.item).toBe(updated);
    expect(opened.assignment.busy).toBe(false);
    await flush();
    expect(named("adminList")).toHaveLength(2);
    expect(named("adminList")[1].args[0]).toEqual(FILTER);
    expect(store.list.value?.total).toBe(3);
  });

  it("sends the reply, the extension and the closing note of the case", async () => {
    const { store, named } = inbox();
    const opened = store.openCase("c1");
    await opened.load();
    await opened.response.run("Una cuadrilla reparó la fuga el día de hoy.");
    expect(opened.item?.status).toBe("respondida");
    await opened.extension.run("2026-12-15", "Se requiere una visita técnica.");
    expect(opened.item?.dueDate).toBe("2026-12-15");
    await opened.closing.run("Cerrado con la respuesta enviada.");
    expect(opened.item?.status).toBe("cerrada");
    expect(named("respond")[0].args).toEqual(["c1", "Una cuadrilla reparó la fuga el día de hoy."]);
    expect(named("extend")[0].args).toEqual(["c1", "2026-12-15", "Se requiere una visita técnica."]);
    expect(named("close")[0].args).toEqual(["c1", "Cerrado con la respuesta enviada."]);
  });

  it("keeps a refused action's error, leaves the case as it was and does not list again", async () => {
    const { store, answers, named } = inbox();
    const opened = store.openCase("c1");
    await opened.load();
    const before = opened.item;
    answers.change = () => Promise.reject(refused(409, "El caso ya fue respondido.", { message: "Ya hay una respuesta." }));
    expect(await opened.response.run("Una respuesta cualquiera para el caso.")).toBeUndefined();
    expect(opened.item).toBe(before);
    expect(opened.response.error).toMatchObject({ response: { status: 409 } });
    expect(named("adminList")).toHaveLength(0);
    opened.response.clearError();
    expect(opened.response.error).toBeNull();
  });

  it("sends an action once while it is under way", async () => {
    const { store, answers, named } = inbox();
    const opened = store.openCase("c1");
    await opened.load();
    const answer = deferred<AgentCaseDetail>();
    answers.change = () => answer.promise;
    const first = opened.closing.run("");
    await flush();
    expect(opened.closing.busy).toBe(true);
    expect(await opened.closing.run("")).toBeUndefined();
    answer.resolve(detail("c1", { status: "cerrada" }));
    await first;
    expect(named("close")).toHaveLength(1);
  });

  it("downloads an attachment and saves it under its name; a failure is kept with its error", async () => {
    const { store, saved, answers, named } = inbox();
    const opened = store.openCase("c1");
    const file = { id: "f1", fileName: "foto-fuga.png", mediaType: "image/png", size: 2048 };
    const download = opened.downloadAttachment(file);
    expect(opened.download).toEqual({ fileName: "foto-fuga.png", state: "loading", error: null });
    await download;
    expect(named("attachment")[0].args).toEqual(["c1", "f1"]);
    expect(saved.map((s) => s.fileName)).toEqual(["foto-fuga.png"]);
    expect(opened.download?.state).toBe("saved");

    answers.attachment = () => Promise.reject(refused(404, "El archivo ya no existe."));
    await opened.downloadAttachment(file);
    expect(opened.download?.state).toBe("failed");
    expect(opened.download?.error).toMatchObject({ response: { status: 404 } });
    expect(saved).toHaveLength(1);
  });
});
