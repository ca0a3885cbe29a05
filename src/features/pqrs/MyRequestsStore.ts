import { computed, observableRef, runInAction } from "mobx";
import type { TrackedCase } from "../../shared/pqrs";
import { LoadableStore } from "../../stores/base/LoadableStore";
import type { PqrsApi } from "./pqrsApi";

/**
 * The signed-in person's own requests, newest first (/dashboard/add-pqrs, "Mis solicitudes"). The
 * list stays on screen while it is asked again after a filing; a failed reload keeps it.
 */
export class MyRequestsStore extends LoadableStore {
  @observableRef accessor items: readonly TrackedCase[] | null = null;

  constructor(private readonly api: Pick<PqrsApi, "mine">) {
    super();
  }

  /** Asking the server, or about to (the view loads it when it appears). */
  @computed get busy(): boolean {
    return this.status === "idle" || this.status === "loading";
  }

  protected async fetch(): Promise<void> {
    const attempt = this.currentAttempt;
    const items = await this.api.mine();
    if (this.isCurrent(attempt)) runInAction(() => (this.items = items));
  }
}
