import type { Command } from 'commander';
import { examples } from '../../cmdutil';
import type { Factory } from '../../context';
import { newCmdActivate } from './activate';
import { newCmdByMobile } from './by-mobile';
import { newCmdDeactivate } from './deactivate';
import { newCmdDelete } from './delete';
import { newCmdExport } from './export';
import { newCmdGet } from './get';
import { newCmdList } from './list';

export function register(program: Command, f: Factory): void {
  const noun = program.command('vendor-services').description('vendor-to-service links with units and rates');
  examples(noun, ['mpa vendor-services list', 'mpa vendor-services by-mobile 9876543210']);
  newCmdList(noun, f);
  newCmdGet(noun, f);
  newCmdByMobile(noun, f);
  newCmdActivate(noun, f);
  newCmdDeactivate(noun, f);
  newCmdDelete(noun, f);
  newCmdExport(noun, f);
}
