import type { Command } from 'commander';
import { examples } from '../../cmdutil';
import type { Factory } from '../../context';
import { newCmdList } from './list';
import { newCmdUpdate } from './update';

export function register(program: Command, f: Factory): void {
  const noun = program.command('token-mappings').description('the token (points) conversion table');
  examples(noun, ['mpa token-mappings list', 'mpa token-mappings update 2 --required-tokens 100 --value 10']);
  newCmdList(noun, f);
  newCmdUpdate(noun, f);
}
