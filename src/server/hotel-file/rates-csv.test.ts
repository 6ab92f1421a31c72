import { describe, expect, it } from 'vitest';
import { csvRows, parseRatesCsv } from './rates-csv.ts';

describe('rates spreadsheet', () => {
  it('splits quoted cells', () => {
    expect(csvRows('a,"b, c","d ""e"""\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'd "e"'],
      ['1', '2', '3'],
    ]);
  });

  it('reads lines, leaving empty cells unchanged', () => {
    const { lines, issues } = parseRatesCsv(
      'From,To,Room type,Rate plan,Price,Rooms,Min stay\n2030-01-01,2030-01-05,DBL,FLEX,120,,2\n2030-01-06,2030-01-06,DBL,,,0,\n',
    );
    expect(issues).toEqual([]);
    expect(lines).toEqual([
      {
        line: 2,
        from: '2030-01-01',
        to: '2030-01-05',
        roomType: 'DBL',
        ratePlan: 'FLEX',
        price: 120,
        minStay: 2,
      },
      { line: 3, from: '2030-01-06', to: '2030-01-06', roomType: 'DBL', rooms: 0 },
    ]);
  });

  it('names the line and column of every error', () => {
    const { issues } = parseRatesCsv(
      'from,to,roomType,ratePlan,price,rooms,minStay\n2030-01-05,2030-01-01,DBL,,-3,,\n2030-13-01,2030-01-01,DBL,FLEX,,x,\n',
    );
    expect(issues.map((issue) => `${issue.line}: ${issue.path}: ${issue.message}`)).toEqual([
      '2: price: must not be negative',
      '3: from: must be a date written YYYY-MM-DD',
      '3: rooms: must be a number',
    ]);
  });

  it('refuses an unknown column', () => {
    expect(parseRatesCsv('from,to,roomType,cost\n').issues).toEqual([
      {
        path: 'column 4',
        line: 1,
        message:
          'cost is not one of from, to, roomType, ratePlan, price, rooms, minStay, maxStay, closedToArrival, closedToDeparture',
      },
    ]);
  });

  it('reads maximum stays and yes/no closed to arrival or departure', () => {
    const { lines, issues } = parseRatesCsv(
      'from,to,roomType,Max stay,Closed to arrival,closed_to_departure\n2030-01-01,2030-01-05,DBL,7,Yes,no\n2030-01-06,2030-01-06,DBL,,,maybe\n',
    );
    expect(lines).toEqual([
      {
        line: 2,
        from: '2030-01-01',
        to: '2030-01-05',
        roomType: 'DBL',
        maxStay: 7,
        closedToArrival: true,
        closedToDeparture: false,
      },
    ]);
    expect(issues).toEqual([
      { path: 'closedToDeparture', line: 3, message: 'must be yes or no (true or false)' },
    ]);
  });
});
