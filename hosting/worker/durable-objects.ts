/**
 * How the Worker reaches a Durable Object: by name (a flat's unit, a phone number's key), through a stub whose
 * methods are the object's own, each returning a promise (Cloudflare's RPC).
 */
type DurableObjectId = { toString(): string };

// Each method of the object, as the stub offers it: always asynchronous.
export type Stub<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

export type Namespace<T> = {
  idFromName(name: string): DurableObjectId;
  get(id: DurableObjectId): Stub<T>;
};

export const objectNamed = <T>(namespace: Namespace<T>, name: string): Stub<T> =>
  namespace.get(namespace.idFromName(name));
