import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ManifestEntry } from '@hazardscope/hazard-data/build-format';

/** Where the data build reads raw data and writes derived files. */
export interface BuildPaths {
  rawDirectory: string;
  outputDirectory: string;
}

export type EntryWithoutSize = Omit<ManifestEntry, 'bytes'>;

export function readRawBytes(paths: BuildPaths, relativePath: string): Buffer {
  const bytes = readFileSync(join(paths.rawDirectory, relativePath));
  return relativePath.endsWith('.gz') ? gunzipSync(bytes) : bytes;
}

export function readRawText(paths: BuildPaths, relativePath: string): string {
  return readRawBytes(paths, relativePath).toString('utf8');
}

export function readRawFloat32(paths: BuildPaths, relativePath: string): Float32Array {
  const bytes = readRawBytes(paths, relativePath);
  return new Float32Array(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
}

/**
 * Writes one derived file and returns its manifest entry. gzip level 9 with node's zlib writes no
 * file name and a zero modification time, so the same bytes in give the same bytes out.
 */
export function writeDerivedFile(
  paths: BuildPaths,
  entry: EntryWithoutSize,
  content: Uint8Array | string,
): ManifestEntry {
  const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  const output = entry.file.endsWith('.gz') ? gzipSync(raw, { level: 9 }) : raw;
  writeFileSync(join(paths.outputDirectory, entry.file), output);
  return { ...entry, bytes: output.byteLength };
}

/** Concatenates typed arrays into one byte buffer (little-endian on every current platform). */
export function concatenateBytes(parts: ArrayBufferView[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.byteLength, 0);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    bytes.set(new Uint8Array(part.buffer, part.byteOffset, part.byteLength), offset);
    offset += part.byteLength;
  }
  return bytes;
}

/** Splits a simple CSV line (no quoted commas in our inputs) and strips surrounding quotes. */
export function splitCsvLine(line: string): string[] {
  return line.split(',').map((field) => field.replace(/^"|"$/g, '').trim());
}

/** Splits a CSV line whose fields may be double-quoted and hold commas ("Reykjavik, Iceland"). */
export function splitQuotedCsvLine(line: string): string[] {
  const fields: string[] = [];
  for (const match of line.matchAll(/(?:^|,)(?:"([^"]*)"|([^,]*))/g))
    fields.push((match[1] ?? match[2] ?? '').trim());
  return fields;
}

/** JSON with sorted-as-written keys and a trailing newline, for stable diffs. */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(value, null, 1)}\n`;
}
