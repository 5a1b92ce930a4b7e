// recruit parser parse — placeholder until the parser lands (issue 4).
import type { Command } from 'commander';
import { action } from '../action.js';
import { UnavailableError } from '../../domain/errors.js';

export function registerParserCommands(program: Command): void {
  const parser = program.command('parser').description('résumé parser');
  parser
    .command('parse <files...>')
    .description('parse résumés (not available yet)')
    .action(action(async () => {
      throw new UnavailableError('the résumé parser is not available yet');
    }));
}
