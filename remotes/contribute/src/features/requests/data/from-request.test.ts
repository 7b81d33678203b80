import { requestedDetails, uploadPathFor } from './from-request';

describe('an upload started from a request', () => {
  it('carries the request’s exam, code and slot in the address, and reads them back', () => {
    const path = uploadPathFor({ exam: 'cat2', courseCode: 'MAT3004', slot: 'A1+TA1' });
    expect(path).toBe('/contribute?from=request&exam=cat2&code=MAT3004&slot=A1%2BTA1');
    expect(requestedDetails(new URL(path, 'https://x.test').searchParams)).toEqual({
      exam: 'cat2',
      courseCode: 'MAT3004',
      slot: 'A1+TA1',
    });
  });

  it('leaves out a slot the request did not name, and anything malformed', () => {
    const path = uploadPathFor({ exam: 'fat', courseCode: 'CSE1001' });
    expect(requestedDetails(new URL(path, 'https://x.test').searchParams)).toEqual({
      exam: 'fat',
      courseCode: 'CSE1001',
    });
    expect(
      requestedDetails(new URLSearchParams('from=request&exam=cat9&code=<b>&slot=A1;drop')),
    ).toEqual({});
    expect(requestedDetails(new URLSearchParams('exam=cat1&code=CSE2005'))).toEqual({});
  });
});
