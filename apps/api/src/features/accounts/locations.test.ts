import { endpoints as p } from '@sukoon/contracts';
import { describe, expect, it } from 'vitest';
import { createAccountsTestApp, registration } from './testing';
import { suiteApp } from '../../testing/suiteApp';

// The server checks a registration's location with the forms' one catalogue (contracts rules/locations.ts).
const t = suiteApp({}, createAccountsTestApp);

describe('registration locations', () => {
  it('registers a person from Kerala, and from Ladakh with a typed city', async () => {
    const kerala = await t.post(
      p.register.path,
      registration('kerala@example.in', { state: 'Kerala', city: 'Kochi' }),
      {
        ip: '10.4.0.1',
      },
    );
    expect(kerala.statusCode).toBe(201);
    const ladakh = await t.post(
      p.register.path,
      registration('ladakh@example.in', { state: 'Ladakh', city: ' Leh ' }),
      {
        ip: '10.4.0.2',
      },
    );
    expect(ladakh.statusCode).toBe(201);
  });

  it.each([
    [{ state: 'Texas', city: 'Houston' }, 'Please select a state/province'],
    [{ state: '', city: '' }, 'Please select a state/province'],
    [{ state: 'Ladakh', city: '' }, 'Please select a city'],
    [{ state: 'Kerala', city: 'Leh' }, 'Please select a city'],
  ])('refuses %o with the form’s message', async (place, message) => {
    const response = await t.post(p.register.path, registration('nowhere@example.in', place), { ip: '10.4.0.3' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });
});
