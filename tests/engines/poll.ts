/**
 * Waits until `read` gives a value `accept` takes (by default, a truthy one), trying again every 100 ms; errors
 * count as "not yet" (a page in the middle of loading cannot run scripts). Resolves to that value; after `timeout`
 * fails, naming `what` and the last value or error.
 */
export async function poll<T>(
  read: () => Promise<T>,
  what: string,
  { timeout = 10_000, accept = Boolean as (value: T) => boolean } = {},
): Promise<T> {
  const end = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await read();
      if (accept(value)) return value;
      last = value;
    } catch (error) {
      last = error instanceof Error ? error.message.split("\n")[0] : error;
    }
    if (Date.now() > end)
      throw new Error(`Timed out after ${timeout} ms waiting for ${what}; last: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
