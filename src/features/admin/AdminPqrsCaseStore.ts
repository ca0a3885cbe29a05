import { observableRef, runInAction } from "mobx";
import type { Agent, AgentCaseDetail } from "../../shared/pqrs";
import { LoadableStore, Resource, Task } from "../../stores/base/LoadableStore";
import type { PqrsApi } from "../pqrs/pqrsApi";

/** The PQRS calls, loaded with the first screen that needs them (their module is a chunk of its own). */
export type PqrsApiLoader = () => Promise<PqrsApi>;

/** An attached file as the case's detail lists it. */
export type CaseFile = AgentCaseDetail["attachmentFiles"][number];

/** The last download of an attachment: under way, saved, or failed (with its error). */
export interface AttachmentDownload {
  fileName: string;
  state: "loading" | "saved" | "failed";
  error: unknown;
}

/**
 * One case open in the agents' inbox: its detail (`load`, `retry`), the agents it may be assigned
 * to, the four actions on it (each a Task: busy flag and error) and the download of its attachments.
 * The inbox makes one each time a case opens, so nothing of another case shows meanwhile.
 */
export class AdminPqrsCaseStore extends LoadableStore {
  /** The case as last read or as the last action returned it; null until the first answer. */
  @observableRef accessor item: AgentCaseDetail | null = null;
  @observableRef accessor download: AttachmentDownload | null = null;
  /** The agents who may take the case (loaded when the assign form shows). */
  readonly agents: Resource<null, Agent[]>;
  readonly assignment: Task<[assigneeId: string], AgentCaseDetail>;
  readonly response: Task<[message: string], AgentCaseDetail>;
  readonly extension: Task<[newDueDate: string, reason: string], AgentCaseDetail>;
  readonly closing: Task<[note: string], AgentCaseDetail>;

  /**
   * @param changed called after each action that changed the case (the inbox lists it again)
   * @param save hands a downloaded file to the browser
   */
  constructor(
    readonly id: string,
    private readonly api: PqrsApiLoader,
    private readonly changed: () => void,
    private readonly save: (blob: Blob, fileName: string) => void,
  ) {
    super();
    this.agents = new Resource(async () => (await api()).agents());
    this.assignment = new Task(async (assigneeId) => this.changedTo(await (await api()).assign(id, assigneeId)));
    this.response = new Task(async (message) => this.changedTo(await (await api()).respond(id, message)));
    this.extension = new Task(async (newDueDate, reason) => this.changedTo(await (await api()).extend(id, newDueDate, reason)));
    this.closing = new Task(async (note) => this.changedTo(await (await api()).close(id, note)));
  }

  protected async fetch(): Promise<void> {
    const attempt = this.currentAttempt;
    const item = await (await this.api()).adminGet(this.id);
    if (this.isCurrent(attempt)) runInAction(() => (this.item = item));
  }

  /** The case as an action left it: shown at once, and the inbox lists the cases again. */
  private changedTo(updated: AgentCaseDetail): AgentCaseDetail {
    runInAction(() => (this.item = updated));
    this.changed();
    return updated;
  }

  /** Downloads an attached file and saves it; the last download's state is in `download`. */
  async downloadAttachment(file: CaseFile): Promise<void> {
    runInAction(() => (this.download = { fileName: file.fileName, state: "loading", error: null }));
    try {
      const blob = await (await this.api()).attachment(this.id, file.id);
      this.save(blob, file.fileName);
      runInAction(() => (this.download = { fileName: file.fileName, state: "saved", error: null }));
    } catch (error) {
      runInAction(() => (this.download = { fileName: file.fileName, state: "failed", error }));
    }
  }
}
