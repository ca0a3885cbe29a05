import { computed, observableRef, runInAction } from "mobx";
import { errorText } from "../../services/apiClient";
import type { AdminUserDetail } from "../../shared/admin";
import { LoadableStore, Task } from "../../stores/base/LoadableStore";
import type { AdminApi } from "./adminApi";
import { rolesToSave, sortedRoles } from "./adminRoles";

/** What the last change to the account came to, for the panel's live region. */
export type UserChangeOutcome =
  | { kind: "saving" }
  | { kind: "rolesUnchanged" }
  /** The roles the server now holds. */
  | { kind: "rolesSaved"; roles: readonly string[] }
  | { kind: "deactivated" }
  | { kind: "activated" }
  /** The server's own words (they name the address the link went to). */
  | { kind: "resent"; message: string }
  /** The server's or the connection's words, when there are any. */
  | { kind: "failed"; message: string | undefined };

/**
 * The account open in the users screen's panel (one store each time a panel opens): its detail,
 * sessions and history, and the changes an administrator makes to it, one at a time. The server
 * decides what is allowed (`allowed`); this store only says what it answered.
 */
export class AdminUserDetailStore extends LoadableStore {
  /** The account as the server last described it (read, or answered to a change). */
  @observableRef accessor detail: AdminUserDetail | null = null;
  @observableRef accessor outcome: UserChangeOutcome | null = null;
  /** One change at a time: the three actions share it. */
  private readonly change = new Task((call: () => Promise<UserChangeOutcome>) => call());

  constructor(
    readonly id: string,
    private readonly api: Pick<AdminApi, "user" | "updateUser" | "resendVerification">,
    /** A change the list shows (roles, state): the list reads its page again. */
    private readonly listChanged: () => void,
  ) {
    super();
  }

  /** A change is on its way to the server. */
  @computed get busy(): boolean {
    return this.change.busy;
  }

  protected async fetch(): Promise<void> {
    const attempt = this.currentAttempt;
    const detail = await this.api.user(this.id);
    if (this.isCurrent(attempt)) runInAction(() => (this.detail = detail));
  }

  /** Saves the roles ticked (see rolesToSave); the same roles as held are not sent. */
  saveRoles(chosen: ReadonlySet<string>): Promise<void> {
    const held = sortedRoles(this.detail?.user.roles ?? []);
    const roles = rolesToSave(held, chosen);
    return this.run(async () => {
      if (roles.join(",") === held.join(",")) return { kind: "rolesUnchanged" };
      const next = await this.api.updateUser(this.id, { roles });
      this.changed(next, true);
      return { kind: "rolesSaved", roles: next.user.roles };
    });
  }

  /** Activates or deactivates the account (deactivating ends its sessions on the server). */
  setActive(isActive: boolean): Promise<void> {
    return this.run(async () => {
      const next = await this.api.updateUser(this.id, { isActive });
      this.changed(next, true);
      return { kind: isActive ? "activated" : "deactivated" };
    });
  }

  /** Sends a new verification link, then reads the account again for its history. */
  resendVerification(): Promise<void> {
    return this.run(async () => {
      const { message } = await this.api.resendVerification(this.id);
      // The audit trail now has the resend: read the account again (a failure here changes nothing).
      try {
        this.changed(await this.api.user(this.id), false);
      } catch {
        /* the message is still true */
      }
      return { kind: "resent", message };
    });
  }

  private changed(next: AdminUserDetail, listChanged: boolean): void {
    runInAction(() => (this.detail = next));
    if (listChanged) this.listChanged();
  }

  /** Runs one change unless one is under way; what it came to goes to `outcome`. */
  private async run(call: () => Promise<UserChangeOutcome>): Promise<void> {
    if (this.change.busy) return;
    runInAction(() => (this.outcome = { kind: "saving" }));
    const outcome = await this.change.run(call);
    runInAction(() => (this.outcome = outcome ?? { kind: "failed", message: errorText(this.change.error) }));
  }
}
