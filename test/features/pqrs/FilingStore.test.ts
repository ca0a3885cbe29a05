import { FilingStore, filingRefused, type FilingSender } from "../../../src/features/pqrs/FilingStore";
import { deferred, filedCase, httpError } from "./fakePqrsApi";

type Input = { subject: string };
type Call = { input: Input; files: readonly File[]; key: string; captcha?: string };

/** A sender that records each call and answers with the next of `answers` (an error is thrown). */
function sender(...answers: unknown[]) {
  const calls: Call[] = [];
  const send: FilingSender<Input> = async (input, files, key, onProgress, captcha) => {
    calls.push({ input, files, key, captcha });
    onProgress(40);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer as ReturnType<typeof filedCase>;
  };
  return { calls, send };
}

const input = { subject: "Fuga sin reparar" };
const file = new File(["x"], "foto.png", { type: "image/png" });

describe("FilingStore", () => {
  it("sends the request, its files, the key and the captcha, and keeps the receipt", async () => {
    const { calls, send } = sender(filedCase());
    const filing = new FilingStore(send, "on-edit");
    const outcome = await filing.submit(input, [file], "altcha-payload");
    expect(outcome).toEqual({ filed: filedCase() });
    expect(calls).toEqual([{ input, files: [file], key: filing.key, captcha: "altcha-payload" }]);
    expect(filing.filed).toEqual(filedCase());
    expect(filing.unanswered).toBe(false);
  });

  it("shows the upload's progress while sending and clears it at the end", async () => {
    const answer = deferred<ReturnType<typeof filedCase>>();
    const seen: (number | null)[] = [];
    const filing = new FilingStore<Input>(async (_input, _files, _key, onProgress) => {
      seen.push(filing.percent);
      onProgress(55);
      seen.push(filing.percent);
      return answer.promise;
    }, "at-once");
    const done = filing.submit(input, []);
    expect(filing.busy).toBe(true);
    answer.resolve(filedCase());
    await done;
    expect(seen).toEqual([0, 55]);
    expect(filing.percent).toBeNull();
    expect(filing.busy).toBe(false);
  });

  it("ignores a second submit while one is under way", async () => {
    const answer = deferred<ReturnType<typeof filedCase>>();
    let sent = 0;
    const filing = new FilingStore<Input>(() => {
      sent++;
      return answer.promise;
    }, "on-edit");
    const first = filing.submit(input, []);
    expect(await filing.submit(input, [])).toBeNull();
    answer.resolve(filedCase());
    await first;
    expect(sent).toBe(1);
  });

  it("retries with the same key after no answer, so nothing is filed twice", async () => {
    const { calls, send } = sender(httpError(), httpError(503), filedCase());
    const filing = new FilingStore(send, "at-once");
    const first = await filing.submit(input, []);
    expect(first).toMatchObject({ status: undefined });
    expect(filing.unanswered).toBe(true);
    const second = await filing.submit(input, []);
    expect(second).toMatchObject({ status: 503 });
    await filing.submit(input, []);
    expect(new Set(calls.map((c) => c.key)).size).toBe(1);
    expect(filing.unanswered).toBe(false);
    expect(filing.filed?.radicado).toBe("PQRS-2026-000123");
  });

  it("keeps the key of a refused PQRS until the person edits the form", async () => {
    const { calls, send } = sender(httpError(400, { fields: { subject: "Muy corto" } }), httpError(400), filedCase());
    const filing = new FilingStore(send, "on-edit");
    const refused = await filing.submit(input, []);
    expect(refused).toMatchObject({ status: 400 });
    expect(filing.unanswered).toBe(false);
    await filing.submit(input, []);
    expect(calls[1].key).toBe(calls[0].key);
    filing.edited();
    filing.edited();
    await filing.submit(input, []);
    expect(calls[2].key).not.toBe(calls[1].key);
  });

  it("renews the key of a refused case at once, and an edit does not renew it again", async () => {
    const { calls, send } = sender(httpError(413), filedCase());
    const filing = new FilingStore(send, "at-once");
    await filing.submit(input, []);
    const renewed = filing.key;
    expect(renewed).not.toBe(calls[0].key);
    filing.edited();
    expect(filing.key).toBe(renewed);
    await filing.submit(input, []);
    expect(calls[1].key).toBe(renewed);
  });

  it("renews the key at once on 409 (the key was used with other content), whatever the policy", async () => {
    const { calls, send } = sender(httpError(409, { message: "Otra solicitud usó esta clave" }), filedCase());
    const filing = new FilingStore(send, "on-edit");
    const outcome = await filing.submit(input, []);
    expect(outcome).toMatchObject({ status: 409 });
    await filing.submit(input, []);
    expect(calls[1].key).not.toBe(calls[0].key);
  });

  it("treats 408 and 429 as no answer: the same key again", async () => {
    const { calls, send } = sender(httpError(408), httpError(429), filedCase());
    const filing = new FilingStore(send, "at-once");
    await filing.submit(input, []);
    await filing.submit(input, []);
    await filing.submit(input, []);
    expect(new Set(calls.map((c) => c.key)).size).toBe(1);
  });

  it("makes keys that look like UUIDs and differ from store to store", () => {
    const a = new FilingStore(sender().send, "at-once").key;
    const b = new FilingStore(sender().send, "at-once").key;
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});

describe("filingRefused", () => {
  it("is a definite refusal only for a 4xx other than 408 and 429", () => {
    expect([undefined, 200, 400, 404, 408, 409, 413, 415, 429, 500, 503].map(filingRefused)).toEqual([
      false,
      false,
      true,
      true,
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
