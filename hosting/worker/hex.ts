/** Bytes as lower-case hex, two digits each: how the function writes digests, signatures and random ids. */
export function hex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
