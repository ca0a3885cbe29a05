import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from "axios";
import { API_TIMEOUT_MS, LOGOUT_STATUSES, READ_RETRY_AFTER_MAX_S } from "../shared/constants";

/** What the main backend client needs from the session, given by the RootStore. */
export interface ApiClientOptions {
  baseURL: string;
  /** The token to send as `Authorization: Bearer` (none when empty). */
  getToken: () => string;
  /** Spec §4/§8: called on any 401, 419 or 440 response; the session ends. */
  onSessionEnded: () => void;
  apiKey?: string;
}

/** The main backend client (spec §7): one axios instance, 60 s, Bearer token, 401/419/440 rule. */
export interface ApiClient {
  request<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  /** The session's token the next request sends ("" without one). */
  token(): string;
}

/** Builds the axios instance with the interceptors; exported for tests. */
export function createAxiosInstance(axios: typeof import("axios").default, o: ApiClientOptions): AxiosInstance {
  const instance = axios.create({ baseURL: o.baseURL, timeout: API_TIMEOUT_MS, headers: { Accept: "application/json" } });
  instance.interceptors.request.use((config) => {
    const token = o.getToken();
    // A call may name its own token (checking an external sign-in before the session opens).
    if (token && !config.headers.has("Authorization")) config.headers.set("Authorization", `Bearer ${token}`);
    if (o.apiKey) config.headers.set("X-Api-Key", o.apiKey);
    return config;
  });
  instance.interceptors.response.use(
    (response) => response,
    (error: AxiosError) => {
      const status = error.response?.status;
      if (status !== undefined && LOGOUT_STATUSES.includes(status)) o.onSessionEnded();
      const again = readRetryDelayMs(error);
      if (again !== null && error.config) {
        const config: InternalAxiosRequestConfig & { retried?: boolean } = error.config;
        config.retried = true;
        return new Promise((resolve) => setTimeout(resolve, again)).then(() => instance.request(config));
      }
      // The error text reaches people (spec §8: "else the error text"): say it in their words.
      if (!error.response && error.code !== "ERR_CANCELED") error.message = connectionMessage(error.code);
      return Promise.reject(error);
    },
  );
  return instance;
}

/**
 * Issue 31 §1: a GET answered 503 with `Retry-After: N` (N ≤ READ_RETRY_AFTER_MAX_S) is asked once
 * more after N seconds: a database that restarts or fails over costs a reader a short wait, not an
 * error. Writes are never repeated here (their forms retry with the same Idempotency-Key).
 */
function readRetryDelayMs(error: AxiosError): number | null {
  const config = error.config as (InternalAxiosRequestConfig & { retried?: boolean }) | undefined;
  if (!config || config.retried || error.response?.status !== 503 || (config.method ?? "get").toLowerCase() !== "get") return null;
  const raw = error.response.headers["retry-after"] as unknown;
  const seconds = typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return seconds >= 0 && seconds <= READ_RETRY_AFTER_MAX_S ? seconds * 1000 : null;
}

/** axios's chunk; a signed-in page may fetch it before the stores exist (issue 37). */
export const loadAxios = () => import(/* webpackChunkName: "axios" */ "axios");

/**
 * axios is loaded on the first request, not with the page: a visitor reading a public page never
 * downloads it (DESIGN §8 initial-JS budget).
 */
export function createApiClient(o: ApiClientOptions): ApiClient {
  let instance: Promise<AxiosInstance> | null = null;
  const get = () => (instance ??= loadAxios().then((m) => createAxiosInstance(m.default, o)));
  const client: ApiClient = {
    request: async (config) => (await get()).request(config),
    get: async (url, config) => (await client.request<never>({ ...config, method: "GET", url })).data,
    post: async (url, data, config) => (await client.request<never>({ ...config, method: "POST", url, data })).data,
    token: o.getToken,
  };
  return client;
}

/** What a request that got no answer tells the person (time-out or no connection). */
export function connectionMessage(code: string | undefined): string {
  return code === "ECONNABORTED" || code === "ETIMEDOUT"
    ? "El servidor tardó demasiado en responder. Intente de nuevo en unos minutos."
    : "No fue posible comunicarse con el servidor. Revise su conexión a internet e intente de nuevo.";
}

/** The `fields` of our JSON error body (field name → message), if the error carries them. */
export function serverFields(error: unknown): Record<string, string> | undefined {
  const fields = (error as { response?: { data?: { fields?: unknown } } })?.response?.data?.fields;
  if (!fields || typeof fields !== "object") return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (typeof v === "string") out[k] = v;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The HTTP status of a failed call, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  return (error as { response?: { status?: number } })?.response?.status;
}

/** What a failed call tells the person (spec §8): the server's `message`, else the error text. */
export function errorText(error: unknown): string | undefined {
  return serverMessage(error) ?? (error instanceof Error && error.message ? error.message : undefined);
}

/** The `message` of our JSON error body, if the error carries one. */
export function serverMessage(error: unknown): string | undefined {
  const data = (error as { response?: { data?: { message?: unknown } } })?.response?.data;
  return typeof data?.message === "string" && data.message !== "" ? data.message : undefined;
}
