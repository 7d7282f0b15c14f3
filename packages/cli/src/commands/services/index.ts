import type { Command } from 'commander';
import { examples } from '../../cmdutil';
import type { Factory } from '../../context';
import { newCmdCreate } from './create';
import { newCmdDelete } from './delete';
import { newCmdExport } from './export';
import { newCmdFeature } from './feature';
import { newCmdGet } from './get';
import { newCmdList } from './list';
import { newCmdReorder } from './reorder';
import { newCmdStatus } from './status';
import { newCmdUpdate } from './update';

export function register(program: Command, f: Factory): void {
  const noun = program
    .command('services')
    .description('services: a tree with sub-services (status A active, I inactive)');
  examples(noun, ['mpa services list --tree', 'mpa services create --name Plumbing']);
  newCmdList(noun, f);
  newCmdGet(noun, f);
  newCmdCreate(noun, f);
  newCmdUpdate(noun, f);
  newCmdDelete(noun, f);
  newCmdReorder(noun, f);
  newCmdFeature(noun, f);
  newCmdStatus(noun, f);
  newCmdExport(noun, f);
}
