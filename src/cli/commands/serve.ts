// recruit serve — placeholder until the HTTP server lands (issue 3).
import type { Command } from 'commander';
import { action } from '../action.js';
import { UnavailableError } from '../../domain/errors.js';

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('run the HTTP API server (not available yet)')
    .action(action(async () => {
      throw new UnavailableError('recruit serve is not available yet');
    }));
}
