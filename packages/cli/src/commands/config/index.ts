import type { Command } from 'commander';
import { examples } from '../../cmdutil';
import { CONFIG_KEYS } from '../../config';
import type { Factory } from '../../context';
import { newCmdGet } from './get';
import { newCmdList } from './list';
import { newCmdSet } from './set';
import { newCmdUnset } from './unset';

export function register(program: Command, f: Factory): void {
  const noun = program
    .command('config')
    .description(`per-profile settings (${CONFIG_KEYS.join(', ')}); file mode 0600`);
  examples(noun, [
    'mpa config set api-url https://api.example.com',
    'mpa --profile staging config list',
    'mpa config get auth-url',
  ]);
  newCmdGet(noun, f);
  newCmdSet(noun, f);
  newCmdUnset(noun, f);
  newCmdList(noun, f);
}
