import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('gives every variable a working default', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.ALLOWLIST).toEqual([]);
  });

  it('names each bad variable', () => {
    expect(() => parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('DATABASE_URL');
    }
  });

  it('lowercases and splits the allow-lists', () => {
    expect(parseConfig({ ALLOWLIST: ' A@x.com, b@Y.org ,' }).ALLOWLIST).toEqual([
      'a@x.com',
      'b@y.org',
    ]);
    expect(parseConfig({ EXPORT_ALLOWLIST: 'C@z.net' }).EXPORT_ALLOWLIST).toEqual(['c@z.net']);
    expect(parseConfig({}).EXPORT_ALLOWLIST).toEqual([]);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(parseConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads TRUST_PROXY as off, on, a hop count or addresses', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).TRUST_PROXY).toBe('10.0.0.1,10.0.0.2');
  });

  it('caps connections per address by default, except behind a proxy', () => {
    expect(parseConfig({}).connectionsPerAddress).toBe(256);
    expect(parseConfig({ TRUST_PROXY: 'true' }).connectionsPerAddress).toBe(0);
    expect(
      parseConfig({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '40' }).connectionsPerAddress,
    ).toBe(40);
    expect(() => parseConfig({ MAX_CONNECTIONS: '0' })).toThrow('MAX_CONNECTIONS');
  });

  it('takes a metrics token of 16 characters or more, and a grace period in seconds', () => {
    expect(parseConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(parseConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN');
    expect(parseConfig({}).SHUTDOWN_GRACE_SECONDS).toBe(25);
    expect(parseConfig({ SHUTDOWN_GRACE_SECONDS: '5' }).SHUTDOWN_GRACE_SECONDS).toBe(5);
  });
});
