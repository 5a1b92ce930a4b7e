// A job header of two parts that both hold a firm's word: the one ending on a legal form is the employer. All names invented.
import { describe, expect, it } from 'vitest';
import { readWork } from '../../../src/parser/sections/work.js';

describe('a title holding a firm\'s word before a firm ending on its legal form', () => {
  it.each([
    ['Global Group Orchestrator, Vadkerti és Tsa. Zrt., Kecskemét', 'Global Group Orchestrator', 'Vadkerti és Tsa. Zrt.'],
    ['Regional Bank Whisperer, Ostmark Kaffeerösterei GmbH, Elmbury', 'Regional Bank Whisperer', 'Ostmark Kaffeerösterei GmbH'],
    ['Corporate Group Orchestrator, Saltgate Haulage Ltd, Cobbleford', 'Corporate Group Orchestrator', 'Saltgate Haulage Ltd'],
  ])('%s', (header, position, employer) => {
    const [work] = readWork(['09/2021 – 02/2024', header, 'Havi jelentések készítése.']);
    expect(work).toMatchObject({ position, employer });
  });

  it('leaves a firm ending on its legal form before a title in its order', () => {
    const [work] = readWork(['09/2021 – 02/2024', 'Saltgate Haulage Ltd, Senior Group Planner, Cobbleford', 'Planning the fleet.']);
    expect(work).toMatchObject({ position: 'Senior Group Planner', employer: 'Saltgate Haulage Ltd' });
  });
});
