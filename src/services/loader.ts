import { LOCALE_LOAD_FIRST_DELAY_MS, LOCALE_LOAD_MAX_PARALLEL, LOCALE_LOAD_RETRIES } from "../shared/constants";

export interface RetryOptions {
  retries: number;
  firstDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task`, retrying up to `retries` times after firstDelayMs, doubling each time (spec §9). */
export async function withRetry<T>(task: () => Promise<T>, o: RetryOptions): Promise<T> {
  const sleep = o.sleep ?? realSleep;
  let delay = o.firstDelayMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= o.retries) throw error;
      await sleep(delay);
      delay *= 2;
    }
  }
}

/** At most `max` tasks in flight; the rest wait their turn (spec §9: 10 parallel reads). */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly max: number) {}

  get inFlight(): number {
    return this.active;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

export type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** Reads translation files over HTTP with the spec's retries and parallelism limit. */
export class TranslationLoader {
  private readonly limiter = new Limiter(LOCALE_LOAD_MAX_PARALLEL);
  constructor(
    private readonly fetchFn: Fetch,
    private readonly baseUrl = "/locales",
    private readonly sleep?: (ms: number) => Promise<void>,
  ) {}

  load(locale: string, namespace?: string): Promise<Record<string, string>> {
    const url = `${this.baseUrl}/${locale}${namespace ? `/${namespace}` : ""}.json`;
    return this.limiter.run(() =>
      withRetry(
        async () => {
          const res = await this.fetchFn(url);
          if (!res.ok) throw new Error(`GET ${url} → ${res.status}`);
          return (await res.json()) as Record<string, string>;
        },
        { retries: LOCALE_LOAD_RETRIES, firstDelayMs: LOCALE_LOAD_FIRST_DELAY_MS, sleep: this.sleep },
      ),
    );
  }
}
