import type { Command } from 'commander';
import { act, examples, type Run } from '../../cmdutil';
import type { Context, Factory } from '../../context';
import { UsageError } from '../../errors';

export interface CompletionOptions {
  shell: 'bash' | 'zsh';
}

/** What completion offers, read off the registered command tree. */
export interface CompletionTree {
  globals: string[];
  nouns: { name: string; summary: string; verbs: string[]; flags: string[] }[];
}

const longFlags = (cmd: Command): string[] =>
  cmd.options.map((o) => o.long).filter((l): l is string => Boolean(l));

/** Walks commander's tree: each top-level command, its sub-commands, and every long flag under it. */
export function completionTree(program: Command): CompletionTree {
  return {
    globals: [...longFlags(program), '--help'],
    nouns: program.commands.map((noun) => ({
      name: noun.name(),
      summary: noun.description(),
      verbs: noun.commands.map((v) => v.name()),
      flags: [...new Set([...longFlags(noun), ...noun.commands.flatMap(longFlags)])],
    })),
  };
}

function bashScript(t: CompletionTree): string {
  const cases = t.nouns
    .filter((n) => n.verbs.length || n.flags.length)
    .map((n) => `    ${n.name}) words="${[...n.verbs, ...n.flags].join(' ')}" ;;`)
    .join('\n');
  return `# mpa bash completion: eval "$(mpa completion bash)"
_mpa() {
  local cur noun words
  cur="\${COMP_WORDS[COMP_CWORD]}"
  noun=""
  for w in "\${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    case "$w" in -*) ;; *) noun="$w"; break ;; esac
  done
  if [ -z "$noun" ]; then
    words="${t.nouns.map((n) => n.name).join(' ')} ${t.globals.join(' ')}"
  else
    case "$noun" in
${cases}
      *) words="${t.globals.join(' ')}" ;;
    esac
  fi
  case "$cur" in
    --format=*) COMPREPLY=($(compgen -W "table json csv ndjson" -- "\${cur#--format=}")) ; return ;;
  esac
  if [ "\${COMP_WORDS[COMP_CWORD-1]}" = "--format" ]; then COMPREPLY=($(compgen -W "table json csv ndjson" -- "$cur")); return; fi
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -F _mpa mpa
`;
}

const zshQuote = (s: string): string => `'${s.replace(/'/g, "'\\''").replace(/:/g, '\\:')}'`;

function zshScript(t: CompletionTree): string {
  const nouns = t.nouns.map((n) => zshQuote(`${n.name}:${n.summary}`)).join(' ');
  const cases = t.nouns
    .filter((n) => n.verbs.length)
    .map((n) => `      ${n.name}) _values 'command' ${n.verbs.map((v) => `'${v}'`).join(' ')} ;;`)
    .join('\n');
  return `#compdef mpa
# mpa zsh completion: eval "$(mpa completion zsh)" (or save as _mpa in your $fpath)
_mpa() {
  local -a nouns
  nouns=(${nouns})
  if (( CURRENT == 2 )); then
    _describe 'command' nouns
  elif (( CURRENT == 3 )); then
    case "$words[2]" in
${cases}
      *) _arguments '*:file:_files' ;;
    esac
  else
    _arguments '--format[output format]:format:(table json csv ndjson)' '--fields[fields]:fields:' '--all[every page]' \\
      '--page[page]:n:' '--page-size[page size]:n:' '--search[search]:text:' '--sort[sort key]:key:' '--desc[descending]' '*:file:_files'
  fi
}
if [ "$funcstack[1]" = "_mpa" ]; then _mpa "$@"; else compdef _mpa mpa; fi
`;
}

/** Loads every noun (only this command does) and prints the script for the shell. */
async function run(ctx: Context, o: CompletionOptions): Promise<void> {
  const { fullProgram } = await import('../../program');
  const tree = completionTree(await fullProgram(ctx.factory));
  ctx.io.stdout.write(o.shell === 'bash' ? bashScript(tree) : zshScript(tree));
}

export function newCmdCompletion(parent: Command, f: Factory, runF: Run<CompletionOptions> = run): Command {
  const cmd = parent
    .command('completion')
    .description('print a shell completion script')
    .argument('<shell>', 'bash or zsh');
  examples(cmd, ['eval "$(mpa completion bash)"', 'mpa completion zsh > "${fpath[1]}/_mpa"']);
  return act(
    cmd,
    f,
    ([shell]) => {
      if (shell !== 'bash' && shell !== 'zsh')
        throw new UsageError(`Unsupported shell '${shell}': use bash or zsh`);
      return { shell };
    },
    runF,
  );
}
