import type { Command } from 'commander';
import { examples } from '../../cmdutil';
import type { Factory } from '../../context';
import { newCmdCreate } from './create';
import { newCmdDelete } from './delete';
import { newCmdExport } from './export';
import { newCmdList } from './list';
import { newCmdReorder } from './reorder';
import { newCmdUpdate } from './update';

export function register(program: Command, f: Factory): void {
  const noun = program
    .command('shop-categories')
    .description('shop categories (searched, sorted and paged here: the server sends them all)');
  examples(noun, ['mpa shop-categories list', 'mpa shop-categories reorder Bakery up']);
  newCmdList(noun, f);
  newCmdCreate(noun, f);
  newCmdUpdate(noun, f);
  newCmdDelete(noun, f);
  newCmdReorder(noun, f);
  newCmdExport(noun, f);
}
