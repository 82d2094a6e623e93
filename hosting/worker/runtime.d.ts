/**
 * The few of Cloudflare Workers' own types the function uses (its Durable Objects), declared here rather than
 * through @cloudflare/workers-types, whose globals clash with the DOM types the rest of the project is checked with.
 * https://developers.cloudflare.com/durable-objects/api/
 */
declare module "cloudflare:workers" {
  export type DurableObjectStorage = {
    get<T>(key: string): Promise<T | undefined>;
    put<T>(key: string, value: T): Promise<void>;
    delete(key: string): Promise<boolean>;
    list<T>(options?: { prefix?: string }): Promise<Map<string, T>>;
    setAlarm(time: number | Date): Promise<void>;
    getAlarm(): Promise<number | null>;
    deleteAlarm(): Promise<void>;
  };
  export type DurableObjectState = {
    storage: DurableObjectStorage;
    blockConcurrencyWhile<T>(work: () => Promise<T>): Promise<T>;
  };
  /** The object's base class: its public methods are called from the Worker through a stub (RPC). */
  export abstract class DurableObject<Env = unknown> {
    protected ctx: DurableObjectState;
    protected env: Env;
    constructor(ctx: DurableObjectState, env: Env);
  }
}
