import type { Command } from 'commander';
import { examples, handler } from '../../command';
import { UsageError } from '../../errors';
import { NOUNS } from '../../nouns';

const GLOBAL = ['--profile', '--auth-url', '--api-url', '--no-input', '--help', '--version'];
const LIST = ['--page', '--page-size', '--search', '--sort', '--desc', '--all', '--format', '--fields'];

export function bashScript(): string {
  const cases = NOUNS.filter((n) => n.verbs.length)
    .map((n) => `    ${n.name}) words="${n.verbs.join(' ')} ${LIST.join(' ')}" ;;`)
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
    words="${NOUNS.map((n) => n.name).join(' ')} ${GLOBAL.join(' ')}"
  else
    case "$noun" in
${cases}
      *) words="${GLOBAL.join(' ')}" ;;
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

export function zshScript(): string {
  const nouns = NOUNS.map((n) => `'${n.name}:${n.summary.replace(/'/g, "'\\''").replace(/:/g, '\\:')}'`).join(' ');
  const cases = NOUNS.filter((n) => n.verbs.length)
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

export function register(program: Command): void {
  const c = program
    .command('completion')
    .description('print a shell completion script')
    .argument('<shell>', 'bash or zsh')
    .action(
      handler<[string]>(async (ctx, _o, shell) => {
        if (shell === 'bash') ctx.io.stdout.write(bashScript());
        else if (shell === 'zsh') ctx.io.stdout.write(zshScript());
        else throw new UsageError(`Unsupported shell '${shell}': use bash or zsh`);
      }),
    );
  examples(c, ['eval "$(mpa completion bash)"', 'mpa completion zsh > "${fpath[1]}/_mpa"']);
}
