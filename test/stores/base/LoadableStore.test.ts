import { LoadableStore, Resource, Task } from "../../../src/stores/base/LoadableStore";
import { defineFeatureStore } from "../../../src/stores/base/featureStore";
import type { RootStore } from "../../../src/stores/RootStore";
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

/** A store that loads what its test hands it. */
class ListStore extends LoadableStore {
  items: string[] = [];
  calls: ReturnType<typeof deferred<string[]>>[] = [];

  protected async fetch(): Promise<void> {
    const call = deferred<string[]>();
    this.calls.push(call);
    const attempt = this.currentAttempt;
    const items = await call.promise;
    if (this.isCurrent(attempt)) this.items = items;
  }
}

describe("LoadableStore", () => {
  it("goes idle → loading → ready, and a second load while loading shares the first", async () => {
    const store = new ListStore();
    expect(store.status).toBe("idle");
    const first = store.load();
    const second = store.load();
    expect(store.status).toBe("loading");
    expect(store.isLoading).toBe(true);
    expect(store.calls).toHaveLength(1);
    store.calls[0].resolve(["a"]);
    await Promise.all([first, second]);
    expect(store.status).toBe("ready");
    expect(store.items).toEqual(["a"]);
    await store.load(); // loaded: nothing asked again
    expect(store.calls).toHaveLength(1);
  });

  it("keeps the error of a failed load, and retry() asks again", async () => {
    const store = new ListStore();
    const failing = store.load();
    store.calls[0].reject(new Error("sin conexión"));
    await failing;
    expect(store.status).toBe("failed");
    expect((store.error as Error).message).toBe("sin conexión");
    const again = store.retry();
    expect(store.error).toBeNull();
    store.calls[1].resolve(["b"]);
    await again;
    expect(store.status).toBe("ready");
    expect(store.items).toEqual(["b"]);
  });

  it("ignores the answer of a load a newer one overtook", async () => {
    const store = new ListStore();
    const old = store.reload();
    const fresh = store.reload();
    store.calls[1].resolve(["nuevo"]);
    await fresh;
    store.calls[0].resolve(["viejo"]);
    await old;
    expect(store.items).toEqual(["nuevo"]);
    expect(store.status).toBe("ready");
    // A late failure of the overtaken load changes nothing either.
    const slow = store.reload();
    const newest = store.reload();
    store.calls[3].resolve(["último"]);
    store.calls[2].reject(new Error("tarde"));
    await Promise.all([slow, newest]);
    expect(store.status).toBe("ready");
    expect(store.error).toBeNull();
  });
});

describe("Resource", () => {
  it("loads the value of a key once, and keeps the old value until the new key's arrives", async () => {
    const answers = new Map<string, ReturnType<typeof deferred<string>>>();
    const loader = jest.fn((key: string) => {
      const d = deferred<string>();
      answers.set(key, d);
      return d.promise;
    });
    const invoice = new Resource(loader);
    const a = invoice.show("A");
    answers.get("A")!.resolve("factura A");
    await a;
    expect(invoice.value).toBe("factura A");
    await invoice.show("A");
    expect(loader).toHaveBeenCalledTimes(1);
    const b = invoice.show("B");
    expect(invoice.value).toBe("factura A");
    expect(invoice.key).toBe("B");
    answers.get("B")!.resolve("factura B");
    await b;
    expect(invoice.value).toBe("factura B");
  });

  it("asks again for a key whose load failed", async () => {
    const loader = jest.fn<Promise<string>, [string]>().mockRejectedValueOnce(new Error("500")).mockResolvedValueOnce("ok");
    const r = new Resource(loader);
    await r.show("x");
    expect(r.status).toBe("failed");
    await r.show("x");
    expect(r.status).toBe("ready");
    expect(r.value).toBe("ok");
  });

  it("shows an answer already here before its first load, and show() takes it at once, without asking", async () => {
    const here = new Map([["A", "factura A (con la ruta)"]]);
    const arrived = { arrived: (key: string) => here.get(key), takeArrived: jest.fn((key: string) => here.get(key)) };
    const loader = jest.fn((key: string) => Promise.resolve(`factura ${key}`));
    const r = new Resource(loader, arrived);
    expect(r.current("B")).toBeUndefined();
    expect(r.current("A")).toBe("factura A (con la ruta)"); // the view's first render
    expect(r.status).toBe("idle");
    const shown = r.show("A");
    // Settled in the same turn: nothing between the first render and the stored value.
    expect(r.status).toBe("ready");
    expect(r.value).toBe("factura A (con la ruta)");
    expect(r.key).toBe("A");
    await shown;
    expect(loader).not.toHaveBeenCalled();
    // Only before the first load: a retry, or another key, asks the server.
    await r.retry();
    expect(loader).toHaveBeenCalledWith("A");
    expect(r.value).toBe("factura A");
    await r.show("B");
    expect(r.value).toBe("factura B");
    expect(arrived.takeArrived).toHaveBeenCalledTimes(1);
  });

  it("takes an answer already here only before the first load: a load under way is shared, not replaced", async () => {
    const late = deferred<string>();
    const route: { answer?: string } = {};
    const r = new Resource(() => late.promise, { arrived: () => route.answer, takeArrived: () => route.answer });
    const first = r.show("A");
    expect(r.current("A")).toBeUndefined(); // loading, nothing on hand: the view waits
    route.answer = "del prefetch";
    void r.show("A"); // same key under way: shares it
    expect(r.status).toBe("loading");
    late.resolve("tarde");
    await first;
    expect(r.value).toBe("tarde");
  });
});

describe("Task", () => {
  it("is busy while running, never runs twice at once, and keeps the error instead of throwing", async () => {
    const call = deferred<number>();
    const save = jest.fn<Promise<number>, [number]>(() => call.promise);
    const task = new Task(save);
    const first = task.run(1);
    expect(task.busy).toBe(true);
    expect(await task.run(2)).toBeUndefined();
    expect(save).toHaveBeenCalledTimes(1);
    call.resolve(42);
    expect(await first).toBe(42);
    expect(task.busy).toBe(false);

    const failing = new Task(async () => {
      throw new Error("correo en uso");
    });
    expect(await failing.run()).toBeUndefined();
    expect((failing.error as Error).message).toBe("correo en uso");
    failing.clearError();
    expect(failing.error).toBeNull();
  });
});

describe("feature stores", () => {
  it("are made once per RootStore, on first use, from that root", () => {
    const create = jest.fn((root: RootStore) => ({ root }));
    const key = defineFeatureStore("prueba", create);
    const { stores } = testStores();
    expect(create).not.toHaveBeenCalled();
    const first = stores.feature(key);
    expect(stores.feature(key)).toBe(first);
    expect(first.root).toBe(stores);
    expect(create).toHaveBeenCalledTimes(1);
    // Another root (another test, another page load) makes its own.
    expect(testStores().stores.feature(key)).not.toBe(first);
  });
});
