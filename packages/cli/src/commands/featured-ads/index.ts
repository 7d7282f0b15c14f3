import type { Command } from 'commander';
import { examples } from '../../cmdutil';
import type { Factory } from '../../context';
import { newCmdCreate } from './create';
import { newCmdDelete } from './delete';
import { newCmdExport } from './export';
import { newCmdList } from './list';
import { newCmdUpdate } from './update';

export function register(program: Command, f: Factory): void {
  const noun = program.command('featured-ads').description('featured ads');
  examples(noun, ['mpa featured-ads list', 'mpa featured-ads create --priority 2 --image banner.png']);
  newCmdList(noun, f);
  newCmdCreate(noun, f);
  newCmdUpdate(noun, f);
  newCmdDelete(noun, f);
  newCmdExport(noun, f);
}
