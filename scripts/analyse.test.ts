import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./analyse.ts', import.meta.url));

/** Runs the CLI as a user would (`npm run analyse -- …`) and returns its exit code and output. */
function analyse(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    encoding: 'utf8',
    timeout: 55_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run analyse', () => {
  it('prints the ratings table of a real site', () => {
    const run = analyse('--lat', '-33.87', '--lon', '151.21', '--archetype', 'SH');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/2050/);
  });

  it('runs another emissions scenario with --scenario and prints its range with --range', () => {
    const run = analyse(
      '--lat',
      '33.45',
      '--lon',
      '-112.07',
      '--archetype',
      'SH',
      '--scenario',
      'ssp245',
      '--range',
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Emissions scenario: SSP2-4.5');
    expect(run.stdout).toMatch(/Total VAR by scenario: 2030, 2050, 2100/);
    expect(run.stdout).toContain('RCP 8.5 (≈ SSP5-8.5)');
  });

  it('refuses an unknown scenario with the choices and exit 2', () => {
    const run = analyse('--lat', '-33.87', '--lon', '151.21', '--scenario', 'rcp45');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('ssp126, ssp245, ssp370, ssp585');
  });

  it('says why a point at sea cannot be analysed and exits 1, without a stack trace', () => {
    const run = analyse('--lat', '0', '--lon', '-140', '--archetype', 'SH');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/is at sea/);
    expect(run.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('answers a malformed request with the usage line and exit 2', () => {
    const run = analyse('--lat', 'north', '--lon', '151.21');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/usage: npm run analyse/);
  });
});
