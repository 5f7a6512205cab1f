/**
 * A fresh, aligned ArrayBuffer holding `length` bytes from `offset` (Node Buffers share a pool and
 * `Buffer#slice` is a view, so typed arrays must not be built on `bytes.buffer` directly).
 */
export function copyBytes(
  bytes: Uint8Array,
  offset: number,
  length: number = bytes.byteLength - offset,
): ArrayBuffer {
  return new Uint8Array(bytes.subarray(offset, offset + length)).buffer;
}
