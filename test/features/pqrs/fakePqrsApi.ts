import type { PqrsApi } from "../../../src/features/pqrs/pqrsApi";
import type { FiledCase, PqrsStats, TrackedCase } from "../../../src/shared/pqrs";

/** A PQRS API whose calls fail unless a test gives them an answer (no network). */
export function fakePqrsApi(overrides: Partial<PqrsApi> = {}): PqrsApi {
  const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));
  return {
    filePqrs: unexpected("filePqrs"),
    fileCase: unexpected("fileCase"),
    track: unexpected("track"),
    mine: unexpected("mine"),
    stats: unexpected("stats"),
    statsCsv: unexpected("statsCsv"),
    adminList: unexpected("adminList"),
    adminGet: unexpected("adminGet"),
    agents: unexpected("agents"),
    assign: unexpected("assign"),
    respond: unexpected("respond"),
    extend: unexpected("extend"),
    close: unexpected("close"),
    attachment: unexpected("attachment"),
    ...overrides,
  };
}

/** An error as the API client throws it: with the server's status and JSON body, or none (no answer). */
export function httpError(status?: number, data?: { message?: string; fields?: Record<string, string> }): Error {
  const error = new Error(status === undefined ? "Network Error" : `Request failed with status code ${status}`);
  return status === undefined ? error : Object.assign(error, { response: { status, data: data ?? {} } });
}

/** A promise and the functions that settle it, for calls a test answers later. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function filedCase(radicado = "PQRS-2026-000123"): FiledCase {
  return {
    radicado,
    kind: "pqrs",
    type: "queja",
    service: "acueducto",
    filedAt: "2026-11-20T15:00:00.000Z",
    dueDate: "2026-12-11",
    termDays: 15,
    cun: null,
    trackingCode: null,
    email: "marta.zapata@correo.co",
    attachments: 1,
    replayed: false,
  } as unknown as FiledCase;
}

export function trackedCase(radicado: string): TrackedCase {
  return {
    id: "c1",
    radicado,
    kind: "falla",
    type: null,
    service: "energia",
    subject: "Cable o poste caído",
    status: "radicada",
    filedAt: "2026-11-20T15:00:00.000Z",
    dueDate: null,
    termDays: null,
    originalDueDate: null,
    extension: null,
    response: null,
    closedAt: null,
    cun: null,
    attachments: 0,
    events: [],
  } as unknown as TrackedCase;
}

export function stats(from: string, to: string, filed = 3): PqrsStats {
  const row = { key: "total", label: "Total", filed, answered: 1, answeredOnTime: 1, onTimeRate: 100, averageBusinessDays: 4 };
  return { from, to, total: row, open: 2, overdueOpen: 0, byType: [], byService: [], byMonth: [] };
}
