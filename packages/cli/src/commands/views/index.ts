import type { Command } from 'commander';
import { examples } from '../../cmdutil';
import type { Factory } from '../../context';
import { newCmdDelete } from './delete';
import { newCmdExport } from './export';
import { newCmdImport } from './import';
import { newCmdList } from './list';

export function register(program: Command, f: Factory): void {
  const noun = program
    .command('views')
    .description(
      "saved views of the lists, in the panel's view file format (views.json in the config dir); --view NAME on a list or export verb applies one",
    );
  examples(noun, [
    'mpa views import views.json',
    'mpa views list --list vendors',
    'mpa vendors list --view "Without photo"',
    'mpa redemptions export --view "Over 500" --output over500.csv',
  ]);
  newCmdImport(noun, f);
  newCmdList(noun, f);
  newCmdExport(noun, f);
  newCmdDelete(noun, f);
}
